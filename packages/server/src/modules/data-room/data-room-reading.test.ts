import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { demoPdf } from './demo-files';
import { EXTRACT_TEXT_JOB, UPDATES_JOB } from './jobs';

// What the read job does with each kind of file (thumbnails, page counts, Office text for questions) and the update
// mails of notifyOnUpdates, through the real queue on the run's database.

let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
let roomId: string;

const fundOwner = () => ({ token: owner.token, profile: fund });

async function upload(fileName: string, content: Uint8Array, parentId?: string): Promise<string> {
  const form = new FormData();
  form.append('dataRoomId', roomId);
  form.append('fileName', fileName);
  form.append('dataRoomAddWatermark', 'false');
  if (parentId) form.append('parentId', parentId);
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(`${t.baseUrl}/api/data-room/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item.id;
}

async function bytes(path: string, token: string) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

/** A PDF whose first page is black on its top half: the thumbnail must show it. */
async function halfBlackPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([400, 600]);
  page.drawRectangle({ x: 0, y: 300, width: 400, height: 300, color: rgb(0, 0, 0) });
  page.drawText('Quarterly letter', { x: 20, y: 100, size: 20, font });
  document.addPage([400, 600]);
  return document.save();
}

const docx = (paragraphs: string[]) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
        .map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`)
        .join('')}</w:body></w:document>`,
    ),
  });

const pptx = (slides: string[]) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    ),
    'ppt/presentation.xml': strToU8(
      '<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ),
    ...Object.fromEntries(
      slides.map((text, index) => [
        `ppt/slides/slide${index + 1}.xml`,
        strToU8(
          `<?xml version="1.0"?><p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:txBody><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sld>`,
        ),
      ]),
    ),
  });

async function xlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Fees').addRows([
    ['Item', 'Rate'],
    ['Carried interest', '20%'],
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const ask = (question: string) => t.call('POST', '/api/data-room/question', { ...fundOwner(), body: { dataRoomId: roomId, question } });

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', name: 'Reading Fund', status: 'published' });
  await onPlan(t, fund);
  roomId = (await t.call('POST', '/api/data-room', { ...fundOwner(), body: { name: 'Reading room' } })).body.dataRoom.id;
});

afterAll(async () => {
  await t.close();
});

describe('the read job', () => {
  let pdfId: string;
  let pngId: string;

  it('draws page 1 of a PDF and a smaller copy of an image as thumbnails; 404 before the job and for other kinds', async () => {
    pdfId = await upload('Letter.pdf', await halfBlackPdf());
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1e6b52' } })
      .png()
      .toBuffer();
    pngId = await upload('Team.png', png);
    const docxId = await upload('Memo.docx', docx(['Nothing to draw']));
    const tree = await t.call('GET', `/api/data-room/${roomId}`, fundOwner());
    const entry = (id: string) => tree.body.items.find((item: { id: string }) => item.id === id);
    // Not drawn yet: no address, and the route answers 404.
    expect(entry(pdfId).thumbnailUrl).toBeNull();
    expect((await bytes(`/api/data-room/file/${pdfId}/thumbnail`, owner.token)).status).toBe(404);

    expect(await t.app.jobs.runPending(EXTRACT_TEXT_JOB)).toBeGreaterThanOrEqual(3);
    const drawnTree = await t.call('GET', `/api/data-room/${roomId}`, fundOwner());
    const drawnEntry = (id: string) => drawnTree.body.items.find((item: { id: string }) => item.id === id);
    expect(drawnEntry(pdfId).thumbnailUrl).toMatch(new RegExp(`^api/data-room/file/${pdfId}/thumbnail\\?v=\\d+$`));
    expect(drawnEntry(pngId).thumbnailUrl).not.toBeNull();
    expect(drawnEntry(docxId).thumbnailUrl).toBeNull();

    const pdfThumb = await bytes(`/api/data-room/file/${pdfId}/thumbnail`, owner.token);
    expect(pdfThumb).toMatchObject({ status: 200, type: 'image/png' });
    const drawn = sharp(pdfThumb.body);
    const meta = await drawn.metadata();
    expect(meta.width).toBe(240);
    expect(meta.height).toBe(360);
    // Top half black (the rectangle), bottom half mostly white (the page): the page was really drawn.
    const { data, info } = await drawn.greyscale().raw().toBuffer({ resolveWithObject: true });
    const mean = (from: number, to: number) => {
      let sum = 0;
      for (let y = from; y < to; y++) for (let x = 0; x < info.width; x++) sum += data[y * info.width + x]!;
      return sum / ((to - from) * info.width);
    };
    expect(mean(10, 170)).toBeLessThan(20);
    expect(mean(190, 350)).toBeGreaterThan(230);

    const imageThumb = await bytes(`/api/data-room/file/${pngId}/thumbnail`, owner.token);
    expect(imageThumb.status).toBe(200);
    expect(await sharp(imageThumb.body).metadata()).toMatchObject({ width: 240, height: 120 });
    expect((await bytes(`/api/data-room/file/${docxId}/thumbnail`, owner.token)).status).toBe(404);
  });

  it('shows a thumbnail only to who may view the file', async () => {
    const stranger = await createUser(t);
    expect((await bytes(`/api/data-room/file/${pdfId}/thumbnail`, stranger.token)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/data-room/file/${pdfId}/thumbnail`)).status).toBe(401);
  });

  it('gives a view-only holder the page-1 thumbnail blurred past reading; a downloader gets it sharp', async () => {
    // The seeded quarterly report: its title and summary are readable on the 240 px thumbnail.
    const reportId = await upload('Q3 2026 quarterly report.pdf', await demoPdf('Q3 2026 quarterly report', 3));
    await t.app.jobs.runPending(EXTRACT_TEXT_JOB);
    const holder = async (permissions: Record<string, boolean>) => {
      const user = await createUser(t);
      const made = await t.call('POST', '/api/data-room/create/data-room/group', {
        ...fundOwner(),
        body: { dataRoomId: roomId, name: `Holders ${user.email}`, permissions },
      });
      await t.call('PUT', '/api/data-room/permissionHolder/edit', {
        ...fundOwner(),
        body: { groupId: made.body.group.id, add: [{ email: user.email }] },
      });
      return user;
    };
    const viewOnly = await holder({ canView: true });
    const downloader = await holder({ canView: true, canDownload: true });
    const path = `/api/data-room/file/${reportId}/thumbnail`;
    const sharpCopy = await bytes(path, owner.token);
    const forDownloader = await bytes(path, downloader.token);
    const forViewOnly = await bytes(path, viewOnly.token);
    expect(forDownloader.body.equals(sharpCopy.body)).toBe(true);
    expect(forViewOnly).toMatchObject({ status: 200, type: 'image/png' });
    expect(await sharp(forViewOnly.body).metadata()).toMatchObject({ width: 240 });
    // Text is edges: the mean step between neighbouring pixels of the title and summary band falls to a fraction.
    const edges = async (png: Buffer) => {
      const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      let n = 0;
      for (let y = 20; y < 90; y++)
        for (let x = 1; x < info.width; x++) {
          sum += Math.abs(data[y * info.width + x]! - data[y * info.width + x - 1]!);
          n++;
        }
      return sum / n;
    };
    const clean = await edges(sharpCopy.body);
    expect(clean).toBeGreaterThan(5);
    expect(await edges(forViewOnly.body)).toBeLessThan(clean / 3);
  });

  it('indexes the text of Word (in parts), PowerPoint (per slide) and Excel (per sheet) files for questions', async () => {
    const wordId = await upload('Side letter.docx', docx(['Most favoured nation clause for the anchor investor.', 'Other terms.']));
    const slidesId = await upload('Deck.pptx', pptx(['Team and strategy', 'Our hurdle is eight percent']));
    const sheetId = await upload('Fees.xlsx', await xlsx());
    expect((await ask('carried interest')).body.pendingFiles).toBeGreaterThanOrEqual(3);
    await t.app.jobs.runPending(EXTRACT_TEXT_JOB);

    const mfn = await ask('most favoured nation');
    expect(mfn.body.passages[0]).toMatchObject({ fileId: wordId, fileName: 'Side letter.docx', page: 1 });
    const hurdle = await ask('hurdle');
    expect(hurdle.body.passages[0]).toMatchObject({ fileId: slidesId, page: 2 });
    const carry = await ask('carried interest');
    expect(carry.body.passages[0]).toMatchObject({ fileId: sheetId, page: 1 });
    expect(carry.body.passages[0].excerpt).toContain('**Carried** **interest**');
    expect(carry.body.pendingFiles).toBe(0);
  });
});

describe('notifyOnUpdates', () => {
  it('mails the holders who asked, once per room and window, listing only the files they may view', async () => {
    const informed = await createUser(t);
    const quiet = await createUser(t);
    const restricted = await createUser(t);
    const group = async (permissions: Record<string, boolean>, email: string) => {
      const made = await t.call('POST', '/api/data-room/create/data-room/group', {
        ...fundOwner(),
        body: { dataRoomId: roomId, name: `Group ${email}`, permissions },
      });
      await t.call('PUT', '/api/data-room/permissionHolder/edit', {
        ...fundOwner(),
        body: { groupId: made.body.group.id, add: [{ email }] },
      });
      return made.body.group.id as string;
    };
    await group({ canView: true, notifyOnUpdates: true }, informed.email);
    await group({ canView: true }, quiet.email);
    const restrictedGroup = await group({ canView: true, notifyOnUpdates: true }, restricted.email);
    const folder = (await t.call('POST', '/api/data-room/folder', { ...fundOwner(), body: { dataRoomId: roomId, name: 'Legal' } })).body
      .item.id;
    await t.call('PUT', '/api/data-room/group/edit', {
      ...fundOwner(),
      body: { id: restrictedGroup, overrides: [{ itemId: folder, permissions: { canView: false } }] },
    });
    await t.app.jobs.runPending(UPDATES_JOB, { includeDelayed: true });
    const before = (await t.mails()).length;

    await upload('Q3 report.pdf', await halfBlackPdf());
    await upload('LPA.pdf', await halfBlackPdf(), folder);
    // One waiting mail for the room, due after the window.
    expect(await t.app.jobs.runPending(UPDATES_JOB)).toBe(0);
    expect(await t.app.jobs.runPending(UPDATES_JOB, { includeDelayed: true })).toBe(1);

    const mails = (await t.mails()).slice(before).filter((mail) => mail.template === 'data-room-updates');
    const to = (email: string) => mails.filter((mail) => mail.to === email.toLowerCase());
    expect(to(informed.email)).toHaveLength(1);
    expect(to(informed.email)[0]!.text).toContain('- Q3 report.pdf');
    expect(to(informed.email)[0]!.text).toContain('- LPA.pdf');
    expect(to(informed.email)[0]!.subject).toBe('Reading Fund: 2 new documents in Reading room');
    expect(to(quiet.email)).toHaveLength(0);
    expect(to(restricted.email)).toHaveLength(1);
    expect(to(restricted.email)[0]!.text).not.toContain('LPA.pdf');
    expect(to(owner.email)).toHaveLength(0);
  });

  it("mails a link's visitors with a proven address when the link has notifyOnUpdates, with the link's address", async () => {
    const link = await t.call('POST', '/api/fund-custom-profile-link/create', {
      ...fundOwner(),
      body: {
        name: 'Updates link',
        accessMode: 'MagicLinkAnyoneEnteringAnEmail',
        scope: [`data-room:${roomId}`],
        permissionNames: ['view', 'notifyUpdates'],
      },
    });
    expect(link.status).toBe(201);
    const opened = await t.call('POST', `/api/fund-custom-profile-link/token-from-slug/${link.body.slug}`);
    const token = opened.body.token;
    await t.call('POST', '/api/fund-custom-profile-link/store-email', {
      headers: { 'x-visitor-token': token },
      body: { email: 'proven@lp.test' },
    });
    const magic = (await t.mails()).filter((mail) => mail.to === 'proven@lp.test').at(-1)!;
    const magicToken = /magic=([A-Za-z0-9_-]+)/.exec(magic.text)![1];
    const consumed = await t.call('POST', '/api/fund-custom-profile-link/magic-link', { body: { token: magicToken } });
    expect(consumed.body.access).toEqual({ state: 'granted' });
    // The visit is recorded when the visitor reads the link.
    expect(
      (await t.call('GET', '/api/fund-custom-profile-link/profile', { headers: { 'x-visitor-token': consumed.body.token } })).status,
    ).toBe(200);

    await t.app.jobs.runPending(UPDATES_JOB, { includeDelayed: true });
    const before = (await t.mails()).length;
    await upload('Capital call notice.pdf', await halfBlackPdf());
    expect(await t.app.jobs.runPending(UPDATES_JOB, { includeDelayed: true })).toBe(1);
    const mail = (await t.mails()).slice(before).find((m) => m.to === 'proven@lp.test' && m.template === 'data-room-updates');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('- Capital call notice.pdf');
    expect(mail!.text).toContain(link.body.url);
  });
});
