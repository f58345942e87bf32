/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fundSummary, investorSummary } from '../../testing/fixtures';
import { completeMe, renderUserSettings, useTestServer } from './testing';

jest.setTimeout(30_000);

const api = useTestServer(() => ({
  'GET /api/users/get-me': () => ({ json: completeMe }),
  'GET /api/profiles/mine': () => ({ json: [fundSummary, investorSummary] }),
}));

const row = (name: string) => screen.findByRole('listitem', { name });

describe('Profiles', () => {
  beforeEach(() => sessionStore.setActiveProfile({ id: fundSummary.id, type: 'fund' }));

  it('lists the profiles with role and status, and switches to another one', async () => {
    api.replies['POST /api/auth/profile-switch'] = () => ({
      json: {
        profile: {
          id: investorSummary.id,
          type: 'investor',
          name: investorSummary.name,
          slug: investorSummary.slug,
          status: 'draft',
          role: 'admin',
        },
      },
    });
    renderUserSettings('/userSettings/profiles');

    const fund = await row('Northwind Ventures');
    expect(fund).toHaveTextContent('Your role: Owner');
    expect(fund).toHaveTextContent('Published');
    expect(fund).toHaveTextContent('Active');
    expect(within(fund).queryByRole('button', { name: /^Switch/ })).not.toBeInTheDocument();
    const investor = await row('Harbour Family Office');
    expect(investor).toHaveTextContent('Your role: Admin');
    expect(investor).toHaveTextContent('Draft');

    await userEvent.click(within(investor).getByRole('button', { name: 'Switch to Harbour Family Office' }));
    expect(await screen.findByText('You are now acting as Harbour Family Office (Investor).')).toBeInTheDocument();
    const [post] = api.requests('POST', '/api/auth/profile-switch');
    expect(JSON.parse(post?.body ?? '')).toEqual({ profileId: investorSummary.id, profileType: 'investor' });
    expect(sessionStore.getActiveProfile()).toEqual({ id: investorSummary.id, type: 'investor' });
  });

  it('leaving as the last owner shows the 409', async () => {
    api.replies[`DELETE /api/profileMember/${completeMe.user.id}`] = () => ({
      status: 409,
      json: { statusCode: 409, error: 'Conflict', message: 'A profile needs at least one owner. Make someone else an owner first.' },
    });
    renderUserSettings('/userSettings/profiles');

    await userEvent.click(within(await row('Northwind Ventures')).getByRole('button', { name: 'Leave Northwind Ventures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Northwind Ventures?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave profile' }));

    expect(await screen.findByText('A profile needs at least one owner. Make someone else an owner first.')).toBeInTheDocument();
    const [request] = api.requests('DELETE', `/api/profileMember/${completeMe.user.id}`);
    expect(request?.headers).toMatchObject({ 'meta-profile-id': fundSummary.id, 'meta-profile-type': 'fund' });
    expect(sessionStore.getActiveProfile()).toEqual({ id: fundSummary.id, type: 'fund' });
  });
});

describe('Shared profiles', () => {
  it('lists the profiles shared with the user (none here: an empty state)', async () => {
    api.replies['GET /api/fund-custom-profile-link/shared-with-me'] = () => ({ json: { items: [] } });
    renderUserSettings('/userSettings/sharedProfiles');
    expect(await screen.findByText('No profile has been shared with you yet')).toBeInTheDocument();
    expect(api.requests('GET', '/api/fund-custom-profile-link/shared-with-me')).toHaveLength(1);
  });
});
