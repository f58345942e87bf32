/** @database both: concurrent writes on one connection (PGlite) and on a pool (PostgreSQL) */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { profileFavourites } from '../modules/favourite/tables';
import { approvals } from '../modules/approvals/tables';
import { as, actor } from '../modules/follow/test-support';
import { fillSections, fundTeam, validFundSections } from '../modules/fund-info/test-support';
import { invitations } from '../modules/auth/tables';
import { profileSections, profileSectionsPublished } from '../modules/profile-sections/tables';
import { profileSubscriptions } from '../modules/profile-subscriber/tables';
import { profileMembers } from '../modules/profiles/tables';
import { users } from '../modules/users/tables';
import { createUser, TEST_PASSWORD, type TestUser } from './factories';
import { startTestApp, type TestApp } from './test-app';

/**
 * What users double-submit, sent at the same moment: each race must end in one consistent state.
 *
 * These run on both databases. PGlite serves one connection, so two transactions never overlap there, but
 * the statements of two requests still interleave between transactions (a check, then a write): the
 * follow, favourite, signup and invitation races are real on PGlite too. Approve-while-edit is two
 * transactions only, so on PGlite it checks the end state of either order; the overlap itself happens on
 * PostgreSQL (CI runs this file there), which is why it is repeated several times.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp({}, undefined, { poolSize: 4 });
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

/**
 * Sends `n` copies of one request at once. `n` requests to the app first open `n` kept-alive connections, so
 * the copies leave together instead of one TCP handshake apart (which let the first finish before the last began).
 */
async function atOnce<T>(n: number, send: () => Promise<T>): Promise<T[]> {
  await Promise.all(Array.from({ length: n }, () => t.call('GET', '/api/health')));
  return Promise.all(Array.from({ length: n }, send));
}
const statusesOf = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('double submits end in one consistent state', () => {
  it('follow twice at once: one follow, one 201 and 200s, one notification', async () => {
    const me = await actor(t);
    const fund = await actor(t);
    const results = await atOnce(3, () =>
      t.call('POST', '/api/follow', { ...as(me.owner, me.profile), body: { profileId: fund.profile.id } }),
    );
    expect(statusesOf(results)).toEqual([200, 200, 201]);
    const rows = await t.database.db
      .select()
      .from(profileSubscriptions)
      .where(
        and(eq(profileSubscriptions.subscriberProfileId, me.profile.id), eq(profileSubscriptions.subscribedProfileId, fund.profile.id)),
      );
    expect(rows).toHaveLength(1);
    // Every reply shows the one follow and the one follower.
    for (const r of results) expect(r.body).toMatchObject({ follow: { id: rows[0]!.id }, followerCount: 1 });
    const mails = (await t.mails()).filter((m) => m.to === fund.owner.email && m.template === 'notification-new-follower');
    expect(mails).toHaveLength(1);
  });

  it('favourite twice at once: one bookmark, one 201 and 200s', async () => {
    const me = await actor(t);
    const fund = await actor(t);
    const results = await atOnce(3, () =>
      t.call('POST', '/api/favourite', { ...as(me.owner, me.profile), body: { profileId: fund.profile.id } }),
    );
    expect(statusesOf(results)).toEqual([200, 200, 201]);
    const rows = await t.database.db
      .select()
      .from(profileFavourites)
      .where(and(eq(profileFavourites.profileId, me.profile.id), eq(profileFavourites.favouriteProfileId, fund.profile.id)));
    expect(rows).toHaveLength(1);
    for (const r of results) expect(r.body.id).toBe(rows[0]!.id);
  });

  it('the same e-mail signing up three times at once: one account, the same 202 for each, and the newest mailed code works', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.test`;
    const body = { email, password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
    const results = await atOnce(3, () => t.call('POST', '/api/auth/signup', { body }));
    expect(statusesOf(results)).toEqual([202, 202, 202]);
    for (const result of results) expect(result.body).toEqual({ status: 'verificationSent', email });
    const accounts = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    const sent = (await t.mails()).filter((m) => m.to === email);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const mail of sent) expect(mail.template).toBe('verify-email');
    const { code } = (await t.lastMail(email, 'verify-email'))!.data!;
    const verified = await t.call('GET', `/api/auth/verify-email?code=${code}&email=${encodeURIComponent(email)}`);
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).toBe(accounts[0]!.id);
  });

  it('two accepts of one team invitation at once: one membership, one 200 and 410s', async () => {
    const owner = await createUser(t);
    const fund = await actor(t);
    await t.database.db.update(profileMembers).set({ userId: owner.id }).where(eq(profileMembers.profileId, fund.profile.id));
    const invitee = await createUser(t);
    const invite = await t.call('POST', '/api/profileMember/invite', {
      ...as(owner, fund.profile),
      body: { emails: [invitee.email], role: 'editor', message: 'Join us' },
    });
    expect(invite.status).toBe(201);
    const code = new URL((await t.lastMail(invitee.email, 'profile-member-invite'))!.data!.link!).searchParams.get('code')!;
    const results = await atOnce(5, () => t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } }));
    expect(statusesOf(results)).toEqual([200, 410, 410, 410, 410]);
    for (const lost of results.filter((r) => r.status === 410)) expect(lost.body.code).toBe('INVITATION_USED');
    const memberships = await t.database.db
      .select()
      .from(profileMembers)
      .where(and(eq(profileMembers.profileId, fund.profile.id), eq(profileMembers.userId, invitee.id)));
    expect(memberships).toEqual([expect.objectContaining({ role: 'editor' })]);
    const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.id, invite.body.invitations[0].id));
    expect(invitation).toMatchObject({ acceptedByUserId: invitee.id });
  });

  // Repeated: on PostgreSQL the two transactions overlap only when they happen to start together.
  it('an administrator approving while the owner edits: only what was reviewed is ever published, and a newer edit waits for review', async () => {
    for (let round = 0; round < 6; round += 1) {
      const team = await fundTeam(t);
      await fillSections(t, team, ['fund-details', 'overview']);
      const submission = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
      expect((await t.call('POST', `/api/administration/approval/approve/fundInfo/${submission.body.id}`, as(admin))).status).toBe(200);
      const reviewed = { ...validFundSections.overview, blurbAndSummary: `Reviewed ${round}.` };
      const first = await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.owner, team.profile), body: reviewed });
      const itemId = first.body.approval.id as string;
      // The administrator reads the item (what the console shows) and approves that version.
      const detail = await t.call('GET', `/api/administration/approvals/fundInfo/${itemId}`, as(admin));
      expect(detail.status).toBe(200);
      const newer = { ...validFundSections.overview, blurbAndSummary: `Newer ${round}.` };

      const [approved, edited] = await Promise.all([
        t.call('POST', `/api/administration/approval/approve/fundInfo/${itemId}`, {
          ...as(admin),
          body: { reviewVersion: detail.body.reviewVersion },
        }),
        t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.owner, team.profile), body: newer }),
      ]);
      expect(edited.status).toBe(200);
      expect([200, 409]).toContain(approved.status);

      const where = and(eq(profileSections.profileId, team.profile.id), eq(profileSections.section, 'overview'));
      const [working] = await t.database.db.select().from(profileSections).where(where);
      const [published] = await t.database.db
        .select()
        .from(profileSectionsPublished)
        .where(and(eq(profileSectionsPublished.profileId, team.profile.id), eq(profileSectionsPublished.section, 'overview')));
      const open = await t.database.db
        .select()
        .from(approvals)
        .where(and(eq(approvals.profileId, team.profile.id), eq(approvals.section, 'overview'), eq(approvals.status, 'Tbd')));
      expect(working!.data).toEqual(newer);
      // The unreviewed newer text never becomes public, and it always has an open item for an administrator.
      expect((published!.data as { blurbAndSummary: string }).blurbAndSummary).not.toBe(newer.blurbAndSummary);
      expect(open).toHaveLength(1);
      if (approved.status === 200) {
        // The approval came first: the reviewed text is public.
        expect(published!.data).toEqual(reviewed);
      } else {
        // The edit came first: the approval is refused, nothing changed on the public page.
        expect(approved.body.code).toBe('CHANGED_SINCE_REVIEW');
      }
    }
  });
});
