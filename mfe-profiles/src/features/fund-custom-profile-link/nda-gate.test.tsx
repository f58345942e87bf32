/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type VisitorLinkState } from '@fundnet/api-client';
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shareLinkNdaMessages } from '@fundnet/validation-schema';
import { NdaGate } from './nda-gate';

jest.setTimeout(30_000);

const gate = (extra: Partial<NonNullable<VisitorLinkState['nda']>> = {}): VisitorLinkState => ({
  token: 'visitor-token',
  access: { state: 'gate', gate: 'nda' },
  link: { accessMode: 'AnyoneEnteringAnEmail', profile: { id: 'f1', name: 'Northwind Ventures II', type: 'fund', logo: null } },
  email: 'kim@lp.test',
  nda: { version: 3, text: 'Keep our numbers to yourself.', hasDocument: false, mode: 'signature', ...extra },
});

let server: TestServer;
let handler: (request: RecordedRequest) => TestReply | undefined;

beforeAll(async () => {
  server = await startTestServer(
    (request) => handler(request) ?? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not found' } },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const bodies = (path: string) =>
  server.requests.filter((request) => request.path === `/api/fund-custom-profile-link/${path}`).map((request) => JSON.parse(request.body!));

it('signature mode: shows the version, asks for the typed name and the agreement, and signs the version read', async () => {
  const granted = { ...gate(), access: { state: 'granted' as const }, nda: null };
  handler = (request) =>
    request.path.endsWith('/sign-nda')
      ? {
          json: {
            ...granted,
            signature: {
              id: 'r1',
              signedAt: '2026-11-29T10:00:00.000Z',
              versionHash: 'a'.repeat(64),
              contentHash: 'b'.repeat(64),
              fileHash: 'c'.repeat(64),
            },
          },
        }
      : undefined;
  const onState = jest.fn();
  renderAt('/', <NdaGate state={gate()} token="visitor-token" onState={onState} onStale={jest.fn()} />);
  expect(screen.getByText('NDA version 3')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'NDA text' })).toHaveTextContent('Keep our numbers to yourself.');
  expect(screen.getByRole('img', { name: 'Empty signature pad' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Sign the NDA' }));
  expect(await screen.findByText(shareLinkNdaMessages.fullNameRequired)).toBeInTheDocument();
  expect(screen.getByText(shareLinkNdaMessages.agreeRequired)).toBeInTheDocument();
  expect(bodies('sign-nda')).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Kim Larsen');
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read this NDA and sign it as kim@lp.test/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign the NDA' }));
  await waitFor(() => expect(onState).toHaveBeenCalledWith(expect.objectContaining({ access: { state: 'granted' } })));
  expect(bodies('sign-nda')).toEqual([{ version: 3, fullName: 'Kim Larsen', signature: null, agree: true }]);
  expect(server.requests[0]!.headers['x-visitor-token']).toBe('visitor-token');
});

it('signature mode: an NDA changed while reading shows the server’s message and asks for the new one', async () => {
  handler = (request) =>
    request.path.endsWith('/sign-nda')
      ? {
          status: 409,
          json: {
            statusCode: 409,
            error: 'Conflict',
            code: 'NDA_VERSION_CHANGED',
            message: 'The NDA changed while you were reading it. Read the new version and accept it again.',
          },
        }
      : undefined;
  const onStale = jest.fn();
  renderAt('/', <NdaGate state={gate()} token="visitor-token" onState={jest.fn()} onStale={onStale} />);
  await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Kim Larsen');
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read this NDA/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign the NDA' }));
  expect(await screen.findByText(/The NDA changed while you were reading it/)).toBeInTheDocument();
  expect(onStale).toHaveBeenCalled();
});

it('click-through mode: one button, and the standard terms are named as such', async () => {
  handler = (request) =>
    request.path.endsWith('/confirm-nda') ? { json: { ...gate(), access: { state: 'granted' }, nda: null } } : undefined;
  const onState = jest.fn();
  renderAt(
    '/',
    <NdaGate state={gate({ mode: 'clickThrough', version: null })} token="visitor-token" onState={onState} onStale={jest.fn()} />,
  );
  expect(screen.getByText('Fundnet standard confidentiality terms')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Your full name/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I accept the NDA' }));
  await waitFor(() => expect(onState).toHaveBeenCalled());
  expect(bodies('confirm-nda')).toEqual([{ accept: true }]);
});
