import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages, userInfoMessages } from '@fundnet/validation-schema';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const aboutYou = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryOfResidence: 'GB',
  describesYouBest: 'familyOffice',
  jobTitle: 'Partner',
  companyName: 'Analytical Engines Ltd',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  pointsOfInterest: ['dealFlow', 'coInvestments'],
  investorStyle: 'KnowledgeSeeker',
};

/** No onboarding in progress: what a user who never saved any has. */
const noOnboarding = { onboardingProfileType: null, smsVerificationSkipped: false };

const emptyDetails = {
  phoneNumber: null,
  countryOfResidence: null,
  describesYouBest: null,
  jobTitle: null,
  companyName: null,
  linkedinUrl: null,
  pointsOfInterest: [],
  investorStyle: null,
  crmLink: null,
  onboardingProfileType: null,
  smsVerificationSkipped: false,
};

describe('GET /api/user-info', () => {
  it('401 without a token', async () => {
    expect((await t.call('GET', '/api/user-info')).status).toBe(401);
  });

  it("returns the caller's details (names from the account, nothing else yet)", async () => {
    const user = await createUser(t);
    const res = await t.call('GET', '/api/user-info', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ firstName: 'Test', lastName: 'User', ...emptyDetails });
  });
});

describe('onboarding progress (issue 11.6)', () => {
  it('keeps the profile type being set up and "verify later" on the server, for the next sign-in', async () => {
    const user = await createUser(t);
    const minimal = { firstName: 'Ada', lastName: 'Lovelace', countryOfResidence: 'GB', describesYouBest: 'familyOffice' };
    const saved = await t.call('PUT', '/api/user-info', {
      token: user.token,
      body: { ...minimal, onboardingProfileType: 'investor', smsVerificationSkipped: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ onboardingProfileType: 'investor', smsVerificationSkipped: true });

    // Another save that does not name them keeps them; the next sign-in reads them with get-me.
    await t.call('PUT', '/api/user-info', { token: user.token, body: { ...minimal, jobTitle: 'Partner' } });
    const me = await t.call('GET', '/api/users/get-me', { token: user.token });
    expect((me.body as { userInfo: unknown }).userInfo).toMatchObject({ onboardingProfileType: 'investor', smsVerificationSkipped: true });

    const cleared = await t.call('PUT', '/api/user-info', { token: user.token, body: { ...minimal, onboardingProfileType: null } });
    expect(cleared.body).toMatchObject({ onboardingProfileType: null, smsVerificationSkipped: true });
  });

  it('refuses a profile type that does not exist', async () => {
    const user = await createUser(t);
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryOfResidence: 'GB',
      describesYouBest: 'familyOffice',
      onboardingProfileType: 'bank',
    };
    expect((await t.call('PUT', '/api/user-info', { token: user.token, body })).status).toBe(422);
  });
});

describe('PUT /api/user-info', () => {
  it('401 without a token', async () => {
    expect((await t.call('PUT', '/api/user-info', { body: aboutYou })).status).toBe(401);
  });

  it('stores names on the account and the rest in user details; only the caller changes', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await t.call('PUT', '/api/user-info', { token: user.token, body: { ...aboutYou, firstName: '  Ada ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...aboutYou, phoneNumber: null, crmLink: null, ...noOnboarding });

    expect((await t.call('GET', '/api/user-info', { token: user.token })).body).toEqual(res.body);
    const me = await t.call('GET', '/api/users/get-me', { token: user.token });
    expect(me.body.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(me.body.userInfo).toEqual(res.body);

    expect((await t.call('GET', '/api/user-info', { token: other.token })).body).toEqual({
      firstName: 'Test',
      lastName: 'User',
      ...emptyDetails,
    });
  });

  it('accepts only the required fields; left-out fields keep their value, null and blanks clear them', async () => {
    const user = await createUser(t);
    const minimal = { firstName: 'Grace', lastName: 'Hopper', countryOfResidence: 'US', describesYouBest: 'advisor' };
    const first = await t.call('PUT', '/api/user-info', { token: user.token, body: minimal });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...emptyDetails, ...minimal });

    await t.call('PUT', '/api/user-info', { token: user.token, body: aboutYou });
    const kept = await t.call('PUT', '/api/user-info', { token: user.token, body: minimal });
    expect(kept.body).toEqual({ ...aboutYou, ...minimal, phoneNumber: null, crmLink: null, ...noOnboarding });

    const cleared = await t.call('PUT', '/api/user-info', {
      token: user.token,
      body: { ...minimal, jobTitle: null, companyName: '  ', linkedinUrl: '', investorStyle: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ jobTitle: null, companyName: null, linkedinUrl: null, investorStyle: null });
    expect(cleared.body.pointsOfInterest).toEqual(aboutYou.pointsOfInterest);
  });

  it('removes duplicate points of interest', async () => {
    const user = await createUser(t);
    const res = await t.call('PUT', '/api/user-info', {
      token: user.token,
      body: { ...aboutYou, pointsOfInterest: ['events', 'events', 'networking'] },
    });
    expect(res.body.pointsOfInterest).toEqual(['events', 'networking']);
  });

  const without = (key: keyof typeof aboutYou) => {
    const { [key]: _removed, ...rest } = aboutYou;
    return rest;
  };

  it.each([
    ['firstName missing', without('firstName'), { firstName: [messages.firstNameRequired] }],
    ['firstName blank', { ...aboutYou, firstName: '   ' }, { firstName: [messages.firstNameRequired] }],
    ['firstName too long', { ...aboutYou, firstName: 'a'.repeat(101) }, { firstName: [userInfoMessages.firstNameMaxLength] }],
    ['lastName missing', without('lastName'), { lastName: [messages.lastNameRequired] }],
    ['lastName blank', { ...aboutYou, lastName: '' }, { lastName: [messages.lastNameRequired] }],
    ['lastName too long', { ...aboutYou, lastName: 'a'.repeat(101) }, { lastName: [userInfoMessages.lastNameMaxLength] }],
    ['countryOfResidence missing', without('countryOfResidence'), { countryOfResidence: [messages.countryOfResidenceRequired] }],
    ['countryOfResidence blank', { ...aboutYou, countryOfResidence: '' }, { countryOfResidence: [messages.countryOfResidenceRequired] }],
    [
      'countryOfResidence unknown',
      { ...aboutYou, countryOfResidence: 'XX' },
      { countryOfResidence: [messages.countryOfResidenceRequired] },
    ],
    ['describesYouBest missing', without('describesYouBest'), { describesYouBest: [messages.describesYouBestRequired] }],
    ['describesYouBest null', { ...aboutYou, describesYouBest: null }, { describesYouBest: [messages.describesYouBestRequired] }],
    ['describesYouBest unknown', { ...aboutYou, describesYouBest: 'astronaut' }, { describesYouBest: [messages.describesYouBestRequired] }],
    ['jobTitle too long', { ...aboutYou, jobTitle: 'a'.repeat(201) }, { jobTitle: [userInfoMessages.jobTitleMaxLength] }],
    ['companyName too long', { ...aboutYou, companyName: 'a'.repeat(201) }, { companyName: [userInfoMessages.companyNameMaxLength] }],
    [
      'linkedinUrl on another host',
      { ...aboutYou, linkedinUrl: 'https://example.com/ada' },
      { linkedinUrl: [messages.enterCorrectLinkedinUrl] },
    ],
    ['linkedinUrl not a URL', { ...aboutYou, linkedinUrl: 'ada lovelace' }, { linkedinUrl: [messages.enterCorrectLinkedinUrl] }],
    ['pointsOfInterest empty', { ...aboutYou, pointsOfInterest: [] }, { pointsOfInterest: [messages.atLeastOnePointOfInterest] }],
    ['pointsOfInterest null', { ...aboutYou, pointsOfInterest: null }, { pointsOfInterest: [messages.atLeastOnePointOfInterest] }],
    [
      'pointsOfInterest unknown value',
      { ...aboutYou, pointsOfInterest: ['events', 'golf'] },
      { 'pointsOfInterest.1': [messages.atLeastOnePointOfInterest] },
    ],
    ['investorStyle unknown', { ...aboutYou, investorStyle: 'Gambler' }, { investorStyle: [messages.invalidInvestorStyleArchetype] }],
  ])('422 when %s', async (_case, body, errors) => {
    const user = await createUser(t);
    const res = await t.call('PUT', '/api/user-info', { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('422 for a body that is not an object', async () => {
    const user = await createUser(t);
    const res = await t.call('PUT', '/api/user-info', { token: user.token, body: 'Ada' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ _root: [messages.invalidInput] });
  });

  it('422 lists every required field of an empty body', async () => {
    const user = await createUser(t);
    const res = await t.call('PUT', '/api/user-info', { token: user.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstName: [messages.firstNameRequired],
      lastName: [messages.lastNameRequired],
      countryOfResidence: [messages.countryOfResidenceRequired],
      describesYouBest: [messages.describesYouBestRequired],
    });
  });
});

describe('PUT /api/user-info/{id}', () => {
  const crm = 'https://crm.example.com/contacts/42';

  it('401 without a token', async () => {
    const user = await createUser(t);
    expect((await t.call('PUT', `/api/user-info/${user.id}`, { body: { crmLink: crm } })).status).toBe(401);
  });

  it("403 for a user who is not an administrator (another user's id, or their own)", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await t.call('PUT', `/api/user-info/${other.id}`, { token: user.token, body: { crmLink: crm } });
    expect(res.status).toBe(403);
    expect((await t.call('PUT', `/api/user-info/${user.id}`, { token: user.token, body: { crmLink: crm } })).status).toBe(403);
    expect((await t.call('GET', '/api/user-info', { token: other.token })).body.crmLink).toBeNull();
  });

  it("lets an administrator set and clear a user's CRM link; the user sees it", async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    await t.call('PUT', '/api/user-info', { token: user.token, body: aboutYou });

    const res = await t.call('PUT', `/api/user-info/${user.id}`, { token: admin.token, body: { crmLink: crm } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...aboutYou, phoneNumber: null, crmLink: crm, ...noOnboarding });
    expect((await t.call('GET', '/api/user-info', { token: user.token })).body.crmLink).toBe(crm);
    // The user's own PUT leaves the CRM link alone.
    await t.call('PUT', '/api/user-info', { token: user.token, body: { ...aboutYou, crmLink: 'https://evil.example.com' } });
    expect((await t.call('GET', '/api/user-info', { token: user.token })).body.crmLink).toBe(crm);

    const cleared = await t.call('PUT', `/api/user-info/${user.id}`, { token: admin.token, body: { crmLink: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.crmLink).toBeNull();
    const blank = await t.call('PUT', `/api/user-info/${user.id}`, { token: admin.token, body: { crmLink: '' } });
    expect(blank.body.crmLink).toBeNull();
  });

  it('works for a user without any details yet', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    const res = await t.call('PUT', `/api/user-info/${user.id}`, { token: admin.token, body: { crmLink: crm } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ firstName: 'Test', lastName: 'User', ...emptyDetails, crmLink: crm });
  });

  it('422 Invalid URL format for a CRM link that is not a URL', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    for (const crmLink of ['not a url', 42]) {
      const res = await t.call('PUT', `/api/user-info/${user.id}`, { token: admin.token, body: { crmLink } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ crmLink: [messages.invalidUrlFormat] });
    }
  });

  it('404 for an unknown, malformed or deleted user id', async () => {
    const admin = await createUser(t, { admin: true });
    const deleted = await createUser(t);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const id of [randomUUID(), 'not-a-uuid', deleted.id]) {
      const res = await t.call('PUT', `/api/user-info/${id}`, { token: admin.token, body: { crmLink: crm } });
      expect(res.status).toBe(404);
    }
  });
});
