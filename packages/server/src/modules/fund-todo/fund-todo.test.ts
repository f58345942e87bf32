import ExcelJS from 'exceljs';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { actor, as, member, type SocialActor } from '../follow/test-support';

let t: TestApp;
let fund: SocialActor;
let otherFund: SocialActor;
let lp: SocialActor;
let viewer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  fund = await actor(t, { type: 'fund' });
  otherFund = await actor(t, { type: 'fund' });
  lp = await actor(t, { type: 'investor' });
  viewer = await member(t, fund.profile, 'viewer');
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, path: string, by: TestUser, body?: unknown, profile = fund.profile) =>
  t.call(method, path, { ...as(by, profile), body });

describe('fund-todo', () => {
  it('creates, lists (open first by due date), edits, marks done and undone, deletes', async () => {
    const a = await call('POST', '/api/fund-todo', fund.owner, { title: 'Send Q3 letter', dueDate: '2026-12-20' });
    expect(a.status).toBe(201);
    const b = await call('POST', '/api/fund-todo', fund.owner, {
      title: 'Call Alpine Family Office',
      dueDate: '2026-12-01',
      note: 'Ask about ticket',
    });
    const c = await call('POST', '/api/fund-todo', fund.owner, { title: 'Update data room' });
    let list = await call('GET', '/api/fund-todo', viewer);
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { title: string }) => i.title)).toEqual([
      'Call Alpine Family Office',
      'Send Q3 letter',
      'Update data room',
    ]);
    const done = await call('PATCH', `/api/fund-todo/${b.body.todo.id}/done`, fund.owner);
    expect(done.body.todo).toMatchObject({ done: true });
    expect(done.body.todo.doneAt).not.toBeNull();
    expect((await call('PATCH', `/api/fund-todo/${b.body.todo.id}/done`, fund.owner)).body.todo.doneAt).toBe(done.body.todo.doneAt);
    list = await call('GET', '/api/fund-todo?status=open', fund.owner);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.counts).toEqual({ open: 2, done: 1 });
    const undone = await call('PATCH', `/api/fund-todo/${b.body.todo.id}/undone`, fund.owner);
    expect(undone.body.todo).toMatchObject({ done: false, doneAt: null });
    const edited = await call('PUT', `/api/fund-todo/${c.body.todo.id}`, fund.owner, { title: 'Refresh data room', dueDate: null });
    expect(edited.body.todo.title).toBe('Refresh data room');
    expect((await call('DELETE', `/api/fund-todo/${a.body.todo.id}`, fund.owner)).status).toBe(204);
    expect((await call('GET', '/api/fund-todo', fund.owner)).body.items).toHaveLength(2);
    const log = await call('GET', '/api/fund-activity-summary/activity?type=todoDone', fund.owner);
    expect(log.body.items.map((i: { title: string }) => i.title)).toEqual(['Call Alpine Family Office']);
  });

  it('422 with a clear message', async () => {
    const res = await call('POST', '/api/fund-todo', fund.owner, { title: ' ', dueDate: 'soon' });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual(['Title is required']);
    expect(res.body.errors.dueDate).toBeDefined();
    expect((await call('GET', '/api/fund-todo?status=maybe', fund.owner)).status).toBe(422);
  });

  it('per actor: anonymous 401, viewer reads but cannot write, another fund 404, an investor 403, admin 403', async () => {
    const todo = (await call('POST', '/api/fund-todo', fund.owner, { title: 'Prepare LPAC pack' })).body.todo;
    expect((await t.call('GET', '/api/fund-todo', { profile: fund.profile })).status).toBe(401);
    expect((await call('POST', '/api/fund-todo', viewer, { title: 'x' })).status).toBe(403);
    expect((await call('PATCH', `/api/fund-todo/${todo.id}/done`, viewer)).status).toBe(403);
    expect((await call('PATCH', `/api/fund-todo/${todo.id}/done`, otherFund.owner, undefined, otherFund.profile)).status).toBe(404);
    expect((await call('DELETE', `/api/fund-todo/${todo.id}`, otherFund.owner, undefined, otherFund.profile)).status).toBe(404);
    expect((await call('GET', '/api/fund-todo', otherFund.owner)).status).toBe(403);
    expect((await call('GET', '/api/fund-todo', lp.owner, undefined, lp.profile)).status).toBe(403);
    expect((await call('GET', '/api/fund-todo', admin)).status).toBe(403);
    expect((await call('GET', '/api/fund-todo', otherFund.owner, undefined, otherFund.profile)).body.items).toEqual([]);
  });
});

describe('fund-activity-summary', () => {
  it('creates entries, lists newest first with filters and counts, and exports the same entries as .xlsx', async () => {
    const f = await actor(t, { type: 'fund' });
    const post = (body: unknown) => call('POST', '/api/fund-activity-summary/create', f.owner, body, f.profile);
    const m = await post({
      type: 'meeting',
      title: 'First meeting with Nordic Pension',
      investorName: 'Nordic Pension',
      occurredAt: '2026-10-02',
    });
    expect(m.status).toBe(201);
    expect(m.body.activity).toMatchObject({ type: 'meeting', source: 'manual', investorName: 'Nordic Pension', createdBy: 'Test User' });
    await post({ type: 'call', title: 'Follow-up call', occurredAt: '2026-10-09' });
    await post({ type: 'note', title: 'IC memo requested', description: 'They want the DDQ', occurredAt: '2026-11-01' });
    const all = await call('GET', '/api/fund-activity-summary/activity', f.owner, undefined, f.profile);
    expect(all.body.items.map((i: { title: string }) => i.title)).toEqual([
      'IC memo requested',
      'Follow-up call',
      'First meeting with Nordic Pension',
    ]);
    expect(all.body.total).toBe(3);
    const october = await call('GET', '/api/fund-activity-summary/activity?from=2026-10-01&to=2026-10-09', f.owner, undefined, f.profile);
    expect(october.body.total).toBe(2);
    expect(october.body.countsByType).toEqual({ meeting: 1, call: 1 });
    const calls = await call('GET', '/api/fund-activity-summary/activity?type=call&take=1', f.owner, undefined, f.profile);
    expect(calls.body.items).toHaveLength(1);
    const file = await fetch(`${t.baseUrl}/api/fund-activity-summary/activity/export?to=2026-10-31`, {
      headers: { authorization: `Bearer ${f.owner.token}`, 'meta-profile-id': f.profile.id, 'meta-profile-type': 'fund' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Activity')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Type', 'Title', 'Investor', 'Description', 'Recorded by', 'Source']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe('Follow-up call');
    expect(sheet.getRow(3).getCell(4).value).toBe('Nordic Pension');
  });

  it('422 for platform-only types and bad filters', async () => {
    const res = await call('POST', '/api/fund-activity-summary/create', fund.owner, { type: 'feedbackReceived', title: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toEqual(['Activity type is required']);
    expect((await call('POST', '/api/fund-activity-summary/create', fund.owner, { type: 'call' })).body.errors.title).toEqual([
      'Title is required',
    ]);
    expect((await call('GET', '/api/fund-activity-summary/activity?take=500', fund.owner)).status).toBe(422);
    expect((await call('GET', '/api/fund-activity-summary/activity?from=yesterday', fund.owner)).status).toBe(422);
  });

  it('per actor: anonymous 401, viewer reads and exports but cannot create, another fund sees only its own, investor and admin 403', async () => {
    expect((await t.call('GET', '/api/fund-activity-summary/activity', { profile: fund.profile })).status).toBe(401);
    expect((await t.call('GET', '/api/fund-activity-summary/activity/export', { profile: fund.profile })).status).toBe(401);
    expect((await call('GET', '/api/fund-activity-summary/activity', viewer)).status).toBe(200);
    expect((await call('GET', '/api/fund-activity-summary/activity/export', viewer)).status).toBe(200);
    expect((await call('POST', '/api/fund-activity-summary/create', viewer, { type: 'call', title: 'x' })).status).toBe(403);
    expect((await call('GET', '/api/fund-activity-summary/activity', otherFund.owner)).status).toBe(403);
    expect((await call('GET', '/api/fund-activity-summary/activity', otherFund.owner, undefined, otherFund.profile)).body.total).toBe(0);
    expect((await call('GET', '/api/fund-activity-summary/activity', lp.owner, undefined, lp.profile)).status).toBe(403);
    expect((await call('GET', '/api/fund-activity-summary/activity', admin)).status).toBe(403);
  });
});
