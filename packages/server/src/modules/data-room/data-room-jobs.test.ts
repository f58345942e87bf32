/** @database both: the room's text index (tsvector) filled by jobs, on each engine */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dataRoomAnswerReply } from '@fundnet/validation-schema';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as v from 'valibot';
import { addMember, createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { ACTIVITY_BATCH_JOB, ACTIVITY_JOB, EXTRACT_TEXT_JOB, INDEX_RECONCILE_JOB } from './jobs';
import { HOLDER_ADDED_JOB, HOLDER_ADDED_TEMPLATE } from './holder-mail';
import { dataRoomTextPages } from './tables';

// The data room's background work through the real queue (lib/jobs on the run's database): notification mails of
// views and downloads, text extraction, and questions over the room (full-text search).

let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
let roomId: string;

const as = (user: TestUser, profile?: TestProfile) => ({ token: user.token, profile });
const fundOwner = () => as(owner, fund);

/** A PDF whose pages say what the questions look for. */
async function termsPdf(pages: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) document.addPage([600, 400]).drawText(text, { x: 30, y: 300, size: 11, font });
  return Buffer.from(await document.save());
}

async function upload(fileName: string, content: Buffer, room = roomId): Promise<string> {
  const form = new FormData();
  form.append('dataRoomId', room);
  form.append('fileName', fileName);
  form.append('dataRoomAddWatermark', 'false');
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(`${t.baseUrl}/api/data-room/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item.id;
}

async function group(permissions: Record<string, boolean>, emails: string[]) {
  const made = await t.call('POST', '/api/data-room/create/data-room/group', {
    ...fundOwner(),
    body: { dataRoomId: roomId, name: `Group ${Math.random()}`, permissions },
  });
  await t.call('PUT', '/api/data-room/permissionHolder/edit', {
    ...fundOwner(),
    body: { groupId: made.body.group.id, add: emails.map((email) => ({ email })) },
  });
  return made.body.group as { id: string };
}

const mailsTo = async (email: string, template: string) => (await t.mails()).filter((m) => m.to === email && m.template === template);

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', name: 'Queue Fund' });
  // Several rooms and questions: more than the free plan allows (billing.test.ts covers the limits).
  await onPlan(t, fund);
  roomId = (await t.call('POST', '/api/data-room/data-room', { ...fundOwner(), body: { name: 'Queue room' } })).body.dataRoom.id;
});

afterAll(async () => {
  await t.close();
});

describe('POST data-room/data-room (the spec’s path)', () => {
  it('creates a room like POST data-room, for managers only, with the same messages', async () => {
    const made = await t.call('POST', '/api/data-room/data-room', { ...fundOwner(), body: { name: 'Alias room', sort: 'NewestFirst' } });
    expect(made.status).toBe(201);
    expect(made.body.dataRoom).toMatchObject({ name: 'Alias room', sort: 'NewestFirst', canManage: true });
    const missing = await t.call('POST', '/api/data-room/data-room', { ...fundOwner(), body: { name: 'Ext', type: 'external' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.externalDataRoomUrl).toEqual(['Url is required']);
    expect((await t.call('POST', '/api/data-room/data-room', { body: { name: 'x' } })).status).toBe(401);
    const viewer = await createUser(t);
    await addMember(t, fund, viewer, 'viewer');
    expect((await t.call('POST', '/api/data-room/data-room', { ...as(viewer, fund), body: { name: 'x' } })).status).toBe(403);
    const doc = await t.call('GET', '/api/docs/json');
    expect(Object.keys(doc.body.paths['/api/data-room/data-room'])).toEqual(['post']);
  });
});

describe('view and download notifications', () => {
  let deckId: string;
  let editor: TestUser;

  beforeAll(async () => {
    deckId = await upload('Deck.pdf', await termsPdf(['Deck page one']));
    editor = await createUser(t);
    await addMember(t, fund, editor, 'editor');
    // Only the owner wants data-room activity immediately; the editor keeps the daily default.
    const put = await t.call('PUT', '/api/profile-notifications', {
      ...fundOwner(),
      body: { preferences: { dataRoomActivity: 'immediately' } },
    });
    expect(put.status).toBe(200);
    await t.app.jobs.runPending(ACTIVITY_JOB);
  });

  it('mails the owners who want it immediately when a holder with notifyViews opens a file, through the queue', async () => {
    const lp = await createUser(t);
    await group({ canView: true, notifyViews: true }, [lp.email]);
    expect((await t.call('PUT', '/api/data-room/file/view', { ...as(lp), body: { fileId: deckId } })).status).toBe(200);
    // Nothing is sent on the request: the mail waits for the queue.
    expect(await mailsTo(owner.email, 'data-room-activity')).toHaveLength(0);
    expect(await t.app.jobs.runPending(ACTIVITY_JOB)).toBe(1);
    const [mail] = await mailsTo(owner.email, 'data-room-activity');
    expect(mail!.subject).toBe(`${lp.email} opened Deck.pdf`);
    expect(mail!.data).toMatchObject({ viewerEmail: lp.email, kind: 'view', link: `http://localhost:8080/dataRoom/${roomId}/analytics` });
    // The editor gets data-room activity daily (the default), not this mail.
    expect(await mailsTo(editor.email, 'data-room-activity')).toHaveLength(0);
  });

  it('mails a download only with notifyDownloads; views without notifyViews and the fund’s own reads mail nobody', async () => {
    const quiet = await createUser(t);
    const loud = await createUser(t);
    await group({ canView: true, canDownload: true }, [quiet.email]);
    await group({ canView: true, canDownload: true, notifyDownloads: true }, [loud.email]);
    await t.call('PUT', '/api/data-room/file/view', { ...as(quiet), body: { fileId: deckId } });
    expect(
      (
        await fetch(`${t.baseUrl}/api/data-room/download/file/${deckId}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${quiet.token}` },
        })
      ).status,
    ).toBe(200);
    await t.call('PUT', '/api/data-room/file/view', { ...fundOwner(), body: { fileId: deckId } });
    await t.call('PUT', '/api/data-room/file/view', { ...as(editor), body: { fileId: deckId } });
    expect(await t.app.jobs.runPending(ACTIVITY_JOB)).toBe(0);
    const download = await fetch(`${t.baseUrl}/api/data-room/download/file/${deckId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${loud.token}` },
    });
    expect(download.status).toBe(200);
    expect(await t.app.jobs.runPending(ACTIVITY_JOB)).toBe(1);
    const mails = await mailsTo(owner.email, 'data-room-activity');
    expect(mails.at(-1)!.subject).toBe(`${loud.email} downloaded Deck.pdf`);
  });

  it('batchNotifications: one mail per room for the reads of the next 15 minutes', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await group({ canView: true, notifyViews: true, batchNotifications: true }, [a.email, b.email]);
    await t.call('PUT', '/api/data-room/file/view', { ...as(a), body: { fileId: deckId } });
    await t.call('PUT', '/api/data-room/file/view', { ...as(b), body: { fileId: deckId } });
    await t.call('PUT', '/api/data-room/file/view', { ...as(a), body: { fileId: deckId } });
    expect(await t.app.jobs.runPending(ACTIVITY_JOB)).toBe(0);
    // Not due yet (15 minutes), then one job for the three reads.
    expect(await t.app.jobs.runPending(ACTIVITY_BATCH_JOB)).toBe(0);
    expect(await t.app.jobs.runPending(ACTIVITY_BATCH_JOB, { includeDelayed: true })).toBe(1);
    const [batch] = await mailsTo(owner.email, 'data-room-activity-batch');
    expect(batch!.data).toMatchObject({ room: 'Queue room', reads: '3', visitors: '2' });
    expect(batch!.text).toContain(`${a.email} opened Deck.pdf`);
  });

  it('an owner who turned data-room activity off gets nothing', async () => {
    await t.call('PUT', '/api/profile-notifications', { ...fundOwner(), body: { preferences: { dataRoomActivity: 'off' } } });
    const lp = await createUser(t);
    await group({ canView: true, notifyViews: true }, [lp.email]);
    const before = (await mailsTo(owner.email, 'data-room-activity')).length;
    await t.call('PUT', '/api/data-room/file/view', { ...as(lp), body: { fileId: deckId } });
    expect(await t.app.jobs.runPending(ACTIVITY_JOB)).toBe(1);
    expect(await mailsTo(owner.email, 'data-room-activity')).toHaveLength(before);
  });
});

describe('questions over the room', () => {
  let lpaId: string;
  let memoId: string;
  let asker: TestUser;
  let readerOnly: TestUser;

  const ask = (by: { token: string; profile?: TestProfile }, question: string, room = roomId) =>
    t.call('POST', '/api/data-room/question', { ...by, body: { dataRoomId: room, question } });

  beforeAll(async () => {
    lpaId = await upload(
      'Limited Partnership Agreement.pdf',
      await termsPdf([
        'Article 1. The partnership invests in early-stage software companies.',
        'Article 7. The management fee is two percent of committed capital per year during the investment period.',
        'Article 9. Carried interest of twenty percent above a hurdle of eight percent.',
      ]),
    );
    memoId = await upload('Investment memo.pdf', await termsPdf(['The memo says the management fee was negotiated down.']));
    asker = await createUser(t);
    readerOnly = await createUser(t);
    const chat = await group({ canView: true, canUseAIChat: true }, [asker.email]);
    await group({ canView: true }, [readerOnly.email]);
    // The memo is out of the asker's reach: canView off on it for their group.
    await t.call('PUT', '/api/data-room/group/edit', {
      ...fundOwner(),
      body: { id: chat.id, overrides: [{ itemId: memoId, permissions: { canView: false } }] },
    });
  });

  it('tells how many files still wait for their text, then finds the passage with its file and page', async () => {
    const before = await ask(fundOwner(), 'management fee');
    expect(before.status).toBe(200);
    expect(before.body.pendingFiles).toBeGreaterThanOrEqual(2);
    expect(await t.app.jobs.runPending(EXTRACT_TEXT_JOB)).toBeGreaterThanOrEqual(2);
    const reply = await ask(fundOwner(), 'What is the management fee?');
    expect(v.is(dataRoomAnswerReply, reply.body)).toBe(true);
    expect(reply.body).toMatchObject({ mode: 'search', answer: null, pendingFiles: 0 });
    const first = reply.body.passages[0];
    expect([lpaId, memoId]).toContain(first.fileId);
    const lpa = reply.body.passages.find((p: { fileId: string }) => p.fileId === lpaId);
    expect(lpa).toMatchObject({ fileName: 'Limited Partnership Agreement.pdf', page: 2 });
    expect(lpa.excerpt).toContain('**management** **fee**');
    // Stems: "hurdles" finds "hurdle" on page 3.
    const hurdle = await ask(fundOwner(), 'hurdles');
    expect(hurdle.body.passages.map((p: { page: number }) => p.page)).toEqual([3]);
  });

  it('answers a holder from the files they may view and ask about only', async () => {
    const reply = await ask(as(asker), 'management fee');
    expect(reply.status).toBe(200);
    const files = reply.body.passages.map((p: { fileId: string }) => p.fileId);
    expect(files).toContain(lpaId);
    expect(files).not.toContain(memoId);
  });

  it('matches file names too', async () => {
    const reply = await ask(as(asker), 'partnership agreement');
    expect(reply.body.passages.map((p: { fileId: string }) => p.fileId)).toContain(lpaId);
  });

  it('refuses holders without canUseAIChat (403), strangers (422 on dataRoomId), anonymous callers (401) and bad input (422)', async () => {
    const refused = await ask(as(readerOnly), 'management fee');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not ask questions in this data room.');
    const stranger = await ask(as(await createUser(t)), 'management fee');
    expect(stranger.status).toBe(422);
    expect(stranger.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { dataRoomId: ['This data room does not exist.'] } });
    expect((await t.call('POST', '/api/data-room/question', { body: { dataRoomId: roomId, question: 'x' } })).status).toBe(401);
    const empty = await ask(fundOwner(), '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.question).toEqual(['Question is required']);
    const long = await ask(fundOwner(), 'x'.repeat(501));
    expect(long.body.errors.question).toEqual(['Question can be at most 500 characters']);
    expect((await ask(fundOwner(), 'fee', 'not-a-uuid')).body.errors.dataRoomId).toEqual(['Id is not valid']);
  });

  it('with an answer model configured, it writes the answer from the passages (and falls back to them when it fails)', async () => {
    let received: { messages: { content: string }[] } | undefined;
    let fail = false;
    const model: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received = JSON.parse(body);
        if (fail) return void response.writeHead(500).end();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { content: 'Two percent of committed capital [1].' } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const withModel = await startTestApp({ DATA_ROOM_ANSWER_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1` });
    try {
      const reply = await withModel.call('POST', '/api/data-room/question', {
        ...fundOwner(),
        body: { dataRoomId: roomId, question: 'What is the management fee?' },
      });
      expect(reply.body).toMatchObject({ mode: 'model', answer: 'Two percent of committed capital [1].' });
      expect(received!.messages[1]!.content).toContain('Limited Partnership Agreement.pdf, page 2');
      fail = true;
      const fallback = await withModel.call('POST', '/api/data-room/question', {
        ...fundOwner(),
        body: { dataRoomId: roomId, question: 'What is the management fee?' },
      });
      expect(fallback.body).toMatchObject({ mode: 'search', answer: null });
      expect(fallback.body.passages.length).toBeGreaterThan(0);
    } finally {
      await withModel.close();
      model.close();
    }
  });

  it('the reconcile job queues PDFs that were never read (seeded, older, a lost job), once each', async () => {
    await t.database.db.delete(dataRoomTextPages).where(eq(dataRoomTextPages.itemId, lpaId));
    expect((await ask(fundOwner(), 'hurdle')).body).toMatchObject({ passages: [], pendingFiles: 1 });
    await t.app.jobs.send(INDEX_RECONCILE_JOB, {});
    await t.app.jobs.send(INDEX_RECONCILE_JOB, {});
    // At least ours: on PostgreSQL another suite's app, started at the same time on the same queue tables, may have
    // queued a reconcile of its own (each run is idempotent).
    expect(await t.app.jobs.runPending(INDEX_RECONCILE_JOB)).toBeGreaterThanOrEqual(2);
    // Two runs, one waiting extraction of the file (singleton key = item id).
    expect(await t.app.jobs.runPending(EXTRACT_TEXT_JOB)).toBeGreaterThanOrEqual(1);
    expect((await ask(fundOwner(), 'hurdle')).body).toMatchObject({ pendingFiles: 0, passages: [expect.objectContaining({ page: 3 })] });
  });

  it('a deleted file leaves the index with it', async () => {
    expect((await t.call('DELETE', `/api/data-room/file?id=${memoId}`, fundOwner())).status).toBe(204);
    const reply = await ask(fundOwner(), 'negotiated');
    expect(reply.body.passages).toEqual([]);
  });
});

describe('adding an investor to a permission group', () => {
  it('mails the invited address and the investor profile’s members, through the queue, with the room and what the group gives', async () => {
    // The groups of the tests above queued theirs: send those first, so what follows counts this group's only.
    await t.app.jobs.runPending(HOLDER_ADDED_JOB);
    const invited = `invited-${Date.now()}@example.com`;
    const investorUser = await createUser(t);
    const investor = await createProfile(t, investorUser, { type: 'investor', name: 'Harbour LP' });
    const made = await t.call('POST', '/api/data-room/create/data-room/group', {
      ...fundOwner(),
      body: { dataRoomId: roomId, name: 'Anchor LPs', permissions: { canView: true, canDownload: true } },
    });
    const groupId = made.body.group.id as string;
    const added = await t.call('PUT', '/api/data-room/permissionHolder/edit', {
      ...fundOwner(),
      body: { groupId, add: [{ email: invited }, { profileId: investor.id }, { role: 'viewer' }] },
    });
    expect(added.status).toBe(200);
    // Nothing is sent on the request: the mail waits for the queue.
    expect(await mailsTo(invited, HOLDER_ADDED_TEMPLATE)).toHaveLength(0);
    expect(await t.app.jobs.runPending(HOLDER_ADDED_JOB)).toBe(1);
    for (const to of [invited, investorUser.email.toLowerCase()]) {
      const [mail, ...more] = await mailsTo(to, HOLDER_ADDED_TEMPLATE);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe('Queue Fund shared the data room Queue room with you');
      expect(mail!.text).toContain('added you to the group “Anchor LPs”');
      expect(mail!.text).toContain('You can view its documents and download them.');
      expect(mail!.text).toContain(`/dataRoom/${roomId}`);
    }
    // The fund's own members (a role holder) are not mailed.
    expect(await mailsTo(owner.email, HOLDER_ADDED_TEMPLATE)).toHaveLength(0);

    // Adding the same holders again, or removing one, mails nobody.
    const holderId = (added.body.group.holders as Array<{ id: string; email: string | null }>).find((h) => h.email === invited)!.id;
    await t.call('PUT', '/api/data-room/permissionHolder/edit', { ...fundOwner(), body: { groupId, add: [{ email: invited }] } });
    await t.call('PUT', '/api/data-room/permissionHolder/edit', { ...fundOwner(), body: { groupId, remove: [holderId] } });
    expect(await t.app.jobs.runPending(HOLDER_ADDED_JOB)).toBe(0);
    expect(await mailsTo(invited, HOLDER_ADDED_TEMPLATE)).toHaveLength(1);
  });
});
