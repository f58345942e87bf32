import ExcelJS from 'exceljs';
import { qaMessages as text } from '@fundnet/validation-schema';
import { addMember, createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { demoPdf } from '../data-room';
import { QA_ANSWERED_JOB, QA_ASSIGNED_JOB } from './mails';

/**
 * Questions and answers in a data room (issue 35, ADR 0081), over HTTP against the real server and database: every
 * route with every actor (anonymous, a stranger, a holder through a group, a colleague of the asker's organisation,
 * another holder, a fund member too low to manage, the fund's managers, another fund, a link visitor whose link allows
 * questions, one whose link does not, and a visitor of another link), and every message.
 */

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewerMember: TestUser;
let lp: TestUser;
let colleague: TestUser;
let otherLp: TestUser;
let stranger: TestUser;
let fund: TestProfile;
let lpOrg: TestProfile;
let roomId: string;
let deckId: string;
let secretId: string;
let askingToken: string;
let silentToken: string;
let elsewhereToken: string;

const Q = '/api/data-room-qa';
const L = '/api/fund-custom-profile-link';
const V = 'x-visitor-token';
const as = (user: TestUser, profile?: TestProfile) => ({ token: user.token, profile });
const fundOwner = () => as(owner, fund);
const visitor = (token: string) => ({ headers: { [V]: token } });

async function upload(name: string, pages: number) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ dataRoomId: roomId, fileName: name, dataRoomAddWatermark: 'false' })) form.append(key, value);
  form.append('file', new Blob([await demoPdf(name, pages)]), name);
  const response = await fetch(`${t.baseUrl}/api/data-room/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item.id;
}

async function group(permissions: Record<string, boolean>, add: Record<string, string>[]) {
  const made = await t.call('POST', '/api/data-room/create/data-room/group', {
    ...fundOwner(),
    body: { dataRoomId: roomId, name: `Group ${Math.random()}`, permissions },
  });
  expect(made.status).toBe(201);
  const edited = await t.call('PUT', '/api/data-room/permissionHolder/edit', {
    ...fundOwner(),
    body: { groupId: made.body.group.id, add },
  });
  expect(edited.status).toBe(200);
  return made.body.group.id as string;
}

/** A visitor of a new link of `profile` naming `scope`, who typed an address; their token. */
async function linkVisitor(by: { token: string; profile?: TestProfile }, scope: string[], allowQuestions: boolean, email: string) {
  const link = await t.call('POST', `${L}/create`, {
    ...by,
    body: { name: 'LP link', accessMode: 'AnyoneEnteringAnEmail', scope, permissions: { canView: true }, allowQuestions },
  });
  expect(link.status).toBe(201);
  expect(link.body.allowQuestions).toBe(allowQuestions);
  const token = (await t.call('POST', `${L}/token-from-slug/${link.body.slug}`)).body.token as string;
  const stored = await t.call('POST', `${L}/store-email`, { headers: { [V]: token }, body: { email } });
  expect(stored.body.access).toEqual({ state: 'granted' });
  return token;
}

const ask = (who: object, body: Record<string, unknown>) =>
  t.call('POST', `${Q}/question`, { ...who, body: { dataRoomId: roomId, ...body } });

beforeAll(async () => {
  t = await startTestApp();
  const people = await Promise.all(Array.from({ length: 7 }, () => createUser(t)));
  [owner, editor, viewerMember, lp, colleague, otherLp, stranger] = people as [
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
  ];
  fund = await createProfile(t, owner, { type: 'fund', name: 'Answering Fund', status: 'published' });
  await onPlan(t, fund);
  await addMember(t, fund, editor, 'editor');
  await addMember(t, fund, viewerMember, 'viewer');
  lpOrg = await createProfile(t, lp, { type: 'investor', name: 'Pension Plan LP' });
  await addMember(t, lpOrg, colleague, 'editor');
  roomId = (await t.call('POST', '/api/data-room', { ...fundOwner(), body: { name: 'Fund III room' } })).body.dataRoom.id;
  deckId = await upload('Deck.pdf', 3);
  secretId = await upload('Side letter.pdf', 1);
  // The LP's organisation holds the room by profile; another LP by e-mail, without the side letter.
  const orgGroup = await group({ canView: true, canUseAIChat: true }, [{ profileId: lpOrg.id }]);
  expect(orgGroup).toBeTruthy();
  const otherGroup = await group({ canView: true }, [{ email: otherLp.email }]);
  const hide = await t.call('PUT', '/api/data-room/group/edit', {
    ...fundOwner(),
    body: { id: otherGroup, overrides: [{ itemId: secretId, permissions: { canView: false } }] },
  });
  expect(hide.status).toBe(200);
  askingToken = await linkVisitor(fundOwner(), [`data-room:${roomId}`], true, 'visitor@allocator.test');
  silentToken = await linkVisitor(fundOwner(), [`data-room:${roomId}`], false, 'quiet@allocator.test');
  // A visitor of another fund's link (it names that fund's room, not this one).
  const otherOwner = await createUser(t);
  const otherFund = await createProfile(t, otherOwner, { type: 'fund', status: 'published' });
  await onPlan(t, otherFund);
  const otherRoom = (await t.call('POST', '/api/data-room', { ...as(otherOwner, otherFund), body: { name: 'Theirs' } })).body.dataRoom.id;
  elsewhereToken = await linkVisitor(as(otherOwner, otherFund), [`data-room:${otherRoom}`], true, 'else@allocator.test');
});

afterAll(async () => {
  await t.close();
});

describe('asking', () => {
  it('lets a holder ask on a page of a file, as their organisation; every bad input has its message', async () => {
    const asked = await ask(as(lp, lpOrg), {
      fileId: deckId,
      page: 2,
      text: '  What is the management fee after the investment period?  ',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.question).toMatchObject({
      fileId: deckId,
      fileName: 'Deck.pdf',
      page: 2,
      text: 'What is the management fee after the investment period?',
      state: 'open',
      answer: null,
      mine: true,
    });

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ text: '   ' }, 'text', text.questionRequired],
      [{ text: 'x'.repeat(2001) }, 'text', text.questionTooLong],
      [{ text: 'On which page?', page: 2 }, 'page', text.pageNeedsFile],
      [{ text: 'Page ten?', fileId: deckId, page: 10 }, 'page', text.pageOutOfRange],
      [{ text: 'Page zero?', fileId: deckId, page: 0 }, 'page', text.invalidPage],
      [{ text: 'Which file?', fileId: 'nope' }, 'fileId', text.invalidId],
      [{ text: 'Which file?', fileId: crypto.randomUUID() }, 'fileId', text.fileNotFound],
      [{ text: 'Which room?', dataRoomId: crypto.randomUUID() }, 'dataRoomId', 'This data room does not exist.'],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await ask(as(lp, lpOrg), body);
      expect({ field, status: refused.status, errors: refused.body.errors?.[field] }).toEqual({ field, status: 422, errors: [message] });
    }
    // A file the holder may not view is as none.
    expect((await ask(as(otherLp), { text: 'And the side letter?', fileId: secretId })).body.errors?.fileId).toEqual([text.fileNotFound]);
  });

  it('refuses the anonymous, strangers, the fund’s managers and a link that does not allow questions', async () => {
    expect((await ask({}, { text: 'Hello?' })).status).toBe(401);
    expect((await ask(as(stranger), { text: 'Hello?' })).body.errors?.dataRoomId).toEqual(['This data room does not exist.']);
    const manager = await ask(fundOwner(), { text: 'Hello?' });
    expect([manager.status, manager.body.message]).toEqual([403, text.managersAnswer]);
    const silent = await ask(visitor(silentToken), { text: 'Hello?' });
    expect([silent.status, silent.body.message]).toEqual([403, text.linkDisallows]);
    expect((await ask(visitor(elsewhereToken), { text: 'Hello?' })).body.errors?.dataRoomId).toEqual(['This data room does not exist.']);
    const allowed = await ask(visitor(askingToken), { text: 'Is there a key-person clause?' });
    expect(allowed.status).toBe(201);
  });

  it('keeps questions private to the asker’s organisation', async () => {
    const mine = await t.call('GET', `${Q}/mine/${roomId}`, as(lp, lpOrg));
    expect(mine.status).toBe(200);
    expect(mine.body.canAsk).toBe(true);
    expect(mine.body.items.map((q: { text: string }) => q.text)).toEqual(['What is the management fee after the investment period?']);
    // A colleague acting as the same organisation sees it (not theirs); without the organisation, only their own.
    const colleagues = await t.call('GET', `${Q}/mine/${roomId}`, as(colleague, lpOrg));
    expect(colleagues.body.items).toEqual([expect.objectContaining({ mine: false })]);
    expect((await t.call('GET', `${Q}/mine/${roomId}`, as(colleague))).body.items).toEqual([]);
    expect((await t.call('GET', `${Q}/mine/${roomId}`, as(otherLp))).body.items).toEqual([]);
    const visitors = await t.call('GET', `${Q}/mine/${roomId}`, visitor(askingToken));
    expect(visitors.body.items.map((q: { text: string }) => q.text)).toEqual(['Is there a key-person clause?']);
    expect((await t.call('GET', `${Q}/mine/${roomId}`, visitor(silentToken))).body).toEqual({ items: [], canAsk: false });
    expect((await t.call('GET', `${Q}/mine/${roomId}`, fundOwner())).body.canAsk).toBe(false);
    expect((await t.call('GET', `${Q}/mine/${roomId}`)).status).toBe(401);
    expect((await t.call('GET', `${Q}/mine/${roomId}`, as(stranger))).status).toBe(404);
    expect((await t.call('GET', `${Q}/mine/${roomId}`, visitor(elsewhereToken))).status).toBe(404);
    // Headers of an organisation the caller is not a member of are refused by the profile plugin.
    expect((await t.call('GET', `${Q}/mine/${roomId}`, as(otherLp, lpOrg))).status).toBe(403);
  });
});

describe('the fund’s inbox', () => {
  let questionId: string;

  it('lists the room’s questions for its managers only, by state and assignee', async () => {
    const list = await t.call('GET', `${Q}/inbox/${roomId}`, fundOwner());
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.counts).toEqual({ open: 2, assigned: 0, answered: 0, published: 0, closed: 0 });
    const fee = list.body.items.find((q: { page: number | null }) => q.page === 2);
    questionId = fee.id;
    expect(fee.asker).toEqual({ email: lp.email, name: 'Test User', organisation: 'Pension Plan LP', viaLink: null });
    const link = list.body.items.find((q: { page: number | null }) => q.page === null);
    expect(link.asker).toMatchObject({ email: 'visitor@allocator.test', name: null, viaLink: 'LP link' });

    expect((await t.call('GET', `${Q}/inbox/${roomId}?state=assigned`, fundOwner())).body.total).toBe(0);
    expect((await t.call('GET', `${Q}/inbox/${roomId}?state=sleeping`, fundOwner())).body.errors.state).toEqual([text.invalidState]);
    expect((await t.call('GET', `${Q}/inbox/${roomId}?take=1`, fundOwner())).body).toMatchObject({ total: 2, items: [expect.anything()] });
    expect((await t.call('GET', `${Q}/inbox/${roomId}?assigneeId=${editor.id}`, fundOwner())).body.total).toBe(0);

    expect((await t.call('GET', `${Q}/inbox/${roomId}`)).status).toBe(401);
    expect((await t.call('GET', `${Q}/inbox/${roomId}`, as(viewerMember, fund))).status).toBe(403);
    expect((await t.call('GET', `${Q}/inbox/${roomId}`, as(lp, lpOrg))).status).toBe(403);
    expect((await t.call('GET', `${Q}/inbox/${roomId}`, visitor(askingToken))).status).toBe(401);
    const otherOwner = await createUser(t);
    const otherFund = await createProfile(t, otherOwner, { type: 'fund' });
    for (const path of [`inbox/${roomId}`, `assignees/${roomId}`, `response-times/${roomId}`, `export/${roomId}`]) {
      expect({ path, status: (await t.call('GET', `${Q}/${path}`, as(otherOwner, otherFund))).status }).toEqual({ path, status: 404 });
    }
    for (const path of ['assign', 'draft', 'answer', 'publish', 'close']) {
      const body = { assigneeUserId: otherOwner.id, draft: 'x', answer: 'x' };
      const status = (await t.call('PUT', `${Q}/${path}/${questionId}`, { ...as(otherOwner, otherFund), body })).status;
      expect({ path, status }).toEqual({ path, status: 404 });
      expect((await t.call('PUT', `${Q}/${path}/${questionId}`, { ...as(viewerMember, fund), body })).status).toBe(403);
    }
  });

  it('assigns to a member who manages the room (mailed through the queue), drafts, answers (the asker is mailed)', async () => {
    const members = await t.call('GET', `${Q}/assignees/${roomId}`, fundOwner());
    expect(members.body.items.map((m: { email: string }) => m.email).sort()).toEqual([owner.email, editor.email].sort());

    const toLp = await t.call('PUT', `${Q}/assign/${questionId}`, { ...fundOwner(), body: { assigneeUserId: lp.id } });
    expect(toLp.body.errors).toEqual({ assigneeUserId: [text.assigneeNotMember] });
    const toViewer = await t.call('PUT', `${Q}/assign/${questionId}`, { ...fundOwner(), body: { assigneeUserId: viewerMember.id } });
    expect(toViewer.status).toBe(422);

    const assigned = await t.call('PUT', `${Q}/assign/${questionId}`, { ...fundOwner(), body: { assigneeUserId: editor.id } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.question).toMatchObject({ state: 'assigned', assignee: { userId: editor.id, email: editor.email } });
    expect(await t.lastMail(editor.email, 'data-room-qa-assigned')).toBeUndefined();
    expect(await t.app.jobs.runPending(QA_ASSIGNED_JOB)).toBe(1);
    const mine = await t.call('GET', `${Q}/inbox/${roomId}?assigneeId=${editor.id}`, fundOwner());
    expect([mine.body.total, mine.body.items.map((q: { id: string }) => q.id)]).toEqual([1, [questionId]]);
    const assignedMail = await t.lastMail(editor.email, 'data-room-qa-assigned');
    expect(assignedMail?.subject).toBe('A question in the data room Fund III room is yours to answer');
    expect(assignedMail?.data).toMatchObject({ link: `http://localhost:8080/dataRoom/${roomId}/questions` });
    // The asker still reads it as open, with nothing of the fund's work.
    expect((await t.call('GET', `${Q}/mine/${roomId}`, as(lp, lpOrg))).body.items[0]).toMatchObject({ state: 'open', answer: null });

    const drafted = await t.call('PUT', `${Q}/draft/${questionId}`, {
      ...as(editor, fund),
      body: { draft: '1.5 % of net invested capital' },
    });
    expect(drafted.body.question).toMatchObject({ state: 'assigned', draft: '1.5 % of net invested capital' });
    expect(
      (await t.call('PUT', `${Q}/draft/${questionId}`, { ...as(editor, fund), body: { draft: 'x'.repeat(10_001) } })).body.errors,
    ).toEqual({
      draft: [text.draftTooLong],
    });
    expect((await t.call('PUT', `${Q}/publish/${questionId}`, as(editor, fund))).body.code).toBe('NEEDS_ANSWER');
    expect((await t.call('PUT', `${Q}/answer/${questionId}`, { ...as(editor, fund), body: { answer: ' ' } })).body.errors).toEqual({
      answer: [text.answerRequired],
    });

    const answered = await t.call('PUT', `${Q}/answer/${questionId}`, {
      ...as(editor, fund),
      body: { answer: 'After the investment period the fee is 1.5 % of net invested capital.' },
    });
    expect(answered.body.question).toMatchObject({ state: 'answered', draft: null });
    expect(await t.app.jobs.runPending(QA_ANSWERED_JOB)).toBe(1);
    const answeredMail = await t.lastMail(lp.email, 'data-room-qa-answered');
    expect(answeredMail?.subject).toBe('Answering Fund answered your question in Fund III room');
    expect(answeredMail?.text).toContain('1.5 % of net invested capital');
    expect((await t.call('GET', `${Q}/mine/${roomId}`, as(colleague, lpOrg))).body.items[0]).toMatchObject({
      state: 'answered',
      answer: 'After the investment period the fee is 1.5 % of net invested capital.',
    });
    // Not yet in anybody's FAQ.
    expect((await t.call('GET', `${Q}/faq/${roomId}`, as(otherLp))).body.items).toEqual([]);
  });

  it('publishes to every holder without the asker, suggests it before a question is sent, and closes', async () => {
    const published = await t.call('PUT', `${Q}/publish/${questionId}`, fundOwner());
    expect(published.body.question.state).toBe('published');
    const faqEntry = {
      id: questionId,
      fileId: deckId,
      fileName: 'Deck.pdf',
      page: 2,
      question: 'What is the management fee after the investment period?',
      answer: 'After the investment period the fee is 1.5 % of net invested capital.',
      publishedAt: expect.any(String),
    };
    for (const who of [as(otherLp), visitor(askingToken), visitor(silentToken), fundOwner()]) {
      const faq = await t.call('GET', `${Q}/faq/${roomId}`, who);
      expect(faq.status).toBe(200);
      expect(faq.body.items).toEqual([faqEntry]);
      expect(JSON.stringify(faq.body)).not.toContain(lp.email);
    }
    expect((await t.call('GET', `${Q}/faq/${roomId}`)).status).toBe(401);
    expect((await t.call('GET', `${Q}/faq/${roomId}`, as(stranger))).status).toBe(404);
    expect((await t.call('GET', `${Q}/faq/${roomId}`, visitor(elsewhereToken))).status).toBe(404);

    const suggested = await t.call('GET', `${Q}/suggestions/${roomId}?q=${encodeURIComponent('management fees')}`, as(otherLp));
    expect(suggested.status).toBe(200);
    expect(suggested.body.faq.map((f: { id: string }) => f.id)).toEqual([questionId]);
    // otherLp has no canUseAIChat: no passages; too short a query: nothing.
    expect(suggested.body.passages).toEqual([]);
    expect((await t.call('GET', `${Q}/suggestions/${roomId}?q=fe`, as(otherLp))).body).toEqual({ faq: [], passages: [] });
    expect((await t.call('GET', `${Q}/suggestions/${roomId}?q=${'x'.repeat(501)}`, as(otherLp))).body.errors.q).toEqual([
      text.searchTooLong,
    ]);
    expect((await t.call('GET', `${Q}/suggestions/${roomId}?q=fees`)).status).toBe(401);
    expect((await t.call('GET', `${Q}/suggestions/${roomId}?q=fees`, as(stranger))).status).toBe(404);

    const closed = await t.call('PUT', `${Q}/close/${questionId}`, fundOwner());
    expect(closed.body.question.state).toBe('closed');
    expect((await t.call('GET', `${Q}/faq/${roomId}`, as(otherLp))).body.items).toEqual([]);
    for (const path of ['publish', 'answer', 'draft']) {
      const refused = await t.call('PUT', `${Q}/${path}/${questionId}`, { ...fundOwner(), body: { answer: 'Again', draft: 'Again' } });
      expect({ path, status: refused.status, message: refused.body.message }).toEqual({ path, status: 409, message: text.closed });
    }
    expect((await t.call('PUT', `${Q}/close/${crypto.randomUUID()}`, fundOwner())).status).toBe(404);
  });

  it('shows response times and exports the log as XLSX', async () => {
    const times = await t.call('GET', `${Q}/response-times/${roomId}`, fundOwner());
    expect(times.status).toBe(200);
    expect(times.body).toMatchObject({ asked: 2, answered: 1, waiting: 1, oldestWaitingAt: expect.any(String) });
    expect(times.body.medianMs).toBeGreaterThanOrEqual(0);
    expect((await t.call('GET', `${Q}/response-times/${roomId}`, as(lp, lpOrg))).status).toBe(403);

    const response = await fetch(`${t.baseUrl}${Q}/export/${roomId}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="questions-Fund III room.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Questions')!;
    expect(sheet.rowCount).toBe(3);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Asked at (UTC)');
    expect(values(2)).toEqual(
      expect.arrayContaining([
        'Closed',
        lp.email,
        'Pension Plan LP',
        'Deck.pdf',
        2,
        'What is the management fee after the investment period?',
      ]),
    );
    expect(values(3)).toEqual(expect.arrayContaining(['Open', 'visitor@allocator.test', 'LP link', 'The whole data room']));
  });
});
