// Runs before each front-end test file (every app and web package): Testing Library's DOM matchers, and
// findBy…/waitFor given 10 s instead of 1 s. CI runs every suite on two shared cores; a form that validates
// and posts can take more than a second there, and one second failed tests that are right (stop 24's CI).
// A test as a whole gets 30 s instead of Jest's 5: one wait could outlast its test, and a multi-select test that
// opens a listbox and picks two options took over 5 s on CI's loaded cores (stop 28). Speed is for benchmarks.
require('@testing-library/jest-dom');
const { configure } = require(
  require.resolve('@testing-library/dom', {
    paths: [process.cwd(), require.resolve('@testing-library/react', { paths: [process.cwd()] })],
  }),
);
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
// React 19's development build captures an Error (a ten-frame stack) for each of the first 10,000 elements of every
// render, for the "owner stacks" its warnings print: 15 % of a component test's CPU (filter-panel.test.tsx, stop 48).
// Past 10,000 React itself stops capturing them; this says the count is always reached. A warning still names its
// component; FUNDNET_TEST_OWNER_STACKS=1 keeps the owner stacks when a warning needs them (ADR 0091).
if (process.env.FUNDNET_TEST_OWNER_STACKS !== '1') {
  const react = require(require.resolve('react', { paths: [process.cwd()] }));
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // A React without this object (a renamed internal) runs the tests as before, only slower.
  if (internals) Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {} });
}
