import {
  type AudienceContext,
  audienceOf,
  canRead,
  type FieldAudience,
  type ProfileType,
  profileFieldAudiences,
  publicAudience,
  withheldNotices,
} from '@fundnet/validation-schema';
import { addMember, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishProfile, type Published } from '../discovery/test-support';
import { fundFamily } from '../fund-info';
import { investorFamily } from '../investor-info';
import { providerFamily } from '../service-provider';
import { readPublicProfile } from './index';

/**
 * Issue 11 item 5: each contact field is read only by its declared audience (profiles/field-audiences.ts), on the
 * public read over HTTP (signed out, signed in, a member) and through `readPublicProfile` for a share-link visitor
 * (the share-link helper passes `linkScope`), and discovery's cards follow the same declaration.
 */

let t: TestApp;
let platformAdmin: TestUser;
const published: Partial<Record<ProfileType, Published>> = {};

const base: Record<ProfileType, string> = { fund: 'fund-info', investor: 'investor-info', serviceProvider: 'service-provider' };
const families = { fund: fundFamily, investor: investorFamily, serviceProvider: providerFamily };

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
  published.fund = await publishProfile(t, platformAdmin, { type: 'fund' });
  published.investor = await publishProfile(t, platformAdmin, { type: 'investor' });
  published.serviceProvider = await publishProfile(t, platformAdmin, {
    type: 'serviceProvider',
    sections: { 'your-details': { links: { linkedinUrl: 'https://www.linkedin.com/company/harbourside' } } },
  });
});

afterAll(async () => {
  await t.close();
});

type Reader = 'anonymous' | 'signedIn' | 'member' | 'linkScope';
const readers: Reader[] = ['anonymous', 'signedIn', 'member', 'linkScope'];

/** Which readers see a field of each audience (the table the declaration promises). */
const expected: Record<FieldAudience, Record<Reader, boolean>> = {
  public: { anonymous: true, signedIn: true, member: true, linkScope: true },
  signedIn: { anonymous: false, signedIn: true, member: true, linkScope: true },
  linkScope: { anonymous: false, signedIn: false, member: true, linkScope: true },
  members: { anonymous: false, signedIn: false, member: true, linkScope: false },
};

async function readAs(type: ProfileType, reader: Reader) {
  const profile = published[type]!;
  if (reader === 'linkScope') {
    return readPublicProfile(
      t.database.db,
      families[type],
      { id: profile.id },
      { audience: { ...publicAudience, linkScope: true }, viewerProfileId: null },
    );
  }
  let token: string | undefined;
  if (reader === 'signedIn') token = (await createUser(t)).token;
  if (reader === 'member') {
    const member = await createUser(t);
    await addMember(t, { id: profile.id, type, slug: profile.slug }, member, 'viewer');
    token = member.token;
  }
  const res = await t.call('GET', `/api/${base[type]}/public/${profile.slug}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

const cases = (Object.keys(profileFieldAudiences) as ProfileType[]).flatMap((type) =>
  Object.entries(profileFieldAudiences[type]).flatMap(([field, audience]) =>
    readers.map((reader) => [type, field, audience, reader] as const),
  ),
);

describe('the public read serves each contact field to its audience only', () => {
  it.each(cases)('%s %s (%s) for a reader %s', async (type, field, audience, reader) => {
    const body = await readAs(type, reader);
    const [section, name] = field.split('.') as [string, string];
    const data = body.sections[section]?.data as Record<string, unknown> | undefined;
    expect(data).toBeDefined();
    const visible = expected[audience][reader];
    if (visible) {
      expect(data![name]).toBeTruthy();
      expect(body.withheldFields).not.toContainEqual(expect.objectContaining({ field }));
    } else {
      expect(data).not.toHaveProperty(name);
      expect(body.withheldFields).toContainEqual({ field, audience });
    }
  });

  it('tells a signed-out reader to sign in, and a member nothing', async () => {
    expect(withheldNotices((await readAs('fund', 'anonymous')).withheldFields)).toContain('Sign in to see contact details.');
    expect((await readAs('fund', 'member')).withheldFields).toEqual([]);
  });
});

describe('the declaration', () => {
  it('keeps every personal number and e-mail address from signed-out readers', () => {
    for (const [type, field] of [
      ['fund', 'contact-me.email'],
      ['fund', 'contact-me.phoneNumber'],
      ['fund', 'fund-details.links'],
      ['investor', 'your-details.phoneNumber'],
      ['serviceProvider', 'your-details.url'],
    ] as const) {
      expect(canRead(audienceOf(type, field), publicAudience)).toBe(false);
    }
    expect(audienceOf('fund', 'overview.blurbAndSummary')).toBe('public');
  });

  it('orders the audiences as documented', () => {
    const ctx = (c: Partial<AudienceContext>): AudienceContext => ({ ...publicAudience, ...c });
    expect(canRead('members', ctx({ signedIn: true, linkScope: true }))).toBe(false);
    expect(canRead('linkScope', ctx({ signedIn: true }))).toBe(false);
    expect(canRead('signedIn', ctx({ linkScope: true }))).toBe(true);
  });
});

describe("discovery's cards follow the same declaration", () => {
  it('leaves contact links out of the public card and keeps them on the signed-in one', async () => {
    const fund = published.fund!;
    const name = encodeURIComponent(fund.name);
    const anonymous = await t.call('GET', `/api/fund-info/discovery-public?search=${name}`);
    const card = anonymous.body.items.find((item: { id: string }) => item.id === fund.id);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty('links');
    expect(JSON.stringify(card)).not.toContain('"https://northwind.vc"');
    const stranger = await createUser(t);
    const signedIn = await t.call('GET', `/api/fund-info/discovery?search=${name}`, { token: stranger.token });
    const signedInCard = signedIn.body.items.find((item: { id: string }) => item.id === fund.id);
    expect(signedInCard.links.url).toBe('https://northwind.vc');
  });
});
