/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { addErrorHandler, type ParcelConfigObject } from 'single-spa';
import { createParcelLifecycles } from './create-parcel-lifecycles';
import { provideParcelHost } from './parcel-host';
import { RemoteParcel } from './remote-parcel';
import { singleSpaParcelHost } from './single-spa-parcel-host';

// single-spa mounts outside React's act(): the tests wait for the DOM instead, as a user would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Greeting({ fundName }: { fundName: string }) {
  return <p>Documents of {fundName}</p>;
}

/** The shell's host (shell/src/root-config/parcel-host.ts), with the remote's loading in `load`. */
function hostLoading(load: (parcel: string) => Promise<ParcelConfigObject>) {
  const loads: string[] = [];
  return {
    loads,
    ...singleSpaParcelHost((parcel) => {
      loads.push(parcel);
      return load(parcel);
    }),
  };
}

// As the shell does: a failed parcel is shown by its RemoteParcel; single-spa would otherwise rethrow it on the window.
addErrorHandler(() => undefined);
afterEach(() => provideParcelHost(undefined));

it('renders nothing without a shell to host the parcel (an area run alone)', () => {
  const { container } = render(
    <RemoteParcel parcel="mfe_dataroom/parcels/data-room-panel" label="Data room" props={{ fundId: 'f1', fundName: 'Northwind' }} />,
  );
  expect(container).toBeEmptyDOMElement();
});

it('hydrates a page rendered on the server, where no panel is drawn, as it was sent, and then mounts the panel', async () => {
  const lifecycles = createParcelLifecycles({ label: 'Greeting', Root: Greeting });
  const page = (
    <main>
      <h1>Fund page</h1>
      <RemoteParcel parcel="mfe_test/parcels/greeting" label="Greeting" props={{ fundName: 'Northwind' }} />
    </main>
  );
  // The server has no parcel host: the page goes without the panel.
  const html = renderToString(page);
  expect(html).toBe('<main><h1>Fund page</h1></main>');
  provideParcelHost(hostLoading(async () => lifecycles as ParcelConfigObject));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  const root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  expect(await screen.findByText('Documents of Northwind')).toBeInTheDocument();
  expect(mismatches).toEqual([]);
  root.unmount();
  container.remove();
});

it('types the props of a parcel named in parcel-contracts.ts (ADR 0073)', () => {
  // @ts-expect-error fundName is missing: the data-room panel's contract requires it.
  const missing = <RemoteParcel parcel="mfe_dataroom/parcels/data-room-panel" label="Data room" props={{ fundId: 'f1' }} />;
  // @ts-expect-error a parcel of the contract with another's props.
  const wrong = <RemoteParcel parcel="mfe_events_feed/parcels/profile-posts" label="Posts" props={{ fundId: 'f1', fundName: 'N' }} />;
  expect([missing, wrong]).toHaveLength(2);
});

it('mounts the parcel with its props inside the page, updates it in place and unmounts it with the page', async () => {
  const lifecycles = createParcelLifecycles({ label: 'Greeting', Root: Greeting });
  const host = hostLoading(async () => lifecycles as ParcelConfigObject);
  provideParcelHost(host);
  const page = (fundName: string) => (
    <main>
      <h1>Fund page</h1>
      <RemoteParcel parcel="mfe_test/parcels/greeting" label="Greeting" props={{ fundName }} />
    </main>
  );
  const { rerender, unmount } = render(page('Northwind'));
  expect(await screen.findByText('Documents of Northwind')).toBeInTheDocument();
  rerender(page('Southwind'));
  expect(await screen.findByText('Documents of Southwind')).toBeInTheDocument();
  expect(host.loads).toEqual(['mfe_test/parcels/greeting']);
  unmount();
  await waitFor(() => expect(screen.queryByText(/Documents of/)).not.toBeInTheDocument());
});

it('shows a panel that cannot load as a contained error, and the retry loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const lifecycles = createParcelLifecycles({ label: 'Greeting', Root: Greeting });
  let reachable = false;
  const host = hostLoading(async () => {
    if (!reachable) throw new Error('The data room area could not be reached.');
    return lifecycles as ParcelConfigObject;
  });
  provideParcelHost(host);
  render(
    <main>
      <h1>Fund page</h1>
      <RemoteParcel parcel="mfe_test/parcels/greeting" label="Data room" props={{ fundName: 'Northwind' }} />
    </main>,
  );
  expect(await screen.findByText('Data room could not be shown')).toBeInTheDocument();
  expect(screen.getByText(/could not be reached/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Fund page' })).toBeInTheDocument();
  reachable = true;
  fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
  expect(await screen.findByText('Documents of Northwind')).toBeInTheDocument();
  expect(screen.queryByText('Data room could not be shown')).not.toBeInTheDocument();
  expect(host.loads).toHaveLength(2);
  (console.error as jest.Mock).mockRestore();
});

it('keeps a panel that crashes inside its own error panel', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('The panel broke.');
  }
  const lifecycles = createParcelLifecycles({ label: 'Data room', Root: Broken });
  provideParcelHost(hostLoading(async () => lifecycles as ParcelConfigObject));
  render(
    <main>
      <h1>Fund page</h1>
      <RemoteParcel parcel="mfe_test/parcels/broken" label="Data room" props={{}} />
    </main>,
  );
  expect(await screen.findByText('Data room could not be shown')).toBeInTheDocument();
  expect(screen.getByText('The panel broke.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Fund page' })).toBeInTheDocument();
  (console.error as jest.Mock).mockRestore();
});
