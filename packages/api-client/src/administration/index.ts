export { administrationKeys } from './keys';
export * from './profiles';
export * from './referral-links';
export * from './users';
