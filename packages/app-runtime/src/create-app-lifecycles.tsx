import { ErrorPanel, FundnetThemeProvider } from '@fundnet/design-system';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { hydratingRoots } from './hydrating-roots';
import { transitionRoots } from './transition-roots';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './app-providers';

export interface AppLifecycleOptions {
  /** A person-readable name of the area, shown if it fails ("Data room could not be shown"). */
  label: string;
  /** The area's root component (its routes). */
  Root: ComponentType;
  /** Where the app mounts: the shell's main region by default. */
  domElementId?: string;
  /**
   * How the root is made, for an app whose region may come rendered ahead of time (the shell's, ADR 0101):
   * `prerenderedRendering` from this package, given the app's region, which it hydrates. Given by the app rather than
   * built in, so an app that never hydrates carries none of it.
   */
  rendering?: (region: () => Element) => { renderType: () => 'hydrateRoot' | 'createRoot'; ReactDOMClient: typeof hydratingRoots };
}

/**
 * single-spa lifecycles for an app (each remote's `./app`): React 19 through ReactDOMClient (createRoot, or hydrateRoot
 * over a region the server sent rendered, ADR 0101), our providers around the root, and an error boundary so a crash
 * stays inside the area's panel.
 */
export function createAppLifecycles({ label, Root, domElementId = 'fundnet-main', rendering }: AppLifecycleOptions) {
  const WrappedRoot = () => (
    <AppProviders>
      <Root />
    </AppProviders>
  );
  const region = () => document.getElementById(domElementId) ?? document.body;
  return singleSpaReact({
    React,
    // Roots that render in a transition: a first render in slices, not one long task (issue 33).
    ReactDOMClient: transitionRoots,
    rootComponent: WrappedRoot,
    domElementGetter: region,
    errorBoundary: (error: Error) => (
      <FundnetThemeProvider>
        <ErrorPanel
          title={`${label} could not be shown`}
          message={error?.message || 'Something went wrong in this part of Fundnet. The rest of the app still works.'}
          onRetry={() => window.location.reload()}
        />
      </FundnetThemeProvider>
    ),
    // A region whose HTML came rendered ahead of time is hydrated, once (ADR 0101).
    ...rendering?.(region),
  });
}

/** Mounts an app on its own page (standalone development of one remote against the real API). */
export function mountStandalone(Root: ComponentType, domElementId = 'fundnet-main') {
  const element = document.getElementById(domElementId);
  if (!element) throw new Error(`#${domElementId} is missing from the page`);
  ReactDOMClient.createRoot(element).render(
    <AppProviders>
      <Root />
    </AppProviders>,
  );
}
