/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// The buttons with the api-client's real calls against a local HTTP server, inside what every area renders in
// (query client, theme, notifications, router). app-runtime's renderPage cannot be used here: it depends on this package.
import { apiClient, createQueryClient, QueryProvider, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, replyFromContract, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { render as renderDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NotificationProvider } from '../notifications/notification-provider/notification-provider';
import { FundnetThemeProvider } from '../theme/fundnet-theme-provider';
import { FavouriteButton } from './favourite-button';
import { FollowButton } from './follow-button';

jest.setTimeout(30_000);

const me = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001', type: 'investor' } as const;
const alder = '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2001';

let server: TestServer;
let handle: (request: RecordedRequest) => TestReply | undefined = () => undefined;

beforeAll(async () => {
  server = await startTestServer(
    (request) => handle(request) ?? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  handle = () => undefined;
  sessionStore.clearSession();
});

/** A reply built from the route's contract with the fields this test reads set (the server checks the result again). */
const withJson = (reply: TestReply, fields: Record<string, unknown>): TestReply => ({
  ...reply,
  json: { ...(reply.json as object), ...fields },
});

const signIn = (profile: typeof me | null = me) => {
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile(profile);
};
const calls = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);
const both = (
  <>
    <FollowButton profileId={alder} profileName="Alder Capital" />
    <FavouriteButton profileId={alder} profileName="Alder Capital" />
  </>
);
const render = (element: ReactElement = both, at = '/fund/discovery?stage=Seed', showWhere = at !== '/fund/discovery?stage=Seed') =>
  renderDom(
    <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FundnetThemeProvider mode="light" cssBaseline={false}>
        <NotificationProvider>
          <MemoryRouter initialEntries={[at]}>
            {element}
            {showWhere && <Where />}
          </MemoryRouter>
        </NotificationProvider>
      </FundnetThemeProvider>
    </QueryProvider>,
  );

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('for a visitor', () => {
  it('both buttons lead to sign-in and back to this page (Follow with its intent), and call nothing', () => {
    render();
    const back = '/login?returnTo=%2Ffund%2Fdiscovery%3Fstage%3DSeed';
    expect(screen.getByRole('link', { name: 'Follow Alder Capital' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/fund/discovery?stage=Seed&follow=${alder}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Add Alder Capital to favourites' })).toHaveAttribute('href', back);
    expect(server.requests).toEqual([]);
  });
});

describe('for a signed-in user', () => {
  it('without an active profile, both lead to choosing one', () => {
    signIn(null);
    render();
    expect(screen.getByRole('link', { name: 'Follow Alder Capital' })).toHaveAttribute(
      'href',
      `/selectProfile?returnTo=${encodeURIComponent(`/fund/discovery?stage=Seed&follow=${alder}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Add Alder Capital to favourites' })).toHaveAttribute(
      'href',
      `/selectProfile?returnTo=${encodeURIComponent('/fund/discovery?stage=Seed')}`,
    );
  });

  it('back from sign-in with ?follow=<id>, follows that profile once and takes the intent off the address', async () => {
    signIn();
    handle = (request) => {
      if (request.path === '/api/follow/iFollow')
        return { json: { profileId: alder, following: false, followedBy: false, follow: null, followerCount: 0 } };
      if (request.method === 'POST' && request.path === '/api/follow')
        return withJson(replyFromContract(request, 201), { followerCount: 1 });
      return undefined;
    };
    render(<FollowButton profileId={alder} profileName="Alder Capital" />, `/fund/alder?tab=team&follow=${alder}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Alder Capital' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('You now follow Alder Capital.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/fund/alder?tab=team'));
    expect(calls('POST', '/api/follow')).toHaveLength(1);
  });

  it('with ?follow=<id> for a profile already followed, calls no follow and only tidies the address', async () => {
    signIn();
    handle = (request) =>
      request.path === '/api/follow/iFollow'
        ? { json: { profileId: alder, following: true, followedBy: false, follow: null, followerCount: 2 } }
        : undefined;
    render(<FollowButton profileId={alder} profileName="Alder Capital" />, `/fund/alder?follow=${alder}`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/fund\/alder$/));
    expect(screen.getByRole('button', { name: 'Follow Alder Capital' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls('POST', '/api/follow')).toEqual([]);
  });

  it('shows nothing on the active profile itself', () => {
    signIn();
    const { container } = render(
      <>
        <FollowButton profileId={me.id} />
        <FavouriteButton profileId={me.id} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('follows and unfollows from the initial state it was given, keeping its own state afterwards', async () => {
    signIn();
    handle = (request) => {
      if (request.method === 'POST' && request.path === '/api/follow')
        return withJson(replyFromContract(request, 201), { followerCount: 1 });
      if (request.method === 'DELETE' && request.path === '/api/follow') return { status: 204 };
      return undefined;
    };
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<FollowButton profileId={alder} profileName="Alder Capital" following={false} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Follow Alder Capital' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('Follow');
    expect(calls('GET', '/api/follow/iFollow')).toEqual([]);

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Following');
    const [post] = calls('POST', '/api/follow');
    expect(JSON.parse(post!.body)).toEqual({ profileId: alder });
    expect(post!.headers).toMatchObject({ 'meta-profile-id': me.id, 'meta-profile-type': 'investor' });
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(calls('DELETE', '/api/follow')[0]!.query).toEqual({ profileId: alder });
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('reads the state from the API when none is given', async () => {
    signIn();
    handle = (request) => {
      if (request.path === '/api/follow/iFollow')
        return { json: { profileId: alder, following: true, followedBy: false, follow: null, followerCount: 3 } };
      if (request.path === '/api/favourite' && request.method === 'GET') return withJson(replyFromContract(request), { total: 1 });
      return undefined;
    };
    render();
    expect(screen.getByRole('button', { name: 'Follow Alder Capital' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Alder Capital' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('button', { name: 'Remove Alder Capital from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls('GET', '/api/follow/iFollow')[0]!.query).toEqual({ profileId: alder });
    expect(calls('GET', '/api/favourite')[0]!.query).toMatchObject({ profileId: alder });
  });

  it('adds to and removes from favourites', async () => {
    signIn();
    handle = (request) => {
      if (request.method === 'POST' && request.path === '/api/favourite') return replyFromContract(request, 201);
      if (request.method === 'DELETE' && request.path === '/api/favourite') return { status: 204 };
      return undefined;
    };
    const user = userEvent.setup({ delay: null });
    render(<FavouriteButton profileId={alder} profileName="Alder Capital" favourite={false} />);
    await user.click(screen.getByRole('button', { name: 'Add Alder Capital to favourites' }));
    const remove = await screen.findByRole('button', { name: 'Remove Alder Capital from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(calls('POST', '/api/favourite')[0]!.body)).toEqual({ profileId: alder });
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Add Alder Capital to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls('DELETE', '/api/favourite')[0]!.query).toEqual({ profileId: alder });
  });

  it('says why a follow failed and keeps the state it had', async () => {
    signIn();
    handle = (request) =>
      request.method === 'POST'
        ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This profile does not exist.' } }
        : undefined;
    const user = userEvent.setup({ delay: null });
    render(<FollowButton profileId={alder} profileName="Alder Capital" following={false} />);
    await user.click(screen.getByRole('button', { name: 'Follow Alder Capital' }));
    expect(await screen.findByText('This profile does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Alder Capital' })).toHaveAttribute('aria-pressed', 'false');
  });
});
