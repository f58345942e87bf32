import { startTestApp, type TestApp } from '../../test/test-app';
import { as, fundTeam, validFundSections } from '../fund-info/test-support';
import { profileSectionsPublished } from '../profile-sections/tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const P = '/api/fund-custom-profile-link';
const R = '/api/fund-request-access';

async function fundWithLink(body: Record<string, unknown>) {
  const team = await fundTeam(t, { status: 'published' });
  await t.database.db
    .insert(profileSectionsPublished)
    .values({ profileId: team.profile.id, section: 'overview', data: validFundSections.overview as Record<string, unknown> });
  const res = await t.call('POST', `${P}/create`, {
    ...as(team.owner, team.profile),
    body: { name: 'Deck', accessMode: 'AnyoneEnteringAnEmail', scope: ['overview'], ...body },
  });
  return { team, link: res.body as { id: string; slug: string } };
}

const tryEmail = async (slug: string, email: string) => {
  const { token } = (await t.call('POST', `${P}/token-from-slug/${slug}`)).body;
  return (await t.call('POST', `${P}/store-email`, { headers: { 'x-visitor-token': token }, body: { email } })).body.access;
};

describe('fund-request-access', () => {
  it('a denied visitor asks, the owner approves, and the address is admitted (even under a denied @domain)', async () => {
    const { team, link } = await fundWithLink({ denyList: ['@rival.test'] });
    expect(await tryEmail(link.slug, 'sam@rival.test')).toEqual({ state: 'denied', reason: 'notAllowed' });
    const asked = await t.call('POST', R, {
      body: { slug: link.slug, email: 'Sam@Rival.test', message: 'We met in Zurich', reason: 'notAllowed' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ received: true });
    // Asking again updates the open request rather than adding one.
    await t.call('POST', R, { body: { slug: link.slug, email: 'sam@rival.test', message: 'Second try' } });
    const inbox = await t.call('GET', R, as(team.viewer, team.profile));
    expect(inbox.body).toMatchObject({
      pending: 1,
      items: [{ email: 'sam@rival.test', message: 'Second try', status: 'pending', link: { id: link.id } }],
    });
    const id = inbox.body.items[0].id;
    expect((await t.lastMail(team.owner.email, 'access-requested'))?.data?.link).toBe(
      `http://localhost:8080/verifyRequestAccess?requestId=${id}`,
    );
    expect((await t.call('POST', `${R}/${id}/approve`, as(team.viewer, team.profile))).status).toBe(403);
    const approved = await t.call('POST', `${R}/${id}/approve`, as(team.editor, team.profile));
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect((await t.call('POST', `${R}/${id}/decline`, as(team.editor, team.profile))).status).toBe(409);
    expect((await t.lastMail('sam@rival.test', 'access-approved'))?.data?.link).toContain(`/fund/shared/${link.slug}`);
    expect(await tryEmail(link.slug, 'sam@rival.test')).toEqual({ state: 'granted' });
    expect(await tryEmail(link.slug, 'other@rival.test')).toEqual({ state: 'denied', reason: 'notAllowed' });
  });

  it('decline closes the request; other funds and anonymous callers see nothing', async () => {
    const { team, link } = await fundWithLink({});
    await t.call('POST', R, { body: { slug: link.slug, email: 'x@lp.test' } });
    const id = (await t.call('GET', R, as(team.owner, team.profile))).body.items[0].id;
    const other = await fundTeam(t, { status: 'published' });
    expect((await t.call('GET', `${R}/${id}`, as(other.owner, other.profile))).status).toBe(404);
    expect((await t.call('POST', `${R}/${id}/approve`, as(other.owner, other.profile))).status).toBe(404);
    expect((await t.call('GET', R, as(other.owner, other.profile))).body.items).toEqual([]);
    expect((await t.call('GET', R, { profile: team.profile })).status).toBe(401);
    expect((await t.call('POST', `${R}/${id}/decline`, as(team.owner, team.profile))).body.status).toBe('declined');
    expect((await t.call('GET', `${R}?status=pending`, as(team.owner, team.profile))).body).toEqual({ items: [], pending: 0 });
  });

  it('validates the request', async () => {
    const res = await t.call('POST', R, { body: { slug: 'AAAAAAAAAAAAAAAAAAAAAA', email: 'nope' } });
    expect(res.body.errors.email).toEqual(['Invalid email address']);
    expect((await t.call('POST', R, { body: { slug: 'AAAAAAAAAAAAAAAAAAAAAA', email: 'a@b.test' } })).status).toBe(404);
  });
});
