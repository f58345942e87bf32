// Every table of every module, for Drizzle's typed client and drizzle-kit's migration generator.
export * from '../modules/auth/tables';
export * from '../modules/profiles/tables';
export * from '../modules/user-info/tables';
export * from '../modules/user-meta/tables';
export * from '../modules/user-secondary-email/tables';
export * from '../modules/users/tables';
