import { PDFDocument } from 'pdf-lib';
import { dataRoomMessages as text } from '@fundnet/validation-schema';
import { addMember, createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { readPages } from '../../test/pdf-pages';
import { demoPdf } from './demo-files';

let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
let roomId: string;

const as = (user: TestUser, profile?: TestProfile) => ({ token: user.token, profile });
const fundOwner = () => as(owner, fund);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(
  fields: Record<string, string>,
  content: Buffer,
  fileName: string,
  by = fundOwner(),
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([content]), fileName);
  const headers: Record<string, string> = { authorization: `Bearer ${by.token}` };
  if (by.profile) Object.assign(headers, { 'meta-profile-id': by.profile.id, 'meta-profile-type': by.profile.type });
  const response = await fetch(`${t.baseUrl}/api/data-room/file/upload`, { method: 'POST', headers, body: form });
  return { status: response.status, body: await response.json() };
}

/** Bytes of a binary reply (t.call decodes text). */
async function bytes(method: string, path: string, by: { token: string; profile?: TestProfile }) {
  const headers: Record<string, string> = { authorization: `Bearer ${by.token}` };
  if (by.profile) Object.assign(headers, { 'meta-profile-id': by.profile.id, 'meta-profile-type': by.profile.type });
  const response = await fetch(`${t.baseUrl}${path}`, { method, headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

const uploadPdf = async (name = 'Deck.pdf', parentId?: string, watermark = 'true') =>
  upload(
    {
      dataRoomId: roomId,
      fileName: name,
      dataRoomAddWatermark: watermark,
      ...(parentId ? { parentId } : {}),
      customWatermarkText: 'Confidential',
    },
    await demoPdf('Deck', 3),
    name,
  );

const folder = async (name: string, parentId?: string) =>
  (await t.call('POST', '/api/data-room/folder', { ...fundOwner(), body: { dataRoomId: roomId, name, parentId } })).body.item;

const group = async (permissions: Record<string, boolean>, emails: string[]) => {
  const made = await t.call('POST', '/api/data-room/create/data-room/group', {
    ...fundOwner(),
    body: { dataRoomId: roomId, name: `Group ${Math.random()}`, permissions },
  });
  expect(made.status).toBe(201);
  const edited = await t.call('PUT', '/api/data-room/permissionHolder/edit', {
    ...fundOwner(),
    body: { groupId: made.body.group.id, add: emails.map((email) => ({ email })) },
  });
  expect(edited.status).toBe(200);
  return edited.body.group;
};

const viewOnly = { canView: true, notifyViews: true };
const viewAndDownload = { canView: true, canDownload: true };

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', name: 'Room Fund' });
  // Several rooms and questions: more than the free plan allows (billing.test.ts covers the limits).
  await onPlan(t, fund);
  const created = await t.call('POST', '/api/data-room', { ...fundOwner(), body: { name: 'Fund II room' } });
  expect(created.status).toBe(201);
  roomId = created.body.dataRoom.id;
});

afterAll(async () => {
  await t.close();
});

describe('who may manage a room', () => {
  it('refuses anonymous callers (401), other funds (422 on dataRoomId; 404 by path) and viewer members (403); editors may', async () => {
    expect((await t.call('POST', '/api/data-room/folder', { body: { dataRoomId: roomId, name: 'x' } })).status).toBe(401);
    const otherOwner = await createUser(t);
    const otherFund = await createProfile(t, otherOwner, { type: 'fund' });
    // Another fund's room in the body answers as a room of nothing: 422 on dataRoomId, its existence not revealed.
    const foreign = await t.call('POST', '/api/data-room/folder', {
      ...as(otherOwner, otherFund),
      body: { dataRoomId: roomId, name: 'x' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { dataRoomId: ['This data room does not exist.'] } });
    expect((await t.call('GET', `/api/data-room/${roomId}`, as(otherOwner, otherFund))).status).toBe(404);
    const viewer = await createUser(t);
    await addMember(t, fund, viewer, 'viewer');
    const refused = await t.call('POST', '/api/data-room/folder', { ...as(viewer, fund), body: { dataRoomId: roomId, name: 'x' } });
    expect(refused.status).toBe(403);
    const editor = await createUser(t);
    await addMember(t, fund, editor, 'editor');
    expect(
      (await t.call('POST', '/api/data-room/folder', { ...as(editor, fund), body: { dataRoomId: roomId, name: 'By editor' } })).status,
    ).toBe(201);
    // An investor profile cannot act as a fund.
    const investor = await createProfile(t, owner, { type: 'investor' });
    expect(
      (await t.call('POST', '/api/data-room/folder', { ...as(owner, investor), body: { dataRoomId: roomId, name: 'x' } })).status,
    ).toBe(403);
  });

  it('gives the default room once (201 then 200)', async () => {
    const first = await t.call('POST', '/api/data-room/default/data-room', fundOwner());
    const second = await t.call('POST', '/api/data-room/default/data-room', fundOwner());
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.dataRoom.id).toBe(first.body.dataRoom.id);
    expect(second.body.dataRoom.isDefault).toBe(true);
  });

  it('requires the URL of an external room and refuses folders in it', async () => {
    const missing = await t.call('POST', '/api/data-room', { ...fundOwner(), body: { name: 'Ext', type: 'external' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.externalDataRoomUrl).toEqual(['Url is required']);
    const ext = await t.call('POST', '/api/data-room', {
      ...fundOwner(),
      body: { name: 'Ext', type: 'external', externalDataRoomUrl: 'https://vdr.example.com/x' },
    });
    expect(ext.status).toBe(201);
    expect(
      (await t.call('POST', '/api/data-room/folder', { ...fundOwner(), body: { dataRoomId: ext.body.dataRoom.id, name: 'f' } })).status,
    ).toBe(400);
  });
});

describe('the add-item messages (forms §5, word for word)', () => {
  it('link name and url', async () => {
    const reply = await t.call('POST', '/api/data-room/link', {
      ...fundOwner(),
      body: { dataRoomId: roomId, linkName: '', linkUrl: 'nope' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.linkName).toEqual(['Link name is required']);
    expect(reply.body.errors.linkUrl).toEqual(['Url is required']);
  });

  it('file name and watermark option', async () => {
    const reply = await upload({ dataRoomId: roomId }, await demoPdf('x', 1), 'x.pdf');
    expect(reply.status).toBe(422);
    expect(reply.body.errors.fileName).toEqual(['File name is required']);
    expect(reply.body.errors.dataRoomAddWatermark).toEqual(['Watermark option is required when uploading a file']);
  });
});

describe('uploads', () => {
  it('stores a PDF with its page count and watermark options', async () => {
    const reply = await uploadPdf('Pitch.pdf');
    expect(reply.status).toBe(201);
    expect(reply.body.item).toMatchObject({ kind: 'file', name: 'Pitch.pdf', contentType: 'application/pdf', pageCount: 3 });
    expect(reply.body.item.watermark).toMatchObject({ customWatermarkText: 'Confidential', watermarkRotation: 45 });
  });

  it('refuses a lying extension (a PNG named .pdf) and unknown kinds, by content', async () => {
    const lying = await upload({ dataRoomId: roomId, fileName: 'deck.pdf', dataRoomAddWatermark: 'false' }, PNG, 'deck.pdf');
    expect(lying.status).toBe(415);
    expect(lying.body.message).toBe('The file name says one type but its content is another.');
    const exe = await upload(
      { dataRoomId: roomId, fileName: 'tool', dataRoomAddWatermark: 'false' },
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      'tool.exe',
    );
    expect(exe.status).toBe(415);
  });

  it('neutralises hostile names', async () => {
    const reply = await upload(
      { dataRoomId: roomId, fileName: '../../etc/\u202Egnp.exe\u0000<script>.pdf', dataRoomAddWatermark: 'false' },
      await demoPdf('x', 1),
      'x.pdf',
    );
    expect(reply.status).toBe(201);
    expect(reply.body.item.name).toBe('gnp.exe_script_.pdf');
  });

  it('answers 413 past the size limit', async () => {
    const small = await startTestApp({ DATA_ROOM_MAX_BYTES: '2000' });
    try {
      const o = await createUser(small);
      const f = await createProfile(small, o, { type: 'fund' });
      const room = (await small.call('POST', '/api/data-room', { token: o.token, profile: f, body: { name: 'r' } })).body.dataRoom.id;
      const form = new FormData();
      form.append('dataRoomId', room);
      form.append('fileName', 'big.pdf');
      form.append('dataRoomAddWatermark', 'false');
      form.append('file', new Blob([await demoPdf('big', 5)]), 'big.pdf');
      const response = await fetch(`${small.baseUrl}/api/data-room/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${o.token}`, 'meta-profile-id': f.id, 'meta-profile-type': 'fund' },
        body: form,
      });
      expect(response.status).toBe(413);
    } finally {
      await small.close();
    }
  });
});

describe('holders, inheritance and the bytes they get', () => {
  let deckId: string;
  let legalFolder: { id: string };
  let lpaId: string;
  let reader: TestUser;
  let downloader: TestUser;
  let stranger: TestUser;
  let readerGroup: { id: string };

  beforeAll(async () => {
    deckId = (await uploadPdf('Holder deck.pdf')).body.item.id;
    legalFolder = await folder('Legal');
    lpaId = (await uploadPdf('LPA.pdf', legalFolder.id)).body.item.id;
    reader = await createUser(t);
    downloader = await createUser(t);
    stranger = await createUser(t);
    readerGroup = await group(viewOnly, [reader.email.toUpperCase()]);
    await group(viewAndDownload, [downloader.email]);
  });

  it('a holder sees the room in their list and the items; a stranger gets 404', async () => {
    const mine = await t.call('GET', '/api/data-room/mine', as(reader));
    expect(mine.body.dataRooms.map((r: { id: string }) => r.id)).toContain(roomId);
    const tree = await t.call('GET', `/api/data-room/${roomId}`, as(reader));
    expect(tree.status).toBe(200);
    expect(tree.body.dataRoom.canManage).toBe(false);
    const deck = tree.body.items.find((i: { id: string }) => i.id === deckId);
    expect(deck.permissions).toMatchObject({ canView: true, canDownload: false });
    expect((await t.call('GET', `/api/data-room/${roomId}`, as(stranger))).status).toBe(404);
    const strangerView = await t.call('PUT', '/api/data-room/file/view', { ...as(stranger), body: { fileId: deckId } });
    expect(strangerView.status).toBe(422);
    expect(strangerView.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { fileId: ['This item does not exist.'] } });
  });

  it('view-only: the viewer gets a stamped copy, never the original; download is refused', async () => {
    const view = await t.call('PUT', '/api/data-room/file/view', { ...as(reader), body: { fileId: deckId } });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ viewerEmail: reader.email, canDownload: false });
    expect(view.body.viewCode).toMatch(/^[0-9A-F]{6}$/);
    const copy = await bytes('GET', `/${view.body.contentUrl}`, as(reader));
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/pdf');
    expect(copy.headers.get('cache-control')).toContain('no-store');
    const document = await PDFDocument.load(copy.body, { updateMetadata: false });
    expect(document.getProducer()).toBe('Fundnet data room');
    expect(document.getPageCount()).toBe(3);
    // One stamp per page, written into the page's single content stream (issue 34.2): no annotation, no form
    // XObject, no extra stream a tool could drop; the e-mail, the UTC time and the view code each once.
    const { viewerEmail, viewCode, startedAt } = view.body;
    const stampedPages = await readPages(copy.body);
    expect(stampedPages).toHaveLength(3);
    for (const page of stampedPages) {
      expect(page).toMatchObject({ streams: 1, annotations: 0, xObjects: 0 });
      expect(page.texts.filter((shown) => shown.includes(viewerEmail))).toEqual([viewerEmail]);
      expect(page.texts.filter((shown) => shown.includes(viewCode))).toEqual([
        `${startedAt.slice(0, 16).replace('T', ' ')} UTC · ${viewCode}`,
      ]);
    }
    expect((await bytes('PUT', `/api/data-room/download/file/${deckId}`, as(reader))).status).toBe(403);
    // Somebody else's view id does not open the content.
    expect((await bytes('GET', `/${view.body.contentUrl}`, as(downloader))).status).toBe(404);
  });

  it('with canDownload the download is the stamped copy and is recorded', async () => {
    const reply = await bytes('PUT', `/api/data-room/download/file/${deckId}`, as(downloader));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('attachment');
    expect((await PDFDocument.load(reply.body, { updateMetadata: false })).getProducer()).toBe('Fundnet data room');
    const views = await t.call('GET', `/api/data-room/views/${roomId}?fileId=${deckId}`, fundOwner());
    expect(
      views.body.views.some(
        (v: { viewerEmail: string; downloadedAt: string | null }) => v.viewerEmail === downloader.email && v.downloadedAt,
      ),
    ).toBe(true);
  });

  it('the download of a view is the very pages the viewer showed, with the same one stamp', async () => {
    const view = await t.call('PUT', '/api/data-room/file/view', { ...as(downloader), body: { fileId: deckId } });
    const onScreen = await bytes('GET', `/${view.body.contentUrl}`, as(downloader));
    const downloaded = await bytes('PUT', `/api/data-room/download/file/${deckId}?viewId=${view.body.viewId}`, as(downloader));
    expect(downloaded.status).toBe(200);
    const screenPages = await readPages(onScreen.body);
    expect(await readPages(downloaded.body)).toEqual(screenPages);
    for (const page of screenPages) expect(page.texts.filter((shown) => shown.includes(downloader.email))).toHaveLength(1);
  });

  it('a folder override is inherited by its files and can be removed', async () => {
    const edit = (permissions: Record<string, boolean> | null) =>
      t.call('PUT', '/api/data-room/group/edit', {
        ...fundOwner(),
        body: { id: readerGroup.id, overrides: [{ itemId: legalFolder.id, permissions }] },
      });
    expect((await edit({ canView: true, canDownload: true })).status).toBe(200);
    expect((await bytes('PUT', `/api/data-room/download/file/${lpaId}`, as(reader))).status).toBe(200);
    expect((await bytes('PUT', `/api/data-room/download/file/${deckId}`, as(reader))).status).toBe(403);
    const why = await t.call('GET', `/api/data-room/why?itemId=${lpaId}&email=${reader.email}`, fundOwner());
    expect(why.body.permissions.canDownload).toBe(true);
    expect(why.body.rules[0].overrideItemId).toBe(legalFolder.id);
    expect(why.body.explanation).toContain('inherited');
    // canView off on the folder: its file disappears for the reader.
    await edit({ canView: false });
    const tree = await t.call('GET', `/api/data-room/${roomId}`, as(reader));
    expect(tree.body.items.map((i: { id: string }) => i.id)).not.toContain(lpaId);
    expect((await t.call('GET', `/api/data-room/file/${lpaId}`, as(reader))).status).toBe(404);
    await edit(null);
    expect((await t.call('GET', `/api/data-room/file/${lpaId}`, as(reader))).status).toBe(200);
  });

  it('"why can X see this?" for an invited address with no account says which group lists it and what that gives', async () => {
    const made = await t.call('POST', '/api/data-room/create/data-room/group', {
      ...fundOwner(),
      body: { dataRoomId: roomId, name: 'LP Advisory', permissions: viewOnly },
    });
    const invited = `invited-${Date.now()}@allocator.test`;
    await t.call('PUT', '/api/data-room/permissionHolder/edit', {
      ...fundOwner(),
      body: { groupId: made.body.group.id, add: [{ email: invited }] },
    });
    const why = await t.call('GET', `/api/data-room/why?itemId=${deckId}&email=${invited}`, fundOwner());
    expect(why.status).toBe(200);
    expect(why.body.permissions).toMatchObject({ canView: true, canDownload: false, notifyViews: true });
    expect(why.body.rules).toEqual([
      expect.objectContaining({ source: 'group', groupId: made.body.group.id, groupName: 'LP Advisory', overrideItemId: null }),
    ]);
    expect(why.body.explanation).not.toContain('no permission group');
    expect(why.body.explanation).toContain(`${invited} is invited to the group "LP Advisory" (not signed up yet)`);
    expect(why.body.explanation).toContain('will have View, Notify on views on this item');
    expect(why.body.explanation).toContain(`the e-mail address ${invited}, invited and not signed up yet`);
    // The address itself gives nothing until it is an account's: a request with no account still sees nothing.
    const nobody = await t.call('GET', `/api/data-room/why?itemId=${deckId}&email=nobody-${Date.now()}@allocator.test`, fundOwner());
    expect(nobody.body.rules).toEqual([]);
    expect(nobody.body.explanation).toContain('has not signed up yet and no permission group of this data room lists this address');
    expect((await t.call('DELETE', `/api/data-room/group?id=${made.body.group.id}`, fundOwner())).status).toBe(204);
  });

  it('canHide hides an item from the group; hidden items are hidden from every holder', async () => {
    await t.call('PUT', '/api/data-room/group/edit', {
      ...fundOwner(),
      body: { id: readerGroup.id, overrides: [{ itemId: deckId, permissions: { canView: true, canHide: true } }] },
    });
    expect((await t.call('GET', `/api/data-room/file/${deckId}`, as(reader))).status).toBe(404);
    await t.call('PUT', '/api/data-room/group/edit', {
      ...fundOwner(),
      body: { id: readerGroup.id, overrides: [{ itemId: deckId, permissions: null }] },
    });
    expect((await t.call('PUT', '/api/data-room/hidden', { ...fundOwner(), body: { id: deckId, hidden: true } })).status).toBe(200);
    expect((await t.call('GET', `/api/data-room/file/${deckId}`, as(downloader))).status).toBe(404);
    expect((await t.call('GET', `/api/data-room/file/${deckId}`, fundOwner())).status).toBe(200);
    await t.call('PUT', '/api/data-room/hidden', { ...fundOwner(), body: { id: deckId, hidden: false } });
  });

  it('a profile holder and a member-role holder are let in', async () => {
    const lp = await createUser(t);
    const lpProfile = await createProfile(t, lp, { type: 'investor' });
    const made = await t.call('POST', '/api/data-room/create/data-room/group', {
      ...fundOwner(),
      body: { dataRoomId: roomId, name: 'By profile' },
    });
    await t.call('PUT', '/api/data-room/permissionHolder/edit', {
      ...fundOwner(),
      body: { groupId: made.body.group.id, add: [{ profileId: lpProfile.id }, { role: 'viewer' }] },
    });
    expect((await t.call('GET', `/api/data-room/file/${deckId}`, as(lp))).status).toBe(200);
    const viewerMember = await createUser(t);
    await addMember(t, fund, viewerMember, 'viewer');
    expect((await t.call('GET', `/api/data-room/file/${deckId}`, as(viewerMember))).status).toBe(200);
    const holders = await t.call('GET', `/api/data-room/permission-holders/${made.body.group.id}`, fundOwner());
    expect(holders.body.holders.map((h: { kind: string }) => h.kind).sort()).toEqual(['profile', 'role']);
  });

  it('removing the holder removes the access', async () => {
    const holders = (await t.call('GET', `/api/data-room/group/${readerGroup.id}`, fundOwner())).body.group.holders;
    await t.call('PUT', '/api/data-room/permissionHolder/edit', {
      ...fundOwner(),
      body: { groupId: readerGroup.id, remove: holders.map((h: { id: string }) => h.id) },
    });
    expect((await t.call('GET', `/api/data-room/${roomId}`, as(reader))).status).toBe(404);
  });
});

describe('tree operations', () => {
  it('answers a parent of nothing with 422 on parentId (issue 31.6) and a file as parent with 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await t.call('POST', '/api/data-room/folder', {
      ...fundOwner(),
      body: { dataRoomId: roomId, name: 'x', parentId: unknown },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { parentId: [text.parentNotFolder] } });
    const file = (await uploadPdf('Not a folder.pdf')).body.item;
    const inFile = await t.call('POST', '/api/data-room/folder', {
      ...fundOwner(),
      body: { dataRoomId: roomId, name: 'x', parentId: file.id },
    });
    expect(inFile.status).toBe(400);
    expect(inFile.body.code).toBe('BAD_PARENT');
  });

  it('moves, renames, refuses a folder into itself, deletes a folder with its files', async () => {
    const a = await folder('A');
    const b = await folder('B', a.id);
    expect(
      (await t.call('PUT', '/api/data-room/move-folder-location', { ...fundOwner(), body: { id: a.id, parentId: b.id } })).status,
    ).toBe(400);
    const file = (await uploadPdf('Move me.pdf')).body.item;
    const moved = await t.call('PUT', '/api/data-room/move-file-location', {
      ...fundOwner(),
      body: { id: file.id, parentId: b.id, position: 0 },
    });
    expect(moved.body.item.parentId).toBe(b.id);
    const renamed = await t.call('PUT', `/api/data-room/rename-file/${file.id}`, { ...fundOwner(), body: { name: 'Renamed' } });
    expect(renamed.body.item.name).toBe('Renamed.pdf');
    expect((await t.call('PUT', `/api/data-room/rename-folder/${file.id}`, { ...fundOwner(), body: { name: 'x' } })).status).toBe(404);
    const listed = await t.call('GET', `/api/data-room/${roomId}?parentId=${b.id}`, fundOwner());
    expect(listed.body.items.map((i: { name: string }) => i.name)).toEqual(['Renamed.pdf']);
    expect((await t.call('DELETE', `/api/data-room/folder?id=${a.id}`, fundOwner())).status).toBe(204);
    expect((await t.call('GET', `/api/data-room/file/${file.id}`, fundOwner())).status).toBe(404);
  });

  it('sorts by the room sort or ?sort=', async () => {
    const s = await t.call('POST', '/api/data-room', { ...fundOwner(), body: { name: 'Sorted', sort: 'NewestFirst' } });
    const id = s.body.dataRoom.id;
    for (const name of ['b', 'a', 'c']) await t.call('POST', '/api/data-room/folder', { ...fundOwner(), body: { dataRoomId: id, name } });
    const names = async (q = '') =>
      (await t.call('GET', `/api/data-room/${id}${q}`, fundOwner())).body.items.map((i: { name: string }) => i.name);
    expect(await names()).toEqual(['c', 'a', 'b']);
    expect(await names('?sort=ByAlphabet')).toEqual(['a', 'b', 'c']);
    expect(await names('?sort=OlderFirst')).toEqual(['b', 'a', 'c']);
  });
});

describe('analytics', () => {
  it('counts time per page from heartbeats, statistics, visitors and the CSV', async () => {
    const file = (await uploadPdf('Stats.pdf')).body.item;
    const lp = await createUser(t);
    await group(viewOnly, [lp.email]);
    const view = (await t.call('PUT', '/api/data-room/file/view', { ...as(lp), body: { fileId: file.id } })).body;
    await t.call('PUT', `/api/data-room/view/${view.viewId}`, { ...as(lp), body: { page: 1, ms: 5000, pageCount: 3 } });
    await t.call('PUT', `/api/data-room/view/${view.viewId}`, { ...as(lp), body: { page: 2, ms: 90_000 } });
    expect((await t.call('PUT', `/api/data-room/view/${view.viewId}`, { ...as(lp), body: { page: 2, ms: 999_999 } })).status).toBe(422);
    // Another person's heartbeat on this view is refused.
    expect((await t.call('PUT', `/api/data-room/view/${view.viewId}`, { ...as(owner), body: { page: 1, ms: 1 } })).status).toBe(404);
    const views = (await t.call('GET', `/api/data-room/views/${roomId}?fileId=${file.id}`, fundOwner())).body.views;
    expect(views[0]).toMatchObject({ viewerEmail: lp.email, durationMs: 65_000, pagesReadPercent: 67 });
    expect(views[0].pages).toEqual([
      { page: 1, ms: 5000 },
      { page: 2, ms: 60_000 },
    ]);
    const total = await t.call('PUT', `/api/data-room/total-time/file/${file.id}`, fundOwner());
    expect(total.body).toMatchObject({ totalMs: 65_000, views: 1 });
    const stats = await t.call('GET', `/api/data-room/statistics/${roomId}`, fundOwner());
    expect(stats.body.fileViews).toBeGreaterThan(0);
    expect(stats.body.lastView).not.toBeNull();
    const visitors = await t.call('GET', `/api/data-room/visitors/${roomId}`, fundOwner());
    expect(visitors.body.visitors.map((v: { viewerEmail: string }) => v.viewerEmail)).toContain(lp.email);
    const csv = await t.call('GET', `/api/data-room/views/${roomId}/csv`, fundOwner());
    expect(csv.body.split('\r\n')[0]).toBe('viewed at,visitor,e-mail,file,duration (s),pages read %,downloaded at');
    expect(csv.body).toContain(`${lp.email},Stats.pdf,65,67,`);
    expect((await t.call('GET', `/api/data-room/statistics/${roomId}`, as(lp))).status).toBe(400);
    expect((await t.call('PUT', `/api/data-room/view-reset/${file.id}`, fundOwner())).status).toBe(204);
    expect((await t.call('PUT', `/api/data-room/total-time/file/${file.id}`, fundOwner())).body.views).toBe(0);
  });

  it('counts files and folders', async () => {
    const counts = await t.call('GET', `/api/data-room/number-of-files/${roomId}`, fundOwner());
    expect(counts.status).toBe(200);
    expect(counts.body.files).toBeGreaterThan(0);
    const rooms = await t.call('GET', `/api/data-room/fund/${fund.id}`, fundOwner());
    expect(rooms.body.dataRooms.length).toBeGreaterThanOrEqual(2);
    const tree = await t.call('GET', `/api/data-room/discovery-tree/${fund.id}/internal`, fundOwner());
    expect(tree.body.rooms.length).toBeGreaterThan(0);
  });
});
