/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// The managed help and texts with the api-client's real calls against a local HTTP server (as the social buttons' test).
import { apiClient, createQueryClient, QueryProvider } from '@fundnet/api-client';
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { render as renderDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { FundnetThemeProvider } from '../theme/fundnet-theme-provider';
import { ManagedHelp, WithManagedHelp } from './managed-help';
import { ManagedText } from './managed-text';
import { MANAGED_CONTENT_WAIT_MS, managedContentRead, useManagedContent } from './use-managed-content';

jest.setTimeout(30_000);

const notFound: TestReply = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This content does not exist.' } };
const tooltip = (key: string, title: string | null, text: string) => ({
  id: `7d7f3c1e-1b7a-4d8e-9a39-${String(key.length).padStart(12, '0')}`,
  key,
  title,
  text,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const entry = (slug: string, body: string, published = true) => ({
  id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e10',
  slug,
  kind: 'text',
  title: 'Managed title',
  body,
  published,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

let server: TestServer;
let handle: (request: RecordedRequest) => TestReply | undefined = () => undefined;
beforeAll(async () => {
  server = await startTestServer((request) => handle(request) ?? notFound);
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  handle = () => undefined;
});

const render = (element: ReactElement) =>
  renderDom(
    <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FundnetThemeProvider mode="light" cssBaseline={false}>
        {element}
      </FundnetThemeProvider>
    </QueryProvider>,
  );
const calls = (path: string) => server.requests.filter((r) => r.method === 'GET' && r.path === path);

describe('ManagedHelp', () => {
  beforeEach(() => {
    handle = (request) =>
      request.path === '/api/tooltip'
        ? {
            json: {
              items: [
                tooltip('fund.targetFundSize', 'Target fund size', 'The total commitments the fund aims to raise.'),
                tooltip('fund.vintageYear', null, 'The year of the first capital call.'),
              ],
            },
          }
        : undefined;
  });

  it('shows an icon for each key with a tooltip, none for the others, from one request', async () => {
    render(
      <>
        <ManagedHelp helpKey="fund.targetFundSize" label="Fund size" />
        <ManagedHelp helpKey="fund.vintageYear" label="Vintage" />
        <ManagedHelp helpKey="fund.stages" label="Stages" />
        <WithManagedHelp helpKey="fund.targetFundSize" label="Target fund size">
          <input aria-label="Target fund size" />
        </WithManagedHelp>
      </>,
    );
    // The title names the button; without one, the page's own label does.
    expect(await screen.findAllByRole('button', { name: 'About Target fund size' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'About Vintage' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'About Stages' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(calls('/api/tooltip')).toHaveLength(1);
  });

  it('opens on a click (a tap) and on keyboard focus, and closes with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <input aria-label="Before" />
        <ManagedHelp helpKey="fund.targetFundSize" label="Fund size" />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'About Target fund size' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Target fund sizeThe total commitments the fund aims to raise.');
    expect(button).toHaveAccessibleName('About Target fund size');
    expect(button).toHaveAccessibleDescription('Target fund size The total commitments the fund aims to raise.');
    await user.keyboard('{Escape}');
    // The tooltip fades out (a 200 ms transition) before it leaves the DOM: on a loaded machine that outlasted
    // waitFor's default second once.
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 5_000 });

    await user.click(screen.getByRole('textbox', { name: 'Before' }));
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The total commitments the fund aims to raise.');
  });

  it('shows nothing while the tooltips load or when they cannot be read', async () => {
    handle = (request) =>
      request.path === '/api/tooltip'
        ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' } }
        : undefined;
    render(<ManagedHelp helpKey="fund.targetFundSize" label="Fund size" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('/api/tooltip')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ManagedText', () => {
  const builtIn = 'The built-in introduction.';

  it('shows a skeleton, not the built-in text, until the published entry arrives, then its paragraphs', async () => {
    handle = (request) =>
      request.path === '/api/content'
        ? { json: { items: [entry('contact.intro', 'First managed.\n\nSecond managed.')] }, delayMs: 150 }
        : undefined;
    render(<ManagedText slug="contact.intro" builtIn={builtIn} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // The skeleton is sized by the built-in text laid out unseen inside it (issue 33.3): present, never visible or read.
    const sizing = screen.getByText(builtIn);
    expect(sizing).not.toBeVisible();
    expect(sizing.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByText('First managed.')).toBeVisible();
    expect(screen.getByText('Second managed.')).toBeVisible();
    expect(screen.queryByText(builtIn)).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it.each<[string, TestReply]>([
    ['there is no entry', { json: { items: [entry('about.why', 'Another page’s text.')] } }],
    ['the entry is unpublished (an administrator reads drafts)', { json: { items: [entry('contact.intro', 'A draft.', false)] } }],
    ['the call fails', { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' } }],
  ])('keeps the built-in text when %s', async (_case, reply) => {
    handle = (request) => (request.path === '/api/content' ? reply : undefined);
    render(<ManagedText slug="contact.intro" builtIn={[builtIn, 'Its second paragraph.']} />);
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.getByText(builtIn)).toBeVisible();
    expect(screen.getByText('Its second paragraph.')).toBeVisible();
    expect(screen.queryByText('A draft.')).not.toBeInTheDocument();
  });
});

describe('managedContentRead (a page whose largest text is a managed one)', () => {
  function Headline() {
    const managed = useManagedContent('home.hero');
    return <h1>{managed.status === 'loading' ? 'Loading…' : managed.status === 'managed' ? managed.title : 'Built-in headline'}</h1>;
  }
  const renderWith = (client: ReturnType<typeof createQueryClient>) =>
    renderDom(
      <QueryProvider client={client}>
        <Headline />
      </QueryProvider>,
    );

  it('resolves once the texts are in the cache: the first render shows the headline, no skeleton', async () => {
    handle = (request) => (request.path === '/api/content' ? { json: { items: [entry('home.hero', 'Text.')] }, delayMs: 150 } : undefined);
    const client = createQueryClient();
    await managedContentRead(client);
    renderWith(client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Managed title');
    expect(calls('/api/content')).toHaveLength(1);
  });

  it('does not fail the page when the texts cannot be read: the page shows its built-in text', async () => {
    handle = (request) =>
      request.path === '/api/content'
        ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Down' } }
        : undefined;
    const client = createQueryClient();
    await expect(managedContentRead(client)).resolves.toBeUndefined();
    renderWith(client);
    // The hook reads again on mount (a failed read is not kept), as it does without the early read, then gives up.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Built-in headline'));
  });

  it(`waits at most ${MANAGED_CONTENT_WAIT_MS} ms for slow texts, then the page shows its skeleton`, async () => {
    handle = (request) =>
      request.path === '/api/content'
        ? { json: { items: [entry('home.hero', 'Text.')] }, delayMs: MANAGED_CONTENT_WAIT_MS + 1500 }
        : undefined;
    const client = createQueryClient();
    const started = Date.now();
    await managedContentRead(client);
    expect(Date.now() - started).toBeLessThan(MANAGED_CONTENT_WAIT_MS + 1000);
    renderWith(client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading…');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Managed title'), { timeout: 5000 });
  });
});
