/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './contact-page';
import { legalOperator as operator } from './testing';

jest.setTimeout(30_000);

let server: TestServer;
let reply: { status: number; json?: unknown } = { status: 204 };

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/legal/operator') return { json: operator };
    return request.path === '/api/auth/contact-us' && request.method === 'POST'
      ? reply
      : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reply = { status: 204 };
});

/** The form's sends (the page also reads the operator's details). */
const contactCalls = () => server.requests.filter((request) => request.path === '/api/auth/contact-us');
const renderContact = () => renderPage(<ContactPage />, { path: '/contact', url: '/contact' });

it('shows every required message on an empty submit, and sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderContact();
  const form = screen.getByRole('form', { name: 'Contact form' });
  await user.click(within(form).getByRole('button', { name: 'Send message' }));

  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Type is required',
    'Message is required',
  ]) {
    expect(await within(form).findByText(message)).toBeInTheDocument();
  }
  expect(contactCalls()).toHaveLength(0);
  expect(document.title).toBe('Contact us · Fundnet');
});

it("says 'Invalid email address' for a malformed e-mail", async () => {
  const user = userEvent.setup({ delay: null });
  renderContact();
  const email = screen.getByRole('textbox', { name: /Email/ });
  await user.type(email, 'ada@');
  await user.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), ' ada@example.com ');
  await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Partnership');
  expect(screen.getByRole('combobox', { name: /Type/ })).toHaveDisplayValue('Partnership');
  const message = screen.getByRole('textbox', { name: /Message/ });
  await user.click(message);
  await user.type(message, 'We would like to list our events.');
  await waitFor(() => expect(message).toHaveValue('We would like to list our events.'), { timeout: 20_000 });
}

it('submits to auth/contact-us and shows the success state', async () => {
  const user = userEvent.setup({ delay: null });
  renderContact();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('heading', { name: 'Thank you, Ada. Your message is on its way.' })).toBeInTheDocument();
  expect(contactCalls()).toHaveLength(1);
  expect(contactCalls()[0]).toMatchObject({ method: 'POST', path: '/api/auth/contact-us' });
  expect(JSON.parse(contactCalls()[0]!.body)).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    type: 'partnership',
    message: 'We would like to list our events.',
  });

  await user.click(screen.getByRole('button', { name: 'Send another message' }));
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('');
});

it("puts the server's 422 messages on their fields", async () => {
  const user = userEvent.setup({ delay: null });
  reply = {
    status: 422,
    json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { email: ['Invalid email address'] } },
  };
  renderContact();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  // On a loaded machine the round trip can be slow: wait for the request itself, then for its answer on the field.
  await waitFor(() => expect(contactCalls()).toHaveLength(1), { timeout: 20_000 });
  expect(await screen.findByText('Invalid email address', undefined, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
});
