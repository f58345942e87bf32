import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Counters } from './lib/counters';
import type { JobQueue } from './lib/jobs';
import type { Mailer } from './lib/mail';
import type { SmsProvider } from './lib/sms';
import type { Storage } from './lib/storage';
// The one concrete type of a module that the container names; auth's index would loop back through its routes (they take AppDeps).
import type { OidcClients } from './modules/auth/oidc';

/** What every module needs, built once in app.ts and handed to each module's routes. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  oidc: OidcClients;
  /** Uploaded files: local disk, or S3-compatible storage when configured (lib/storage). */
  storage: Storage;
  /** Windowed counters: Redis when REDIS_URL is set (shared by every process), else memory (lib/counters.ts). */
  counters: Counters;
  /** The background job queue (lib/jobs, pg-boss): modules define their jobs in register…Jobs and enqueue with send. */
  jobs: JobQueue;
}
