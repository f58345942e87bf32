export { type CheckResult, checkPromotion, packageOf } from './check';
export type { Contract, RemoteContract, SharedNeed, ShellContract } from './contract';
export { knownEnvironments, loadContract, PromotionRefused, promote, ReleaseError, rollback, showEnvironment } from './environment';
export { formatHistory, previousVersion } from './history';
export { publishRelease, type ReleaseInfo } from './release';
export { openReleaseStore, type ReleaseStore } from './store';
