import { PDFDocument } from 'pdf-lib';
import { shareLinkMessages } from '@fundnet/validation-schema';
import { createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { demoPdf } from './demo-files';

/**
 * Share-link visitors as permission holders (permissions.ts rule 4, ADR 0056): a visitor who passed every gate of
 * a link whose scope names the room holds the link's permissions on it, and nothing more.
 */

let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
let roomId: string;
let deckId: string;
let hiddenId: string;

const V = 'x-visitor-token';
const L = '/api/fund-custom-profile-link';
const fundOwner = () => ({ token: owner.token, profile: fund });

async function upload(name: string, parentId?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    dataRoomId: roomId,
    fileName: name,
    dataRoomAddWatermark: 'true',
    ...(parentId ? { parentId } : {}),
  }))
    form.append(key, value);
  form.append('file', new Blob([await demoPdf('Deck', 2)]), name);
  const response = await fetch(`${t.baseUrl}/api/data-room/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item.id;
}

/** A binary call as a visitor (t.call decodes text). */
async function visitorBytes(method: string, path: string, token: string) {
  const response = await fetch(`${t.baseUrl}${path.startsWith('/') ? path : `/${path}`}`, { method, headers: { [V]: token } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

async function createLink(scope: string[], overrides: Record<string, unknown> = {}) {
  const made = await t.call('POST', `${L}/create`, {
    ...fundOwner(),
    body: { name: 'LP link', accessMode: 'AnyoneEnteringAnEmail', scope, permissions: { canView: true }, ...overrides },
  });
  return made;
}

/** Opens a link as a new visitor who types `email`; the token they read with. */
async function visitAs(slug: string, email: string) {
  const opened = await t.call('POST', `${L}/token-from-slug/${slug}`);
  const token = opened.body.token as string;
  const stored = await t.call('POST', `${L}/store-email`, { headers: { [V]: token }, body: { email } });
  expect(stored.body.access).toEqual({ state: 'granted' });
  return token;
}

const asVisitor = (token: string) => ({ headers: { [V]: token } });

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', name: 'Linked Room Fund', status: 'published' });
  await onPlan(t, fund);
  roomId = (await t.call('POST', '/api/data-room', { ...fundOwner(), body: { name: 'LP room' } })).body.dataRoom.id;
  deckId = await upload('Deck.pdf');
  hiddenId = await upload('Side letter.pdf');
  expect((await t.call('PUT', '/api/data-room/hidden', { ...fundOwner(), body: { id: hiddenId, hidden: true } })).status).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('a link scope that names a data room', () => {
  it('is offered by scope-options and checked against the fund on save', async () => {
    const options = await t.call('GET', `${L}/scope-options`, fundOwner());
    expect(options.status).toBe(200);
    expect(options.body.items).toContainEqual({ entry: `data-room:${roomId}`, kind: 'data-room', id: roomId, name: 'LP room' });

    const otherOwner = await createUser(t);
    const otherFund = await createProfile(t, otherOwner, { type: 'fund' });
    await onPlan(t, otherFund);
    const otherRoom = (await t.call('POST', '/api/data-room', { token: otherOwner.token, profile: otherFund, body: { name: 'Theirs' } }))
      .body.dataRoom.id;
    for (const scope of [['fund-details', `data-room:${otherRoom}`], [`data-room:${crypto.randomUUID()}`], ['data-room:not-a-room']]) {
      const refused = await createLink(scope);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.scope).toEqual([shareLinkMessages.scopeInvalid]);
    }
    // A link may share the room alone; the visitor's scoped profile names it.
    const alone = await createLink([`data-room:${roomId}`], { accessMode: 'AnyoneWithLink' });
    expect(alone.status).toBe(201);
    const token = (await t.call('POST', `${L}/token-from-slug/${alone.body.slug}`)).body.token;
    const profile = await t.call('GET', `${L}/profile`, asVisitor(token));
    expect(profile.body.resources).toEqual([{ entry: `data-room:${roomId}`, kind: 'data-room', id: roomId, name: 'LP room' }]);
  });

  it("lets the visitor in with the link's permissions: the room, a stamped copy with their e-mail, no original, no hidden items", async () => {
    const link = (await createLink(['fund-details', `data-room:${roomId}`])).body;
    const token = await visitAs(link.slug, 'lena@allocator.test');

    const room = await t.call('GET', `/api/data-room/${roomId}`, asVisitor(token));
    expect(room.status).toBe(200);
    const ids = room.body.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(deckId);
    expect(ids).not.toContain(hiddenId);
    expect((await t.call('GET', `/api/data-room/file/${hiddenId}`, asVisitor(token))).status).toBe(404);
    expect(
      (await t.call('GET', `/api/data-room/fund/${fund.id}`, asVisitor(token))).body.dataRooms.map((r: { id: string }) => r.id),
    ).toEqual([roomId]);

    const view = await t.call('PUT', '/api/data-room/file/view', { ...asVisitor(token), body: { fileId: deckId } });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ viewerEmail: 'lena@allocator.test', canDownload: false });
    const copy = await visitorBytes('GET', view.body.contentUrl, token);
    expect(copy.status).toBe(200);
    expect((await PDFDocument.load(copy.body, { updateMetadata: false })).getProducer()).toBe('Fundnet data room');
    expect((await visitorBytes('PUT', `/api/data-room/download/file/${deckId}`, token)).status).toBe(403);
    const beat = await t.call('PUT', `/api/data-room/view/${view.body.viewId}`, { ...asVisitor(token), body: { page: 1, ms: 4000 } });
    expect(beat.status).toBe(200);

    // The view is the visitor's own: another visitor of the same link cannot read or beat it.
    const other = await visitAs(link.slug, 'someone@else.test');
    expect((await visitorBytes('GET', view.body.contentUrl, other)).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/data-room/view/${view.body.viewId}`, { ...asVisitor(other), body: { page: 1, ms: 1000 } })).status,
    ).toBe(404);

    // The owner sees the visit with the visitor's address and time.
    const views = await t.call('GET', `/api/data-room/views/${roomId}?fileId=${deckId}`, fundOwner());
    expect(views.body.views).toContainEqual(expect.objectContaining({ viewerEmail: 'lena@allocator.test', durationMs: 4000 }));
  });

  it('downloads only when the link grants canDownload', async () => {
    const link = (await createLink([`data-room:${roomId}`], { permissions: { canView: true, canDownload: true } })).body;
    const token = await visitAs(link.slug, 'dl@allocator.test');
    const download = await visitorBytes('PUT', `/api/data-room/download/file/${deckId}`, token);
    expect(download.status).toBe(200);
    expect((await PDFDocument.load(download.body, { updateMetadata: false })).getProducer()).toBe('Fundnet data room');
  });

  it('an address typed at a link does not borrow the permission group of that address', async () => {
    const group = await t.call('POST', '/api/data-room/create/data-room/group', {
      ...fundOwner(),
      body: { dataRoomId: roomId, name: 'Anchor LP', permissions: { canView: true, canDownload: true } },
    });
    await t.call('PUT', '/api/data-room/permissionHolder/edit', {
      ...fundOwner(),
      body: { groupId: group.body.group.id, add: [{ email: 'anchor@lp.test' }] },
    });
    const link = (await createLink([`data-room:${roomId}`])).body;
    const token = await visitAs(link.slug, 'anchor@lp.test');
    expect((await t.call('GET', `/api/data-room/${roomId}`, asVisitor(token))).status).toBe(200);
    expect((await visitorBytes('PUT', `/api/data-room/download/file/${deckId}`, token)).status).toBe(403);
  });

  it('is refused without the room in scope, without a token, and once the link is switched off', async () => {
    const outside = (await createLink(['fund-details'])).body;
    const outsider = await visitAs(outside.slug, 'out@allocator.test');
    expect((await t.call('GET', `/api/data-room/${roomId}`, asVisitor(outsider))).status).toBe(404);
    const outsiderView = await t.call('PUT', '/api/data-room/file/view', { ...asVisitor(outsider), body: { fileId: deckId } });
    expect(outsiderView.status).toBe(422);
    expect(outsiderView.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { fileId: ['This item does not exist.'] } });
    expect((await t.call('GET', `/api/data-room/fund/${fund.id}`, asVisitor(outsider))).body.dataRooms).toEqual([]);

    const anonymous = await t.call('GET', `/api/data-room/${roomId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('SESSION_EXPIRED');

    const link = (await createLink([`data-room:${roomId}`])).body;
    const token = await visitAs(link.slug, 'late@allocator.test');
    expect((await t.call('GET', `/api/data-room/${roomId}`, asVisitor(token))).status).toBe(200);
    expect((await t.call('PATCH', `${L}/activate/${link.id}`, { ...fundOwner(), body: { status: 'inactive' } })).status).toBe(200);
    const ended = await t.call('GET', `/api/data-room/${roomId}`, asVisitor(token));
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('VISITOR_TOKEN_INVALID');
  });

  it("a file's reply carries the link's permissions (the link's canHide hides nothing)", async () => {
    const link = (await createLink([`data-room:${roomId}`], { permissions: { canView: true, canHide: true } })).body;
    const token = await visitAs(link.slug, 'why@allocator.test');
    const file = await t.call('GET', `/api/data-room/file/${deckId}`, asVisitor(token));
    expect(file.status).toBe(200);
    expect(file.body.item.permissions).toMatchObject({ canView: true, canDownload: false, canHide: false });
  });
});
