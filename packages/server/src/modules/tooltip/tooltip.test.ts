import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/** api/tooltip: anyone reads, administrators write (anonymous 401, a signed-in user 403). */

let t: TestApp;
let admin: TestUser;
let user: TestUser;
const key = `test.tooltip.${Date.now()}`;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = await Promise.all([createUser(t, { admin: true }), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

describe('tooltip', () => {
  it('is written by administrators only: anonymous 401, a user 403, an administrator 201 then 200 on the same key', async () => {
    const body = { key, title: 'Target fund size', text: 'The amount the fund aims to raise.' };
    expect((await t.call('POST', '/api/tooltip', { body })).status).toBe(401);
    expect((await t.call('POST', '/api/tooltip', { token: user.token, body })).status).toBe(403);
    const created = await t.call('POST', '/api/tooltip', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key, title: 'Target fund size', text: 'The amount the fund aims to raise.' });
    const replaced = await t.call('POST', '/api/tooltip', { token: admin.token, body: { key, text: 'Changed.' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, key, title: null, text: 'Changed.' });
  });

  it('is read by anyone, listed by key and searchable', async () => {
    const list = await t.call('GET', `/api/tooltip?search=${encodeURIComponent(key)}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const one = await t.call('GET', `/api/tooltip/${list.body.items[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.text).toBe('Changed.');
  });

  it('answers 422 with its messages, 404 an unknown id in the path, 422 on id in the body, 409 a key another uses', async () => {
    const bad = await t.call('POST', '/api/tooltip', { token: admin.token, body: { key: 'has space', text: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      key: ['Key may hold letters, digits, dots, dashes and underscores only'],
      text: ['Text is required'],
    });
    expect((await t.call('GET', '/api/tooltip/not-a-uuid')).status).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/tooltip/${unknown}`)).status).toBe(404);
    const replace = await t.call('POST', '/api/tooltip', { token: admin.token, body: { id: unknown, key, text: 'x' } });
    expect(replace.status).toBe(422);
    expect(replace.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This tooltip does not exist.',
      errors: { id: ['This tooltip does not exist.'] },
    });
    const other = await t.call('POST', '/api/tooltip', { token: admin.token, body: { key: `${key}.other`, text: 'Other.' } });
    const clash = await t.call('POST', '/api/tooltip', { token: admin.token, body: { id: other.body.id, key, text: 'x' } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another tooltip already uses this key.');
  });

  it('is deleted by administrators only', async () => {
    const { body } = await t.call('GET', `/api/tooltip?search=${encodeURIComponent(key)}.other`);
    const id = body.items[0].id;
    expect((await t.call('DELETE', `/api/tooltip/${id}`)).status).toBe(401);
    expect((await t.call('DELETE', `/api/tooltip/${id}`, { token: user.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/tooltip/${id}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('DELETE', `/api/tooltip/${id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/api/tooltip/${id}`)).status).toBe(404);
  });
});
