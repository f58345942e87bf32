import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from './tables';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const bearer = (user: { token: string }) => ({ token: user.token });

async function fetchXlsx(query: string, token: string) {
  const response = await fetch(`${t.baseUrl}/api/administration/activity/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return { response, sheet: workbook.getWorksheet('Activity')! };
}

describe('activity log', () => {
  it('records sign-ins, failed sign-ins and password changes with actor, time and IP', async () => {
    const user = await createUser(t);
    expect((await t.call('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong!pass1' } })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    const changed = await t.call('POST', '/api/users/change-password', {
      token: login.body.token,
      body: { currentPassword: user.password, newPassword: 'N3w!password' },
    });
    const log = await t.call('GET', `/api/administration/activity?targetId=${user.id}&limit=50`, bearer(admin));
    expect(log.status).toBe(200);
    const actions = log.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'auth.loginFailed']));
    expect(changed.status).toBe(200);
    expect(actions).toContain('auth.passwordChanged');
    const entry = log.body.items.find((e: { action: string }) => e.action === 'auth.login');
    expect(entry).toMatchObject({ actorId: user.id, actorEmail: user.email, targetType: 'user' });
    expect(entry.ip).toBeTruthy();
    expect(Date.parse(entry.at)).not.toBeNaN();
  });

  it('filters by time, actor and action; the export is exactly the filtered view', async () => {
    const tag = randomUUID().slice(0, 8);
    const other = await createUser(t, { admin: true });
    for (let i = 0; i < 3; i++) {
      await t.call('POST', '/api/administration/referral-link', { ...bearer(other), body: { label: `Filter ${tag} ${i}` } });
    }
    const query = `actorId=${other.id}&action=admin.referralLinkCreated&from=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`;
    const list = await t.call('GET', `/api/administration/activity?${query}`, bearer(admin));
    expect(list.body.total).toBe(3);
    expect(list.body.items.every((e: { actorId: string }) => e.actorId === other.id)).toBe(true);
    const future = await t.call('GET', `/api/administration/activity?actorId=${other.id}&from=2999-01-01T00:00:00Z`, bearer(admin));
    expect(future.body.total).toBe(0);

    const { response, sheet } = await fetchXlsx(query, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(sheet.rowCount).toBe(1 + 3);
    const labels = [2, 3, 4].map((row) => String(sheet.getRow(row).getCell(7).value));
    expect(labels.sort()).toEqual(list.body.items.map((e: { targetLabel: string }) => e.targetLabel).sort());
    // The export itself is logged.
    const exports = await t.call('GET', `/api/administration/activity?actorId=${admin.id}&action=admin.activityExported`, bearer(admin));
    expect(exports.body.total).toBeGreaterThan(0);
    const bad = await t.call('GET', '/api/administration/activity?action=drop.table', bearer(admin));
    expect(bad.status).toBe(422);
  });

  it('nothing can change or remove an entry: no write route exists and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const writes = t.app.apiRoutes.filter(
      (route) => route.url.includes('/activity') && [route.method].flat().some((m) => !['GET', 'HEAD'].includes(m)),
    );
    expect(writes).toEqual([]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await t.call(method, '/api/administration/activity', { ...bearer(admin), body: {} });
      expect([404, 405]).toContain(res.status);
    }
    const [{ n: before }] = (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)).rows as [{ n: number }];
    expect(before).toBeGreaterThan(0);
    await expect(t.database.db.update(auditLog).set({ action: 'tampered' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [{ n: after }] = (await t.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'tampered'`)).rows as [
      { n: number },
    ];
    expect(after).toBe(0);
  });
});
