import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/** api/content: the public reads published entries (by id or slug), administrators read drafts and write. */

let t: TestApp;
let admin: TestUser;
let user: TestUser;
const slug = `test-page-${Date.now()}`;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = await Promise.all([createUser(t, { admin: true }), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

describe('content', () => {
  it('is written by administrators only: anonymous 401, a user 403, an administrator 201 / 200', async () => {
    const body = { slug, title: 'About us', body: 'We connect funds and investors.\n\nSecond paragraph.' };
    expect((await t.call('POST', '/api/content', { body })).status).toBe(401);
    expect((await t.call('POST', '/api/content', { token: user.token, body })).status).toBe(403);
    const created = await t.call('POST', '/api/content', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug, kind: 'page', title: 'About us', published: true });
    const replaced = await t.call('POST', '/api/content', { token: admin.token, body: { ...body, title: 'About Fundnet' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.id).toBe(created.body.id);
  });

  it('is read by anyone by slug or id while published; a draft only by administrators', async () => {
    const bySlug = await t.call('GET', `/api/content/${slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.title).toBe('About Fundnet');
    expect((await t.call('GET', `/api/content/${bySlug.body.id}`, { token: user.token })).status).toBe(200);
    await t.call('POST', '/api/content', {
      token: admin.token,
      body: { id: bySlug.body.id, slug, title: 'Draft', body: 'x', published: false },
    });
    expect((await t.call('GET', `/api/content/${slug}`)).status).toBe(404);
    expect((await t.call('GET', `/api/content/${slug}`, { token: user.token })).status).toBe(404);
    expect((await t.call('GET', `/api/content/${slug}`, { token: admin.token })).body.title).toBe('Draft');
    const publicList = await t.call('GET', `/api/content?search=${slug}`);
    expect(publicList.body.items).toHaveLength(0);
    const adminList = await t.call('GET', `/api/content?search=${slug}`, { token: admin.token });
    expect(adminList.body.items).toHaveLength(1);
  });

  it('answers 422 with its messages', async () => {
    const bad = await t.call('POST', '/api/content', { token: admin.token, body: { slug: 'no spaces here!', kind: 'poster' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      slug: ['Slug may hold letters, digits, dots, dashes and underscores only'],
      kind: ['Select a valid kind (page or text)'],
      title: ['Title is required'],
      body: ['Text is required'],
    });
  });

  it('is deleted by administrators only (by slug or id)', async () => {
    expect((await t.call('DELETE', `/api/content/${slug}`)).status).toBe(401);
    expect((await t.call('DELETE', `/api/content/${slug}`, { token: user.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/content/${slug}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('DELETE', `/api/content/${slug}`, { token: admin.token })).status).toBe(404);
  });
});
