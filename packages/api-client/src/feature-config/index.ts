export {
  type FeatureConfig,
  type FeatureFlag,
  type FeatureFlagKey,
  featureConfigQueryOptions,
  getFeatureConfig,
  useFeatureConfig,
} from './get-feature-config';
export { featureConfigKeys } from './keys';
export { type FeatureFlagChange, setFeatureFlag, useSetFeatureFlag } from './set-feature-flag';
