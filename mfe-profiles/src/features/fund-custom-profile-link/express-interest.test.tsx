/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ShareLinkInterest } from '@fundnet/api-client';
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpressInterest } from './index';

jest.setTimeout(30_000);

const interest = (extra: Partial<ShareLinkInterest> = {}): ShareLinkInterest => ({
  at: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  name: 'Kim Larsen',
  email: 'kim@lp.test',
  message: 'Can we talk?',
  ...extra,
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

/** The button waits for the server to say whether this visitor already sent one; then it can be pressed. */
async function openForm() {
  const button = await screen.findByRole('button', { name: 'I’m interested' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

const sends = () =>
  server.requests
    .filter((request) => request.path === '/api/fund-custom-profile-link/express-interest')
    .map((request) => ({
      headers: request.headers,
      body: JSON.parse(request.body),
    }));

it('sends the name, address and message as the visitor, then shows the confirmation', async () => {
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/interest') return { json: { interest: null } };
    if (request.path === '/api/fund-custom-profile-link/express-interest') {
      const body = JSON.parse(request.body);
      return {
        status: 201,
        json: { interest: interest({ name: body.name, email: body.email ?? 'kim@lp.test', message: body.message || null }) },
      };
    }
    return undefined;
  };
  renderAt('/', <ExpressInterest token="visitor-token" fundName="Northwind Ventures II" email="kim@lp.test" />);
  await openForm();
  const dialog = await screen.findByRole('dialog', { name: 'Tell Northwind Ventures II you are interested' });
  // The address the link holds is prefilled.
  // The form's code loads with the first press (ADR 0089).
  expect(await within(dialog).findByRole('textbox', { name: /E-mail address/ })).toHaveValue('kim@lp.test');
  // The name is required, with the spec's message, and nothing is sent without it.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(sends()).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Kim Larsen');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Can we talk about the close?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The fund has your interest')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'I’m interested' })).not.toBeInTheDocument();
  expect(sends()).toHaveLength(1);
  expect(sends()[0]!.body).toEqual({ name: 'Kim Larsen', email: 'kim@lp.test', message: 'Can we talk about the close?' });
  expect(sends()[0]!.headers['x-visitor-token']).toBe('visitor-token');
  expect(sends()[0]!.headers['meta-profile-id']).toBeUndefined();
});

it('asks for an address when the link holds none, and shows the server’s field messages', async () => {
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/interest') return { json: { interest: null } };
    if (request.path === '/api/fund-custom-profile-link/express-interest') {
      return {
        status: 422,
        json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Check the form', errors: { name: ['Name is required'] } },
      };
    }
    return undefined;
  };
  renderAt('/', <ExpressInterest token="visitor-token" fundName="Northwind Ventures II" />);
  await openForm();
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(await within(dialog).findByRole('textbox', { name: /Your name/ }), 'Ana');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
  expect(sends()).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'ana@lp.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(sends()).toHaveLength(1);
  // Cancel and open again: what was typed is still there.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'I’m interested' }));
  expect(within(await screen.findByRole('dialog')).getByRole('textbox', { name: /E-mail address/ })).toHaveValue('ana@lp.test');
});

it('shows the confirmation at once when the server says the visitor already sent one', async () => {
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/interest') return { json: { interest: interest() } };
    return undefined;
  };
  renderAt('/', <ExpressInterest token="visitor-token" fundName="Northwind Ventures II" email="kim@lp.test" />);
  expect(await screen.findByText('The fund has your interest')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'I’m interested' })).not.toBeInTheDocument();
  // Changing the message reopens the form with what was sent.
  await userEvent.click(screen.getByRole('button', { name: 'Change message' }));
  const editing = await screen.findByRole('dialog');
  await waitFor(() => expect(within(editing).getByRole('textbox', { name: /Message/ })).toHaveValue('Can we talk?'));
});

it('in the owner’s preview, is disabled with a hint and asks the server nothing', async () => {
  handler = () => undefined;
  renderAt('/', <ExpressInterest token="" fundName="Northwind Ventures II" preview />);
  const button = screen.getByRole('button', { name: 'I’m interested' });
  expect(button).toBeDisabled();
  await userEvent.hover(button.parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Visitors can tell the fund they are interested here');
  expect(server.requests).toHaveLength(0);
});
