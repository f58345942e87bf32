import { startTestApp, type TestApp } from '../../test/test-app';
import type { TestUser } from '../../test/factories';
import { as, validFundSections } from '../fund-info/test-support';
import { team } from '../profile-sections/family-test-support';
import { checkScreenAccess, profileTypesUnderTest } from '../profile-cta/screen-test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const company = {
  companyName: 'Northwind Ventures',
  legalName: 'Northwind Ventures Management AG',
  address: 'Bahnhofstrasse 1\n8001 Zurich\nSwitzerland',
  vatId: 'CHE-123.456.789 MWST',
  websiteUrl: 'https://northwind.vc',
};
const put = (user: TestUser, profile: { id: string; type: string }, body: unknown) =>
  t.call('PUT', '/api/profile-company', { ...as(user, profile), body });

describe('who may call each profile-company route', () => {
  it.each(profileTypesUnderTest)('GET profile-company: any member of a %s profile', async (type) => {
    await checkScreenAccess(t, type, { label: 'GET', method: 'GET', path: '/api/profile-company', minRole: 'viewer', ok: 200 });
  });

  it.each(profileTypesUnderTest)('PUT profile-company: owners and admins of a %s profile', async (type) => {
    await checkScreenAccess(t, type, {
      label: 'PUT',
      method: 'PUT',
      path: '/api/profile-company',
      minRole: 'admin',
      body: company,
      ok: 200,
    });
  });

  it('a member acting as their own profile reads and changes only their own company', async () => {
    const mine = await team(t, 'investor');
    const theirs = await team(t, 'investor');
    await put(theirs.owner, theirs.profile, company);
    expect((await t.call('GET', '/api/profile-company', as(mine.owner, mine.profile))).body.company).toBeNull();
    expect((await t.call('GET', '/api/profile-company', as(theirs.viewer, theirs.profile))).body.company.legalName).toBe(company.legalName);
  });
});

describe('GET and PUT /api/profile-company', () => {
  it('starts empty, saves the company form (trimmed), and shows who changed it last', async () => {
    const members = await team(t, 'serviceProvider');
    expect((await t.call('GET', '/api/profile-company', as(members.viewer, members.profile))).body).toEqual({
      company: null,
      fundManagementCompany: null,
    });
    const saved = await put(members.admin, members.profile, { ...company, companyName: '  Quayside  ', websiteUrl: '' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      company: {
        companyName: 'Quayside',
        legalName: company.legalName,
        address: company.address,
        vatId: company.vatId,
        websiteUrl: null,
        updatedAt: expect.any(String),
        updatedBy: { firstName: 'Test', lastName: 'User' },
      },
      fundManagementCompany: null,
    });
    const changed = await put(members.owner, members.profile, company);
    expect(changed.body.company).toMatchObject({ companyName: 'Northwind Ventures', websiteUrl: 'https://northwind.vc' });
    expect((await t.call('GET', '/api/profile-company', as(members.viewer, members.profile))).body).toEqual(changed.body);
  });

  it('shows a fund’s public fund management company beside the legal entity', async () => {
    const members = await team(t, 'fund');
    await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(members.owner, members.profile),
      body: validFundSections['fund-details'],
    });
    const res = await put(members.owner, members.profile, company);
    expect(res.body.fundManagementCompany).toBe(validFundSections['fund-details'].fundManagementCompany);
  });

  it.each([
    [
      'nothing',
      {},
      {
        companyName: ['Company name is a required'],
        legalName: ['Legal name is required'],
        address: ['Address is required'],
        vatId: ['VAT ID is required'],
      },
    ],
    ['a blank company name', { ...company, companyName: '  ' }, { companyName: ['Company name is a required'] }],
    ['a blank VAT id', { ...company, vatId: '' }, { vatId: ['VAT ID is required'] }],
    ['a wrong website', { ...company, websiteUrl: 'northwind' }, { websiteUrl: ['Enter correct url!'] }],
    ['a bare string', 'Northwind', { _root: ['Invalid input'] }],
  ])('rejects %s with its messages and keeps the saved company', async (_case, body, errors) => {
    const members = await team(t, 'fund');
    await put(members.owner, members.profile, company);
    const res = await put(members.owner, members.profile, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect((await t.call('GET', '/api/profile-company', as(members.owner, members.profile))).body.company.vatId).toBe(company.vatId);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(['GET /api/profile-company', 'PUT /api/profile-company']));
  });
});
