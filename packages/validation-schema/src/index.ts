export * from './constants';
export * from './enums';
export * from './errors';
export * from './forms';
export * from './messages';
export * from './options';
export * from './rules';
export * from './contracts';
