// @fundnet/app-runtime/testing: render an app's page in tests with the providers the runtime gives
// it in production (AppProviders), on a memory router. Test support only: never import it from app code.
export { renderAt } from './render-at';
export { LocationProbe, renderPage } from './render-page';
export { TestProviders, type TestProvidersProps, testQueryClient } from './test-providers';
