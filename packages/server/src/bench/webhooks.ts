// `pnpm bench:webhooks` (scripts/bench-webhooks.mjs runs this with tsx): not a test, a measurement.
// 1,000 events of a fund whose endpoint (a local receiver answering 200) subscribes to them: each emitted through
// fund-webhook's index (an event row, a delivery row, a queued job), then the queue drained by one worker loop
// (`runPending`: fetch, POST signed, log, complete, one job at a time) on the embedded database. Target: ≤ 30 s.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { emitFundEvent } from '../modules/fund-webhook';
import { fundWebhookDeliveries } from '../modules/fund-webhook/tables';
import { createProfile, createUser } from '../test/factories';
import globalSetup from '../test/global-setup';
import globalTeardown from '../test/global-teardown';
import { startTestApp } from '../test/test-app';

const count = Number(process.env.BENCH_WEBHOOKS ?? 1000);
const BUDGET_SECONDS = 30;

async function main() {
  await globalSetup();
  const received = new Set<string>();
  let badSignatures = 0;
  let secret = '';
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const id = String(request.headers['fundnet-webhook-id']);
      const [t, v1] = String(request.headers['fundnet-signature']).split(',');
      const expected = createHmac('sha256', secret)
        .update(`${t!.slice(2)}.${id}.${body}`)
        .digest('hex');
      if (v1 !== `v1=${expected}`) badSignatures += 1;
      received.add(id);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const t = await startTestApp({ OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true' });
  try {
    const owner = await createUser(t);
    const fund = await createProfile(t, owner, { type: 'fund' });
    const created = await t.call('POST', '/api/fund-webhook/endpoints', {
      token: owner.token,
      profile: fund,
      body: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ['file.viewed'] },
    });
    if (created.status !== 201) throw new Error(`endpoint answered ${created.status}`);
    secret = created.body.secret;
    const endpointId = created.body.endpoint.id as string;

    const deps = { db: t.database.db, jobs: t.app.jobs };
    const emitStarted = performance.now();
    for (let i = 0; i < count; i++) {
      const data = { fileId: `bench-${i}`, fileName: `Document ${i}.pdf`, viewerEmail: `lp${i}@example.test` };
      await emitFundEvent(deps, { profileId: fund.id, type: 'file.viewed', data });
    }
    const emitSeconds = (performance.now() - emitStarted) / 1000;

    const drainStarted = performance.now();
    const ran = await t.app.jobs.runPending('fund-webhook.deliver');
    const drainSeconds = (performance.now() - drainStarted) / 1000;

    const [stored] = await t.database.db
      .select({ succeeded: sql<number>`count(*) filter (where ${fundWebhookDeliveries.status} = 'succeeded')::int` })
      .from(fundWebhookDeliveries)
      .where(eq(fundWebhookDeliveries.endpointId, endpointId));
    if (ran !== count || received.size !== count || stored?.succeeded !== count || badSignatures > 0) {
      throw new Error(`ran ${ran}, received ${received.size}, logged ${stored?.succeeded}, bad signatures ${badSignatures}`);
    }
    const ok = (pass: boolean) => (pass ? 'pass' : 'FAIL');
    console.log('\n| measure | target | result | |');
    console.log('|---|---|---|---|');
    console.log(
      `| ${count.toLocaleString('en')} webhook deliveries drained (embedded database, one worker) | ≤ ${BUDGET_SECONDS} s | ` +
        `${drainSeconds.toFixed(1)} s (${(count / drainSeconds).toFixed(0)}/s; emitting took ${emitSeconds.toFixed(1)} s) | ` +
        `${ok(drainSeconds <= BUDGET_SECONDS)} |`,
    );
    if (drainSeconds > BUDGET_SECONDS) process.exitCode = 1;
  } finally {
    await t.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await globalTeardown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
