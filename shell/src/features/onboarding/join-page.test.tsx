/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinPage } from './join-page';
import { investorStyleQuestions } from './quiz/investor-style-quiz';

const USER_ID = '0b7c3b5e-8f7a-4f53-9a57-2f0c9a6d1e11';
const PROFILE_ID = '5d0f8e52-41b8-4d4a-9f3c-3a8a7c1c2b22';

function emptyUserInfo() {
  return {
    firstName: '',
    lastName: '',
    phoneNumber: null,
    countryOfResidence: null as string | null,
    describesYouBest: null as string | null,
    jobTitle: null,
    companyName: null,
    linkedinUrl: null,
    pointsOfInterest: [] as string[],
    investorStyle: null as string | null,
    crmLink: null,
    onboardingProfileType: null as string | null,
    smsVerificationSkipped: false,
  };
}

jest.setTimeout(30_000);

let server: TestServer;
let userInfo = emptyUserInfo();
let phoneVerified = false;
let profiles: { id: string; type: string; name: string; slug: string; status: string; role: string; createdAt: string }[] = [];

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') {
      if (request.headers.authorization !== 'Bearer test-token')
        return { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } };
      return {
        json: {
          user: {
            id: USER_ID,
            email: 'ada@example.com',
            firstName: 'Ada',
            lastName: 'Lovelace',
            phoneNumber: null,
            emailVerified: true,
            phoneVerified,
            isAdmin: false,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
          profiles: [],
          activeProfileId: null,
          userInfo,
        },
      };
    }
    if (request.path === '/api/profiles/mine') return { json: profiles };
    if (request.path === '/api/fund-info/check-existing') {
      // Someone else's published fund with a similar name (the server matches by name similarity).
      const similar = /northwind/i.test(request.query.name ?? '');
      return {
        json: {
          matches: similar
            ? [
                {
                  id: '9a4c7d2e-1b3f-4e5a-8c6d-7e8f9a0b1c2d',
                  name: 'Northwind Ventures',
                  slug: 'northwind-ventures',
                  status: 'published',
                  websiteDomain: 'northwind.vc',
                  similarity: 0.72,
                  matchedBy: ['name'],
                },
              ]
            : [],
        },
      };
    }
    if (request.path === '/api/profiles' && request.method === 'POST') {
      const { type, name } = JSON.parse(request.body) as { type: 'fund'; name: string };
      const created = {
        id: PROFILE_ID,
        type,
        name,
        slug: 'northwind-fund-ii',
        status: 'draft',
        role: 'owner',
        createdAt: '2026-11-22T10:00:00.000Z',
      };
      profiles = [created, ...profiles];
      return { status: 201, json: created };
    }
    if (request.path === '/api/auth/profile-switch') {
      const { profileId } = JSON.parse(request.body) as { profileId: string };
      const profile = profiles.find((p) => p.id === profileId)!;
      return { json: { profile } };
    }
    if (request.path === '/api/auth/send-sms-verification' && request.method === 'POST') return { status: 204 };
    if (request.path === '/api/user-info' && request.method === 'PUT') {
      userInfo = { ...userInfo, ...JSON.parse(request.body) };
      return { json: userInfo };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  userInfo = emptyUserInfo();
  phoneVerified = false;
  profiles = [
    {
      id: '9a1e7c9e-2d7b-4a55-8c1e-6f0b3b2d9c33',
      type: 'investor',
      name: 'Lovelace Family Office',
      slug: 'lovelace-family-office',
      status: 'published',
      role: 'owner',
      createdAt: '2026-10-01T10:00:00.000Z',
    },
  ];
  server.requests.length = 0;
  sessionStorage.clear();
  localStorage.clear();
});

const renderJoin = (url: string) => renderPage(<JoinPage />, { path: '/join/*', url });

it('shows signed-out visitors the sign-in prompt that comes back here', async () => {
  renderJoin('/join');
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fjoin');
  expect(server.requests).toHaveLength(0);
});

it('keeps the step a signed-out visitor asked for', async () => {
  renderJoin('/join/investor/quiz');
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fjoin%2Finvestor%2Fquiz');
});

it('/join opens the first unfinished step, with the stepper', async () => {
  sessionStore.setToken('test-token');
  renderJoin('/join');
  expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
  const progress = screen.getByRole('navigation', { name: 'Onboarding progress' });
  expect(within(progress).getByText('Step 1 of 6: About you')).toBeInTheDocument();
});

it('aboutYou shows the required messages, then saves user-info and moves on', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setToken('test-token');
  userInfo = { ...emptyUserInfo() };
  renderJoin('/join/aboutYou');
  const form = await screen.findByRole('form', { name: 'About you' });

  // get-me knows the names from sign-up: clear them to see every message.
  await user.clear(within(form).getByRole('textbox', { name: /First name/ }));
  await user.clear(within(form).getByRole('textbox', { name: /Last name/ }));
  await user.click(within(form).getByRole('button', { name: 'Save and continue' }));

  expect(await within(form).findByText('First name is required')).toBeInTheDocument();
  expect(within(form).getByText('Last name is required')).toBeInTheDocument();
  expect(within(form).getByText('Country of residence is required')).toBeInTheDocument();
  expect(within(form).getByText('Please select what describes you best')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

  await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ada');
  await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await user.type(within(form).getByRole('combobox', { name: /Country of residence/ }), 'Germany');
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  await user.click(within(form).getByRole('combobox', { name: /What describes you best/ }));
  await user.click(await screen.findByRole('option', { name: 'Family office' }));
  await user.click(within(form).getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
  const put = server.requests.find((r) => r.method === 'PUT' && r.path === '/api/user-info');
  expect(JSON.parse(put!.body)).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryOfResidence: 'DE',
    describesYouBest: 'familyOffice',
  });
});

it('the phone step takes the number as people type it ("+41 79 123 45 67") and sends it in E.164 (issue 34.6)', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setToken('test-token');
  userInfo = { ...emptyUserInfo(), firstName: 'Ada', lastName: 'Lovelace', countryOfResidence: 'CH', describesYouBest: 'familyOffice' };
  renderJoin('/join/smsVerification');
  const form = await screen.findByRole('form', { name: 'Send a verification code' });
  const phone = within(form).getByRole('textbox', { name: /Mobile phone number/ });
  expect(within(form).getByText(/e\.g\. \+41 79 123 45 67/)).toBeInTheDocument();

  // Without the country code the number cannot be placed: the message says what to add, nothing is sent.
  await user.type(phone, '079 123 45 67');
  await user.click(within(form).getByRole('button', { name: 'Send code' }));
  expect(await within(form).findByText('Start with + and the country code, e.g. +41 79 123 45 67')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.path === '/api/auth/send-sms-verification')).toHaveLength(0);

  await user.clear(phone);
  await user.type(phone, '+41 79 123 45 67');
  await user.click(within(form).getByRole('button', { name: 'Send code' }));
  // Sent in E.164, shown grouped again for people to read.
  expect(await screen.findByRole('status')).toHaveTextContent('We sent a code to +41 79 123 45 67');
  const sent = server.requests.filter((r) => r.path === '/api/auth/send-sms-verification');
  expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ phoneNumber: '+41791234567' }]);
});

it('the phone step can be skipped with "verify later in settings"', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setToken('test-token');
  userInfo = { ...emptyUserInfo(), firstName: 'Ada', lastName: 'Lovelace', countryOfResidence: 'DE', describesYouBest: 'familyOffice' };
  renderJoin('/join');
  expect(await screen.findByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
  expect(screen.getByText(/verify your phone number later in User settings › Details/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Skip, I will verify later in settings' }));
  expect(await screen.findByRole('heading', { name: 'Which profile do you want to create?' })).toBeInTheDocument();
  // Kept on the server: the next sign-in, in any browser, does not ask again.
  expect(userInfo.smsVerificationSkipped).toBe(true);
});

it('keeps the profile type being set up on the server, and resumes there in a fresh browser', async () => {
  sessionStore.setToken('test-token');
  phoneVerified = true;
  userInfo = { ...emptyUserInfo(), firstName: 'Ada', lastName: 'Lovelace', countryOfResidence: 'DE', describesYouBest: 'fundManager' };
  // Chosen at the profile-type step: the step after it names the type.
  const first = renderJoin('/join/fund/pointsOfInterest');
  await waitFor(() => expect(userInfo.onboardingProfileType).toBe('fund'));
  expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  first.unmount();

  // Signed in again on another device: nothing in this browser, /join resumes at the fund's next step.
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.setToken('test-token');
  renderJoin('/join');
  const progress = await screen.findByRole('navigation', { name: 'Onboarding progress' });
  expect(await within(progress).findByText('Step 4 of 6: Interests')).toBeInTheDocument();
});

it('the investor quiz yields one archetype, saves it and offers the profile page', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setToken('test-token');
  sessionStore.setActiveProfile({ id: PROFILE_ID, type: 'investor' });
  phoneVerified = true;
  userInfo = {
    ...emptyUserInfo(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryOfResidence: 'DE',
    describesYouBest: 'familyOffice',
    pointsOfInterest: ['findFunds'],
  };
  renderJoin('/join/investor/quiz');
  const form = await screen.findByRole('form', { name: 'Investor style quiz' });

  await user.click(within(form).getByRole('button', { name: 'See my investor style' }));
  expect(await within(form).findAllByText('Please choose an answer')).toHaveLength(investorStyleQuestions.length);

  // The answer with most Wizard points in every question.
  for (const question of investorStyleQuestions) {
    const best = [...question.answers].sort((a, b) => (b.points.Wizard ?? 0) - (a.points.Wizard ?? 0))[0]!;
    await user.click(within(form).getByLabelText(best.label));
  }
  await user.click(within(form).getByRole('button', { name: 'See my investor style' }));

  const result = await screen.findByRole('region', { name: 'Your investor style' });
  expect(within(result).getByText('Wizard')).toBeInTheDocument();
  await waitFor(() => expect(userInfo.investorStyle).toBe('Wizard'));
  const put = server.requests.find((r) => r.method === 'PUT' && r.body.includes('investorStyle'));
  expect(JSON.parse(put!.body)).toMatchObject({ firstName: 'Ada', countryOfResidence: 'DE', investorStyle: 'Wizard' });
  // The type being set up was saved on the way (onboarding progress on the server).
  expect(userInfo.onboardingProfileType).toBe('investor');

  await user.click(within(result).getByRole('button', { name: 'Go to my investor profile' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/investor');
}, 90_000);

it('checkExistingProfiles lists profiles of the type, creates a new one and makes it active', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setToken('test-token');
  phoneVerified = true;
  userInfo = {
    ...emptyUserInfo(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryOfResidence: 'DE',
    describesYouBest: 'fundManager',
    pointsOfInterest: ['raiseCapital'],
  };
  renderJoin('/join/fund/checkExistingProfiles');
  expect(await screen.findByText('You do not belong to any fund yet')).toBeInTheDocument(); // the investor profile is not listed

  const form = screen.getByRole('form', { name: 'Create a new fund' });
  await user.click(within(form).getByRole('button', { name: 'Create fund' }));
  expect(await within(form).findByText('Company name is a required')).toBeInTheDocument();

  await user.type(within(form).getByLabelText(/Fund name/), 'Northwind Fund II');
  // The server's check-existing finds another user's fund with a similar name: its page, and a deliberate choice.
  const similar = await within(form).findByRole('list', { name: 'Similar funds on Fundnet' });
  expect(within(similar).getByRole('link', { name: 'Northwind Ventures' })).toHaveAttribute('href', '/fund/northwind-ventures');
  expect(within(similar).getByText('Published · northwind.vc')).toBeInTheDocument();
  expect(server.requests.find((r) => r.path === '/api/fund-info/check-existing')?.query).toEqual({ name: 'Northwind Fund II' });
  await user.click(within(form).getByRole('button', { name: 'Create anyway' }));

  expect(await screen.findByRole('heading', { name: 'How ready is your fund profile?' })).toBeInTheDocument();
  expect(sessionStore.getActiveProfile()).toEqual({ id: PROFILE_ID, type: 'fund' });
  const post = server.requests.find((r) => r.method === 'POST' && r.path === '/api/profiles');
  expect(JSON.parse(post!.body)).toEqual({ type: 'fund', name: 'Northwind Fund II' });
  const switched = server.requests.find((r) => r.path === '/api/auth/profile-switch');
  expect(JSON.parse(switched!.body)).toEqual({ profileId: PROFILE_ID, profileType: 'fund' });
});
