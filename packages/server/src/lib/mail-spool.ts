import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mail';

/**
 * A mail that cannot be sent never undoes nor fails the action that sent it: the message is kept in a
 * spool folder (one JSON file each), logged, and retried with a growing pause; after `maxAttempts` it is
 * moved to an "undeliverable" folder and logged as an error for an operator.
 *
 * Why files and not a table: no migration this round. Any API process may retry the folder: a file is
 * claimed by renaming it (atomic on one file system) before it is sent, so two processes sharing the
 * folder never send it twice. Several machines each retry their own folder. A Postgres-backed job queue
 * is the production target (ARCHITECTURE §7).
 */

export interface SpooledMail {
  message: MailMessage;
  attempts: number;
  firstFailedAt: string;
  lastError: string;
  nextAttemptAt: string;
}

export interface MailSpoolOptions {
  /** The folder of unsent mail; undeliverable mail goes to `<dir>-undeliverable`. */
  dir: string;
  logger: FastifyBaseLogger;
  /** Sends tried in all, the first one included (default 12: the last about a day after the first). */
  maxAttempts?: number;
  now?: () => Date;
}

export interface RetrySummary {
  sent: number;
  failed: number;
  undeliverable: number;
}

export interface SpoolingMailer extends Mailer {
  /** Tries every spooled mail that is due; returns what happened. */
  retryUnsent(): Promise<RetrySummary>;
  /** The mail waiting for a retry (oldest first). */
  unsent(): Promise<SpooledMail[]>;
}

const MAX_PAUSE_MS = 3 * 60 * 60_000;
/** A claim older than this was left by a process that died while sending: the file is retried again. */
const STALE_CLAIM_MS = 10 * 60_000;
export const MAIL_RETRY_TICK_MS = 60_000;

/** 1, 2, 4, … minutes after the nth failure, at most 3 hours. */
const pauseAfter = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), MAX_PAUSE_MS);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function withMailSpool(mailer: Mailer, options: MailSpoolOptions): SpoolingMailer {
  const { dir, logger } = options;
  const deadDir = `${dir}-undeliverable`;
  const maxAttempts = options.maxAttempts ?? 12;
  const now = options.now ?? (() => new Date());

  async function write(folder: string, name: string, entry: SpooledMail) {
    await mkdir(folder, { recursive: true });
    // Written aside and renamed, so a retry never reads half a file; private: mail carries sign-in links.
    const temp = path.join(folder, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temp, JSON.stringify(entry, null, 2), { mode: 0o600 });
    await rename(temp, path.join(folder, name));
  }

  async function spool(message: MailMessage, error: unknown) {
    const at = now();
    const entry: SpooledMail = {
      message,
      attempts: 1,
      firstFailedAt: at.toISOString(),
      lastError: errorText(error),
      nextAttemptAt: new Date(at.getTime() + pauseAfter(1)).toISOString(),
    };
    await write(dir, `${at.getTime()}-${randomUUID()}.json`, entry);
    logger.error({ err: error, to: message.to, template: message.template }, 'mail not sent: kept for a retry');
  }

  async function listFiles(): Promise<string[]> {
    try {
      return (await readdir(dir)).filter((name) => name.endsWith('.json') || name.endsWith('.sending')).sort();
    } catch {
      return [];
    }
  }

  async function retryOne(name: string, summary: RetrySummary) {
    const file = path.join(dir, name);
    // 'x.json', or 'x.json.<claim>.sending' for a claimed one: the spool file's own name is 'x.json'.
    const base = name.slice(0, name.indexOf('.json') + '.json'.length);
    if (name.endsWith('.sending')) {
      // The claim time is the file's modification time (set when claimed): file-system time, so Date.now().
      const claimedAt = (await stat(file).catch(() => null))?.mtimeMs;
      if (claimedAt === undefined || Date.now() - claimedAt < STALE_CLAIM_MS) return;
    }
    const entry = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as SpooledMail | null;
    if (!entry || new Date(entry.nextAttemptAt).getTime() > now().getTime()) return;
    // Claim it: another process that renames it first sends it; we skip.
    const claimed = path.join(dir, `${base}.${process.pid}-${randomUUID()}.sending`);
    try {
      await rename(file, claimed);
    } catch {
      return;
    }
    const claimedNow = new Date();
    await utimes(claimed, claimedNow, claimedNow).catch(() => undefined);
    try {
      await mailer.send(entry.message);
      await unlink(claimed);
      summary.sent += 1;
      logger.info({ to: entry.message.to, template: entry.message.template, attempts: entry.attempts + 1 }, 'spooled mail sent');
    } catch (error) {
      const attempts = entry.attempts + 1;
      const next: SpooledMail = {
        ...entry,
        attempts,
        lastError: errorText(error),
        nextAttemptAt: new Date(now().getTime() + pauseAfter(attempts)).toISOString(),
      };
      if (attempts >= maxAttempts) {
        await write(deadDir, base, next);
        summary.undeliverable += 1;
        logger.error(
          { err: error, to: entry.message.to, template: entry.message.template, attempts, folder: deadDir },
          'mail undeliverable: given up after every retry',
        );
      } else {
        await write(dir, base, next);
        summary.failed += 1;
        logger.warn({ err: error, to: entry.message.to, template: entry.message.template, attempts }, 'spooled mail still not sent');
      }
      await unlink(claimed).catch(() => undefined);
    }
  }

  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        await spool(message, error);
      }
    },
    async retryUnsent() {
      const summary: RetrySummary = { sent: 0, failed: 0, undeliverable: 0 };
      for (const name of await listFiles()) await retryOne(name, summary);
      return summary;
    },
    async unsent() {
      const entries = await Promise.all(
        (await listFiles())
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => 'null')) as SpooledMail | null),
      );
      return entries.filter((entry): entry is SpooledMail => entry !== null);
    },
  };
}

/** Retries the spool every minute until stopped (the API starts it; tests call `retryUnsent` themselves). */
export function startMailRetries(mailer: SpoolingMailer, logger: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => mailer.retryUnsent()).catch((error) => logger.error({ err: error }, 'mail retry failed'));
  }, MAIL_RETRY_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
