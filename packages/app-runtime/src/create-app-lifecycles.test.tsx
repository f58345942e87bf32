/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { useQueryClient } from '@tanstack/react-query';
import { useTheme } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createAppLifecycles, mountStandalone } from './create-app-lifecycles';

/** What single-spa passes every lifecycle. */
const props = () => ({ name: '@fundnet/test-area', singleSpa: {}, mountParcel: jest.fn() }) as never;

/** An area's root that shows what the shared providers gave it. */
function ProbeRoot() {
  const location = useLocation();
  const theme = useTheme();
  const queryClient = useQueryClient();
  return (
    <main>
      <h1>Test area</h1>
      <p>path {location.pathname}</p>
      <p>primary {theme.palette.primary.main}</p>
      <p>{queryClient ? 'query client' : 'no query client'}</p>
    </main>
  );
}

// single-spa mounts outside React's act(): the test waits for the DOM instead, as the shell's user would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  document.body.innerHTML = '<header id="fundnet-topbar">Top bar</header><div id="fundnet-main"></div><div id="elsewhere"></div>';
  window.history.pushState({}, '', '/area/page');
});

it('mounts the root inside the shared providers in the shell main region, and unmounts it', async () => {
  const app = createAppLifecycles({ label: 'Test area', Root: ProbeRoot });
  await app.bootstrap(props());
  await app.mount(props());
  const main = document.getElementById('fundnet-main')!;
  await waitFor(() => expect(main).toHaveTextContent('Test area'));
  // The router reads the real browser URL, the theme is Fundnet's (not MUI's default blue), the one QueryClient is there.
  expect(screen.getByText('path /area/page')).toBeInTheDocument();
  expect(screen.getByText(/^primary /).textContent).not.toBe('primary #1976d2');
  expect(screen.getByText('query client')).toBeInTheDocument();
  await app.unmount(props());
  expect(main).toBeEmptyDOMElement();
  expect(document.getElementById('fundnet-topbar')).toHaveTextContent('Top bar');
});

it('mounts where it is told', async () => {
  const app = createAppLifecycles({ label: 'Panel', Root: ProbeRoot, domElementId: 'elsewhere' });
  await app.bootstrap(props());
  await app.mount(props());
  await waitFor(() => expect(document.getElementById('elsewhere')).toHaveTextContent('Test area'));
  expect(document.getElementById('fundnet-main')).toBeEmptyDOMElement();
  await app.unmount(props());
});

it('keeps a crash inside the area: an error panel with the area name, the message and a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('The fund list could not be read.');
  }
  const app = createAppLifecycles({ label: 'Data room', Root: Broken });
  await app.bootstrap(props());
  await app.mount(props());
  const main = document.getElementById('fundnet-main')!;
  await waitFor(() => expect(main).toHaveTextContent('Data room could not be shown'));
  expect(main).toHaveTextContent('The fund list could not be read.');
  expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  expect(document.getElementById('fundnet-topbar')).toHaveTextContent('Top bar');
  await app.unmount(props());
});

describe('mountStandalone', () => {
  it('renders the root with the providers on its own page', async () => {
    mountStandalone(ProbeRoot);
    await waitFor(() => expect(document.getElementById('fundnet-main')).toHaveTextContent('path /area/page'));
  });

  it('says which element is missing', () => {
    expect(() => mountStandalone(ProbeRoot, 'nowhere')).toThrow('#nowhere is missing from the page');
  });
});
