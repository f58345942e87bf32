export { feedActivityKeys, postKeys } from './keys';
export * from './queries';
export * from './mutations';
