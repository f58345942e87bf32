import { dataRoomItems, dataRoomPageTimes, dataRooms, dataRoomViews } from '../data-room/tables';
import { shareLinkVisits } from '../fund-custom-profile-link/tables';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * A row's engagement reads the other modules' records by the row's e-mail (any case): share-link opens and data-room
 * reading (views, minutes, pages, revisits). The page's rows are scored in TypeScript and the whole book in SQL (ADR
 * 0060): sorted by engagement, the book is in the order of the scores its rows show.
 */
let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
const base = '/api/commitments';
const gp = () => ({ token: owner.token, profile: fund });
type Row = { id: string; email: string; engagement: Record<string, number | string | null> };

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
});
afterAll(() => t.close());

async function addRow(investorName: string, email: string) {
  const res = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, {
    ...gp(),
    body: { investorName, email, investorPhone: '+46 8 123 4567', investorHq: 'Stockholm', investorType: 'bank' },
  });
  expect(res.status).toBe(201);
  return res.body.commitment as Row;
}

it('counts share-link opens and data-room reading by e-mail, and sorts the book by the scores its rows show', async () => {
  const reader = await addRow('Reading Pension', 'reader@signals.example');
  const opener = await addRow('Opening Bank', 'opener@signals.example');
  const quiet = await addRow('Quiet Office', 'quiet@signals.example');
  const db = t.database.db;

  const link = await t.call('POST', '/api/fund-custom-profile-link/create', {
    ...gp(),
    body: { name: 'Signals', accessMode: 'AnyoneWithLink', scope: ['overview'], permissions: { canView: true } },
  });
  if (link.status !== 201) throw new Error(JSON.stringify(link.body));
  const recent = new Date(Date.now() - 2 * 86_400_000);
  await db.insert(shareLinkVisits).values([
    { linkId: link.body.id, visitorKey: 'v:1', email: 'OPENER@signals.example', opens: 4, lastSeenAt: recent },
    { linkId: link.body.id, visitorKey: 'v:2', email: 'opener@signals.example', opens: 2, lastSeenAt: recent },
  ]);

  const [room] = await db.insert(dataRooms).values({ fundProfileId: fund.id, name: 'Signals room', type: 'fundnetDiscovery' }).returning();
  const files = await db
    .insert(dataRoomItems)
    .values([
      { dataRoomId: room!.id, kind: 'file', name: 'Deck.pdf' },
      { dataRoomId: room!.id, kind: 'file', name: 'LPA.pdf' },
    ])
    .returning();
  // Three views of two files (one revisit), 9 minutes in all, 5 pages read.
  const views = await db
    .insert(dataRoomViews)
    .values(
      [files[0]!, files[0]!, files[1]!].map((file, i) => ({
        dataRoomId: room!.id,
        itemId: file.id,
        viewerEmail: i === 0 ? 'Reader@Signals.example' : 'reader@signals.example',
        viewCode: `SIG${i}`,
        startedAt: recent,
        lastSeenAt: recent,
        durationMs: 180_000,
      })),
    )
    .returning();
  await db.insert(dataRoomPageTimes).values([
    { viewId: views[0]!.id, page: 1, ms: 1000 },
    { viewId: views[0]!.id, page: 2, ms: 1000 },
    { viewId: views[1]!.id, page: 1, ms: 1000 },
    { viewId: views[2]!.id, page: 1, ms: 1000 },
    { viewId: views[2]!.id, page: 2, ms: 1000 },
  ]);

  const list = async (query = '') => {
    const res = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?${query}`, gp());
    expect(res.status).toBe(200);
    return res.body as { rows: Row[]; total: number };
  };
  const byId = new Map((await list()).rows.map((row) => [row.id, row.engagement]));
  // 5×3 views + 9 minutes + 0.5×5 pages + 4×1 revisit = 30.5, recent (×1): 31 (Math.round).
  expect(byId.get(reader.id)).toMatchObject({
    dataRoomViews: 3,
    dataRoomMinutes: 9,
    dataRoomPages: 5,
    dataRoomRevisits: 1,
    shareLinkVisits: 0,
    score: 31,
    heat: 'warm',
  });
  // 4×6 opens = 24, recent: 24.
  expect(byId.get(opener.id)).toMatchObject({ shareLinkVisits: 6, dataRoomViews: 0, score: 24, heat: 'warm' });
  expect(byId.get(quiet.id)).toMatchObject({ score: 0, heat: 'cold', lastActivityAt: null });

  const sorted = await list('sortField=engagementScore&sortOrder=desc');
  expect(sorted.rows.map((row) => [row.id, row.engagement.score])).toEqual([
    [reader.id, 31],
    [opener.id, 24],
    [quiet.id, 0],
  ]);
  const statistics = await t.call('GET', `${base}/statistics`, gp());
  expect(statistics.body.heat).toEqual({ hot: 0, warm: 2, cold: 1 });
});
