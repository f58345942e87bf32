export * from './access';
export * from './data-room';
export * from './feedback';
export * from './graduation';
export * from './posts';
export * from './profiles';
export * from './track-record';
export * from './users';
