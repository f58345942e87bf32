import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FUND_WEBHOOK_ENDPOINTS_MAX, fundWebhookMessages as text } from '@fundnet/validation-schema';
import { createProfile, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, fundTeam, validFundSections } from '../fund-info/test-support';
import { profileSectionsPublished } from '../profile-sections/tables';
import { retryDelaySeconds } from './delivery';
import { checkEndpointUrl } from './endpoints';
import { emitFundEvent } from './index';

const E = '/api/fund-webhook/endpoints';
const DELIVER = 'fund-webhook.deliver';

let t: TestApp;

beforeAll(async () => {
  // Loopback allowed so the local receiver below can be reached over http (tests only; refused in production).
  t = await startTestApp({ OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true' });
});

afterAll(async () => {
  await t.close();
});

const create = (team: Awaited<ReturnType<typeof fundTeam>>, body: Record<string, unknown>) =>
  t.call('POST', E, { ...as(team.owner, team.profile), body: { description: 'CRM', events: ['file.viewed'], ...body } });

/** A receiver that answers 500, then 503, then 200 for each event id, recording every request. */
async function failingTwiceReceiver() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const tries = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const id = String(request.headers['fundnet-webhook-id']);
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      if (n === 1) response.writeHead(500).end('boom');
      else if (n === 2) response.writeHead(503).end('busy');
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What the README tells receivers to do: recompute the HMAC over `${t}.${id}.${body}` and compare. */
function verifies(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const parts = String(headers['fundnet-signature']).split(',');
  const timestamp = parts.find((part) => part.startsWith('t='))!.slice(2);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${headers['fundnet-webhook-id']}.${body}`).digest('hex');
  return parts.some((part) => part === `v1=${expected}`) && headers['fundnet-webhook-timestamp'] === timestamp;
}

describe('fund-webhook: who may manage endpoints', () => {
  it('owners and admins manage; editors, viewers, other funds, investors and visitors cannot', async () => {
    const team = await fundTeam(t);
    const created = await create(team, { url: 'https://hooks.example.com/fundnet' });
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/fundnet',
      events: ['file.viewed'],
      enabled: true,
      lastDelivery: null,
    });
    expect(endpoint.secretHint).toBe(`whsec_…${secret.slice(-4)}`);
    const id = endpoint.id;

    const other = await fundTeam(t);
    const investorOwner = await createUser(t);
    const investor = await createProfile(t, investorOwner, { type: 'investor' });
    const routes: [string, string, unknown?][] = [
      ['GET', E],
      ['POST', E, { url: 'https://x.example.com', events: ['file.viewed'] }],
      ['PATCH', `${E}/${id}`, { enabled: false }],
      ['DELETE', `${E}/${id}`],
      ['POST', `${E}/${id}/roll-secret`],
      ['GET', `${E}/${id}/deliveries`],
      ['POST', `${E}/${id}/deliveries/${id}/replay`],
    ];
    for (const [method, path, body] of routes) {
      const label = `${method} ${path}`;
      expect([label, (await t.call(method, path, { body, profile: team.profile })).status]).toEqual([label, 401]);
      for (const member of [team.editor, team.viewer]) {
        expect([label, (await t.call(method, path, { ...as(member, team.profile), body })).status]).toEqual([label, 403]);
      }
      // A stranger with the fund's headers is no member; an investor is no fund.
      expect([label, (await t.call(method, path, { ...as(other.owner, team.profile), body })).status]).toEqual([label, 403]);
      expect([label, (await t.call(method, path, { ...as(investorOwner, investor), body })).status]).toEqual([label, 403]);
      // Another fund's owner acting as their own fund: this endpoint is not theirs.
      if (path !== E)
        expect([label, (await t.call(method, path, { ...as(other.owner, other.profile), body })).status]).toEqual([label, 404]);
    }
    expect((await t.call('GET', E, as(other.owner, other.profile))).body).toEqual({ items: [] });

    const listed = await t.call('GET', E, as(team.admin, team.profile));
    expect(listed.body.items).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const patched = await t.call('PATCH', `${E}/${id}`, {
      ...as(team.admin, team.profile),
      body: { enabled: false, events: ['link.visited', 'nda.signed', 'link.visited'], description: null },
    });
    expect(patched.body).toMatchObject({ enabled: false, events: ['link.visited', 'nda.signed'], description: null });
    const rolled = await t.call('POST', `${E}/${id}/roll-secret`, as(team.admin, team.profile));
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).not.toBe(secret);
    expect(rolled.body.endpoint.secretRolledAt).not.toBeNull();
    expect((await t.call('GET', `${E}/${id}/deliveries`, as(team.owner, team.profile))).body).toEqual({ items: [], total: 0 });
    expect((await t.call('DELETE', `${E}/${id}`, as(team.admin, team.profile))).status).toBe(204);
    expect((await t.call('DELETE', `${E}/${id}`, as(team.owner, team.profile))).body.message).toBe(text.endpointNotFound);
  });

  it('gives every validation message, refuses private addresses and caps the endpoints', async () => {
    const team = await fundTeam(t);
    const errors = async (body: Record<string, unknown>) => (await create(team, body)).body.errors;
    expect(await errors({ url: '' })).toEqual({ url: [text.urlRequired] });
    expect(await errors({ url: 'ftp://files.example.com' })).toEqual({ url: [text.urlInvalid] });
    expect(await errors({ url: `https://example.com/${'a'.repeat(2000)}` })).toEqual({ url: [text.urlTooLong] });
    expect(await errors({ url: 'http://hooks.example.com' })).toEqual({ url: [text.urlNotHttps] });
    expect(await errors({ url: 'https://10.1.2.3/hook' })).toEqual({ url: [text.urlNotAllowed] });
    expect(await errors({ url: 'https://[fd00::1]/hook' })).toEqual({ url: [text.urlNotAllowed] });
    expect(await errors({ url: 'https://169.254.169.254/latest' })).toEqual({ url: [text.urlNotAllowed] });
    expect(await errors({ url: 'https://user:pw@example.com' })).toEqual({ url: [text.urlInvalid] });
    expect(await errors({ url: 'https://a.example.com', events: [] })).toEqual({ events: [text.eventsRequired] });
    expect(await errors({ url: 'https://a.example.com', events: ['file.eaten'] })).toEqual({ 'events.0': [text.eventInvalid] });
    expect(await errors({ url: 'https://a.example.com', description: 'd'.repeat(201) })).toEqual({
      description: [text.descriptionTooLong],
    });
    const patch = await t.call('PATCH', `${E}/nope`, { ...as(team.owner, team.profile), body: { enabled: 'yes' } });
    expect(patch.body.errors).toMatchObject({ id: [text.endpointIdInvalid] });
    const page = await t.call('GET', `${E}/${crypto.randomUUID()}/deliveries?take=0`, as(team.owner, team.profile));
    expect(page.body.errors).toEqual({ take: [text.invalidTake] });
    for (let i = 0; i < FUND_WEBHOOK_ENDPOINTS_MAX; i++)
      expect((await create(team, { url: `https://h${i}.example.com` })).status).toBe(201);
    const over = await create(team, { url: 'https://one-more.example.com' });
    expect([over.status, over.body.message]).toEqual([409, text.tooManyEndpoints]);
  });

  it('lets http and loopback through only where tests allow it', () => {
    expect(() => checkEndpointUrl('http://127.0.0.1:9/x', false)).toThrow();
    expect(() => checkEndpointUrl('https://localhost/x', false)).toThrow();
    expect(() => checkEndpointUrl('https://[::1]/x', false)).toThrow();
    expect(checkEndpointUrl('http://127.0.0.1:9/x', true)).toBe('http://127.0.0.1:9/x');
    expect(() => checkEndpointUrl('http://192.168.0.10/x', true)).toThrow();
    expect(checkEndpointUrl('https://hooks.example.com/a?b=1', false)).toBe('https://hooks.example.com/a?b=1');
  });
});

describe('fund-webhook: deliveries', () => {
  it('retries a failing receiver with back-off, signs every attempt, and delivers each event once', async () => {
    const receiver = await failingTwiceReceiver();
    try {
      const team = await fundTeam(t, { status: 'published' });
      const a = await create(team, { url: `${receiver.url}/a`, events: ['access.requested', 'commitment.created'] });
      const b = await create(team, { url: `${receiver.url}/b`, events: ['file.viewed'] });
      const secret: string = a.body.secret;

      // A real event through its module: a visitor asks for access on a share link.
      await t.database.db
        .insert(profileSectionsPublished)
        .values({ profileId: team.profile.id, section: 'overview', data: validFundSections.overview as Record<string, unknown> });
      const link = await t.call('POST', '/api/fund-custom-profile-link/create', {
        ...as(team.owner, team.profile),
        body: { name: 'Deck', accessMode: 'AnyoneEnteringAnEmail', scope: ['overview'] },
      });
      const asked = await t.call('POST', '/api/fund-request-access', { body: { slug: link.body.slug, email: 'Lp@Example.test' } });
      expect(asked.status).toBe(201);
      // And one emitted directly, as any module does through the index.
      const deps = { db: t.database.db, jobs: t.app.jobs };
      await emitFundEvent(deps, { profileId: team.profile.id, type: 'commitment.created', data: { commitment: { id: 'c1' } } });
      // Not subscribed by anyone: nothing is stored or sent.
      await emitFundEvent(deps, { profileId: team.profile.id, type: 'nda.signed', data: {} });

      const before = Date.now();
      await t.app.jobs.runPending(DELIVER, { includeDelayed: true });
      const after = Date.now();

      // Three attempts per event (500, 503, 200), all to /a, each signed, with the event's id on every attempt.
      expect(receiver.received.map((r) => r.path)).toEqual(Array(6).fill('/a'));
      const byEvent = new Map<string, typeof receiver.received>();
      for (const r of receiver.received) {
        expect(verifies(secret, r.headers, r.body)).toBe(true);
        const timestamp = Number(r.headers['fundnet-webhook-timestamp']) * 1000;
        expect(timestamp).toBeGreaterThanOrEqual(before - 60_000);
        expect(timestamp).toBeLessThanOrEqual(after);
        const body = JSON.parse(r.body);
        expect(body.id).toBe(r.headers['fundnet-webhook-id']);
        expect(body.fundProfileId).toBe(team.profile.id);
        byEvent.set(body.id, [...(byEvent.get(body.id) ?? []), r]);
      }
      expect(verifies(b.body.secret, receiver.received[0]!.headers, receiver.received[0]!.body)).toBe(false);
      expect([...byEvent.values()].map((attempts) => attempts.map((r) => r.headers['fundnet-webhook-attempt']))).toEqual([
        ['1', '2', '3'],
        ['1', '2', '3'],
      ]);
      const types = [...byEvent.values()].map((attempts) => JSON.parse(attempts[0]!.body).type).sort();
      expect(types).toEqual(['access.requested', 'commitment.created']);
      const access = [...byEvent.values()].map((x) => JSON.parse(x[0]!.body)).find((body) => body.type === 'access.requested');
      expect(access.data).toMatchObject({ email: 'lp@example.test', shareLinkId: link.body.id, shareLinkName: 'Deck' });

      // The log: every attempt with its status, answer, duration and the back-off to the next one.
      const log = await t.call('GET', `${E}/${a.body.endpoint.id}/deliveries`, as(team.admin, team.profile));
      expect(log.body.total).toBe(6);
      for (const eventId of byEvent.keys()) {
        const attempts = log.body.items.filter((d: { eventId: string }) => d.eventId === eventId).reverse();
        expect(attempts.map((d: { attempt: number; status: string; statusCode: number }) => [d.attempt, d.status, d.statusCode])).toEqual([
          [1, 'failed', 500],
          [2, 'failed', 503],
          [3, 'succeeded', 200],
        ]);
        expect(attempts.map((d: { responseSnippet: string }) => d.responseSnippet)).toEqual(['boom', 'busy', '{"ok":true}']);
        const waits = attempts.map((d: { attemptedAt: string; nextRetryAt: string | null }) =>
          d.nextRetryAt ? (Date.parse(d.nextRetryAt) - Date.parse(d.attemptedAt)) / 1000 : null,
        );
        expect(waits).toEqual([60, 240, null]);
        expect(attempts.every((d: { durationMs: number }) => d.durationMs >= 0)).toBe(true);
        expect(attempts.filter((d: { status: string }) => d.status === 'succeeded')).toHaveLength(1);
      }
      expect((await t.call('GET', `${E}/${b.body.endpoint.id}/deliveries`, as(team.owner, team.profile))).body.total).toBe(0);
      const listed = await t.call('GET', E, as(team.owner, team.profile));
      expect(listed.body.items.map((e: { lastDelivery: { status: string } | null }) => e.lastDelivery?.status ?? null)).toEqual([
        'succeeded',
        null,
      ]);

      // Replay: a new delivery of the same event, with the same id (the receiver answers 200 by now).
      const first = log.body.items.at(-1);
      const replayed = await t.call('POST', `${E}/${a.body.endpoint.id}/deliveries/${first.id}/replay`, as(team.owner, team.profile));
      expect(replayed.status).toBe(202);
      expect(replayed.body.delivery).toMatchObject({ eventId: first.eventId, attempt: 1, status: 'pending', replay: true });
      await t.app.jobs.runPending(DELIVER, { includeDelayed: true });
      expect(receiver.received.at(-1)!.headers['fundnet-webhook-id']).toBe(first.eventId);
      expect(receiver.received).toHaveLength(7);
      const other = await fundTeam(t);
      const foreign = await t.call('POST', `${E}/${a.body.endpoint.id}/deliveries/${first.id}/replay`, as(other.owner, other.profile));
      expect(foreign.status).toBe(404);
      const wrongEndpoint = await t.call('POST', `${E}/${b.body.endpoint.id}/deliveries/${first.id}/replay`, as(team.owner, team.profile));
      expect(wrongEndpoint.body.message).toBe(text.deliveryNotFound);

      // A rolled secret: for a day both the new and the old secret sign.
      const rolled = await t.call('POST', `${E}/${a.body.endpoint.id}/roll-secret`, as(team.owner, team.profile));
      await emitFundEvent(deps, { profileId: team.profile.id, type: 'commitment.created', data: {} });
      await t.app.jobs.runPending(DELIVER, { includeDelayed: true });
      const signed = receiver.received.at(-1)!;
      expect(String(signed.headers['fundnet-signature']).match(/v1=/g)).toHaveLength(2);
      expect(verifies(rolled.body.secret, signed.headers, signed.body)).toBe(true);
      expect(verifies(secret, signed.headers, signed.body)).toBe(true);

      // Switched off: nothing is queued, and a replay is refused.
      await t.call('PATCH', `${E}/${a.body.endpoint.id}`, { ...as(team.owner, team.profile), body: { enabled: false } });
      const count = receiver.received.length;
      await emitFundEvent(deps, { profileId: team.profile.id, type: 'commitment.created', data: {} });
      expect(await t.app.jobs.runPending(DELIVER, { includeDelayed: true })).toBe(0);
      expect(receiver.received).toHaveLength(count);
      const refused = await t.call('POST', `${E}/${a.body.endpoint.id}/deliveries/${first.id}/replay`, as(team.owner, team.profile));
      expect([refused.status, refused.body.message]).toEqual([409, text.endpointDisabled]);
    } finally {
      await receiver.close();
    }
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([60, 240, 960, 3840, 15360, 61440]);
  });
});
