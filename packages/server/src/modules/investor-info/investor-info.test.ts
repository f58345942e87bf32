import { investorSections } from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { describeFamilyRoutes, fill, team } from '../profile-sections/family-test-support';
import { validInvestorSections as valid } from './test-support';

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

describeFamilyRoutes(
  {
    base: 'investor-info',
    type: 'investor',
    otherType: 'fund',
    model: 'investorInfo',
    sections: investorSections,
    statusSection: 'investment-status',
    valid,
    required: ['your-details', 'overview', 'investor-details'],
    approvalCase: { section: 'investor-details', changed: { ...valid['investor-details'], returnExpectations: '4x gross' } },
    ndaSection: 'portfolio',
  },
  () => ({ t, platformAdmin }),
);

const required = { 'your-details': valid['your-details'], overview: valid.overview, 'investor-details': valid['investor-details'] };

describe('visibleInInvestorDiscovery', () => {
  it('keeps an investor who does not want to be found out of the public view (404), at once when switched off', async () => {
    const members = await team(t, 'investor');
    await fill(t, 'investor-info', 'investment-status', members, {
      ...required,
      'your-details': { ...valid['your-details'], visibleInInvestorDiscovery: false },
    });
    const submitted = await t.call('POST', '/api/investor-info/submit', as(members.owner, members.profile));
    await t.call('POST', `/api/administration/approval/approve/investorInfo/${submitted.body.id}`, as(platformAdmin));
    expect((await t.call('GET', `/api/investor-info/public/${members.profile.slug}`)).status).toBe(404);
    // Switched on: visible once the section is approved.
    const on = await t.call('PATCH', '/api/investor-info/edit/your-details', {
      ...as(members.owner, members.profile),
      body: valid['your-details'],
    });
    expect((await t.call('GET', `/api/investor-info/public/${members.profile.slug}`)).status).toBe(404);
    await t.call('POST', `/api/administration/approval/approve/investorInfo/${on.body.approval.id}`, as(platformAdmin));
    const pub = await t.call('GET', `/api/investor-info/public/${members.profile.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body.sections['investor-details'].data.dealRangeFrom).toEqual({ value: 1_000_000, currency: 'EUR' });
    // Switched off again: hidden at once, before any approval.
    await t.call('PATCH', '/api/investor-info/edit/your-details', {
      ...as(members.owner, members.profile),
      body: { ...valid['your-details'], visibleInInvestorDiscovery: false },
    });
    expect((await t.call('GET', `/api/investor-info/public/${members.profile.slug}`)).status).toBe(404);
    expect((await t.call('POST', `/api/investor-info/attempted-request-access/${members.profile.id}`, as(platformAdmin))).status).toBe(404);
  });
});

const invalid: [string, unknown, Record<string, string[]>][] = [
  ['admin-section', {}, { verified: ['Select Yes or No'], featured: ['Select Yes or No'] }],
  [
    'your-details',
    { linkedinProfile: 'https://example.com/x', phoneNumber: '123' },
    {
      linkedinProfile: ['Enter correct Linkedin url!'],
      phoneNumber: ['Phone number must be at least 7 characters'],
    },
  ],
  ['investment-status', { investmentStatus: 'Maybe' }, { investmentStatus: [expect.any(String) as unknown as string] }],
  ['overview', {}, { sectorFocus: ['Please select at least one sector focus'], geographies: ['Please select at least one geography'] }],
  ['investor-details', {}, { dealRangeFrom: ['This field is required'], dealRangeTo: ['This field is required'] }],
  [
    'investor-details',
    { ...valid['investor-details'], dealRangeTo: { value: 10, currency: 'EUR' } },
    {
      dealRangeTo: ['Deal range to cannot be lower than deal range from'],
    },
  ],
  ['investor-graph', { yearsToWait: -1 }, { yearsToWait: ['Value must be greater than or equal to 0'] }],
  ['portfolio', { pastFundInvestments: [{}] }, { 'pastFundInvestments.0.fundName': ['Fund Name is required'] }],
  [
    'additional-data',
    { keyPeople: [{}] },
    { 'keyPeople.0.name': ['Full Name is required'], 'keyPeople.0.position': ['Position is required'] },
  ],
  ['testimonials', { testimonials: [{ name: 'x' }] }, { 'testimonials.0.description': ['Short summary is required.'] }],
  [
    'reference-and-mentions',
    { podcasts: [{ name: 'x', url: 'x' }] },
    { 'podcasts.0.url': ['Please enter correct podcasts/interview link'] },
  ],
  ['questions-and-answers', { items: [{}] }, { 'items.0.question': ['Question is required'], 'items.0.answer': ['Answer is required'] }],
  ['require-nda', { requireNda: true, sections: ['overview'] }, { 'sections.0': ['Select a valid profile section'] }],
  ['hidden-fields', { fields: ['fund-details.targetFundSize'] }, { 'fields.0': ['Select a valid field'] }],
  ['not-applicable-fields', { fields: ['overview'] }, { 'fields.0': ['Select a valid field'] }],
];

describe('section documents', () => {
  let members: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    members = await team(t, 'investor');
  });
  const edit = (section: string, body: unknown) => {
    const path = section === 'investment-status' ? '/api/investor-info/status' : `/api/investor-info/edit/${section}`;
    const caller = section === 'admin-section' ? platformAdmin : members.owner;
    return t.call('PATCH', path, { ...as(caller, members.profile), body });
  };

  it.each(investorSections)('%s accepts its valid document', async (section) => {
    const res = await edit(section, valid[section]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(section === 'admin-section' ? { verified: 'Yes' } : valid[section]);
  });

  it.each(invalid)('%s rejects %j', async (section, body, errors) => {
    const res = await edit(section, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('covers every section', () => {
    expect(new Set(invalid.map(([s]) => s))).toEqual(new Set(investorSections));
  });
});
