import { startInStages } from './start-in-stages';

// Each module records when it is evaluated; the yield records when it is asked for and when the next task starts.
const steps: string[] = [];
jest.mock('@fundnet/app-runtime', () => ({
  yieldToMain: () => {
    steps.push('yield asked');
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        steps.push('new task');
        resolve();
      }, 0),
    );
  },
}));
jest.mock('react-dom/client', () => {
  steps.push('react-dom evaluated');
  return {};
});
jest.mock('@fundnet/design-system', () => {
  steps.push('theme provider (emotion, MUI styles) evaluated');
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

beforeEach(() => {
  steps.length = 0;
});

it("evaluates main.js' modules in tasks after the script's own, single-spa started in the last", async () => {
  await startInStages();
  expect(steps).toEqual([
    'yield asked',
    'new task',
    'react-dom evaluated',
    'yield asked',
    'new task',
    'theme provider (emotion, MUI styles) evaluated',
    'yield asked',
    'new task',
    'top bar (MUI, emotion, react-query) evaluated',
    'yield asked',
    'new task',
    'root config evaluated: single-spa started',
  ]);
});

it("asks for its first yield from a microtask, off main.js' top-level frame (a recorded stack would parse the whole file again)", async () => {
  const started = startInStages();
  // Called from the entry module, synchronously: nothing asked yet, so no stack of the script's evaluation is taken.
  expect(steps).toEqual([]);
  await Promise.resolve();
  expect(steps).toEqual(['yield asked']);
  await started;
});
