/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type PublicProfile, type PublicNdaReply, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { STANDARD_NDA_TEXT } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorSummary } from '../../testing/fixtures';

// A visitor accepts a fund's NDA from a locked section of its public page (/fund/:slug).
jest.setTimeout(30_000);

const at = '2026-05-01T10:00:00.000Z';
const fundId = fundProfile.id;
const lockedFund: PublicProfile = {
  id: fundId,
  name: 'Northwind Ventures',
  slug: 'northwind-ventures',
  verified: false,
  featured: false,
  requireNda: true,
  sections: { overview: { data: null, locked: true, publishedAt: at } },
  notApplicableFields: [],
  unlockedSections: [],
};
const openFund: PublicProfile = {
  ...lockedFund,
  sections: { overview: { data: { blurbAndSummary: 'We back climate software founders.' }, locked: false, publishedAt: at } },
  unlockedSections: ['overview'],
};
const publicNda = (over: Partial<PublicNdaReply> = {}): PublicNdaReply => ({
  profileId: fundId,
  profileName: 'Northwind Ventures',
  requireNda: true,
  sections: ['overview'],
  nda: null,
  standardText: STANDARD_NDA_TEXT,
  accepted: null,
  ...over,
});

let server: TestServer;
let replies: Record<string, (body: string) => TestReply>;

beforeAll(async () => {
  server = await startTestServer(
    (request) =>
      replies[`${request.method} ${request.path}`]?.(request.body) ?? {
        status: 404,
        json: { statusCode: 404, error: 'Not Found', message: 'Route not found' },
      },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());

let accepted = false;
beforeEach(() => {
  accepted = false;
  server.requests.length = 0;
  replies = {
    'GET /api/fund-info/public/northwind-ventures': () => ({ json: accepted ? openFund : lockedFund }),
    [`GET /api/profile-nda/public/${fundId}`]: () => ({ json: publicNda() }),
    [`POST /api/profile-nda/accept/${fundId}`]: () => {
      accepted = true;
      return { status: 201, json: { version: null, acceptedAt: at, sections: ['overview'] } };
    },
  };
  sessionStore.clearSession();
  sessionStore.setToken('token-hana');
  sessionStore.setActiveProfile({ id: investorSummary.id, type: 'investor' });
});

const accepts = () =>
  server.requests.filter((request) => request.method === 'POST' && request.path === `/api/profile-nda/accept/${fundId}`);

it('shows the NDA, accepts it as the active profile after the box is ticked, and opens the section', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Read and accept the NDA' }));
  const dialog = await screen.findByRole('dialog', { name: 'NDA of Northwind Ventures' });
  expect(await within(dialog).findByText(STANDARD_NDA_TEXT)).toBeInTheDocument();
  const acceptButton = within(dialog).getByRole('button', { name: 'I accept' });
  expect(acceptButton).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: /I have read this NDA and accept it/ }));
  await user.click(acceptButton);

  await waitFor(() => expect(accepts()).toHaveLength(1));
  expect(JSON.parse(accepts()[0]!.body)).toEqual({ version: null });
  expect(accepts()[0]!.headers).toMatchObject({ 'meta-profile-id': investorSummary.id, 'meta-profile-type': 'investor' });
  expect(await screen.findByText('We back climate software founders.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Read and accept the NDA' })).not.toBeInTheDocument();
});

it('shows the profile’s own NDA with its PDF, and the new version when it changed while being read', async () => {
  const user = userEvent.setup({ delay: null });
  let version = 1;
  replies[`GET /api/profile-nda/public/${fundId}`] = () => ({
    json: publicNda({
      nda: {
        version,
        text: `Northwind NDA, version ${version}`,
        document: {
          key: '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e77',
          name: 'nda.pdf',
          size: 100,
          url: 'https://files.example/nda.pdf',
          expiresAt: at,
        },
      },
    }),
  });
  replies[`POST /api/profile-nda/accept/${fundId}`] = () => {
    version = 2;
    return {
      status: 409,
      json: {
        statusCode: 409,
        error: 'Conflict',
        code: 'NDA_VERSION_CHANGED',
        message: 'The NDA changed while you were reading it. Read the new version and accept it again.',
      },
    };
  };
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Read and accept the NDA' }));
  const dialog = await screen.findByRole('dialog', { name: 'NDA of Northwind Ventures' });
  expect(await within(dialog).findByText('Northwind NDA, version 1')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Open the NDA: nda.pdf (PDF)' })).toHaveAttribute(
    'href',
    'https://files.example/nda.pdf',
  );
  await user.click(within(dialog).getByRole('checkbox', { name: /I have read this NDA/ }));
  await user.click(within(dialog).getByRole('button', { name: 'I accept' }));

  expect(
    await within(dialog).findByText('The NDA changed while you were reading it. Read the new version and accept it again.'),
  ).toBeInTheDocument();
  expect(await within(dialog).findByText('Northwind NDA, version 2')).toBeInTheDocument();
  expect(JSON.parse(accepts()[0]!.body)).toEqual({ version: 1 });
  expect(within(dialog).getByRole('checkbox', { name: /I have read this NDA/ })).not.toBeChecked();
});

it('asks an anonymous visitor to sign in first', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.clearSession();
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Read and accept the NDA' }));
  const dialog = await screen.findByRole('dialog', { name: 'NDA of Northwind Ventures' });
  expect(within(dialog).getByText(/Sign in to read the NDA of Northwind Ventures/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffund%2Fnorthwind-ventures');
  expect(server.requests.some((request) => request.path.startsWith('/api/profile-nda'))).toBe(false);
});
