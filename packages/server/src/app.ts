import { once } from 'node:events';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { type Counters, connectRedis, createMemoryCounters, createRedisCounters } from './lib/counters';
import { loggerOptions } from './lib/logging';
import { createMailer, type Mailer } from './lib/mail';
import { startMailRetries, withMailSpool } from './lib/mail-spool';
import { valibotValidatorCompiler } from './lib/route-schema';
import { createOutboxSms, type SmsProvider } from './lib/sms';
import { createStorage, type Storage } from './lib/storage';
import { authRoutes } from './modules/auth/routes';
import { createOidcClients } from './modules/auth/oidc';
import { healthRoutes } from './modules/health/routes';
import { approvalRoutes } from './modules/approvals/routes';
import { coInvestorRoutes } from './modules/co-investor/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { fundInfoRoutes } from './modules/fund-info/routes';
import { investorInfoRoutes } from './modules/investor-info/routes';
import { serviceProviderRoutes } from './modules/service-provider/routes';
import { profileMemberRoutes } from './modules/profile-member/routes';
import { profileClaimRoutes } from './modules/profile-claim/routes';
import { profileCompanyRoutes } from './modules/profile-company/routes';
import { profileCtaRoutes } from './modules/profile-cta/routes';
import { profileNdaRoutes } from './modules/profile-nda/routes';
import { startNotificationDigests } from './modules/profile-notifications/digests';
import { profileNotificationsRoutes } from './modules/profile-notifications/routes';
import { profileSubscriberRoutes } from './modules/profile-subscriber/routes';
import { favouriteRoutes } from './modules/favourite/routes';
import { followRoutes } from './modules/follow/routes';
import { profileViewRoutes } from './modules/profile-view/routes';
import { profileRoutes } from './modules/profiles/routes';
import { uploadRoutes } from './modules/upload/routes';
import { userInfoRoutes } from './modules/user-info/routes';
import { userMetaRoutes } from './modules/user-meta/routes';
import { userSecondaryEmailRoutes } from './modules/user-secondary-email/routes';
import { userRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { profileContextPlugin } from './plugins/profile-context';
import { replyContractsPlugin } from './plugins/reply-contracts';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { frameworkErrorHandler, textGuardPlugin } from './plugins/text-guard';
import { API_VERSION } from './version';

export interface ServedRoute {
  method: string | string[];
  url: string;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ServedRoute[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  sms?: SmsProvider;
  storage?: Storage;
  /** Windowed counters (tests pass memory counters with their own clock). */
  counters?: Counters;
  /** false: silent; an object: pino options merged over the safe defaults (lib/logging.ts). */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the whole API without listening (tests build it too). Load order: external plugins → app plugins → routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger, config.prettyLogs),
    bodyLimit: 1024 * 1024,
    // Believe X-Forwarded-For only through the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    frameworkErrors: frameworkErrorHandler,
    logController: new LogController({ disableRequestLogging: config.env === 'test' }),
  });
  // The inventory of served routes, so a test can prove every one is in the OpenAPI document.
  const apiRoutes: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    apiRoutes.push({ method: route.method, url: route.url, hidden: route.schema?.hide === true });
  });
  app.decorate('apiRoutes', apiRoutes);
  app.setValidatorCompiler(valibotValidatorCompiler);
  // Replies are checked against their contracts before serialization (plugins/reply-contracts.ts, ADR 0008),
  // which hands over the contract's output: plain JSON, no key the contract does not name.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Rate limits and the sign-in throttle: shared through Redis when configured, else this process's memory.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    // Commands fail fast while Redis is away (lib/counters.ts), so give it a moment to connect before serving.
    app.addHook('onReady', async () => {
      if (redis.status !== 'ready') await Promise.race([once(redis, 'ready'), setTimeout(2_000)]).catch(() => undefined);
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }

  // A mail that cannot be sent is kept and retried (lib/mail-spool.ts): the action that sent it still succeeds.
  const mailer = withMailSpool(
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, logger: app.log }),
    { dir: path.join(config.outboxDir, 'mail-unsent'), logger: app.log },
  );
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    mailer,
    sms: options.sms ?? createOutboxSms(config.outboxDir, app.log),
    oidc: createOidcClients(config),
    storage: options.storage ?? createStorage(config),
    counters: options.counters ?? (redis ? createRedisCounters(redis) : createMemoryCounters()),
  };

  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(replyContractsPlugin, { mode: config.env === 'production' ? 'strip' : 'strict' });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, redis });
  await app.register(openapiPlugin, { version: API_VERSION });
  await app.register(authPlugin, { db: database.db, policy: config.session });
  await app.register(profileContextPlugin, { db: database.db });

  await app.register(
    async (api) => {
      await healthRoutes(api, deps);
      await authRoutes(api, deps);
      await userRoutes(api, deps);
      await userInfoRoutes(api, deps);
      await userMetaRoutes(api, deps);
      await userSecondaryEmailRoutes(api, deps);
      await profileRoutes(api, deps);
      await fundInfoRoutes(api, deps);
      await investorInfoRoutes(api, deps);
      await serviceProviderRoutes(api, deps);
      await discoveryRoutes(api, deps);
      await coInvestorRoutes(api, deps);
      await approvalRoutes(api, deps);
      await uploadRoutes(api, deps);
      await profileMemberRoutes(api, deps);
      await profileViewRoutes(api, deps);
      await profileSubscriberRoutes(api, deps);
      await followRoutes(api, deps);
      await favouriteRoutes(api, deps);
      await profileClaimRoutes(api, deps);
      await profileCtaRoutes(api, deps);
      await profileNdaRoutes(api, deps);
      await profileCompanyRoutes(api, deps);
      await profileNotificationsRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  if (config.webRoot) await app.register(staticWebPlugin, { webRoot: config.webRoot });
  // Notification digests (modules/profile-notifications): tests run them by hand, never on a timer.
  if (config.env !== 'test') {
    let stopDigests: (() => Promise<void>) | undefined;
    let stopMailRetries: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopDigests = startNotificationDigests(deps, app.log);
      stopMailRetries = startMailRetries(mailer, app.log);
    });
    app.addHook('onClose', async () => {
      await stopDigests?.();
      await stopMailRetries?.();
    });
  }
  return app;
}
