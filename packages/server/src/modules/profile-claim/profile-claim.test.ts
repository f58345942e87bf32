import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { profileClaimMessages as text } from '@fundnet/validation-schema';
import { addMember, createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileSectionsPublished } from '../profile-sections/tables';
import { profileMembers, profiles } from '../profiles/tables';
import { profileClaims } from './tables';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  // A pool on PostgreSQL: the race below needs requests that overlap (test/test-app.ts).
  t = await startTestApp({}, undefined, { poolSize: 4 });
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const as = (user: TestUser) => ({ token: user.token });
const unknownId = '00000000-0000-4000-8000-000000000000';

interface Unclaimed {
  id: string;
  type: 'fund' | 'investor' | 'serviceProvider';
  slug: string;
  name: string;
}

/** A published profile without members, as imported market data is: its website in the published section. */
async function unclaimedProfile(
  options: { type?: Unclaimed['type']; website?: string | null; status?: 'published' | 'draft' } = {},
): Promise<Unclaimed> {
  const type = options.type ?? 'fund';
  const name = `Imported ${type} ${randomUUID().slice(0, 8)}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await t.database.db
    .insert(profiles)
    .values({ type, name, slug, status: options.status ?? 'published', createdByUserId: admin.id })
    .returning({ id: profiles.id });
  const website = options.website === undefined ? 'https://www.quill-harbor.vc/about' : options.website;
  if (website && type === 'fund') {
    await t.database.db
      .insert(profileSectionsPublished)
      .values({ profileId: row!.id, section: 'fund-details', data: { links: { url: website } } });
  }
  if (website && type === 'serviceProvider') {
    await t.database.db.insert(profileSectionsPublished).values({ profileId: row!.id, section: 'your-details', data: { url: website } });
  }
  return { id: row!.id, type, slug, name };
}

const claimability = (profileId: string, user?: TestUser) =>
  t.call('GET', `/api/profile-claim/profiles/${profileId}`, user ? as(user) : {});
const start = (user: TestUser | null, profileId: string, email: unknown) =>
  t.call('POST', `/api/profile-claim/profiles/${profileId}`, { ...(user ? as(user) : {}), body: { email } });
const verify = (user: TestUser | null, code: unknown) =>
  t.call('POST', '/api/profile-claim/verify', { ...(user ? as(user) : {}), body: { code } });
const complete = (user: TestUser | null, claimId: unknown) =>
  t.call('POST', '/api/profile-claim/complete', { ...(user ? as(user) : {}), body: { claimId } });

/** Starts a claim and returns it with the code of the mailed link. */
async function started(user: TestUser, profile: Unclaimed, email: string) {
  const res = await start(user, profile.id, email);
  expect(res.status).toBe(201);
  const mail = await t.lastMail(email.trim(), 'profile-claim-verify');
  const link = new URL(mail!.data!.link!);
  expect(link.pathname).toBe('/verifyClaim');
  return { claim: res.body, code: link.searchParams.get('code')!, mail: mail! };
}

/** A claim whose address is confirmed: verified on the website's domain, pendingReview otherwise. */
async function verified(user: TestUser, profile: Unclaimed, email: string) {
  const { claim, code } = await started(user, profile, email);
  const res = await verify(user, code);
  expect(res.status).toBe(200);
  return { ...claim, ...res.body } as { id: string; status: string };
}

const workEmail = (local = 'anna') => `${local}-${randomUUID().slice(0, 6)}@quill-harbor.vc`;

async function ownersOf(profileId: string) {
  return t.database.db
    .select({ userId: profileMembers.userId })
    .from(profileMembers)
    .where(and(eq(profileMembers.profileId, profileId), eq(profileMembers.role, 'owner')));
}

describe('GET profile-claim/profiles/{profileId}', () => {
  it('tells anyone whether a published profile has no owner, with its website domain', async () => {
    const profile = await unclaimedProfile();
    const res = await claimability(profile.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profileId: profile.id, claimable: true, websiteDomain: 'quill-harbor.vc', myClaim: null });

    const owner = await createUser(t);
    const owned = await createProfile(t, owner, { status: 'published' });
    expect((await claimability(owned.id)).body).toMatchObject({ claimable: false, websiteDomain: null });
  });

  it('shows the caller their own claim only', async () => {
    const profile = await unclaimedProfile();
    const claimant = await createUser(t);
    const other = await createUser(t);
    const { claim } = await started(claimant, profile, workEmail());
    expect((await claimability(profile.id, claimant)).body.myClaim).toMatchObject({ id: claim.id, status: 'emailSent' });
    expect((await claimability(profile.id, other)).body.myClaim).toBeNull();
  });

  it('answers 404 for drafts and unknown profiles, 422 for a malformed id', async () => {
    const draft = await unclaimedProfile({ status: 'draft' });
    expect((await claimability(draft.id)).status).toBe(404);
    const unknown = await claimability(unknownId);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(text.profileNotFound);
    const malformed = await claimability('not-an-id');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ profileId: [text.profileIdInvalid] });
  });
});

describe('POST profile-claim/profiles/{profileId} (start)', () => {
  it('needs a signed-in user', async () => {
    const profile = await unclaimedProfile();
    expect((await start(null, profile.id, workEmail())).status).toBe(401);
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['not an address', 'Invalid email address'],
  ])('validates the work address %j', async (email, message) => {
    const user = await createUser(t);
    const profile = await unclaimedProfile();
    const res = await start(user, profile.id, email);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message] });
  });

  it('mails a single-use link to an address on the website domain (stored hashed) and marks the domain as matching', async () => {
    const user = await createUser(t);
    const profile = await unclaimedProfile();
    const email = workEmail();
    const { claim, code, mail } = await started(user, profile, `  ${email.toUpperCase()} `);
    expect(claim).toMatchObject({
      status: 'emailSent',
      email,
      emailDomain: 'quill-harbor.vc',
      websiteDomain: 'quill-harbor.vc',
      domainMatches: true,
      profile: { id: profile.id, type: 'fund', name: profile.name, slug: profile.slug, website: 'https://www.quill-harbor.vc/about' },
      verifiedAt: null,
      completedAt: null,
    });
    expect(Date.parse(claim.linkExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(mail.subject).toContain(profile.name);
    expect(code.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.database.db.select().from(profileClaims).where(eq(profileClaims.id, claim.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a subdomain of the website domain, and flags other domains for review (the mail says so)', async () => {
    const profile = await unclaimedProfile();
    const sub = await started(await createUser(t), profile, `ops-${randomUUID().slice(0, 6)}@mail.quill-harbor.vc`);
    expect(sub.claim.domainMatches).toBe(true);
    const gmail = await started(await createUser(t), profile, `anna.${randomUUID().slice(0, 6)}@gmail.com`);
    expect(gmail.claim).toMatchObject({ domainMatches: false, emailDomain: 'gmail.com', websiteDomain: 'quill-harbor.vc' });
    expect(gmail.mail.text).toContain('administrator reviews the claim');
    // A lookalike domain is not a subdomain.
    const lookalike = await started(await createUser(t), profile, `anna-${randomUUID().slice(0, 6)}@evilquill-harbor.vc`);
    expect(lookalike.claim.domainMatches).toBe(false);
  });

  it('reads a provider’s website from your-details.url; an investor has no website, so its claims are always reviewed', async () => {
    const provider = await unclaimedProfile({ type: 'serviceProvider', website: 'harbour-admin.example' });
    const byProvider = await started(await createUser(t), provider, `max-${randomUUID().slice(0, 6)}@harbour-admin.example`);
    expect(byProvider.claim).toMatchObject({ websiteDomain: 'harbour-admin.example', domainMatches: true });
    const investor = await unclaimedProfile({ type: 'investor' });
    const byInvestor = await started(await createUser(t), investor, `lena-${randomUUID().slice(0, 6)}@lindqvist.example`);
    expect(byInvestor.claim).toMatchObject({ websiteDomain: null, domainMatches: false, profile: { website: null } });
  });

  it('answers 404 for a draft or unknown profile and 409 for a profile that has an owner', async () => {
    const user = await createUser(t);
    expect((await start(user, (await unclaimedProfile({ status: 'draft' })).id, workEmail())).status).toBe(404);
    expect((await start(user, unknownId, workEmail())).status).toBe(404);
    const owner = await createUser(t);
    const owned = await createProfile(t, owner, { status: 'published' });
    const res = await start(user, owned.id, workEmail());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(text.notClaimable);
  });

  it('cancels the caller’s earlier claim of the profile: its link stops working', async () => {
    const user = await createUser(t);
    const profile = await unclaimedProfile();
    const first = await started(user, profile, workEmail('first'));
    const second = await started(user, profile, workEmail('second'));
    const old = await verify(user, first.code);
    expect(old.status).toBe(410);
    expect(old.body.message).toBe(text.cancelled);
    expect((await verify(user, second.code)).status).toBe(200);
  });

  it('sends at most 5 claim mails per person per hour (429)', async () => {
    const user = await createUser(t);
    const profile = await unclaimedProfile();
    for (let i = 0; i < 5; i++) expect((await start(user, profile.id, workEmail(`try${i}`))).status).toBe(201);
    const res = await start(user, profile.id, workEmail('sixth'));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(text.tooManyClaims);
  });
});

describe('POST profile-claim/verify', () => {
  it('needs a signed-in user and a code', async () => {
    expect((await verify(null, 'abcdefgh')).status).toBe(401);
    const user = await createUser(t);
    const missing = await verify(user, undefined);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ code: ['Verification code is required'] });
    const short = await verify(user, 'abc');
    expect(short.status).toBe(422);
  });

  it('answers 400 for an unknown code', async () => {
    const res = await verify(await createUser(t), 'not-a-real-claim-code');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(text.codeInvalid);
  });

  it('refuses another user’s link (403) and leaves it usable by the claimant', async () => {
    const claimant = await createUser(t);
    const other = await createUser(t);
    const { code } = await started(claimant, await unclaimedProfile(), workEmail());
    const res = await verify(other, code);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(text.codeOtherAccount);
    expect((await verify(claimant, code)).status).toBe(200);
  });

  it('verifies a claim on the website domain once: a second use is 410', async () => {
    const user = await createUser(t);
    const { claim, code } = await started(user, await unclaimedProfile(), workEmail());
    const res = await verify(user, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: claim.id, status: 'verified' });
    expect(res.body.verifiedAt).not.toBeNull();
    const again = await verify(user, code);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(text.codeUsed);
  });

  it('answers 410 for an expired link', async () => {
    const user = await createUser(t);
    const { claim, code } = await started(user, await unclaimedProfile(), workEmail());
    await t.database.db
      .update(profileClaims)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(profileClaims.id, claim.id));
    const res = await verify(user, code);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(text.codeExpired);
  });

  it('puts a claim from another domain into review and tells the support address', async () => {
    const user = await createUser(t);
    const profile = await unclaimedProfile();
    const email = `anna.${randomUUID().slice(0, 6)}@gmail.com`;
    const { code } = await started(user, profile, email);
    const res = await verify(user, code);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('pendingReview');
    const review = await t.lastMail(t.config.supportEmail, 'profile-claim-review');
    expect(review?.text).toContain(email);
    expect(review?.text).toContain(profile.name);
    expect(review?.data?.link).toBe('http://localhost:8080/admin/claims');
  });

  it('answers 409 when the profile found an owner before the link was opened', async () => {
    const user = await createUser(t);
    const profile = await unclaimedProfile();
    const { code } = await started(user, profile, workEmail());
    await addMember(t, { id: profile.id, type: 'fund', slug: profile.slug }, await createUser(t), 'owner');
    const res = await verify(user, code);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(text.notClaimable);
  });
});

describe('GET profile-claim/{claimId}', () => {
  it('shows a claim to its claimant only', async () => {
    const claimant = await createUser(t);
    const { claim } = await started(claimant, await unclaimedProfile(), workEmail());
    expect((await t.call('GET', `/api/profile-claim/${claim.id}`)).status).toBe(401);
    const other = await t.call('GET', `/api/profile-claim/${claim.id}`, as(await createUser(t)));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(text.claimNotFound);
    const mine = await t.call('GET', `/api/profile-claim/${claim.id}`, as(claimant));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(claim);
    expect((await t.call('GET', '/api/profile-claim/nope', as(claimant))).status).toBe(422);
  });
});

describe('POST profile-claim/complete', () => {
  it('needs a signed-in user and a claim id', async () => {
    expect((await complete(null, unknownId)).status).toBe(401);
    const res = await complete(await createUser(t), 'nope');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ claimId: [text.claimIdInvalid] });
  });

  it('answers 422 on claimId for an unknown claim and for another user’s claim, alike', async () => {
    const claimant = await createUser(t);
    const claim = await verified(claimant, await unclaimedProfile(), workEmail());
    const refused = { code: 'REFERENCE_NOT_FOUND', message: text.claimNotFound, errors: { claimId: [text.claimNotFound] } };
    const unknown = await complete(claimant, unknownId);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject(refused);
    const res = await complete(await createUser(t), claim.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject(refused);
  });

  it('answers 409 while the address is not confirmed or the claim waits for review', async () => {
    const user = await createUser(t);
    const { claim } = await started(user, await unclaimedProfile(), workEmail());
    const unconfirmed = await complete(user, claim.id);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toBe(text.notVerified);
    const reviewed = await verified(user, await unclaimedProfile(), `a.${randomUUID().slice(0, 6)}@gmail.com`);
    expect(reviewed.status).toBe('pendingReview');
    const waiting = await complete(user, reviewed.id);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(text.awaitingReview);
  });

  it('makes the claimant the owner; the profile stops being claimable and other claims end', async () => {
    const profile = await unclaimedProfile();
    const claimant = await createUser(t);
    const rival = await createUser(t);
    const rivalClaim = await verified(rival, profile, workEmail('rival'));
    const claim = await verified(claimant, profile, workEmail());

    const res = await complete(claimant, claim.id);
    expect(res.status).toBe(200);
    expect(res.body.claim).toMatchObject({ id: claim.id, status: 'completed' });
    expect(res.body.claim.completedAt).not.toBeNull();
    expect(res.body.profile).toMatchObject({ id: profile.id, type: 'fund', name: profile.name, status: 'published', role: 'owner' });
    expect(await ownersOf(profile.id)).toEqual([{ userId: claimant.id }]);

    const mine = await t.call('GET', '/api/profiles/mine', as(claimant));
    expect(mine.body.map((p: any) => [p.id, p.role])).toContainEqual([profile.id, 'owner']);
    const switched = await t.call('POST', '/api/auth/profile-switch', {
      ...as(claimant),
      body: { profileId: profile.id, profileType: 'fund' },
    });
    expect(switched.status).toBe(200);
    const owned = await t.call('GET', '/api/fund-info', { ...as(claimant), profile: { id: profile.id, type: 'fund' } });
    expect(owned.status).toBe(200);

    expect((await claimability(profile.id)).body.claimable).toBe(false);
    const [rivalRow] = await t.database.db.select().from(profileClaims).where(eq(profileClaims.id, rivalClaim.id));
    expect(rivalRow!.status).toBe('cancelled');
    const late = await complete(rival, rivalClaim.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(text.claimedByOther);
    expect((await start(rival, profile.id, workEmail('again'))).status).toBe(409);

    const twice = await complete(claimant, claim.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(text.alreadyCompleted);
  });

  it('raises an existing membership of an ownerless profile to owner', async () => {
    const profile = await unclaimedProfile();
    const viewer = await createUser(t);
    await addMember(t, { id: profile.id, type: 'fund', slug: profile.slug }, viewer, 'viewer');
    const claim = await verified(viewer, profile, workEmail());
    expect((await complete(viewer, claim.id)).status).toBe(200);
    expect(await ownersOf(profile.id)).toEqual([{ userId: viewer.id }]);
  });

  // PGlite serves one connection, so requests never overlap there; on PostgreSQL they race.
  (process.env.DATABASE_URL ? it : it.skip)('lets exactly one of several claimants completing at the same moment win', async () => {
    const profile = await unclaimedProfile();
    const claimants = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const claims: { id: string }[] = [];
    for (const [i, claimant] of claimants.entries()) claims.push(await verified(claimant, profile, workEmail(`c${i}`)));
    const results = await Promise.all(claimants.map((claimant, i) => complete(claimant, claims[i]!.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const lost of results.filter((r) => r.status === 409)) expect(lost.body.message).toBe(text.claimedByOther);
    const owners = await ownersOf(profile.id);
    expect(owners).toEqual([{ userId: claimants[results.findIndex((r) => r.status === 200)]!.id }]);
  });
});

describe('administration/profile-claims', () => {
  const decline = (user: TestUser, id: string, body: unknown) =>
    t.call('POST', `/api/administration/profile-claims/${id}/decline`, { ...as(user), body });
  const approve = (user: TestUser, id: string) => t.call('POST', `/api/administration/profile-claims/${id}/approve`, as(user));

  it.each([
    ['GET administration/profile-claims', 'GET', () => '/api/administration/profile-claims', undefined],
    ['POST …/{id}/approve', 'POST', (id: string) => `/api/administration/profile-claims/${id}/approve`, undefined],
    ['POST …/{id}/decline', 'POST', (id: string) => `/api/administration/profile-claims/${id}/decline`, { reason: 'r', message: 'm' }],
  ])('%s: 401 anonymous, 403 for users (the claimant too), allowed for administrators', async (_label, method, path, body) => {
    const claimant = await createUser(t);
    const claim = await verified(claimant, await unclaimedProfile(), `x.${randomUUID().slice(0, 6)}@gmail.com`);
    expect((await t.call(method, path(claim.id), { body })).status).toBe(401);
    expect((await t.call(method, path(claim.id), { ...as(claimant), body })).status).toBe(403);
    expect((await t.call(method, path(claim.id), { ...as(admin), body })).status).toBe(200);
  });

  it('lists the review queue with the claimant and the profile, newest first', async () => {
    const claimant = await createUser(t);
    const profile = await unclaimedProfile();
    const email = `lena.${randomUUID().slice(0, 6)}@gmail.com`;
    const claim = await verified(claimant, profile, email);
    const res = await t.call('GET', '/api/administration/profile-claims?status=pendingReview&limit=50', as(admin));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 50 });
    expect(res.body.items.every((item: any) => item.status === 'pendingReview')).toBe(true);
    expect(res.body.items[0]).toMatchObject({
      id: claim.id,
      email,
      domainMatches: false,
      profile: { id: profile.id, name: profile.name, website: 'https://www.quill-harbor.vc/about' },
      claimant: { id: claimant.id, email: claimant.email, firstName: 'Test', lastName: 'User' },
      reviewedBy: null,
    });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    const all = await t.call('GET', '/api/administration/profile-claims', as(admin));
    expect(all.body.limit).toBe(10);
  });

  it.each([
    ['?status=waiting', { status: [text.invalidStatus] }],
    ['?limit=7', { limit: ['Select a valid page size'] }],
  ])('validates the filters %s', async (query, errors) => {
    const res = await t.call('GET', `/api/administration/profile-claims${query}`, as(admin));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('approves a claim: the claimant is mailed the last step and completes it', async () => {
    const claimant = await createUser(t);
    const profile = await unclaimedProfile({ type: 'investor' });
    const claim = await verified(claimant, profile, `lena.${randomUUID().slice(0, 6)}@lindqvist.example`);
    const res = await approve(admin, claim.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: claim.id, status: 'approved', reviewedBy: { id: admin.id } });
    const mail = await t.lastMail(claimant.email, 'profile-claim-approved');
    expect(mail?.data?.link).toBe(`http://localhost:8080/claimFinalStep?claim=${claim.id}`);
    const again = await approve(admin, claim.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(text.notPendingReview);
    const done = await complete(claimant, claim.id);
    expect(done.status).toBe(200);
    expect(done.body.profile).toMatchObject({ id: profile.id, type: 'investor', role: 'owner' });
  });

  it('declines a claim with the reject form; the claimant is told why and cannot complete it', async () => {
    const claimant = await createUser(t);
    const profile = await unclaimedProfile();
    const claim = await verified(claimant, profile, `x.${randomUUID().slice(0, 6)}@gmail.com`);
    const invalid = await decline(admin, claim.id, {});
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ reason: ['Reject reason is required'], message: ['Reject message is required'] });
    const res = await decline(admin, claim.id, { reason: 'Unverifiable', message: 'Please use an address on quill-harbor.vc.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'declined',
      declineReason: 'Unverifiable',
      declineMessage: 'Please use an address on quill-harbor.vc.',
    });
    const mail = await t.lastMail(claimant.email, 'profile-claim-declined');
    expect(mail?.text).toContain('Please use an address on quill-harbor.vc.');
    expect(mail?.data?.link).toBe(`http://localhost:8080/fund/${profile.slug}`);
    const attempt = await complete(claimant, claim.id);
    expect(attempt.status).toBe(409);
    expect(attempt.body.message).toBe(text.declined);
    expect((await claimability(profile.id, claimant)).body.myClaim).toMatchObject({ status: 'declined', declineReason: 'Unverifiable' });
  });

  it('answers 404 for an unknown claim and 409 for one that does not wait for a review or whose profile found an owner', async () => {
    expect((await approve(admin, unknownId)).status).toBe(404);
    const user = await createUser(t);
    const { claim } = await started(user, await unclaimedProfile(), workEmail());
    expect((await approve(admin, claim.id)).status).toBe(409);
    const profile = await unclaimedProfile();
    const pending = await verified(user, profile, `y.${randomUUID().slice(0, 6)}@gmail.com`);
    await addMember(t, { id: profile.id, type: 'fund', slug: profile.slug }, await createUser(t), 'owner');
    const res = await approve(admin, pending.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(text.notClaimable);
  });
});
