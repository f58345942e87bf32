export { type Health, getHealth, healthQueryOptions, useHealth } from './get-health';
export { healthKeys } from './keys';
