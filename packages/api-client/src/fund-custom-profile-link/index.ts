export { shareLinkKeys } from './keys';
export * from './owner';
export * from './visitor';
