export { type Health, getHealth, healthQueryOptions } from './get-health';
export { healthKeys } from './keys';
