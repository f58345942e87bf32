import { providerSections } from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { describeFamilyRoutes, fill, team } from '../profile-sections/family-test-support';
import { validProviderSections as valid } from './test-support';

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
    base: 'service-provider',
    type: 'serviceProvider',
    otherType: 'investor',
    model: 'serviceProviderInfo',
    sections: providerSections,
    statusSection: 'provider-status',
    valid,
    required: ['your-details', 'overview'],
    approvalCase: { section: 'overview', changed: { ...valid.overview, mainOfferings: ['Depositary services'] } },
    ndaSection: 'additional-data',
  },
  () => ({ t, platformAdmin }),
);

describe('service provider specifics', () => {
  it('has no notifications section: each member chooses their own (api/profile-notifications)', async () => {
    const members = await team(t, 'serviceProvider');
    const edit = await t.call('PATCH', '/api/service-provider/edit/notifications', {
      ...as(members.editor, members.profile),
      body: { enabled: ['newFollower'] },
    });
    expect(edit.status).toBe(404);
    expect((await t.call('GET', '/api/service-provider/get/notifications', as(members.viewer, members.profile))).status).toBe(404);
    const view = await t.call('GET', '/api/service-provider', as(members.viewer, members.profile));
    expect(Object.keys(view.body.sections)).not.toContain('notifications');
  });

  it('finds existing providers by web domain', async () => {
    const members = await team(t, 'serviceProvider');
    await fill(t, 'service-provider', 'provider-status', members, {
      'your-details': { ...valid['your-details'], url: 'https://www.quaysidefund.example' },
      overview: valid.overview,
    });
    await t.call('POST', '/api/service-provider/submit', as(members.owner, members.profile));
    const user = await createUser(t);
    const res = await t.call('GET', '/api/service-provider/check-existing?website=quaysidefund.example', as(user));
    expect(res.body.matches.map((m: any) => m.id)).toEqual([members.profile.id]);
    const none = await t.call('GET', '/api/service-provider/check-existing', as(user));
    expect(none.body.errors).toEqual({ name: ['Enter a company name or a website to check'] });
  });
});

const invalid: [string, unknown, Record<string, string[]>][] = [
  ['admin-section', { verified: 'yes', featured: 'No' }, { verified: ['Select Yes or No'] }],
  [
    'your-details',
    { url: 'not a url' },
    {
      companyName: ['Company name is required'],
      type: ['Type is required'],
      url: ['Incorrect Website URL'],
    },
  ],
  ['provider-status', {}, { providerStatus: ['Select a valid provider status'] }],
  ['overview', {}, { mainOfferings: ['At least one offering must be added'] }],
  ['overview', { mainOfferings: [] }, { mainOfferings: ['At least one offering must be added'] }],
  [
    'overview',
    { mainOfferings: Array.from({ length: 11 }, (_, i) => `Offering ${i}`) },
    { mainOfferings: ['You can add a maximum of 10 main offerings'] },
  ],
  [
    'service-provider-details',
    { keyPeople: [{}], employeesNumber: -2 },
    {
      'keyPeople.0.name': ['Full Name is required'],
      'keyPeople.0.position': ['Position is required'],
      employeesNumber: ['Value must be greater than or equal to 0'],
    },
  ],
  [
    'reference-mentions',
    { pressClippings: [{}] },
    {
      'pressClippings.0.name': ['Name is required'],
      'pressClippings.0.url': ['Please enter website'],
      'pressClippings.0.publishingDate': ['Publishing date is required'],
      'pressClippings.0.teaserText': ['Teaser text is required'],
    },
  ],
  ['additional-data', { clients: [{ name: 'x', type: 'y', geography: 'dach', url: 'nope' }] }, { 'clients.0.url': ['Enter correct url!'] }],
  [
    'testimonials',
    { testimonials: [{}] },
    { 'testimonials.0.name': ['Name is required'], 'testimonials.0.description': ['Short summary is required.'] },
  ],
  ['questions-and-answers', { items: [{ question: 'q' }] }, { 'items.0.answer': ['Answer is required'] }],
  ['require-nda', { requireNda: true }, { sections: ['Select at least one section to protect with the NDA'] }],
  ['hidden-fields', { fields: ['overview.nope'] }, { 'fields.0': ['Select a valid field'] }],
  ['not-applicable-fields', { fields: ['notifications.enabled'] }, { 'fields.0': ['Select a valid field'] }],
];

describe('section documents', () => {
  let members: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    members = await team(t, 'serviceProvider');
  });
  const edit = (section: string, body: unknown) => {
    const path = section === 'provider-status' ? '/api/service-provider/status' : `/api/service-provider/edit/${section}`;
    const caller = section === 'admin-section' ? platformAdmin : members.owner;
    return t.call('PATCH', path, { ...as(caller, members.profile), body });
  };

  it.each(providerSections)('%s accepts its valid document', async (section) => {
    const res = await edit(section, valid[section]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(section === 'admin-section' ? { featured: 'Yes' } : valid[section]);
  });

  it.each(invalid)('%s rejects %j', async (section, body, errors) => {
    const res = await edit(section, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('covers every section', () => {
    expect(new Set(invalid.map(([s]) => s))).toEqual(new Set(providerSections));
  });
});
