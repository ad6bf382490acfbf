/** The seeded administrator of every test database, and the password test users are created with. */
export const ADMIN = { username: 'admin', password: 'admin-pass-1' };
export const PASSWORD = 'secret-pass-1';
