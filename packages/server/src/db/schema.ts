// Every table of every module, for Drizzle's typed client and drizzle-kit's migration generator.
export * from '../modules/auth/tables';
export * from '../modules/profile-subscriber/tables';
export * from '../modules/profile-view/tables';
export * from '../modules/profiles/tables';
export * from '../modules/user-info/tables';
export * from '../modules/user-meta/tables';
export * from '../modules/user-secondary-email/tables';
export * from '../modules/users/tables';
export * from '../modules/upload/tables';
export * from '../modules/profile-sections/tables';
export * from '../modules/approvals/tables';
export * from '../modules/co-investor/tables';
