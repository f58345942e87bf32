/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { me } from '../../testing/fixtures';
import { completeMe, renderUserSettings, useTestServer } from './testing';

// Slow shared machines: typing into MUI fields takes seconds.
jest.setTimeout(30_000);

const api = useTestServer(() => ({ 'GET /api/users/get-me': () => ({ json: completeMe }) }));

describe('User details', () => {
  it('shows the required messages of the spec and sends nothing while they are there', async () => {
    api.replies['GET /api/users/get-me'] = () => ({ json: me }); // no "describes you best", no point of interest
    renderUserSettings('/userSettings/details');
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    expect(firstName).toHaveValue('Ada');
    expect(screen.getByText('ada@northwind.example')).toBeInTheDocument();

    await userEvent.clear(firstName);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select what describes you best')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one point of interest')).toBeInTheDocument();
    expect(api.requests('PUT', '/api/user-info')).toHaveLength(0);
  });

  it('saves the details with PUT api/user-info', async () => {
    api.replies['PUT /api/user-info'] = (request) => ({ json: { ...completeMe.userInfo, ...JSON.parse(request.body) } });
    renderUserSettings('/userSettings/details');
    const jobTitle = await screen.findByRole('textbox', { name: 'Job title' });
    await userEvent.clear(jobTitle);
    await userEvent.type(jobTitle, '  General partner ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Company' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'https://www.linkedin.com/in/ada-moreau');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    const [put] = api.requests('PUT', '/api/user-info');
    expect(put?.headers.authorization).toBe('Bearer token-ada');
    expect(JSON.parse(put?.body ?? '')).toEqual({
      firstName: 'Ada',
      lastName: 'Moreau',
      countryOfResidence: 'FR',
      describesYouBest: 'fundManager',
      jobTitle: 'General partner',
      companyName: null,
      linkedinUrl: 'https://www.linkedin.com/in/ada-moreau',
      pointsOfInterest: ['raiseCapital', 'networking'],
    });
  });
});

describe('Change password', () => {
  const fields = () => ({
    current: screen.getByLabelText(/^Current password/),
    next: screen.getByLabelText(/^New password/),
    confirm: screen.getByLabelText(/^Confirm new password/),
  });

  it('shows the password rule messages and the confirmation mismatch', async () => {
    renderUserSettings('/userSettings/details');
    await screen.findByRole('region', { name: 'Change password' });
    const { current, next, confirm } = fields();
    await userEvent.type(current, 'Old-password1');
    await userEvent.type(next, 'short');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(next);
    await userEvent.type(next, 'longer-password');
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    await userEvent.clear(next);
    await userEvent.type(next, 'Longer-password');
    expect(await screen.findByText('Password must contain at least one number')).toBeInTheDocument();
    await userEvent.type(next, '1');
    await userEvent.type(confirm, 'Something-else1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.requests('POST', '/api/users/change-password')).toHaveLength(0);
  });

  it('puts a wrong current password (422) on its field', async () => {
    api.replies['POST /api/users/change-password'] = () => ({
      status: 422,
      json: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: { currentPassword: ['Current password is incorrect.'] },
      },
    });
    renderUserSettings('/userSettings/details');
    await screen.findByRole('region', { name: 'Change password' });
    const { current, next, confirm } = fields();
    await userEvent.type(current, 'Wrong-password1');
    await userEvent.type(next, 'New-password2');
    await userEvent.type(confirm, 'New-password2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getToken()).toBe('token-ada');
  });

  it('keeps the new token and says the other sessions were signed out', async () => {
    api.replies['POST /api/users/change-password'] = () => ({ json: { token: 'token-new', expiresAt: '2026-12-01T00:00:00.000Z' } });
    renderUserSettings('/userSettings/details');
    await screen.findByRole('region', { name: 'Change password' });
    const { current, next, confirm } = fields();
    await userEvent.type(current, 'Old-password1');
    await userEvent.type(next, 'New-password2');
    await userEvent.type(confirm, 'New-password2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findAllByText(/You were signed out of your other sessions/)).length).toBeGreaterThan(0);
    const [post] = api.requests('POST', '/api/users/change-password');
    expect(JSON.parse(post?.body ?? '')).toEqual({ currentPassword: 'Old-password1', newPassword: 'New-password2' });
    expect(sessionStore.getToken()).toBe('token-new');
    expect(fields().current).toHaveValue('');
  });
});
