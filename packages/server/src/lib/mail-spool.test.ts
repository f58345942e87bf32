import { readdir, rename, utimes } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../modules/users/tables';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { createMailer } from './mail';
import { withMailSpool } from './mail-spool';

/**
 * A mail server that is down: the API's mail goes over SMTP to a port nobody listens on (a real connection
 * refused, no stand-in of our own code), then to a minimal SMTP server started on that port.
 */

interface Received {
  to: string[];
  data: string;
}

/** Just enough SMTP (RFC 5321, no TLS, no auth) for nodemailer to deliver a message. */
function startSmtpServer(port: number): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { to: [], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(current);
          current = { to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}

/** A port nobody listens on (taken and released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A logger that keeps what it is told (the operator's view of a failing mailer). */
function recordingLogger() {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown> | string, msg?: string): void => {
      if (typeof fields === 'string') lines.push({ level, msg: fields, fields: {} });
      else lines.push({ level, msg: msg ?? '', fields });
    };
  const logger = {
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

let t: TestApp;
let port: number;
let smtpUrl: string;
const unsentDir = () => path.join(t.outboxDir, 'mail-unsent');
const inAMinute = () => new Date(Date.now() + 2 * 60_000);

beforeAll(async () => {
  port = await closedPort();
  smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await startTestApp({ SMTP_URL: smtpUrl });
});

afterAll(async () => {
  await t.close();
});

describe('a mail that cannot be sent', () => {
  it('does not lose the action: the signup succeeds, the mail waits in the spool, a retry delivers it and its link works', async () => {
    const email = `spooled-${Date.now()}@example.test`;
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email, password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.status).toBe(202);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toBeDefined();

    // Any process can retry the folder: this one uses its own SMTP mailer on the same spool.
    const { logger, lines } = recordingLogger();
    const retrier = withMailSpool(createMailer({ smtpUrl, from: 'Fundnet <no-reply@fundnet.test>', outboxDir: t.outboxDir, logger }), {
      dir: unsentDir(),
      logger,
      now: inAMinute,
    });
    const [waiting] = await retrier.unsent();
    expect(waiting).toMatchObject({ attempts: 1, message: { to: email, template: 'verify-email' } });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    // Still down: kept, one more attempt counted, logged.
    expect(await retrier.retryUnsent()).toEqual({ sent: 0, failed: 1, undeliverable: 0 });
    expect((await retrier.unsent())[0]).toMatchObject({ attempts: 2 });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'spooled mail still not sent' }));

    // The mail server is back: the retry (after its pause) delivers the very mail, and the spool empties.
    const smtp = await startSmtpServer(port);
    try {
      const later = withMailSpool(createMailer({ smtpUrl, from: 'Fundnet <no-reply@fundnet.test>', outboxDir: t.outboxDir, logger }), {
        dir: unsentDir(),
        logger,
        now: () => new Date(Date.now() + 10 * 60_000),
      });
      expect(await later.retryUnsent()).toEqual({ sent: 1, failed: 0, undeliverable: 0 });
      expect(await later.unsent()).toEqual([]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([email]);
      const link = new URL(waiting!.message.data!.link!);
      expect(smtp.received[0]!.data.replace(/=\r\n/g, '')).toContain(link.searchParams.get('code')!.slice(0, 20));
      const verified = await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(link.searchParams.get('code')!)}`);
      expect(verified.status).toBe(200);
      const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(after!.emailVerifiedAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('is reported as undeliverable after its last attempt, and moved out of the spool', async () => {
    const account = await createUser(t);
    expect((await t.call('POST', '/api/auth/request-reset-password', { body: { email: account.email } })).status).toBe(204);
    const { logger, lines } = recordingLogger();
    const spool = withMailSpool(createMailer({ smtpUrl, from: 'Fundnet <no-reply@fundnet.test>', outboxDir: t.outboxDir, logger }), {
      dir: unsentDir(),
      logger,
      now: inAMinute,
      maxAttempts: 2,
    });
    expect(await spool.unsent()).toEqual([expect.objectContaining({ message: expect.objectContaining({ to: account.email }) })]);
    expect(await spool.retryUnsent()).toEqual({ sent: 0, failed: 0, undeliverable: 1 });
    expect(await spool.unsent()).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'mail undeliverable: given up after every retry',
        fields: expect.objectContaining({ to: account.email, template: 'reset-password', attempts: 2 }),
      }),
    );
    const dead = await readdir(`${unsentDir()}-undeliverable`);
    expect(dead).toHaveLength(1);
  });
});

describe('the spool shared by several API processes', () => {
  /** A transport that fails while `down` and records what it delivers (the SMTP server is not the point here). */
  function transport() {
    const state = { down: true, delivered: [] as string[] };
    return {
      state,
      mailer: {
        async send(message: { to: string }) {
          if (state.down) throw new Error('connect ECONNREFUSED');
          state.delivered.push(message.to);
        },
      },
    };
  }

  it('sends a spooled mail once when two processes retry at the same moment, and retries a claim its process left behind', async () => {
    const dir = path.join(t.outboxDir, `shared-${Date.now()}`);
    const { logger } = recordingLogger();
    const a = transport();
    const b = transport();
    let clock = Date.now();
    const now = () => new Date(clock);
    const first = withMailSpool(a.mailer, { dir, logger, now });
    const second = withMailSpool(b.mailer, { dir, logger, now });
    for (const to of ['one@example.test', 'two@example.test', 'three@example.test']) {
      await first.send({ to, subject: 's', text: 't', template: 'test-mail' });
    }
    a.state.down = false;
    b.state.down = false;
    clock += 2 * 60_000;
    await Promise.all([first.retryUnsent(), second.retryUnsent()]);
    expect([...a.state.delivered, ...b.state.delivered].sort()).toEqual(['one@example.test', 'three@example.test', 'two@example.test']);

    // A process died while sending: its claim stays; after 10 minutes another process sends the mail.
    a.state.down = true;
    await first.send({ to: 'orphan@example.test', subject: 's', text: 't', template: 'test-mail' });
    clock += 2 * 60_000;
    const [name] = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    const claimed = path.join(dir, `${name}.4242-dead.sending`);
    await rename(path.join(dir, name!), claimed);
    expect(await second.retryUnsent()).toEqual({ sent: 0, failed: 0, undeliverable: 0 });
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    await utimes(claimed, elevenMinutesAgo, elevenMinutesAgo);
    expect(await second.retryUnsent()).toEqual({ sent: 1, failed: 0, undeliverable: 0 });
    expect(b.state.delivered).toContain('orphan@example.test');
    expect(await readdir(dir)).toEqual([]);
  });
});
