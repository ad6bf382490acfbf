export * from './users';
export * from './currencies';
export * from './accounts';
export * from './transactions';
export * from './hawala';
export * from './legacy';
export * from './settings';
export * from './books';
