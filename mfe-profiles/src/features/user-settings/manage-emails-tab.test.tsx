/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { me } from '../../testing/fixtures';
import { completeMe, renderUserSettings, useTestServer } from './testing';

// Slow shared machines: typing into MUI fields takes seconds.
jest.setTimeout(30_000);

const verified = {
  id: '5d3c1a52-4d0e-4a57-9a51-0c1d1b7a2001',
  email: 'ada@home.example',
  verified: true,
  createdAt: '2026-05-01T08:00:00.000Z',
};
const unverified = {
  id: '5d3c1a52-4d0e-4a57-9a51-0c1d1b7a2002',
  email: 'ada@old.example',
  verified: false,
  createdAt: '2026-05-02T08:00:00.000Z',
};
const code = 'c0de5ec0-4d0e-4a57-9a51-0c1d1b7a2003';

const api = useTestServer(() => ({
  'GET /api/users/get-me': () => ({ json: completeMe }),
  'GET /api/userSecondaryEmail': () => ({ json: [verified, unverified] }),
}));

const page = '/userSettings/details/manageEmails';
const row = async (email: string) => screen.findByRole('listitem', { name: email });

describe('Manage e-mails', () => {
  it('lists the addresses with their state; only a verified one can become primary', async () => {
    renderUserSettings(page);
    expect(await screen.findByText('ada@northwind.example')).toBeInTheDocument();
    const home = await row('ada@home.example');
    expect(within(home).getByText('Verified')).toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Make primary' })).toBeInTheDocument();
    const old = await row('ada@old.example');
    expect(within(old).getByText('Not verified')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Make primary' })).not.toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });

  it('adds an address (a link is mailed), resends a link, removes one and makes one primary', async () => {
    api.replies['POST /api/userSecondaryEmail'] = (request) => ({
      status: 201,
      json: {
        id: '5d3c1a52-4d0e-4a57-9a51-0c1d1b7a2009',
        email: JSON.parse(request.body).email,
        verified: false,
        createdAt: '2026-06-01T08:00:00.000Z',
      },
    });
    api.replies['GET /api/userSecondaryEmail/resend-secondary-email-validation'] = () => ({ status: 204 });
    api.replies['DELETE /api/userSecondaryEmail'] = () => ({ status: 204 });
    api.replies['POST /api/userSecondaryEmail/switch-primary-email'] = () => ({
      json: { user: { ...me.user, email: 'ada@home.example' } },
    });
    renderUserSettings(page);

    await userEvent.type(await screen.findByRole('textbox', { name: /^New e-mail address/ }), 'ada@new.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add e-mail address' }));
    expect(await screen.findByText(/We sent a verification link to ada@new.example/)).toBeInTheDocument();
    expect(JSON.parse(api.requests('POST', '/api/userSecondaryEmail')[0]?.body ?? '')).toEqual({ email: 'ada@new.example' });

    await userEvent.click(within(await row('ada@old.example')).getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('We sent a new verification link to ada@old.example.')).toBeInTheDocument();
    expect(api.requests('GET', '/api/userSecondaryEmail/resend-secondary-email-validation')[0]?.query).toEqual({
      email: 'ada@old.example',
    });

    await userEvent.click(within(await row('ada@old.example')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('ada@old.example was removed.')).toBeInTheDocument();
    expect(JSON.parse(api.requests('DELETE', '/api/userSecondaryEmail')[0]?.body ?? '')).toEqual({ email: 'ada@old.example' });

    await userEvent.click(within(await row('ada@home.example')).getByRole('button', { name: 'Make primary' }));
    expect(await screen.findByText('ada@home.example is now your primary e-mail address.')).toBeInTheDocument();
    expect(JSON.parse(api.requests('POST', '/api/userSecondaryEmail/switch-primary-email')[0]?.body ?? '')).toEqual({
      email: 'ada@home.example',
    });
  });

  it('opened from the mailed link, verifies the address once and shows the result', async () => {
    api.replies['GET /api/userSecondaryEmail/verify-secondary-email'] = () => ({ json: { email: 'ada@old.example', verified: true } });
    renderUserSettings(`${page}?verificationCode=${code}`);

    expect(await screen.findByText('E-mail address verified')).toBeInTheDocument();
    expect(screen.getByText(/ada@old.example is verified/)).toBeInTheDocument();
    const calls = api.requests('GET', '/api/userSecondaryEmail/verify-secondary-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ verificationCode: code });
  });

  it('shows why a used or expired link could not verify the address', async () => {
    api.replies['GET /api/userSecondaryEmail/verify-secondary-email'] = () => ({
      status: 410,
      json: { statusCode: 410, error: 'Gone', message: 'This verification link has expired. Please request a new one.' },
    });
    renderUserSettings(`${page}?verificationCode=${code}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address could not be verified');
    expect(alert).toHaveTextContent('This verification link has expired. Please request a new one.');
  });

  it('verifies the link without a sign-in, then offers to sign in', async () => {
    sessionStore.clearSession();
    api.replies['GET /api/userSecondaryEmail/verify-secondary-email'] = () => ({ json: { email: 'ada@old.example', verified: true } });
    renderUserSettings(`${page}?verificationCode=${code}`);

    expect(await screen.findByText('E-mail address verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(page)}`);
    expect(api.requests('GET', '/api/userSecondaryEmail/verify-secondary-email')[0]?.headers.authorization).toBeUndefined();
  });
});
