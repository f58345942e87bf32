import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fundTeam, validFundSections } from '../fund-info/test-support';
import { profileNotificationPreferences } from '../profile-notifications/tables';
import { profileSectionsPublished } from '../profile-sections/tables';
import { INTEREST_JOB } from './interest';
import { shareLinkInterests } from './tables';

// "I'm interested" (issue 34.1): POST express-interest and GET interest, over HTTP, as a visitor holds them.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const P = '/api/fund-custom-profile-link';
const V = 'x-visitor-token';
const TEMPLATE = 'share-link-interest';

async function publishedFund(name = `Northwind Ventures ${randomUUID().slice(0, 6)}`): Promise<FundTeam> {
  const team = await fundTeam(t, { status: 'published', name });
  await t.database.db.insert(profileSectionsPublished).values(
    (['fund-details', 'overview'] as const).map((section) => ({
      profileId: team.profile.id,
      section,
      data: validFundSections[section] as Record<string, unknown>,
    })),
  );
  return team;
}

async function createLink(team: FundTeam, overrides: Record<string, unknown> = {}) {
  const body = {
    name: 'Deck for Kim',
    accessMode: 'AnyoneWithLink',
    scope: ['fund-details', 'overview'],
    permissions: { canView: true },
    ...overrides,
  };
  const res = await t.call('POST', `${P}/create`, { ...as(team.owner, team.profile), body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; slug: string };
}

const open = async (slug: string) => (await t.call('POST', `${P}/token-from-slug/${slug}`)).body as { token: string; access: unknown };
const visitor = (method: string, path: string, token: string | null, body?: unknown) =>
  t.call(method, `${P}/${path}`, { headers: token ? { [V]: token } : {}, body });
const interestMails = async (to: string) => (await t.mails()).filter((m) => m.template === TEMPLATE && m.to === to);
const visitsOf = async (team: FundTeam, linkId: string) =>
  (await t.call('GET', `${P}/visits/${linkId}`, as(team.viewer, team.profile))).body.items as Array<Record<string, unknown>>;

describe('express-interest', () => {
  it('records a granted visitor’s interest once, shows it in the visits, and mails the members once', async () => {
    const team = await publishedFund('Northwind Ventures I');
    // The editor switched "Visitors" off: they hear of neither first opens nor interests.
    await t.database.db
      .insert(profileNotificationPreferences)
      .values({ profileId: team.profile.id, userId: team.editor.id, option: 'visitors', frequency: 'off' });
    const link = await createLink(team, { accessMode: 'AnyoneEnteringAnEmail' });
    const { token } = await open(link.slug);
    await visitor('POST', 'store-email', token, { email: 'Kim@LP.test' });
    expect((await visitor('GET', 'profile', token)).status).toBe(200);
    expect((await visitor('GET', 'interest', token)).body).toEqual({ interest: null });

    // No address typed: the one the link holds for the visitor is used.
    const sent = await visitor('POST', 'express-interest', token, { name: '  Kim Larsen ', message: 'Can we talk about the Q3 close?' });
    expect(sent.status).toBe(201);
    expect(sent.body.interest).toMatchObject({ name: 'Kim Larsen', email: 'kim@lp.test', message: 'Can we talk about the Q3 close?' });
    expect(await t.app.jobs.runPending(INTEREST_JOB)).toBe(1);
    const [mail] = await interestMails(team.owner.email);
    expect(mail?.subject).toBe('Kim Larsen is interested in Northwind Ventures I');
    expect(mail?.text).toContain('Can we talk about the Q3 close?');
    expect(mail?.text).toContain('kim@lp.test');
    expect(await interestMails(team.editor.email)).toHaveLength(0);

    const visits = await visitsOf(team, link.id);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      email: 'kim@lp.test',
      opens: 1,
      interest: { name: 'Kim Larsen', email: 'kim@lp.test', message: 'Can we talk about the Q3 close?', at: expect.any(String) },
    });

    // Again: 200, the message updated, nobody mailed twice.
    const again = await visitor('POST', 'express-interest', token, { name: 'Kim Larsen', email: 'kim.larsen@lp.test', message: null });
    expect(again.status).toBe(200);
    expect(again.body.interest).toMatchObject({ email: 'kim.larsen@lp.test', message: null, at: sent.body.interest.at });
    expect(await t.app.jobs.runPending(INTEREST_JOB)).toBe(0);
    expect(await interestMails(team.owner.email)).toHaveLength(1);
    expect((await visitsOf(team, link.id))[0]).toMatchObject({ interest: { email: 'kim.larsen@lp.test', message: null } });
    expect((await visitor('GET', 'interest', token)).body.interest).toMatchObject({ name: 'Kim Larsen', email: 'kim.larsen@lp.test' });
    const rows = await t.database.db.select().from(shareLinkInterests).where(eq(shareLinkInterests.linkId, link.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad bodies with their messages, and asks for an address when the link holds none', async () => {
    const team = await publishedFund();
    const link = await createLink(team);
    const { token } = await open(link.slug);
    const send = (body: unknown) => visitor('POST', 'express-interest', token, body);
    const empty = await send({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['Name is required'] });
    expect((await send({ name: '   ' })).body.errors.name).toEqual(['Name is required']);
    expect((await send({ name: 'x'.repeat(101), email: 'a@b.test' })).body.errors.name).toEqual([
      'This field can be at most 100 characters',
    ]);
    expect((await send({ name: 'Ana', email: 'not an address' })).body.errors.email).toEqual(['Invalid email address']);
    expect((await send({ name: 'Ana', email: 'ana@lp.test', message: 'y'.repeat(1001) })).body.errors.message).toEqual([
      'This field can be at most 1,000 characters',
    ]);
    // AnyoneWithLink asked no address: one must be typed.
    const noEmail = await send({ name: 'Ana' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors).toEqual({ email: ['Email is required'] });
    expect(await t.database.db.select().from(shareLinkInterests).where(eq(shareLinkInterests.linkId, link.id))).toHaveLength(0);
    // Without a message it is fine; the visitor who never loaded the profile still appears in the visits.
    const ok = await send({ name: 'Ana Ruiz', email: 'Ana@LP.test' });
    expect(ok.status).toBe(201);
    expect(ok.body.interest).toMatchObject({ email: 'ana@lp.test', message: null });
    expect((await visitsOf(team, link.id))[0]).toMatchObject({ opens: 0, interest: { name: 'Ana Ruiz' } });
    expect(await t.app.jobs.runPending(INTEREST_JOB)).toBe(1);
    expect((await interestMails(team.owner.email))[0]?.subject).toContain('Ana Ruiz is interested in');
  });

  it('refuses visitors who have not passed every gate, no token, and the owner’s preview (nothing recorded)', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'AnyoneWithLinkAndPw', password: 'open-sesame' });
    const { token } = await open(link.slug);
    const body = { name: 'Gated Visitor', email: 'gated@lp.test' };
    const gated = await visitor('POST', 'express-interest', token, body);
    expect(gated.status).toBe(403);
    expect(gated.body).toMatchObject({ code: 'GATE_PENDING', message: 'Pass the earlier steps of this link first.' });
    expect((await visitor('GET', 'interest', token)).status).toBe(403);
    const none = await visitor('POST', 'express-interest', null, body);
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Open the share link again.');
    // The owner's preview carries the member's session, never a visitor token: refused like any call without one.
    const preview = await t.call('POST', `${P}/express-interest`, { ...as(team.owner, team.profile), body });
    expect(preview.status).toBe(401);
    // A link switched off ends its tokens.
    await visitor('POST', 'confirm-password', token, { password: 'open-sesame' });
    await t.call('PATCH', `${P}/activate/${link.id}`, { ...as(team.owner, team.profile), body: { status: 'inactive' } });
    expect((await visitor('POST', 'express-interest', token, body)).status).toBe(401);
    expect(await t.database.db.select().from(shareLinkInterests).where(eq(shareLinkInterests.linkId, link.id))).toHaveLength(0);
  });

  it('writes only to the link the token belongs to', async () => {
    const team = await publishedFund();
    const mine = await createLink(team);
    const other = await createLink(team, { name: 'Deck for Lee' });
    const stranger = await publishedFund();
    const strangers = await createLink(stranger);
    const { token } = await open(other.slug);
    // The same token under the other fund's link is not a way in: the link comes from the token, never from the call.
    expect((await visitor('POST', 'express-interest', token, { name: 'Lee Park', email: 'lee@lp.test' })).status).toBe(201);
    expect((await visitsOf(team, other.id))[0]).toMatchObject({ interest: { name: 'Lee Park' } });
    expect(await visitsOf(team, mine.id)).toEqual([]);
    expect(await visitsOf(stranger, strangers.id)).toEqual([]);
    // Each visitor of a link keeps their own interest.
    const second = await open(other.slug);
    expect((await visitor('GET', 'interest', second.token)).body).toEqual({ interest: null });
    expect((await visitor('POST', 'express-interest', second.token, { name: 'Sam Ode', email: 'sam@lp.test' })).status).toBe(201);
    expect((await visitsOf(team, other.id)).map((item) => (item.interest as { name: string }).name).sort()).toEqual([
      'Lee Park',
      'Sam Ode',
    ]);
  });
});
