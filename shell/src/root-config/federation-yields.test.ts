import { createInstance } from '@module-federation/runtime';
import { yieldBetweenStepsPlugin } from './federation-yields';

// What happens in the page, in order: each step of MF's own runtime and each time the main thread is given back.
const steps: string[] = [];
jest.mock('@fundnet/app-runtime', () => ({
  // Recorded when the next task starts: a step after it ran in a task of its own.
  yieldToMain: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        steps.push('new task');
        resolve();
      }, 0),
    ),
}));

it("gives the main thread back between each step of a remote's load, in MF's real runtime", async () => {
  const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  // The remote's entry as its remoteEntry.js would define it (handed over by MF's `loadEntry` hook, no script tag).
  const remoteEntry = {
    init: () => {
      steps.push('init: shared modules registered');
    },
    // As MF's types give it: the expose's factory, which may return a promise.
    get: (expose: string) => {
      steps.push(`get ${expose}: its chunks`);
      return async () => {
        steps.push('factory: the module tree evaluated');
        return lifecycles;
      };
    },
  };
  const host = createInstance({
    name: 'yields-test-host',
    remotes: [{ name: 'mfe_admin', entry: 'https://cdn.example/admin/remoteEntry.js' }],
    shared: {},
    plugins: [yieldBetweenStepsPlugin(), { name: 'entry-in-hand', loadEntry: () => remoteEntry }],
  });

  await expect(host.loadRemote('mfe_admin/app')).resolves.toBe(lifecycles);
  expect(steps).toEqual([
    'new task',
    'init: shared modules registered',
    'new task',
    'get ./app: its chunks',
    'new task',
    'factory: the module tree evaluated',
    'new task',
  ]);
});
