// Contracts of the API families: request schemas (server validation and forms) and reply shapes.
export * from './profiles';
export * from './auth';
export * from './users';
export * from './user-info';
export * from './user-meta';
export * from './user-secondary-email';
export * from './profile-member';
export * from './profile-view';
export * from './profile-subscriber';
export * from './profile-sections';
export * from './approvals';
export * from './fund-info';
export * from './co-investor';
export * from './upload';
export * from './investor-info';
export * from './service-provider';
