/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { renderPage } from '../../session/testing/render-page';
import { ApplyPage } from './apply-page';

jest.setTimeout(30_000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

it('checks the fields, sends a membership application through contact-us and says the team replies by e-mail', async () => {
  api.use({ 'POST /api/auth/contact-us': () => ({ status: 204 }) });
  renderPage(<ApplyPage />, { at: '/apply' });
  const user = userEvent.setup({ delay: null });

  await user.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Company name is a required')).toBeInTheDocument();
  expect(screen.getByText('Type is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(api.server.requests).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Grace');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Hopper');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'grace@example.com');
  await user.type(screen.getByRole('textbox', { name: /company/i }), 'Hopper Capital');
  await user.click(screen.getByRole('combobox', { name: /i am applying as/i }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Fund manager (GP)' }));
  await user.type(screen.getByRole('textbox', { name: /message/i }), 'We are raising our second seed fund.');
  await user.click(screen.getByRole('button', { name: 'Send application' }));

  expect(await screen.findByRole('heading', { name: 'Thank you for applying' })).toBeInTheDocument();
  expect(screen.getByText(/reply by e-mail to/)).toHaveTextContent('grace@example.com');
  const sent = api.body<{ type: string; message: string; firstName: string; email: string }>(api.calls('POST /api/auth/contact-us')[0]);
  expect(sent).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
  expect(sent.message).toBe(
    'Membership application\nApplying as: Fund manager (GP)\nCompany: Hopper Capital\n\nWe are raising our second seed fund.',
  );
  expect(typeof sent.type).toBe('string');
});
