import { startInStages } from './start-in-stages';

// Each module records when it is evaluated; the yield records when the next task starts.
const steps: string[] = [];
jest.mock('@fundnet/app-runtime', () => ({
  yieldToMain: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        steps.push('new task');
        resolve();
      }, 0),
    ),
}));
jest.mock('react-dom/client', () => {
  steps.push('react-dom evaluated');
  return {};
});
jest.mock('./topbar/top-bar', () => {
  steps.push('top bar (MUI, emotion, react-query) evaluated');
  return {};
});
jest.mock('./bootstrap', () => {
  steps.push('root config evaluated: single-spa started');
  return {};
});

it("evaluates main.js' modules in tasks after the script's own, single-spa started in the last", async () => {
  await startInStages();
  expect(steps).toEqual([
    'new task',
    'react-dom evaluated',
    'new task',
    'top bar (MUI, emotion, react-query) evaluated',
    'new task',
    'root config evaluated: single-spa started',
  ]);
});
