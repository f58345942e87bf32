import { ErrorPanel, FundnetThemeProvider } from '@fundnet/design-system';
import type { ComponentType } from 'react';
import * as React from 'react';
import { transitionRoots } from '../transition-roots';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from '../app-providers';

export interface ParcelLifecycleOptions<P> {
  /** A person-readable name of the panel, shown if it crashes ("Data room could not be shown"). */
  label: string;
  /** The panel; it receives the props the embedding page passed (and single-spa's own, ignored). */
  Root: ComponentType<P>;
}

/**
 * single-spa parcel lifecycles for a panel another area embeds (a remote's `./parcels/...`): our providers around it,
 * mounted in the element the host gives (single-spa-react reads `props.domElement`), an error boundary inside it.
 */
export function createParcelLifecycles<P extends object>({ label, Root }: ParcelLifecycleOptions<P>) {
  const WrappedRoot = (props: P) => (
    <AppProviders>
      <Root {...props} />
    </AppProviders>
  );
  return singleSpaReact<P>({
    React,
    // Roots that render in a transition: a first render in slices, not one long task (issue 33).
    ReactDOMClient: transitionRoots,
    rootComponent: WrappedRoot,
    errorBoundary: (error: Error) => (
      <FundnetThemeProvider>
        <ErrorPanel
          title={`${label} could not be shown`}
          message={error?.message || 'Something went wrong in this panel. The rest of the page still works.'}
          onRetry={() => window.location.reload()}
        />
      </FundnetThemeProvider>
    ),
  });
}
