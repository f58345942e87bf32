import { ErrorPanel, FundnetThemeProvider } from '@fundnet/design-system';
import { createRoot, type Root } from 'react-dom/client';
import { triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';

/** Lifecycles that show "this area could not be loaded" in the area's own region, with a retry. */
export function remoteFailureLifecycles(name: string, label: string, error: unknown): LifeCycles {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const message =
    error instanceof Error && /fetch|load|network|manifest|script/i.test(error.message)
      ? `${label} is not reachable right now. Check your connection and try again.`
      : `${label} could not be started.`;
  return {
    async bootstrap() {},
    async mount() {
      container = document.createElement('div');
      container.id = `single-spa-application:${name}`;
      container.dataset.remoteError = name;
      (document.getElementById('fundnet-main') ?? document.body).appendChild(container);
      root = createRoot(container);
      root.render(
        <FundnetThemeProvider>
          <ErrorPanel
            title={`${label} could not be loaded`}
            message={message}
            onRetry={async () => {
              // Unloading makes single-spa call the loading function again on the next route change.
              // waitForUnmount false: unmount this panel now (the area is active), then load the area afresh.
              await unloadApplication(name, { waitForUnmount: false });
              await triggerAppChange();
            }}
          />
        </FundnetThemeProvider>,
      );
    },
    async unmount() {
      root?.unmount();
      container?.remove();
    },
  };
}
