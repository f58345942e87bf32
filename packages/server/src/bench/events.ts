// The events benchmark (`pnpm bench:events`): 10,000 platform events (with attendance counters, prices, regions,
// asset classes and keywords) and a signed-in user with 500 bookmarks and 300 attendances; the events list with
// filters and each of the five sorts, p95 over 50 calls after 5 warm-ups each. PGlite in memory.
import { sql } from 'drizzle-orm';
import { platformEventAttendance, platformEventBookmarks, platformEvents } from '../modules/platform-event/tables';
import { createUser } from '../test/factories';
import globalSetup from '../test/global-setup';
import globalTeardown from '../test/global-teardown';
import { startTestApp } from '../test/test-app';

const EVENTS = 10_000;
const DAY = 86_400_000;
const regions = ['europe', 'dach', 'nordics', 'northAmerica', 'global', 'ukAndIreland', 'benelux'];
const assets = ['fundsVc', 'buyout', 'directVc', 'debtGeneral', 'fundOfFundsPe', 'realEstate'];
const keywords = ['venture', 'secondaries', 'climate', 'private credit', 'family offices', 'emerging managers', 'co-investment'];
const stakeholders = ['investor', 'fund', 'serviceProvider', 'startup'];

async function main() {
  await globalSetup();
  const t = await startTestApp();
  try {
    const user = await createUser(t);
    const now = Date.now();
    const ids: string[] = [];
    for (let start = 0; start < EVENTS; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(EVENTS, start + 1000); i++) {
        const startsAt = new Date(now + (((i * 7919) % 730) - 365) * DAY);
        rows.push({
          name: `Event ${i}`,
          type: i % 5 === 0 ? 'Webinar' : 'Conference',
          format: i % 3 === 0 ? 'Online' : 'Offline',
          stakeholderTypes: [stakeholders[i % 4]!, stakeholders[(i + 1) % 4]!],
          startDate: startsAt.toISOString().slice(0, 16),
          endDate: new Date(startsAt.getTime() + DAY).toISOString().slice(0, 16),
          timezone: 'UTC',
          startsAt,
          endsAt: new Date(startsAt.getTime() + DAY),
          cityCountry: 'Berlin, Germany',
          hostName: 'Bench host',
          description: 'A benchmark event.',
          imageOriginal: 'https://cdn.example.test/e.png',
          urls: {},
          keywords: [keywords[i % 7]!, keywords[(i * 3) % 7]!],
          regions: [regions[i % 7]!],
          assetClasses: [assets[i % 6]!, assets[(i + 2) % 6]!],
          lpTicketPrice: i % 4 === 0 ? null : (i * 37) % 2000,
          gpTicketPrice: i % 6 === 0 ? null : (i * 53) % 5000,
          lpAttending: (i * 13) % 400,
          gpAttending: (i * 17) % 300,
        });
      }
      const inserted = await t.database.db.insert(platformEvents).values(rows).returning({ id: platformEvents.id });
      ids.push(...inserted.map((row) => row.id));
    }
    await t.database.db.insert(platformEventBookmarks).values(ids.slice(0, 500).map((eventId) => ({ eventId, userId: user.id })));
    await t.database.db
      .insert(platformEventAttendance)
      .values(ids.slice(200, 500).map((eventId) => ({ eventId, userId: user.id, profileType: 'investor', status: 'attended' as const })));
    await t.database.db.execute(sql`analyze`);

    const headers = { authorization: `Bearer ${user.token}` };
    const measure = async (query: string, path = '/api/platform-event?') => {
      const timings: number[] = [];
      let total = 0;
      for (let i = 0; i < 55; i++) {
        const s = performance.now();
        const response = await fetch(`${t.baseUrl}${path}${query}`, { headers });
        const body = (await response.json()) as { total?: number };
        if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
        if (i >= 5) timings.push(performance.now() - s);
        total = body.total ?? 0;
      }
      timings.sort((a, b) => a - b);
      return { total, p50: timings[Math.floor(timings.length * 0.5)]!, p95: timings[Math.floor(timings.length * 0.95)]! };
    };
    const cases: Array<[string, string]> = [
      ['no filter, Upcoming', 'order=Upcoming'],
      [
        'upcoming group, stakeholders + regions + asset class, Most LP attending',
        'group=upcoming&stakeholders=investor,fund&regions=europe,dach&assetClass=fundsVc&order=MostLpAttending',
      ],
      [
        'keywords + format + date range, Most GP attending',
        `keywords=venture,climate&format=Offline&dataRangeFrom=${new Date(now).toISOString().slice(0, 10)}&dataRangeTo=${new Date(now + 180 * DAY).toISOString().slice(0, 10)}&order=MostGpAttending`,
      ],
      ['bookmarked group, Lowest price GP', 'group=bookmarked&order=LowestPriceGp'],
      ['Have not attended, Lowest price LP, page 3', 'attendance=haveNotAttended&order=LowestPriceLp&skip=40&take=20'],
    ];
    const ok = (pass: boolean) => (pass ? 'pass' : 'FAIL');
    console.log(`\n| events list (${EVENTS.toLocaleString('en')} events, signed in) | matches | p50 | p95 (target ≤ 30 ms) | |`);
    console.log('|---|---|---|---|---|');
    let failed = false;
    for (const [label, query] of cases) {
      const result = await measure(query);
      failed ||= result.p95 > 30;
      console.log(`| ${label} | ${result.total} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${ok(result.p95 <= 30)} |`);
    }
    // The floor of any call on this machine right now (HTTP, session lookup, reply check): read the rows above against it.
    const floor = await measure('', '/api/health');
    console.log(
      `| baseline: GET /api/health (same machine, same moment) | – | ${floor.p50.toFixed(1)} ms | ${floor.p95.toFixed(1)} ms | |`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    await t.close();
    await globalTeardown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
