export { FeatureFlagsAdmin } from './feature-flags-admin';
