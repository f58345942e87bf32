import { eq } from 'drizzle-orm';
import { shareLinkMessages } from '@fundnet/validation-schema';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { evaluateAccess, noVisitorState } from '../access-policy';
import { accessPolicies } from '../access-policy/tables';
import { as, type FundTeam, fundTeam, validFundSections } from '../fund-info/test-support';
import { profileNdaVersions } from '../profile-nda/tables';
import { profileNotificationPreferences } from '../profile-notifications/tables';
import { profileSectionsPublished, profileSettings } from '../profile-sections/tables';
import { shareLinks } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const P = '/api/fund-custom-profile-link';
const V = 'x-visitor-token';

/** A published fund with four published sections; `fund-terms.otherTerms` hidden, `fund-terms` behind the profile's NDA. */
async function publishedFund(): Promise<FundTeam> {
  const team = await fundTeam(t, { status: 'published' });
  await t.database.db.insert(profileSectionsPublished).values(
    (['fund-details', 'overview', 'fund-terms', 'key-people'] as const).map((section) => ({
      profileId: team.profile.id,
      section,
      data: validFundSections[section] as Record<string, unknown>,
    })),
  );
  await t.database.db
    .insert(profileSettings)
    .values({ profileId: team.profile.id, requireNda: true, ndaSections: ['fund-terms'], hiddenFields: ['fund-terms.otherTerms'] });
  return team;
}

const linkBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Investor deck',
  accessMode: 'AnyoneWithLink',
  scope: ['fund-details', 'overview', 'fund-terms'],
  permissions: { canView: true },
  ...overrides,
});

async function createLink(team: FundTeam, overrides: Record<string, unknown> = {}, prefix = P) {
  const res = await t.call('POST', `${prefix}/create`, { ...as(team.owner, team.profile), body: linkBody(overrides) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; slug: string; url: string };
}

const open = (slug: string, token?: string) => t.call('POST', `${P}/token-from-slug/${slug}`, { headers: token ? { [V]: token } : {} });
const visitor = (method: string, path: string, token: string | null, body?: unknown) =>
  t.call(method, `${P}/${path}`, { headers: token ? { [V]: token } : {}, body });

describe('owner routes', () => {
  it('creates a link with a 128-bit slug, lists it, and maps both permission forms', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { permissionNames: ['view', 'chat', 'notifyUpdates'] });
    expect(link.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`http://localhost:8080/fund/shared/${link.slug}`);
    const list = await t.call('GET', `${P}/list`, as(team.viewer, team.profile));
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      id: link.id,
      status: 'active',
      permissionNames: ['view', 'chat', 'notifyUpdates'],
      permissions: { canView: true, canUseAIChat: true, notifyOnUpdates: true, canDownload: false },
    });
    const other = await createLink(team, { permissions: { canView: true, canDownload: true } });
    expect((await t.call('GET', `${P}/link/${other.id}`, as(team.owner, team.profile))).body.permissionNames).toEqual(['view', 'download']);
  });

  it('refuses bad settings with clear messages', async () => {
    const team = await publishedFund();
    const call = (body: Record<string, unknown>) =>
      t.call('POST', `${P}/create`, { ...as(team.owner, team.profile), body: linkBody(body) });
    expect((await call({ name: '' })).body.errors.name).toEqual(['Link name is required']);
    expect((await call({ scope: [] })).body.errors.scope).toEqual(['Choose at least one section to share']);
    expect((await call({ scope: ['nope'] })).body.errors.scope).toEqual([shareLinkMessages.scopeInvalid]);
    expect((await call({ accessMode: 'AnyoneWithLinkAndPw' })).body.errors.password).toEqual(['Password is required']);
    expect((await call({ accessMode: 'AnyoneWithLinkAndPw', password: 'abc' })).body.errors.password).toEqual([
      'The password must have at least 6 characters',
    ]);
    expect((await call({ accessMode: 'ByEmail' })).body.errors.allowList).toEqual([
      'Add at least one e-mail address or @domain for this access mode',
    ]);
    expect((await call({ accessMode: 'ByEmail', allowList: ['not an address'] })).body.errors.allowList).toEqual([
      'Enter e-mail addresses or @domains (e.g. @example.com)',
    ]);
    expect((await call({ expiresAt: '2020-01-01T00:00:00.000Z' })).body.errors.expiresAt).toEqual(['The expiry must be in the future']);
    expect((await call({ accessMode: 'Sometimes' })).body.errors.accessMode).toEqual(['Select a valid access mode']);
  });

  it('admits the right actors: anonymous 401, viewer cannot create, another fund cannot see the link', async () => {
    const team = await publishedFund();
    const link = await createLink(team);
    expect((await t.call('POST', `${P}/create`, { profile: team.profile, body: linkBody() })).status).toBe(401);
    expect((await t.call('POST', `${P}/create`, { ...as(team.viewer, team.profile), body: linkBody() })).status).toBe(403);
    expect((await t.call('POST', `${P}/create`, { ...as(team.editor, team.profile), body: linkBody() })).status).toBe(201);
    const stranger = await publishedFund();
    for (const path of [`link/${link.id}`, `visits/${link.id}`, `preview/${link.id}`]) {
      expect((await t.call('GET', `${P}/${path}`, as(stranger.owner, stranger.profile))).status).toBe(404);
    }
    const patch = await t.call('PATCH', `${P}/activate/${link.id}`, {
      ...as(stranger.owner, stranger.profile),
      body: { status: 'inactive' },
    });
    expect(patch.status).toBe(404);
    // The stranger's own headers with the fund's id: not a member.
    expect((await t.call('GET', `${P}/list`, as(stranger.owner, team.profile))).status).toBe(403);
  });

  it('serves the same routes under the newer variant prefix', async () => {
    const team = await publishedFund();
    const link = await createLink(team, {}, '/api/fund-custom-profile-link-v2');
    const res = await t.call('POST', `/api/fund-custom-profile-link-v2/token-from-slug/${link.slug}`);
    expect(res.body.access).toEqual({ state: 'granted' });
  });
});

describe('modes and gates', () => {
  it('AnyoneWithLink: granted at once; the visitor sees only the scope, hidden fields removed, NDA sections locked', async () => {
    const team = await publishedFund();
    const link = await createLink(team);
    const opened = await open(link.slug);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      access: { state: 'granted' },
      link: { accessMode: 'AnyoneWithLink', profile: { id: team.profile.id } },
    });
    const profile = await visitor('GET', 'profile', opened.body.token);
    expect(profile.status).toBe(200);
    expect(Object.keys(profile.body.sections).sort()).toEqual(['fund-details', 'fund-terms', 'overview']);
    expect(profile.body.sections['key-people']).toBeUndefined();
    expect(profile.body.sections['fund-terms']).toMatchObject({ locked: true, data: null });
    expect(profile.body.sections.overview.data).toEqual(validFundSections.overview);
  });

  it('WithLink behaves like AnyoneWithLink; an unknown or malformed slug is 404 / 422', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'WithLink' });
    expect((await open(link.slug)).body.access).toEqual({ state: 'granted' });
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await open('short')).status).toBe(422);
  });

  it.each(['WithLinkAndPassword', 'AnyoneWithLinkAndPw'])('%s: password gate, wrong 403, right granted', async (accessMode) => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode, password: 'open-sesame' });
    const { token, access } = (await open(link.slug)).body;
    expect(access).toEqual({ state: 'gate', gate: 'password' });
    expect((await visitor('GET', 'profile', token)).status).toBe(403);
    const wrong = await visitor('POST', 'confirm-password', token, { password: 'nope-nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('The password is not correct.');
    const right = await visitor('POST', 'confirm-password', token, { password: 'open-sesame' });
    expect(right.body.access).toEqual({ state: 'granted' });
    expect((await visitor('GET', 'profile', token)).status).toBe(200);
  });

  it('throttles password attempts per visitor (429 with the real wait; share-link-lifecycle.test.ts has the rest)', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'AnyoneWithLinkAndPw', password: 'open-sesame' });
    const { token } = (await open(link.slug)).body;
    for (let i = 0; i < 5; i++) expect((await visitor('POST', 'confirm-password', token, { password: 'guess-guess' })).status).toBe(403);
    const blocked = await visitor('POST', 'confirm-password', token, { password: 'open-sesame' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('AnyoneEnteringAnEmail with NDA: e-mail, then NDA (nothing readable before), then the scope with NDA sections open', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'AnyoneEnteringAnEmail', requireNda: true });
    const { token, access } = (await open(link.slug)).body;
    expect(access).toEqual({ state: 'gate', gate: 'email' });
    expect((await visitor('POST', 'confirm-nda', token, { accept: true })).status).toBe(409);
    expect((await visitor('POST', 'store-email', token, { email: 'bad' })).body.errors.email).toEqual(['Invalid email address']);
    const stored = await visitor('POST', 'store-email', token, { email: 'Lena@Allocator.test' });
    expect(stored.body).toMatchObject({ access: { state: 'gate', gate: 'nda' }, email: 'lena@allocator.test', nda: { version: null } });
    expect((await visitor('GET', 'profile', token)).status).toBe(403);
    expect((await visitor('POST', 'confirm-nda', token, { accept: false })).body.errors.accept).toEqual(['Accept the NDA to continue']);
    expect((await visitor('POST', 'confirm-nda', token, { accept: true })).body.access).toEqual({ state: 'granted' });
    const profile = await visitor('GET', 'profile', token);
    const visits = await t.call('GET', `${P}/visits/${link.id}`, as(team.owner, team.profile));
    expect(visits.body.items[0]).toMatchObject({ email: 'lena@allocator.test', ndaVersion: 0, ndaAcceptedAt: expect.any(String) });
    expect(profile.body.sections['fund-terms'].locked).toBe(false);
    expect(profile.body.sections['fund-terms'].data.otherTerms).toBeUndefined();
    expect(profile.body.sections['fund-terms'].data.carry).toBe(20);
  });

  it('a new NDA version asks visitors to accept again', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { requireNda: true });
    const { token } = (await open(link.slug)).body;
    await visitor('POST', 'confirm-nda', token, { accept: true });
    expect((await visitor('GET', 'profile', token)).status).toBe(200);
    await t.database.db.insert(profileNdaVersions).values({ profileId: team.profile.id, version: 1, text: 'Our own NDA' });
    const status = await visitor('GET', 'status', token);
    expect(status.body).toMatchObject({ access: { state: 'gate', gate: 'nda' }, nda: { version: 1, text: 'Our own NDA' } });
  });

  it('allow and deny lists by address and @domain (the most specific entry wins)', async () => {
    const team = await publishedFund();
    const link = await createLink(team, {
      accessMode: 'AnyoneEnteringAnEmail',
      allowList: ['@allowed.test', 'solo@elsewhere.test'],
      denyList: ['mallory@allowed.test'],
    });
    const tryEmail = async (email: string) => {
      const { token } = (await open(link.slug)).body;
      return (await visitor('POST', 'store-email', token, { email })).body.access;
    };
    expect(await tryEmail('anna@allowed.test')).toEqual({ state: 'granted' });
    expect(await tryEmail('solo@elsewhere.test')).toEqual({ state: 'granted' });
    expect(await tryEmail('other@elsewhere.test')).toEqual({ state: 'denied', reason: 'notAllowed' });
    expect(await tryEmail('mallory@allowed.test')).toEqual({ state: 'denied', reason: 'notAllowed' });
    expect(await tryEmail('anna@sub.allowed.test')).toEqual({ state: 'denied', reason: 'notAllowed' });
    const denyDomain = await createLink(team, { accessMode: 'AnyoneEnteringAnEmail', denyList: ['@rival.test'] });
    const { token } = (await open(denyDomain.slug)).body;
    expect((await visitor('POST', 'store-email', token, { email: 'x@rival.test' })).body.access).toEqual({
      state: 'denied',
      reason: 'notAllowed',
    });
  });

  it('ByEmail: sign in; a listed account is granted, another is denied', async () => {
    const team = await publishedFund();
    const invited = await createUser(t);
    const link = await createLink(team, { accessMode: 'ByEmail', allowList: [invited.email] });
    expect((await open(link.slug)).body.access).toEqual({ state: 'gate', gate: 'signIn' });
    expect((await t.call('POST', `${P}/verify-signup/${link.slug}`)).status).toBe(401);
    const ok = await t.call('POST', `${P}/verify-signup/${link.slug}`, { token: invited.token });
    expect(ok.body.access).toEqual({ state: 'granted' });
    expect((await visitor('GET', 'profile', ok.body.token)).status).toBe(200);
    const stranger = await createUser(t);
    expect((await t.call('POST', `${P}/verify-signup/${link.slug}`, { token: stranger.token })).body.access).toEqual({
      state: 'denied',
      reason: 'notAllowed',
    });
    const shared = await t.call('GET', `${P}/shared-with-me`, { token: invited.token });
    expect(shared.body.items).toEqual([
      expect.objectContaining({ slug: link.slug, profile: expect.objectContaining({ id: team.profile.id }) }),
    ]);
    expect((await t.call('GET', `${P}/shared-with-me`, { token: stranger.token })).body.items).toEqual([]);
  });

  it('magic links survive mail scanners: only the POST consumes them, once; codes work as a fallback', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'MagicLinkAnyoneEnteringAnEmail' });
    const { token } = (await open(link.slug)).body;
    const sent = await visitor('POST', 'store-email', token, { email: 'mia@lp.test' });
    expect(sent.body.access).toEqual({ state: 'gate', gate: 'magicLink' });
    const mail = await t.lastMail('mia@lp.test', 'share-link-magic-link');
    const magic = new URL(mail!.data!.link!).searchParams.get('magic')!;
    expect(mail!.data!.link).toContain(`/fund/shared/${link.slug}?magic=`);
    // A scanner fetching the mailed address (the web page) or the API with GET gets nothing and spends nothing.
    expect((await t.call('GET', `${P}/magic-link?token=${magic}`)).status).toBe(404);
    expect((await visitor('GET', 'status', token)).body.access).toEqual({ state: 'gate', gate: 'email' });
    const used = await t.call('POST', `${P}/magic-link`, { body: { token: magic } });
    expect(used.body).toMatchObject({ access: { state: 'granted' }, email: 'mia@lp.test' });
    expect((await visitor('GET', 'profile', used.body.token)).status).toBe(200);
    expect((await t.call('POST', `${P}/magic-link`, { body: { token: magic } })).status).toBe(403);
    // The code of a new mail.
    await visitor('POST', 'store-email', token, { email: 'mia@lp.test' });
    const code = (await t.lastMail('mia@lp.test', 'share-link-magic-link'))!.data!.code!;
    expect(
      (
        await t.call('POST', `${P}/magic-link`, {
          body: { slug: link.slug, email: 'mia@lp.test', code: code === '000000' ? '111111' : '000000' },
        })
      ).status,
    ).toBe(403);
    const byCode = await t.call('POST', `${P}/magic-link`, { body: { slug: link.slug, email: 'mia@lp.test', code } });
    expect(byCode.body.access).toEqual({ state: 'granted' });
  });

  it('MagicLinkByEmail answers the same for a listed and an unlisted address, and mails only the listed one', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'MagicLinkByEmail', allowList: ['in@lp.test'] });
    const { token } = (await open(link.slug)).body;
    const listed = await visitor('POST', 'store-email', token, { email: 'in@lp.test' });
    const unlisted = await visitor('POST', 'store-email', token, { email: 'out@lp.test' });
    expect(unlisted.status).toBe(listed.status);
    expect({ ...unlisted.body, email: null }).toEqual({ ...listed.body, email: null });
    expect(await t.lastMail('in@lp.test', 'share-link-magic-link')).toBeTruthy();
    expect(await t.lastMail('out@lp.test', 'share-link-magic-link')).toBeFalsy();
  });
});

describe('visitor tokens end with the link', () => {
  it('deactivating denies at once; activating again does not revive old tokens', async () => {
    const team = await publishedFund();
    const link = await createLink(team);
    const { token } = (await open(link.slug)).body;
    expect((await visitor('GET', 'profile', token)).status).toBe(200);
    const off = await t.call('PATCH', `${P}/activate/${link.id}`, { ...as(team.editor, team.profile), body: { status: 'inactive' } });
    expect(off.body.status).toBe('inactive');
    expect((await visitor('GET', 'profile', token)).status).toBe(401);
    expect((await open(link.slug, token)).body).toMatchObject({ token: null, access: { state: 'denied', reason: 'inactive' } });
    await t.call('PATCH', `${P}/activate/${link.id}`, { ...as(team.editor, team.profile), body: { status: 'active' } });
    expect((await visitor('GET', 'profile', token)).status).toBe(401);
  });

  it('changing the password or the scope ends tokens; renaming does not', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'AnyoneWithLinkAndPw', password: 'open-sesame' });
    const pass = async () => {
      const { token } = (await open(link.slug)).body;
      await visitor('POST', 'confirm-password', token, { password: 'open-sesame' });
      return token as string;
    };
    const edit = (body: Record<string, unknown>) =>
      t.call('PUT', `${P}/edit-scope/${link.id}`, {
        ...as(team.owner, team.profile),
        body: linkBody({ accessMode: 'AnyoneWithLinkAndPw', ...body }),
      });
    let token = await pass();
    expect((await edit({ name: 'Renamed' })).status).toBe(200);
    expect((await visitor('GET', 'profile', token)).status).toBe(200);
    expect((await edit({ scope: ['overview'] })).body.scope).toEqual(['overview']);
    expect((await visitor('GET', 'profile', token)).status).toBe(401);
    token = await pass();
    expect(Object.keys((await visitor('GET', 'profile', token)).body.sections)).toEqual(['overview']);
    await edit({ scope: ['overview'], password: 'new-secret' });
    expect((await visitor('GET', 'profile', token)).status).toBe(401);
  });

  it('expiry holds at its bound', async () => {
    const policy = {
      enabled: true,
      requireEmail: false,
      verifyEmail: 'none' as const,
      passwordHash: null,
      allowList: [],
      denyList: [],
      ndaProfileId: null,
    };
    const expiresAt = new Date('2026-11-24T12:00:00.000Z');
    const at = (iso: string) => evaluateAccess({ ...policy, expiresAt }, noVisitorState, { now: new Date(iso), currentNdaVersion: 0 });
    expect(at('2026-11-24T11:59:59.999Z')).toEqual({ state: 'granted' });
    expect(at('2026-11-24T12:00:00.000Z')).toEqual({ state: 'denied', reason: 'expired' });

    const team = await publishedFund();
    const link = await createLink(team, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const { token } = (await open(link.slug)).body;
    expect((await visitor('GET', 'profile', token)).status).toBe(200);
    const [row] = await t.database.db.select({ policyId: shareLinks.policyId }).from(shareLinks).where(eq(shareLinks.id, link.id));
    await t.database.db
      .update(accessPolicies)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accessPolicies.id, row!.policyId));
    expect((await visitor('GET', 'profile', token)).status).toBe(403);
    expect((await open(link.slug)).body.access).toEqual({ state: 'denied', reason: 'expired' });
  });

  it("a token never reads another link's data", async () => {
    const team = await publishedFund();
    const narrow = await createLink(team, { scope: ['overview'] });
    const other = await publishedFund();
    const otherLink = await createLink(other, { scope: ['key-people'] });
    const { token } = (await open(narrow.slug)).body;
    // Opening another link with this token starts a new token for that link; the old one stays scoped to its own.
    const second = await open(otherLink.slug, token);
    expect(second.body.token).not.toBe(token);
    const mine = await visitor('GET', 'profile', token);
    expect(mine.body.profile.id).toBe(team.profile.id);
    expect(Object.keys(mine.body.sections)).toEqual(['overview']);
    expect((await visitor('GET', 'profile', 'forged-token')).status).toBe(401);
    expect((await visitor('GET', 'profile', null)).status).toBe(401);
  });
});

describe('analytics and preview', () => {
  it('records visits with the e-mail and seconds per section, tells the owner of a first open, and previews', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'AnyoneEnteringAnEmail' });
    await t.database.db
      .insert(profileNotificationPreferences)
      .values({ profileId: team.profile.id, userId: team.editor.id, option: 'visitors', frequency: 'off' });
    const { token } = (await open(link.slug)).body;
    await visitor('POST', 'store-email', token, { email: 'kim@lp.test' });
    await visitor('GET', 'profile', token);
    await visitor('GET', 'profile', token);
    expect((await visitor('POST', 'heartbeat', token, { section: 'overview', seconds: 15 })).status).toBe(204);
    await visitor('POST', 'heartbeat', token, { section: 'overview', seconds: 10 });
    expect((await visitor('POST', 'heartbeat', token, { section: 'key-people', seconds: 10 })).status).toBe(422);
    expect((await visitor('POST', 'heartbeat', token, { section: 'overview', seconds: 500 })).status).toBe(422);
    const visits = await t.call('GET', `${P}/visits/${link.id}`, as(team.viewer, team.profile));
    expect(visits.body.items).toEqual([
      expect.objectContaining({ email: 'kim@lp.test', opens: 2, totalSeconds: 25, sections: [{ section: 'overview', seconds: 25 }] }),
    ]);
    expect((await t.call('GET', `${P}/list`, as(team.owner, team.profile))).body.items[0]).toMatchObject({ visits: 2, visitors: 1 });
    const mail = await t.lastMail(team.owner.email, 'share-link-opened');
    expect(mail?.subject).toContain('kim@lp.test');
    // Once per visitor, and not for a member who switched "Visitors" off.
    expect((await t.mails()).filter((m) => m.template === 'share-link-opened' && m.to === team.owner.email)).toHaveLength(1);
    expect(await t.lastMail(team.editor.email, 'share-link-opened')).toBeFalsy();
    const preview = await t.call('GET', `${P}/preview/${link.id}`, as(team.viewer, team.profile));
    expect(preview.body).toMatchObject({ preview: true });
    expect(Object.keys(preview.body.sections).sort()).toEqual(['fund-details', 'fund-terms', 'overview']);
    expect((await t.call('GET', `${P}/visits/${link.id}`, as(team.viewer, team.profile))).body.items[0].opens).toBe(2);
  });

  it('invite mails the link and admits the addresses of e-mail modes', async () => {
    const team = await publishedFund();
    const link = await createLink(team, { accessMode: 'MagicLinkByEmail', allowList: ['first@lp.test'] });
    const res = await t.call('POST', `${P}/invite/${link.id}`, {
      ...as(team.editor, team.profile),
      body: { emails: ['Second@LP.test'], message: 'Have a look' },
    });
    expect(res.body.invited).toEqual(['second@lp.test']);
    expect((await t.lastMail('second@lp.test', 'share-link-invite'))?.text).toContain('Have a look');
    expect((await t.call('GET', `${P}/link/${link.id}`, as(team.owner, team.profile))).body.allowList).toEqual([
      'first@lp.test',
      'second@lp.test',
    ]);
    expect(
      (await t.call('POST', `${P}/invite/${link.id}`, { ...as(team.editor, team.profile), body: { emails: [] } })).body.errors.emails,
    ).toEqual(['At least one email is required']);
  });
});
