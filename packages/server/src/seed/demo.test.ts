/** @database both: the demo seed npm start loads, on the embedded engine it loads it into */
import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import pg from 'pg';
import { startEmbeddedPglite } from '../db/embedded-pglite';
import { verifyPassword } from '../lib/passwords';
import { profileMembers, profiles } from '../modules/profiles/tables';
import { userInfo } from '../modules/user-info/tables';
import { users } from '../modules/users/tables';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEMO_ADMIN, DEMO_USER, planDemoWorld, seedDemoData } from './demo';
import { createRng, sectionRng } from './names';
import { UNCLAIMED_PROFILES } from './unclaimed-profiles';

/**
 * The seed writes ~40 users and ~60 profiles: it runs in a database of its own (a fresh PGlite, or a
 * fresh PostgreSQL database when DATABASE_URL is set) so the other API tests never see demo data.
 */
async function isolatedDatabaseUrl(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) return startEmbeddedPglite();
  const name = `fundnet_seed_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const silent = { info: () => {} };

let t: TestApp;
let isolated: { url: string; stop(): Promise<void> };
let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  isolated = await isolatedDatabaseUrl();
  const shared = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = isolated.url;
  try {
    t = await startTestApp();
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
  firstRun = await seedDemoData(t.database.db, silent);
  // A fresh database, migrated, then the whole demo world: 34 s once on PGlite beside the web builds (stop 36's run).
  // The limit stops a hang; speed is for `pnpm bench`.
}, 180_000);

afterAll(async () => {
  await t?.close();
  await isolated?.stop();
});

describe('seedDemoData', () => {
  it('seeds the demo world and reports what it wrote', () => {
    expect(firstRun).toMatchObject({
      admin: DEMO_ADMIN.email,
      demoUser: DEMO_USER.email,
      users: 42,
      funds: 26,
      investors: 26,
      serviceProviders: 12,
    });
    expect(firstRun!.ms).toBeGreaterThan(0);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(users);
    const second = await seedDemoData(t.database.db, silent);
    expect(second).toBeNull();
    const after = await t.database.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(after[0]!.n).toBe(42);
    const [profileCount] = await t.database.db.select({ n: count() }).from(profiles);
    expect(profileCount!.n).toBe(64 + UNCLAIMED_PROFILES.length);
  });

  it('creates a verified demo admin with its password', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(admin).toMatchObject({ isAdmin: true, firstName: 'Fundnet', lastName: 'Admin' });
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(admin!.passwordHash, DEMO_ADMIN.password)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, DEMO_USER.password)).toBe(false);
  });

  it('creates a verified demo user with onboarding answers who can sign in and sees three profiles', async () => {
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(demo).toMatchObject({ isAdmin: false, firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName });
    expect(demo!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(demo!.passwordHash, DEMO_USER.password)).toBe(true);

    const [info] = await t.database.db.select().from(userInfo).where(eq(userInfo.userId, demo!.id));
    expect(info).toMatchObject({
      countryOfResidence: 'CH',
      describesYouBest: 'fundManager',
      jobTitle: 'Managing Partner',
      companyName: 'Northwind Ventures',
    });
    expect(info!.pointsOfInterest.length).toBeGreaterThan(0);
    expect(info!.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);

    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: DEMO_USER.email });
    const mine = await t.call('GET', '/api/profiles/mine', { token: login.body.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((p: any) => [p.type, p.name, p.role])).toEqual(
      expect.arrayContaining([
        ['fund', 'Northwind Ventures II', 'owner'],
        ['investor', 'Lindqvist Family Office', 'owner'],
        ['serviceProvider', 'Harbourside Fund Administration', 'owner'],
      ]),
    );
    expect(mine.body).toHaveLength(3);
  });

  it('lets the demo admin sign in as an administrator', async () => {
    const login = await t.call('POST', '/api/auth/admin/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(login.status).toBe(200);
    const demoAsAdmin = await t.call('POST', '/api/auth/admin/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    expect(demoAsAdmin.status).toBe(401);
  });

  it('makes the demo user the owner of one fund, one investor and one service provider', async () => {
    const rows = await t.database.db
      .select({ type: profiles.type, name: profiles.name, slug: profiles.slug, status: profiles.status, role: profileMembers.role })
      .from(profileMembers)
      .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
      .innerJoin(users, eq(users.id, profileMembers.userId))
      .where(and(eq(users.email, DEMO_USER.email), isNull(profiles.deletedAt)))
      .orderBy(profiles.type);
    expect(rows).toEqual([
      { type: 'fund', name: 'Northwind Ventures II', slug: 'northwind-ventures-ii', status: 'published', role: 'owner' },
      { type: 'investor', name: 'Lindqvist Family Office', slug: 'lindqvist-family-office', status: 'published', role: 'owner' },
      {
        type: 'serviceProvider',
        name: 'Harbourside Fund Administration',
        slug: 'harbourside-fund-administration',
        status: 'draft',
        role: 'owner',
      },
    ]);
  });

  it('gives every profile but the unclaimed ones exactly one owner and unique slugs per type, mostly published', async () => {
    const all = await t.database.db.select().from(profiles);
    const members = await t.database.db.select().from(profileMembers);
    const unclaimed = new Set(UNCLAIMED_PROFILES.map((p) => p.name));
    for (const profile of all) {
      const owners = members.filter((m) => m.profileId === profile.id && m.role === 'owner');
      expect(owners).toHaveLength(unclaimed.has(profile.name) ? 0 : 1);
      expect(profile.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const type of ['fund', 'investor', 'serviceProvider'] as const) {
      const ofType = all.filter((p) => p.type === type);
      expect(new Set(ofType.map((p) => p.slug)).size).toBe(ofType.length);
      expect(new Set(ofType.map((p) => p.name)).size).toBe(ofType.length);
      const published = ofType.filter((p) => p.status === 'published').length;
      expect(published / ofType.length).toBeGreaterThan(0.6);
      expect(ofType.some((p) => p.status === 'draft' || p.status === 'pendingApproval')).toBe(true);
    }
    const funds = all.filter((p) => p.type === 'fund').map((p) => p.name);
    for (const name of funds) expect(name).toMatch(/ (I|II|III|IV|V|VI)$/);
  });

  it('imports a few published profiles without members that anyone can claim, shown publicly', async () => {
    expect(firstRun!.sections['unclaimed-profiles']).toEqual({ funds: 2, investors: 1, serviceProviders: 1, sections: 11 });
    const rows = await t.database.db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.name,
          UNCLAIMED_PROFILES.map((p) => p.name),
        ),
      );
    expect(rows).toHaveLength(UNCLAIMED_PROFILES.length);
    const families = { fund: 'fund-info', investor: 'investor-info', serviceProvider: 'service-provider' } as const;
    for (const profile of rows) {
      expect(profile.status).toBe('published');
      expect(await t.database.db.select().from(profileMembers).where(eq(profileMembers.profileId, profile.id))).toEqual([]);
      const claim = await t.call('GET', `/api/profile-claim/profiles/${profile.id}`);
      expect(claim.body).toMatchObject({ claimable: true, websiteDomain: profile.type === 'investor' ? null : expect.any(String) });
      expect((await t.call('GET', `/api/${families[profile.type]}/public/${profile.slug}`)).status).toBe(200);
    }
  });

  it('gives every other person a unique address and onboarding answers once they belong to a profile', async () => {
    const people = await t.database.db.select().from(users);
    expect(new Set(people.map((u) => u.email)).size).toBe(people.length);
    expect(people.filter((u) => u.isAdmin)).toHaveLength(1);
    const memberIds = new Set((await t.database.db.select({ userId: profileMembers.userId }).from(profileMembers)).map((m) => m.userId));
    const infos = await t.database.db
      .select()
      .from(userInfo)
      .where(
        inArray(
          userInfo.userId,
          people.map((u) => u.id),
        ),
      );
    const infoIds = new Set(infos.map((i) => i.userId));
    for (const person of people) {
      if (person.isAdmin) continue;
      expect(infoIds.has(person.id)).toBe(memberIds.has(person.id));
    }
    expect(infos.every((i) => i.companyName && i.jobTitle && i.countryOfResidence && i.pointsOfInterest.length > 0)).toBe(true);
  });

  it('gives the demo user’s profiles followers, followed profiles and favourites (api/follow, api/favourite)', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    const mine = (await t.call('GET', '/api/profiles/mine', { token: login.body.token })).body as Array<{ id: string; type: string }>;
    for (const profile of mine) {
      const as = { token: login.body.token, profile: { id: profile.id, type: profile.type } };
      const following = await t.call('GET', '/api/follow?list=following', as);
      expect(following.status).toBe(200);
      expect(following.body.counts.following).toBeGreaterThanOrEqual(5);
      const favourites = await t.call('GET', '/api/favourite', as);
      expect(favourites.body.total).toBeGreaterThanOrEqual(5);
      expect(favourites.body.items.every((item: { profile: { public: boolean } }) => item.profile.public)).toBe(true);
    }
    const fund = mine.find((p) => p.type === 'fund')!;
    const followers = await t.call('GET', '/api/follow', { token: login.body.token, profile: { id: fund.id, type: 'fund' } });
    expect(followers.body.counts.followers).toBeGreaterThanOrEqual(10);
    expect(followers.body.items.some((item: { mutual: boolean }) => item.mutual)).toBe(true);
  });

  it('gives the demo fund investor invitations in every status and the demo profiles introductions (issue 15)', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    const mine = (await t.call('GET', '/api/profiles/mine', { token: login.body.token })).body as Array<{ id: string; type: string }>;
    const fund = mine.find((p) => p.type === 'fund')!;
    const investor = mine.find((p) => p.type === 'investor')!;
    const asFund = { token: login.body.token, profile: { id: fund.id, type: 'fund' } };
    const invitations = await t.call('GET', '/api/investor-invitation', asFund);
    expect(invitations.status).toBe(200);
    expect(new Set(invitations.body.invitations.map((i: { status: string }) => i.status))).toEqual(
      new Set(['sent', 'opened', 'accepted', 'expired', 'revoked']),
    );
    const received = await t.call('GET', '/api/introduction', asFund);
    expect(received.body.received.map((i: { status: string }) => i.status)).toEqual(['requested']);
    const sent = await t.call('GET', '/api/introduction', { token: login.body.token, profile: { id: investor.id, type: 'investor' } });
    expect(sent.body.sent.map((i: { status: string }) => i.status).sort()).toEqual(['declined', 'introduced']);
    expect(sent.body.sent.find((i: { status: string }) => i.status === 'introduced').contact).not.toBeNull();
  });

  it('gives the demo fund a visible track record with exits, write-offs and graduations (issue 17)', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    const mine = (await t.call('GET', '/api/profiles/mine', { token: login.body.token })).body as Array<{ id: string; type: string }>;
    const fund = mine.find((p) => p.type === 'fund')!;
    const visitor = await t.call('GET', `/api/track-record/fund/${fund.id}`);
    expect(visitor.body.items).toHaveLength(1);
    const record = visitor.body.items[0];
    expect(record.metrics.investments).toBe(24);
    expect(record.metrics.tvpi).toBeGreaterThan(1);
    expect(record.metrics.irr).not.toBeNull();
    const grid = await t.call('GET', `/api/track-record/${record.id}/sheet/${record.sheets[0].id}/investments?take=50`);
    const statuses = new Set(grid.body.items.map((i: { metrics: { status: string } }) => i.metrics.status));
    expect([...statuses].sort()).toEqual(['active', 'partly-realized', 'realized', 'write-off'].filter((s) => statuses.has(s)).sort());
    expect(statuses.has('write-off')).toBe(true);
    expect(statuses.has('realized')).toBe(true);
    const rates = await t.call('GET', `/api/track-record-graduation/fund/${record.sheets[0].id}/${record.id}`);
    expect(rates.status).toBe(200);
    expect(rates.body.statistics.graduated).toBeGreaterThan(0);
  });
});

describe('planDemoWorld', () => {
  it('is deterministic apart from the dates', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const a = planDemoWorld(now);
    const b = planDemoWorld(now);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const later = planDemoWorld(new Date('2026-06-01T00:00:00Z'));
    expect(later.profiles.map((p) => [p.id, p.name, p.slug, p.status])).toEqual(a.profiles.map((p) => [p.id, p.name, p.slug, p.status]));
    expect(later.users.map((u) => [u.id, u.email])).toEqual(a.users.map((u) => [u.id, u.email]));
  });

  it('draws the same numbers from the same seed and different ones per section', () => {
    const x = createRng(42);
    const y = createRng(42);
    expect(Array.from({ length: 5 }, () => x.next())).toEqual(Array.from({ length: 5 }, () => y.next()));
    expect(sectionRng('users').next()).not.toBe(sectionRng('profiles').next());
  });
});

describe('feedback, requests, to-dos and the activity log (issue 18)', () => {
  it('gives the demo fund shared feedback (one anonymous, without its author), requests in every state, to-dos and a log', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    const mine = (await t.call('GET', '/api/profiles/mine', { token: login.body.token })).body as Array<{ id: string; type: string }>;
    const fund = mine.find((p) => p.type === 'fund')!;
    const investor = mine.find((p) => p.type === 'investor')!;
    const asFund = { token: login.body.token, profile: { id: fund.id, type: 'fund' } };
    const asInvestor = { token: login.body.token, profile: { id: investor.id, type: 'investor' } };
    const received = await t.call('GET', '/api/fund-feedback/received', asFund);
    expect(received.status).toBe(200);
    expect(received.body.items).toHaveLength(3);
    expect(received.body.items.filter((i: { author: unknown }) => i.author === null)).toHaveLength(1);
    expect(received.body.averages.generalRating).toBeGreaterThan(0);
    const sent = await t.call('GET', '/api/fund-feedback-requests/sent', asFund);
    expect(sent.body.counts).toEqual({ Requested: 2, Responded: 1, Ignored: 1 });
    const inbox = await t.call('GET', '/api/fund-feedback-requests/received', asInvestor);
    expect(inbox.body.counts.Requested).toBe(1);
    const given = await t.call('GET', '/api/fund-feedback/given', asInvestor);
    expect(given.body.items).toHaveLength(1);
    const todos = await t.call('GET', '/api/fund-todo', asFund);
    expect(todos.body.counts).toEqual({ open: 4, done: 2 });
    const log = await t.call('GET', '/api/fund-activity-summary/activity', asFund);
    expect(log.body.total).toBeGreaterThanOrEqual(10);
  });
});

describe('share links (issue 34.1)', () => {
  it('shows the demo fund a visitor of its investor deck who said she is interested', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    const mine = (await t.call('GET', '/api/profiles/mine', { token: login.body.token })).body as Array<{ id: string; type: string }>;
    const fund = mine.find((p) => p.type === 'fund')!;
    const asFund = { token: login.body.token, profile: { id: fund.id, type: 'fund' } };
    const links = (await t.call('GET', '/api/fund-custom-profile-link/list', asFund)).body.items as Array<{ id: string; name: string }>;
    const deck = links.find((link) => link.name === 'Fund II investor deck')!;
    const visits = await t.call('GET', `/api/fund-custom-profile-link/visits/${deck.id}`, asFund);
    expect(visits.status).toBe(200);
    expect(visits.body.items).toEqual([
      expect.objectContaining({
        email: 'lena.hofmann@alpine-family-office.example',
        interest: expect.objectContaining({ name: 'Lena Hofmann', message: expect.stringContaining('LPA draft') }),
      }),
    ]);
  });
});

describe('a signed NDA (issue 35)', () => {
  it('shows the demo fund the signature on its deck link, and its PDF checks with verify-nda', async () => {
    const login = await t.call('POST', '/api/auth/login', { body: { email: DEMO_USER.email, password: DEMO_USER.password } });
    const mine = (await t.call('GET', '/api/profiles/mine', { token: login.body.token })).body as Array<{ id: string; type: string }>;
    const fund = mine.find((p) => p.type === 'fund')!;
    const asFund = { token: login.body.token, profile: { id: fund.id, type: 'fund' } };
    const links = (await t.call('GET', '/api/fund-custom-profile-link/list', asFund)).body.items as Array<{ id: string; name: string }>;
    const deck = links.find((link) => link.name === 'Fund II investor deck')!;
    expect(deck).toMatchObject({ requireNda: true, ndaMode: 'signature' });
    const records = (await t.call('GET', `/api/fund-custom-profile-link/nda-records/${deck.id}`, asFund)).body.items;
    expect(records).toEqual([expect.objectContaining({ mode: 'signature', fullName: 'Lena Hofmann', version: 0 })]);
    const pdf = await fetch(`${t.baseUrl}/api/fund-custom-profile-link/nda-signature-pdf/${records[0].id}`, {
      headers: { authorization: `Bearer ${asFund.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
    });
    expect(pdf.status).toBe(200);
    const hash = createHash('sha256')
      .update(Buffer.from(await pdf.arrayBuffer()))
      .digest('hex');
    const verified = await t.call('GET', `/api/fund-custom-profile-link/verify-nda/${hash}`);
    expect(verified.body).toMatchObject({ valid: true, signature: { signerName: 'Lena Hofmann', matched: 'file' } });
  });
});
