// `pnpm bench:feed` (scripts/bench-feed.mjs runs this with tsx): not a test, a measurement.
// 100,000 posts from 5,000 profiles with 20,000 follow edges; a signed-in investor reads its feed over HTTP
// (visibility enforced, as in production): the first page, deeper pages through the cursor, and the tag and
// profile-type filters, 50 times each after 5 warm-up calls. PGlite by default; DATABASE_URL for PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { postTags, postVisibilities } from '@fundnet/validation-schema';
import { posts } from '../modules/post/tables';
import { profileSubscriptions } from '../modules/profile-subscriber/tables';
import { profiles } from '../modules/profiles/tables';
import { createProfile, createUser } from '../test/factories';
import globalSetup from '../test/global-setup';
import globalTeardown from '../test/global-teardown';
import { startTestApp } from '../test/test-app';

const PROFILES = Number(process.env.BENCH_FEED_PROFILES ?? 5_000);
const POSTS = Number(process.env.BENCH_FEED_POSTS ?? 100_000);
const EDGES = Number(process.env.BENCH_FEED_EDGES ?? 20_000);
const RUNS = 50;
const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): the same data every run. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  await globalSetup();
  const t = await startTestApp();
  const random = rng(19);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  try {
    const owner = await createUser(t);
    const reader = await createProfile(t, owner, { type: 'investor', status: 'published', name: 'Bench reader' });
    const gp = await createProfile(t, owner, { type: 'fund', status: 'published', name: 'Bench fund' });
    const db = t.database.db;
    const started = performance.now();

    // Profiles: 40% funds, 40% investors, 20% providers.
    const ids: string[] = [];
    const types: Array<'fund' | 'investor' | 'serviceProvider'> = [];
    for (let i = 0; i < PROFILES; i += 1000) {
      const rows = [];
      for (let j = i; j < Math.min(PROFILES, i + 1000); j++) {
        const type: 'fund' | 'investor' | 'serviceProvider' = j % 5 < 2 ? 'fund' : j % 5 < 4 ? 'investor' : 'serviceProvider';
        const id = randomUUID();
        ids.push(id);
        types.push(type);
        rows.push({
          id,
          type,
          name: `Bench ${type} ${j}`,
          slug: `bench-${type}-${j}`,
          status: 'published' as const,
          createdByUserId: owner.id,
        });
      }
      await db.insert(profiles).values(rows);
    }
    // Follow edges: random pairs; the reader follows 25 profiles (a typical active LP), the rest spread.
    const edges = new Set<string>();
    const edgeRows: Array<{ subscriberProfileId: string; subscribedProfileId: string }> = [];
    const addEdge = (from: string, to: string) => {
      if (from === to || edges.has(`${from}>${to}`)) return;
      edges.add(`${from}>${to}`);
      edgeRows.push({ subscriberProfileId: from, subscribedProfileId: to });
    };
    for (let i = 0; i < 25; i++) addEdge(reader.id, pick(ids));
    addEdge(reader.id, gp.id);
    while (edgeRows.length < EDGES) addEdge(pick(ids), pick(ids));
    for (let i = 0; i < edgeRows.length; i += 2000) await db.insert(profileSubscriptions).values(edgeRows.slice(i, i + 2000));

    // Posts: 55% Public, 20% FollowersOnly, 10% ProfileAccessOnly, 15% LPOnly, over the last year.
    const now = Date.now();
    const visibilityOf = () => {
      const r = random();
      return r < 0.55 ? postVisibilities[0] : r < 0.75 ? postVisibilities[1] : r < 0.85 ? postVisibilities[2] : postVisibilities[3];
    };
    for (let i = 0; i < POSTS; i += 2000) {
      const rows = [];
      for (let j = i; j < Math.min(POSTS, i + 2000); j++) {
        const author = Math.floor(random() * ids.length);
        const createdAt = new Date(now - Math.floor(random() * 365 * DAY));
        rows.push({
          authorProfileId: ids[author]!,
          authorType: types[author]!,
          text: `Update ${j}: portfolio news, a new investment and what we learned this quarter.`,
          tag: pick(postTags),
          visibility: visibilityOf(),
          likeCount: Math.floor(random() * 20),
          commentCount: Math.floor(random() * 5),
          createdAt,
          updatedAt: createdAt,
        });
      }
      await db.insert(posts).values(rows);
    }
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - started) / 1000;

    const headers = { authorization: `Bearer ${owner.token}`, 'meta-profile-id': reader.id, 'meta-profile-type': 'investor' };
    const measure = async (label: string, path: string, follow = 0) => {
      const timings: number[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < RUNS + 5; i++) {
        let url = `${t.baseUrl}${path}`;
        // Deep pages: walk `follow` pages once, then time the next page.
        if (follow && i === 0) {
          for (let p = 0; p < follow; p++) {
            const page = (await (await fetch(url + (cursor ? `&cursor=${cursor}` : ''), { headers })).json()) as {
              nextCursor: string | null;
            };
            cursor = page.nextCursor;
          }
        }
        if (cursor) url += `&cursor=${cursor}`;
        const s = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { items?: unknown[] };
        if (res.status !== 200 || (body.items && body.items.length === 0))
          throw new Error(`${label}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        if (i >= 5) timings.push(performance.now() - s);
      }
      timings.sort((a, b) => a - b);
      return { label, p50: timings[Math.floor(RUNS * 0.5)]!, p95: timings[Math.floor(RUNS * 0.95)]! };
    };
    const results = [
      // The floor on this machine right now: a signed-in call that reads only the session and the user.
      await measure('baseline: GET users/get-me (no feed)', '/api/users/get-me?x=1'),
      await measure('feed, first page (10)', '/api/post?take=10'),
      await measure('feed, first page (50)', '/api/post?take=50'),
      await measure('feed, page 21 (cursor)', '/api/post?take=10', 20),
      await measure('feed, tag filter (Insights)', '/api/post?take=10&tag=Insights'),
      await measure('feed, profile type filter (fund)', '/api/post?take=10&profileType=fund'),
      await measure('one profile’s posts', `/api/post?take=10&profileId=${gp.id === reader.id ? ids[0] : ids[1]}`),
    ];
    const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nFeed benchmark (${backend}): ${POSTS.toLocaleString()} posts, ${PROFILES.toLocaleString()} profiles, ${edgeRows.length.toLocaleString()} follow edges (seeded in ${seedSeconds.toFixed(1)} s), ${RUNS} timed calls each over HTTP\n`,
    );
    console.log('| read (signed-in investor, visibility enforced) | p50 ms | p95 ms | target p95 |');
    console.log('|---|---:|---:|---:|');
    for (const r of results) console.log(`| ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ 30 |`);
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(`\n${worst <= 30 ? 'PASS' : 'OVER TARGET'}: worst p95 ${worst.toFixed(1)} ms`);
  } finally {
    await t.close();
    await globalTeardown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
