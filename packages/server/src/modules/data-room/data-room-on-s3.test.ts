import { PDFDocument } from 'pdf-lib';
import { type LocalS3, startLocalS3 } from '../../test/s3rver';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { demoPdf } from './demo-files';

// A data room whose files live in S3 (s3rver from npm, configured by the S3_* settings as in production): the streamed
// upload lands in the bucket, viewers get stamped copies read back from it, and deleting the file removes the object.

let s3: LocalS3;
let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let fund: TestProfile;
let roomId: string;

const headersOf = (user: TestUser, profile?: TestProfile) => ({
  authorization: `Bearer ${user.token}`,
  ...(profile ? { 'meta-profile-id': profile.id, 'meta-profile-type': profile.type } : {}),
});

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await startTestApp(s3.env);
  owner = await createUser(t);
  reader = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', name: 'Bucket Fund' });
  const created = await t.call('POST', '/api/data-room', { token: owner.token, profile: fund, body: { name: 'Bucket room' } });
  expect(created.status).toBe(201);
  roomId = created.body.dataRoom.id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

it('stores the upload in the bucket, serves viewers stamped copies from it and removes the object with the file', async () => {
  const before = await s3.keys();
  const form = new FormData();
  form.append('dataRoomId', roomId);
  form.append('fileName', 'LPA.pdf');
  form.append('dataRoomAddWatermark', 'true');
  form.append('customWatermarkText', 'Confidential');
  form.append('file', new Blob([await demoPdf('LPA', 4)]), 'LPA.pdf');
  const uploaded = await fetch(`${t.baseUrl}/api/data-room/file/upload`, { method: 'POST', headers: headersOf(owner, fund), body: form });
  expect(uploaded.status).toBe(201);
  const file = ((await uploaded.json()) as { item: { id: string; pageCount: number } }).item;
  // The page count was read back from the bucket.
  expect(file.pageCount).toBe(4);
  const added = (await s3.keys()).filter((key) => !before.includes(key));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(new RegExp(`^private/data-room/${roomId}/[0-9a-f-]{36}$`));

  const groupMade = await t.call('POST', '/api/data-room/create/data-room/group', {
    token: owner.token,
    profile: fund,
    body: { dataRoomId: roomId, name: 'Readers', permissions: { canView: true } },
  });
  await t.call('PUT', '/api/data-room/permissionHolder/edit', {
    token: owner.token,
    profile: fund,
    body: { groupId: groupMade.body.group.id, add: [{ email: reader.email }] },
  });
  const view = await t.call('PUT', '/api/data-room/file/view', { token: reader.token, body: { fileId: file.id } });
  expect(view.status).toBe(200);
  const copy = await fetch(`${t.baseUrl}/${view.body.contentUrl}`, { headers: headersOf(reader) });
  expect(copy.status).toBe(200);
  const stamped = await PDFDocument.load(Buffer.from(await copy.arrayBuffer()), { updateMetadata: false });
  expect(stamped.getProducer()).toBe('Fundnet data room');
  expect(stamped.getPageCount()).toBe(4);
  // View only: no original, from the bucket or otherwise.
  expect((await fetch(`${t.baseUrl}/api/data-room/download/file/${file.id}`, { method: 'PUT', headers: headersOf(reader) })).status).toBe(
    403,
  );

  const removed = await fetch(`${t.baseUrl}/api/data-room/file?id=${file.id}`, { method: 'DELETE', headers: headersOf(owner, fund) });
  expect(removed.status).toBe(204);
  expect(await s3.keys()).toEqual(before);
});
