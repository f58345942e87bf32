import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LegalOperator } from '@fundnet/validation-schema';
import * as v from 'valibot';

/** The workspace root (the folder holding pnpm-workspace.yaml), found from the working directory up. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${start}`);
    dir = parent;
  }
  return dir;
}

const repoRoot = findRepoRoot();

const intFromEnv = (fallback: number, min = 0) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer('must be an integer'),
    v.minValue(min, `must be at least ${min}`),
  );

const optionalUrl = v.optional(v.pipe(v.string(), v.url('must be a URL')));

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  PORT: intFromEnv(4000, 0),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  FUNDNET_DATA_DIR: v.optional(v.string(), path.join(repoRoot, '.data')),
  /** Where the web app lives: links in e-mails and OAuth redirects point here. */
  APP_URL: optionalUrl,
  /** Comma-separated extra origins allowed by CORS (the shell and remotes in development). */
  CORS_ORIGINS: v.optional(v.string(), ''),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string(), 'Fundnet <no-reply@fundnet.local>'),
  /** Where contact-form and application messages go. */
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'support@fundnet.local'),
  /**
   * How many reverse proxies stand in front of the API (0 = none). Only then is X-Forwarded-For believed:
   * trusting it blindly would let a client pick its own IP and walk past the rate limits.
   */
  TRUST_PROXY_HOPS: intFromEnv(0, 0),
  OUTBOX_DIR: v.optional(v.string()),
  SESSION_IDLE_MINUTES: intFromEnv(60 * 24 * 7, 1),
  SESSION_ABSOLUTE_HOURS: intFromEnv(24 * 30, 1),
  AUTH_RATE_LIMIT_PER_MINUTE: intFromEnv(20, 1),
  /**
   * Rate-limit counters and the sign-in throttle in Redis, shared by every API process (redis:// or rediss://).
   * Unset: in this process's memory (fine for one process).
   */
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
  /** Failed password sign-ins one account takes within LOGIN_LOCKOUT_MINUTES before it is locked for the rest of them. */
  LOGIN_FAILURES_PER_ACCOUNT: intFromEnv(10, 1),
  LOGIN_LOCKOUT_MINUTES: intFromEnv(15, 1),
  /** Development logs as readable lines (pino-pretty): 'true', 'false', or unset = when stdout is a terminal (never in production). */
  FUNDNET_LOG_PRETTY: v.optional(v.picklist(['true', 'false'])),
  LINKEDIN_ISSUER: optionalUrl,
  LINKEDIN_CLIENT_ID: v.optional(v.string()),
  LINKEDIN_CLIENT_SECRET: v.optional(v.string()),
  GOOGLE_ISSUER: optionalUrl,
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  /** Static files (shell and remotes) served beside the API by the start command. */
  WEB_ROOT: v.optional(v.string()),
  /**
   * Serve this environment of the release store instead of WEB_ROOT's builds (issue 32, ADR 0072): the shell and the
   * remotes promoted to it (`pnpm release:promote`), from RELEASE_STORE.
   */
  WEB_RELEASE_ENV: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be an environment name'))),
  /** Where releases live: a folder (default `${FUNDNET_DATA_DIR}/releases`) or `s3://<bucket>` with the S3_* settings. */
  RELEASE_STORE: v.optional(v.string()),
  /** Where browsers fetch released files (a CDN in front of the store); default: this API's own `/releases`. */
  RELEASE_PUBLIC_URL: optionalUrl,
  /**
   * Who may point the running shell at a remote of their own (issue 32.5, ADR 0075): `off`, `localhost`, or origins
   * (`https://*.preview.example.com http://localhost:*`). Default: `localhost` when serving WEB_ROOT's builds (npm
   * start), `off` when serving a release environment.
   */
  WEB_REMOTE_OVERRIDES: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => remoteOverrideOrigins(value) !== null,
        'must be off, localhost or a list of origins (https://*.example.com, http://localhost:*)',
      ),
    ),
  ),
  SEED_DEMO_DATA: v.optional(v.picklist(['true', 'false']), 'false'),
  /**
   * The operator of this installation, named by the imprint, privacy policy and terms (GET api/legal/operator).
   * The defaults describe the operator of the reference installation; every deployment sets its own.
   */
  OPERATOR_NAME: v.optional(v.string(), 'Fundnet GmbH'),
  OPERATOR_STREET: v.optional(v.string(), 'Torstraße 140'),
  OPERATOR_POSTCODE: v.optional(v.string(), '10119'),
  OPERATOR_CITY: v.optional(v.string(), 'Berlin'),
  OPERATOR_COUNTRY: v.optional(v.string(), 'Germany'),
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'hello@fundnet.io'),
  OPERATOR_PRIVACY_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'privacy@fundnet.io'),
  OPERATOR_PHONE: v.optional(v.string(), '+49 30 2089 6410'),
  OPERATOR_MANAGING_DIRECTORS: v.optional(v.string(), 'Dr. Lea Hartmann, Jonas Weber'),
  OPERATOR_REGISTER_COURT: v.optional(v.string(), 'Amtsgericht Charlottenburg (Berlin)'),
  OPERATOR_REGISTER_NUMBER: v.optional(v.string(), 'HRB 248317 B'),
  OPERATOR_VAT_ID: v.optional(v.string(), 'DE347219856'),
  OPERATOR_EDITORIAL_RESPONSIBLE: v.optional(v.string(), 'Dr. Lea Hartmann'),
  OPERATOR_DPO: v.optional(v.string(), 'Dr. Nina Albrecht, data protection officer, privacy@fundnet.io'),
  OPERATOR_JURISDICTION: v.optional(v.string(), 'Berlin, Germany'),
  /** Uploaded files on local disk (used when no S3 bucket is configured). Default: `${FUNDNET_DATA_DIR}/files`. */
  STORAGE_DIR: v.optional(v.string()),
  /** S3-compatible object storage: used for files when endpoint, bucket and both keys are set. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: v.optional(v.string()),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  /** `true` (default): https://endpoint/bucket/key (MinIO, most S3-compatibles); `false`: https://bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'true'),
  /** Optional public base (CDN or public bucket) serving the `public/` objects; public file URLs then point there. */
  S3_PUBLIC_URL: optionalUrl,
  /** Largest upload in bytes (default 25 MB). */
  UPLOAD_MAX_BYTES: intFromEnv(25 * 1024 * 1024, 1),
  /** Largest data-room file in bytes (default 512 MB; streamed to storage, never held in memory). */
  DATA_ROOM_MAX_BYTES: intFromEnv(512 * 1024 * 1024, 1),
  /**
   * Optional: an OpenAI-compatible endpoint (…/v1) that writes data-room answers from the passages the search
   * found (POST data-room/question). Unset: the ranked passages are the answer, and no call leaves the server.
   */
  DATA_ROOM_ANSWER_URL: optionalUrl,
  DATA_ROOM_ANSWER_API_KEY: v.optional(v.string()),
  DATA_ROOM_ANSWER_MODEL: v.optional(v.string(), 'gpt-4o-mini'),
  /** Largest image upload in bytes, before resizing (default 10 MB). */
  IMAGE_MAX_BYTES: intFromEnv(10 * 1024 * 1024, 1),
  /** Lifetime of signed links to private files (default 5 minutes). */
  SIGNED_URL_TTL_SECONDS: intFromEnv(300, 1),
  /**
   * HMAC key of signed file links. Unset: a random one per start, so links die with the process and
   * do not work across processes. Several API processes behind a load balancer MUST share one.
   */
  FILE_URL_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /**
   * Tests only: let server-side fetches of user-given URLs (upload/getByUrl, fund-info/prefill; lib/safe-fetch)
   * reach loopback addresses, and only those. Refused in production.
   */
  OUTBOUND_FETCH_ALLOW_LOOPBACK: v.optional(v.picklist(['true', 'false']), 'false'),
});

export type Env = v.InferOutput<typeof envSchema>;

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
  publicUrl: string | undefined;
}

export interface UploadConfig {
  maxBytes: number;
  imageMaxBytes: number;
  signedUrlTtlSeconds: number;
  fileUrlSecret: string;
  /** True when FILE_URL_SECRET was not set and a random one was made for this process. */
  fileUrlSecretGenerated: boolean;
  /** Same as `outboundFetch.allowLoopback` (OUTBOUND_FETCH_ALLOW_LOOPBACK), read by upload/getByUrl. */
  allowLoopback: boolean;
}

/** Server-side fetches of user-given URLs (lib/safe-fetch). */
export interface OutboundFetchConfig {
  /** OUTBOUND_FETCH_ALLOW_LOOPBACK: tests only, never true in production. */
  allowLoopback: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  trustProxyHops: number;
  outboxDir: string;
  session: { idleMinutes: number; absoluteHours: number };
  authRateLimitPerMinute: number;
  redisUrl: string | undefined;
  /** Per-account sign-in throttle (modules/auth/login-throttle.ts). */
  loginThrottle: { maxFailures: number; windowMinutes: number };
  /** Human-readable log lines instead of JSON (lib/logging.ts). */
  prettyLogs: boolean;
  oidc: { linkedin?: OidcProviderConfig; google?: OidcProviderConfig };
  webRoot: string | undefined;
  /** An environment of the release store served as the web app (WEB_RELEASE_ENV), or undefined. */
  webRelease: { environment: string; store: ReleaseStoreLocation; releasesUrl: string | undefined } | undefined;
  /** The origins a remote override may load from (WEB_REMOTE_OVERRIDES); empty: overrides are off. */
  webRemoteOverrides: string[];
  seedDemoData: boolean;
  repoRoot: string;
  /** Where files live: local disk under `dir`, or S3 when `s3` is set. */
  storage: { dir: string; s3: S3StorageConfig | undefined };
  upload: UploadConfig;
  dataRoom: { maxBytes: number; answerModel: { url: string; apiKey: string | undefined; model: string } | undefined };
  outboundFetch: OutboundFetchConfig;
  /** The operator named by the legal pages (modules/legal). */
  operator: LegalOperator;
}

export class ConfigError extends Error {}

/** A developer's machine, whatever port its remote is served on. */
export const LOCALHOST_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * WEB_REMOTE_OVERRIDES as a list of CSP source expressions (scheme://host[:port], `*.` before a host, `*` for a port),
 * or null when it is none of off, localhost or such a list. Kept to what the shell's matcher and a CSP both understand.
 */
export function remoteOverrideOrigins(value: string): string[] | null {
  const trimmed = value.trim();
  if (trimmed === 'off') return [];
  if (trimmed === 'localhost') return LOCALHOST_ORIGINS;
  const origins = trimmed.split(/[\s,]+/).filter(Boolean);
  const origin = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;
  return origins.length > 0 && origins.every((o) => origin.test(o)) ? origins : null;
}

function oidcProvider(issuer?: string, clientId?: string, clientSecret?: string): OidcProviderConfig | undefined {
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError('an OIDC provider needs its issuer, client id and client secret together');
  }
  return { issuer, clientId, clientSecret };
}

/** Where releases live: a folder (the embedded default, `.data/releases`) or an S3-compatible bucket. */
export type ReleaseStoreLocation = { kind: 'folder'; dir: string } | { kind: 's3'; s3: S3StorageConfig };

/** The S3 account of the S3_* settings without a bucket (the release store names its own). */
export function s3Account(env: {
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION?: string;
  S3_FORCE_PATH_STYLE?: string;
}): Omit<S3StorageConfig, 'bucket'> | undefined {
  if (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION ?? 'us-east-1',
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? 'true') === 'true',
    publicUrl: undefined,
  };
}

/**
 * `RELEASE_STORE`: a folder path, or `s3://<bucket>` in the account of the data room's S3 settings (S3_ENDPOINT,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION, S3_FORCE_PATH_STYLE): the same adapter, a bucket of its own.
 */
export function releaseStoreLocation(
  value: string | undefined,
  defaults: { dataDir: string; s3?: Omit<S3StorageConfig, 'bucket'> },
): ReleaseStoreLocation {
  if (value?.startsWith('s3://')) {
    const bucket = value.slice('s3://'.length).replace(/\/$/, '');
    if (!bucket || bucket.includes('/')) throw new ConfigError(`RELEASE_STORE ${value}: name one bucket, s3://<bucket>`);
    if (!defaults.s3) throw new ConfigError('RELEASE_STORE on S3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return { kind: 's3', s3: { ...defaults.s3, bucket } };
  }
  return { kind: 'folder', dir: path.resolve(value ?? path.join(defaults.dataDir, 'releases')) };
}

function s3Storage(env: Env): S3StorageConfig | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  return {
    endpoint: endpoint.replace(/\/$/, ''),
    bucket,
    accessKeyId,
    secretAccessKey,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

/** Reads and validates the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = v.safeParse(envSchema, source);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.output;
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  for (const renamed of ['UPLOAD_ALLOW_LOOPBACK', 'FUNDNET_PREFILL_ALLOW_LOOPBACK']) {
    if (source[renamed] !== undefined) throw new ConfigError(`${renamed} was replaced by OUTBOUND_FETCH_ALLOW_LOOPBACK`);
  }
  const allowLoopback = env.OUTBOUND_FETCH_ALLOW_LOOPBACK === 'true';
  if (allowLoopback && env.NODE_ENV === 'production') {
    throw new ConfigError('OUTBOUND_FETCH_ALLOW_LOOPBACK is for tests and cannot be set in production');
  }
  const corsOrigins = [appUrl, ...env.CORS_ORIGINS.split(',').map((s) => s.trim())].filter(Boolean);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.FUNDNET_DATA_DIR),
    appUrl: appUrl.replace(/\/$/, ''),
    corsOrigins: [...new Set(corsOrigins.map((o) => o.replace(/\/$/, '')))],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(env.FUNDNET_DATA_DIR, 'outbox')),
    session: { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS },
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    redisUrl: env.REDIS_URL,
    loginThrottle: { maxFailures: env.LOGIN_FAILURES_PER_ACCOUNT, windowMinutes: env.LOGIN_LOCKOUT_MINUTES },
    prettyLogs:
      env.NODE_ENV === 'development' &&
      (env.FUNDNET_LOG_PRETTY === 'true' || (env.FUNDNET_LOG_PRETTY === undefined && process.stdout.isTTY === true)),
    oidc: {
      linkedin: oidcProvider(env.LINKEDIN_ISSUER, env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
      google: oidcProvider(env.GOOGLE_ISSUER, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    },
    webRoot: env.WEB_ROOT,
    webRelease: env.WEB_RELEASE_ENV
      ? {
          environment: env.WEB_RELEASE_ENV,
          store: releaseStoreLocation(env.RELEASE_STORE, { dataDir: env.FUNDNET_DATA_DIR, s3: s3Account(env) }),
          releasesUrl: env.RELEASE_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
    webRemoteOverrides: remoteOverrideOrigins(env.WEB_REMOTE_OVERRIDES ?? (env.WEB_RELEASE_ENV ? 'off' : 'localhost')) ?? [],
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    repoRoot,
    storage: { dir: path.resolve(env.STORAGE_DIR ?? path.join(env.FUNDNET_DATA_DIR, 'files')), s3: s3Storage(env) },
    upload: {
      maxBytes: env.UPLOAD_MAX_BYTES,
      imageMaxBytes: env.IMAGE_MAX_BYTES,
      signedUrlTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
      fileUrlSecret: env.FILE_URL_SECRET ?? randomBytes(32).toString('base64url'),
      fileUrlSecretGenerated: env.FILE_URL_SECRET === undefined,
      allowLoopback,
    },
    outboundFetch: { allowLoopback },
    operator: {
      name: env.OPERATOR_NAME,
      street: env.OPERATOR_STREET,
      postcode: env.OPERATOR_POSTCODE,
      city: env.OPERATOR_CITY,
      country: env.OPERATOR_COUNTRY,
      email: env.OPERATOR_EMAIL,
      privacyEmail: env.OPERATOR_PRIVACY_EMAIL,
      phone: env.OPERATOR_PHONE,
      managingDirectors: env.OPERATOR_MANAGING_DIRECTORS,
      registerCourt: env.OPERATOR_REGISTER_COURT,
      registerNumber: env.OPERATOR_REGISTER_NUMBER,
      vatId: env.OPERATOR_VAT_ID,
      editorialResponsible: env.OPERATOR_EDITORIAL_RESPONSIBLE,
      dataProtectionOfficer: env.OPERATOR_DPO,
      jurisdiction: env.OPERATOR_JURISDICTION,
    },
    dataRoom: {
      maxBytes: env.DATA_ROOM_MAX_BYTES,
      answerModel: env.DATA_ROOM_ANSWER_URL
        ? { url: env.DATA_ROOM_ANSWER_URL, apiKey: env.DATA_ROOM_ANSWER_API_KEY, model: env.DATA_ROOM_ANSWER_MODEL }
        : undefined,
    },
  };
}
