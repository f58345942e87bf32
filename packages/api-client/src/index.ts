// @fundnet/api-client: the API client, the error catalogue, the session store, react-query
// (one QueryClient, key convention) and the typed calls and hooks of each API family.
export * from './errors';
export * from './health';
export * from './http';
export * from './query';
export * from './session';
export * from './auth';
export * from './profiles';
export * from './users';
export * from './user-info';
export * from './user-meta';
export * from './user-secondary-email';
export * from './profile-member';
export * from './profile-view';
export * from './profile-subscriber';
export * from './upload';
export * from './approvals';
export * from './profile-sections';
export * from './co-investor';
export * from './profile-claim';
export * from './follow';
export * from './favourite';
export * from './discovery';
export * from './profile-cta';
export * from './profile-nda';
export * from './profile-company';
export * from './profile-notifications';
