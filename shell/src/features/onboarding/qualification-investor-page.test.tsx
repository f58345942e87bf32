/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import {
  certificationStatements,
  QualificationInvestorPage,
  qualificationMessages,
  qualificationSchema,
} from './qualification-investor-page';

jest.setTimeout(60_000);

const valid = {
  companyName: 'Lovelace Family Office',
  jobTitle: '',
  investorType: 'familyOffice',
  jurisdiction: 'DE',
  aumBand: '50mTo250m',
  confirmProfessional: true,
  confirmRisks: true,
  confirmAccuracy: true,
};

it('accepts a complete certification', () => {
  expect(v.safeParse(qualificationSchema, valid).success).toBe(true);
});

it('requires every choice and every confirmation, with its message', () => {
  const result = v.safeParse(qualificationSchema, {
    ...valid,
    companyName: ' ',
    investorType: undefined,
    jurisdiction: null,
    aumBand: undefined,
    confirmRisks: false,
  });
  expect(result.success).toBe(false);
  const byField = v.flatten<typeof qualificationSchema>(result.issues!).nested;
  expect(byField).toEqual({
    companyName: ['Company name is a required'],
    investorType: [qualificationMessages.investorTypeRequired],
    jurisdiction: [qualificationMessages.jurisdictionRequired],
    aumBand: [qualificationMessages.aumBandRequired],
    confirmRisks: [qualificationMessages.confirmationRequired],
  });
});

// ------------------------------------------------------------------------------------------ the page

describe('the page', () => {
  const USER_ID = '0b7c3b5e-8f7a-4f53-9a57-2f0c9a6d1e11';
  let server: TestServer;
  let userInfo: Record<string, unknown>;
  let getMeFails = false;

  const aboutYouDone = () => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: null,
    countryOfResidence: 'DE',
    describesYouBest: 'familyOffice',
    jobTitle: null,
    companyName: 'Lovelace Family Office',
    linkedinUrl: null,
    pointsOfInterest: ['findFunds'],
    investorStyle: null,
    crmLink: null,
  });

  beforeAll(async () => {
    server = await startTestServer((request) => {
      if (request.path === '/api/users/get-me') {
        if (getMeFails) return { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Try again in a moment.' } };
        return {
          json: {
            user: {
              id: USER_ID,
              email: 'ada@example.com',
              firstName: 'Ada',
              lastName: 'Lovelace',
              phoneNumber: null,
              emailVerified: true,
              phoneVerified: true,
              isAdmin: false,
              createdAt: '2026-11-01T10:00:00.000Z',
            },
            profiles: [],
            activeProfileId: null,
            userInfo,
          },
        };
      }
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
    userInfo = aboutYouDone();
    getMeFails = false;
    server.requests.length = 0;
    sessionStorage.clear();
    localStorage.clear();
  });

  const renderQualification = () =>
    renderPage(<QualificationInvestorPage />, { path: '/qualificationInvestor', url: '/qualificationInvestor' });

  it('shows a signed-out visitor the sign-in prompt that comes back here', async () => {
    renderQualification();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2FqualificationInvestor');
    expect(server.requests).toHaveLength(0);
  });

  it('asks for "about you" first when it is not complete, and saves nothing', async () => {
    sessionStore.setToken('test-token');
    userInfo = { ...aboutYouDone(), countryOfResidence: null };
    renderQualification();
    expect(await screen.findByText(/Please tell us about yourself first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete about you' })).toHaveAttribute('href', '/join/aboutYou');
    expect(screen.queryByRole('form', { name: 'Professional investor self-certification' })).not.toBeInTheDocument();
  });

  it('shows every message, then saves the entity and role, and shows the certification back', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.setToken('test-token');
    renderQualification();
    expect(await screen.findByRole('heading', { name: 'Professional investor certification', level: 1 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Professional investor self-certification' });
    // The entity comes from user-info.
    expect(within(form).getByRole('textbox', { name: /Investment entity name/ })).toHaveValue('Lovelace Family Office');

    await user.click(within(form).getByRole('button', { name: 'Confirm and save' }));
    expect(await within(form).findByText(qualificationMessages.investorTypeRequired)).toBeInTheDocument();
    expect(within(form).getByText(qualificationMessages.jurisdictionRequired)).toBeInTheDocument();
    expect(within(form).getByText(qualificationMessages.aumBandRequired)).toBeInTheDocument();
    expect(within(form).getAllByText(qualificationMessages.confirmationRequired)).toHaveLength(3);
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Your role/ }), 'Chief Investment Officer');
    await user.click(within(form).getByRole('combobox', { name: /Investor type/ }));
    await user.click(await screen.findByRole('option', { name: 'Family office' }));
    await user.type(within(form).getByRole('combobox', { name: /Jurisdiction of the investing entity/ }), 'Germany');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(within(form).getByRole('combobox', { name: /Assets under management/ }));
    await user.click(await screen.findByRole('option', { name: '€50 million to €250 million' }));
    for (const statement of Object.values(certificationStatements))
      await user.click(within(form).getByRole('checkbox', { name: statement }));
    await user.click(within(form).getByRole('button', { name: 'Confirm and save' }));

    expect(await screen.findByRole('heading', { name: 'Thank you: your self-certification is complete' })).toHaveFocus();
    const put = server.requests.filter((r) => r.method === 'PUT' && r.path === '/api/user-info');
    expect(put).toHaveLength(1);
    expect(JSON.parse(put[0]!.body)).toMatchObject({ companyName: 'Lovelace Family Office', jobTitle: 'Chief Investment Officer' });
    const summary = screen.getByRole('status');
    const shown = [...summary.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Investment entity', 'Lovelace Family Office'],
      ['Your role', 'Chief Investment Officer'],
      ['Investor type', 'Family office'],
      ['Jurisdiction', 'Germany'],
      ['Assets under management', '€50 million to €250 million'],
    ]);

    // Change my answers: the form again, with what was given.
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    const again = await screen.findByRole('form', { name: 'Professional investor self-certification' });
    expect(within(again).getByRole('textbox', { name: /Your role/ })).toHaveValue('Chief Investment Officer');
  });

  it('offers a retry when the user details cannot be loaded', async () => {
    sessionStore.setToken('test-token');
    getMeFails = true;
    renderQualification();
    expect(await screen.findByText('Your details could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    getMeFails = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('form', { name: 'Professional investor self-certification' })).toBeInTheDocument();
  });
});
