/** The public check page's address; kept apart from the page so the app's first chunk does not load the page. */
export const checkPath = '/check';
