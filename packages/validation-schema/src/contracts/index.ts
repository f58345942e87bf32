// Contracts of the API families: request schemas (server validation and forms) and reply shapes.
export * from './profiles';
export * from './auth';
export * from './users';
export * from './user-info';
export * from './user-meta';
export * from './user-secondary-email';
