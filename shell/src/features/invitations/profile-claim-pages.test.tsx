/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, apiError, meReply, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { CLAIM_CONFIRM_REQUIRED, ClaimFinalStepPage } from './claim-final-step-page';
import { VerifyClaimPage } from './verify-claim-page';

jest.setTimeout(30_000);

const CODE = 'claim-code-AbCdEf0123456789_-xyz';
const claimId = '5d1c6b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const profileId = '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01';

function aClaim(overrides: Record<string, unknown> = {}) {
  return {
    id: claimId,
    status: 'verified',
    email: 'anna@quill-harbor.vc',
    emailDomain: 'quill-harbor.vc',
    websiteDomain: 'quill-harbor.vc',
    domainMatches: true,
    profile: {
      id: profileId,
      type: 'fund',
      name: 'Quill Harbor Ventures II',
      slug: 'quill-harbor-ventures-ii',
      website: 'https://quill-harbor.vc',
    },
    createdAt: '2026-01-05T10:00:00.000Z',
    linkExpiresAt: '2026-01-06T10:00:00.000Z',
    verifiedAt: '2026-01-05T10:05:00.000Z',
    reviewedAt: null,
    declineReason: null,
    declineMessage: null,
    completedAt: null,
    ...overrides,
  };
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  resetBrowserSession();
  api.use({});
});

const signIn = () => sessionStore.setToken('claimant-token', { remember: false });
const user = () => userEvent.setup({ delay: null });

describe('/verifyClaim', () => {
  const at = `/verifyClaim?code=${CODE}`;

  it('asks a signed-out person to log in and come back to the same link', () => {
    renderPage(<VerifyClaimPage />, { at });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your profile claim' })).toBeInTheDocument();
    expect(screen.getByText(/account you started the claim with/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(at)}`);
    expect(api.calls('POST /api/profile-claim/verify')).toHaveLength(0);
  });

  it('confirms the address once and goes on to the last step when the domain matches', async () => {
    signIn();
    api.use({ 'POST /api/profile-claim/verify': () => ({ json: aClaim() }) });
    renderPage(<VerifyClaimPage />, { at });
    await waitFor(() => expect(currentLocation()).toBe(`/claimFinalStep?claim=${claimId}`));
    expect(api.calls('POST /api/profile-claim/verify')).toHaveLength(1);
    expect(api.body(api.calls('POST /api/profile-claim/verify')[0])).toEqual({ code: CODE });
  });

  it('says an administrator reviews a claim from another domain, and leads back to the profile', async () => {
    signIn();
    api.use({
      'POST /api/profile-claim/verify': () => ({
        json: aClaim({ status: 'pendingReview', email: 'anna@gmail.com', emailDomain: 'gmail.com', domainMatches: false }),
      }),
    });
    renderPage(<VerifyClaimPage />, { at });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your address is confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/anna@gmail.com is not an address on quill-harbor.vc/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute('href', '/fund/quill-harbor-ventures-ii');
    expect(currentLocation()).toBe(at);
  });

  it.each([
    [
      403,
      'This claim link belongs to another account. Log in with the account that started the claim.',
      /Log out, then open the link again/,
    ],
    [410, 'This claim link has already been used.', /start a new claim/],
  ])('explains a %s from the server', async (status, message, advice) => {
    signIn();
    api.use({
      'POST /api/profile-claim/verify': () => apiError(status, message),
      'GET /api/users/get-me': () => ({ json: meReply() }),
    });
    renderPage(<VerifyClaimPage />, { at });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This claim link did not work' })).toBeInTheDocument();
    expect(screen.getByText(advice)).toBeInTheDocument();
  });

  it('says a broken link is incomplete without calling the server', () => {
    signIn();
    renderPage(<VerifyClaimPage />, { at: '/verifyClaim?code=ab' });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(api.calls('POST /api/profile-claim/verify')).toHaveLength(0);
  });
});

describe('/claimFinalStep', () => {
  const at = `/claimFinalStep?claim=${claimId}`;

  it('needs a claim in the link and a signed-in person', () => {
    renderPage(<ClaimFinalStepPage />, { at: '/claimFinalStep' });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    renderPage(<ClaimFinalStepPage />, { at });
    expect(screen.getAllByRole('link', { name: 'Log in' }).at(-1)).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(at)}`);
  });

  it('shows the profile, asks for confirmation, then makes the person owner and switches to the profile', async () => {
    signIn();
    const profile = {
      id: profileId,
      type: 'fund',
      name: 'Quill Harbor Ventures II',
      slug: 'quill-harbor-ventures-ii',
      status: 'published',
    };
    api.use({
      [`GET /api/profile-claim/${claimId}`]: () => ({ json: aClaim() }),
      'POST /api/profile-claim/complete': () => ({
        json: { claim: aClaim({ status: 'completed' }), profile: { ...profile, role: 'owner', createdAt: '2026-01-01T00:00:00.000Z' } },
      }),
      'POST /api/auth/profile-switch': () => ({ json: { profile: { ...profile, role: 'owner' } } }),
    });
    renderPage(<ClaimFinalStepPage />, { at });
    const summary = await screen.findByLabelText('The profile you are claiming');
    expect(screen.getByRole('heading', { level: 1, name: 'Finish claiming your profile' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Quill Harbor Ventures II');
    expect(summary).toHaveTextContent('anna@quill-harbor.vc');
    expect(screen.getByRole('link', { name: 'https://quill-harbor.vc' })).toHaveAttribute('href', 'https://quill-harbor.vc');

    const confirm = screen.getByRole('button', { name: 'Confirm and become the owner' });
    await user().click(confirm);
    expect(await screen.findByText(CLAIM_CONFIRM_REQUIRED)).toBeInTheDocument();
    expect(api.calls('POST /api/profile-claim/complete')).toHaveLength(0);

    await user().click(screen.getByRole('checkbox', { name: /I represent Quill Harbor Ventures II/ }));
    await user().click(confirm);
    await waitFor(() => expect(currentLocation()).toBe('/fund'));
    expect(api.body(api.calls('POST /api/profile-claim/complete')[0])).toEqual({ claimId });
    expect(api.body(api.calls('POST /api/auth/profile-switch')[0])).toEqual({ profileId, profileType: 'fund' });
    expect(sessionStore.getActiveProfile()).toEqual({ id: profileId, type: 'fund' });
  });

  it('shows the 409 of a profile someone else claimed first, and stays', async () => {
    signIn();
    const message = 'Someone else has just claimed this profile, so your claim cannot be completed.';
    api.use({
      [`GET /api/profile-claim/${claimId}`]: () => ({ json: aClaim({ status: 'approved' }) }),
      'POST /api/profile-claim/complete': () => apiError(409, message),
    });
    renderPage(<ClaimFinalStepPage />, { at });
    expect(await screen.findByText('An administrator approved your claim.')).toBeInTheDocument();
    await user().click(screen.getByRole('checkbox', { name: /I represent/ }));
    await user().click(screen.getByRole('button', { name: 'Confirm and become the owner' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentLocation()).toBe(at);
    expect(api.calls('POST /api/auth/profile-switch')).toHaveLength(0);
  });

  it.each([
    ['pendingReview', {}, /not an address on quill-harbor.vc/],
    ['emailSent', {}, /open the link we sent to anna@quill-harbor.vc/],
    [
      'declined',
      { declineReason: 'Unverifiable', declineMessage: 'Use an address on quill-harbor.vc.' },
      /declined this claim: Unverifiable/,
    ],
  ])('explains a %s claim instead of offering to complete it', async (status, extra, text) => {
    signIn();
    api.use({
      [`GET /api/profile-claim/${claimId}`]: () => ({
        json: aClaim({ status, email: 'anna@quill-harbor.vc', websiteDomain: 'quill-harbor.vc', ...extra }),
      }),
    });
    renderPage(<ClaimFinalStepPage />, { at });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your claim is not ready to finish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and become the owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute('href', '/fund/quill-harbor-ventures-ii');
  });

  it('says another account’s or an unknown claim was not found', async () => {
    signIn();
    api.use({ [`GET /api/profile-claim/${claimId}`]: () => apiError(404, 'This claim does not exist.') });
    renderPage(<ClaimFinalStepPage />, { at });
    expect(await screen.findByRole('heading', { level: 1, name: 'This claim was not found' })).toBeInTheDocument();
    expect(screen.getByText('This claim does not exist.')).toBeInTheDocument();
    expect(screen.getByText(/log out and log in with that one/)).toBeInTheDocument();
  });
});
