// `pnpm bench:dataroom` (scripts/bench-dataroom.mjs runs this with tsx): not a test, a measurement.
// 1. A 200 MB upload streamed to local disk: the API process's RSS growth and the throughput.
// 2. A folder of a 10,000-item room listed 50 times: p95.
// 3. A watermarked download of a 100-page PDF, 10 times: median and worst.
// 4. The Q&A inbox of a room with 10,000 questions (data-room-qa.ts): p95 of the first page and of a filtered page.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { demoPdf } from '../modules/data-room';
import { dataRoomItems } from '../modules/data-room/tables';
import { createProfile, createUser } from '../test/factories';
import { benchQaInbox } from './data-room-qa';
import globalSetup from '../test/global-setup';
import globalTeardown from '../test/global-teardown';
import { startTestApp } from '../test/test-app';

const MB = 1024 * 1024;
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 200);

async function main() {
  await globalSetup();
  const work = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-dataroom-'));
  const t = await startTestApp({ STORAGE_DIR: path.join(work, 'files'), DATA_ROOM_MAX_BYTES: String(512 * MB) });
  try {
    const owner = await createUser(t);
    const fund = await createProfile(t, owner, { type: 'fund' });
    const headers = { authorization: `Bearer ${owner.token}`, 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' };
    const room = (await t.call('POST', '/api/data-room', { token: owner.token, profile: fund, body: { name: 'Bench' } })).body.dataRoom
      .id as string;

    // 1. The upload: a PDF header then random bytes (the type is decided from the first bytes).
    const big = path.join(work, 'big.pdf');
    const out = createWriteStream(big);
    out.write('%PDF-1.7\n');
    for (let i = 0; i < sizeMb; i++) if (!out.write(randomBytes(MB))) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    // The client is curl in its own process, so the RSS measured here is the API's alone.
    const started = performance.now();
    const curl = spawn('curl', [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
      '-F',
      `dataRoomId=${room}`,
      '-F',
      'fileName=Big',
      '-F',
      'dataRoomAddWatermark=false',
      '-F',
      `file=@${big};type=application/pdf`,
      `${t.baseUrl}/api/data-room/file/upload`,
    ]);
    let status = '';
    curl.stdout.on('data', (chunk) => (status += chunk));
    await once(curl, 'close');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (status !== '201') throw new Error(`upload answered ${status}`);
    const upload = { sizeMb, seconds, mbPerSecond: sizeMb / seconds, rssGrowthMb: (peak - before) / MB };

    // 2. 10,000 items: 100 folders of 99 files and a folder of 100 items, inserted directly; list one folder.
    const [folder] = await t.database.db.insert(dataRoomItems).values({ dataRoomId: room, kind: 'folder', name: 'Listed' }).returning();
    const rows = [];
    for (let i = 0; i < 9_900; i++)
      rows.push({
        dataRoomId: room,
        kind: 'file' as const,
        name: `Document ${i}.pdf`,
        position: i,
        contentType: 'application/pdf',
        size: 1000,
        storageKey: null,
      });
    for (let i = 0; i < 99; i++)
      rows.push({
        dataRoomId: room,
        parentId: folder!.id,
        kind: 'file' as const,
        name: `Listed ${i}.pdf`,
        position: i,
        contentType: 'application/pdf',
        size: 1000,
      });
    for (let i = 0; i < rows.length; i += 1000) await t.database.db.insert(dataRoomItems).values(rows.slice(i, i + 1000));
    const timings: number[] = [];
    for (let i = 0; i < 55; i++) {
      const s = performance.now();
      const listed = await fetch(`${t.baseUrl}/api/data-room/${room}?parentId=${folder!.id}`, { headers });
      await listed.arrayBuffer();
      if (i >= 5) timings.push(performance.now() - s);
    }
    timings.sort((a, b) => a - b);
    const listing = {
      items: rows.length + 2,
      p50: timings[Math.floor(timings.length * 0.5)]!,
      p95: timings[Math.floor(timings.length * 0.95)]!,
    };

    // 3. A watermarked download of a 100-page PDF.
    const pdf = await demoPdf('Bench deck', 100);
    const uploadForm = new FormData();
    uploadForm.append('dataRoomId', room);
    uploadForm.append('fileName', 'Deck');
    uploadForm.append('dataRoomAddWatermark', 'true');
    uploadForm.append('customWatermarkText', 'Confidential');
    uploadForm.append('file', new Blob([pdf]), 'deck.pdf');
    const deck = (await (await fetch(`${t.baseUrl}/api/data-room/file/upload`, { method: 'POST', headers, body: uploadForm })).json()) as {
      item: { id: string };
    };
    const downloads: number[] = [];
    for (let i = 0; i < 10; i++) {
      const s = performance.now();
      const response = await fetch(`${t.baseUrl}/api/data-room/download/file/${deck.item.id}`, { method: 'PUT', headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`download answered ${response.status}`);
      downloads.push(performance.now() - s);
    }
    downloads.sort((a, b) => a - b);
    const download = { pages: 100, inputKb: pdf.length / 1024, median: downloads[5]!, worst: downloads[9]! };

    const qa = await benchQaInbox(t, room, headers);

    const ok = (pass: boolean) => (pass ? 'pass' : 'FAIL');
    console.log('\n| measure | target | result | |');
    console.log('|---|---|---|---|');
    console.log(`| ${sizeMb} MB upload, RSS growth | < 64 MB | ${upload.rssGrowthMb.toFixed(1)} MB | ${ok(upload.rssGrowthMb < 64)} |`);
    console.log(
      `| ${sizeMb} MB upload, throughput to local disk | ≥ 100 MB/s | ${upload.mbPerSecond.toFixed(0)} MB/s (${upload.seconds.toFixed(2)} s) | ${ok(upload.mbPerSecond >= 100)} |`,
    );
    console.log(
      `| folder listing in a ${listing.items}-item room, p95 | ≤ 50 ms | ${listing.p95.toFixed(1)} ms (p50 ${listing.p50.toFixed(1)} ms) | ${ok(listing.p95 <= 50)} |`,
    );
    console.log(
      `| watermarked download, 100-page PDF | ≤ 1 s | ${download.median.toFixed(0)} ms median, ${download.worst.toFixed(0)} ms worst | ${ok(download.worst <= 1000)} |`,
    );
    const qaWorst = Math.max(qa.all.p95, qa.byState.p95);
    console.log(
      `| Q&A inbox with ${qa.questions.toLocaleString('en')} questions, p95 (first page; a state's 6th page) | ≤ 50 ms | ${qa.all.p95.toFixed(1)} ms; ${qa.byState.p95.toFixed(1)} ms (p50 ${qa.all.p50.toFixed(1)} ms) | ${ok(qaWorst <= 50)} |`,
    );
  } finally {
    await t.close();
    await rm(work, { recursive: true, force: true });
    await globalTeardown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
