import { once } from 'node:events';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { type Counters, connectRedis, createMemoryCounters, createRedisCounters } from './lib/counters';
import { registerDatabaseMaintenanceJobs } from './db/maintenance';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { loggerOptions } from './lib/logging';
import { createMailer, type Mailer } from './lib/mail';
import { startMailRetries, withMailSpool } from './lib/mail-spool';
import { valibotValidatorCompiler } from './lib/route-schema';
import { createOutboxSms, type SmsProvider } from './lib/sms';
import { createStorage, type Storage } from './lib/storage';
import { registerAccessPolicyJobs } from './modules/access-policy';
import { authHooks, authRoutes, createOidcClients, forgetActiveProfile, userRoutes } from './modules/auth';
import { administrationRoutes, attributeSignup } from './modules/administration';
import { auditLogRoutes, writeAuditEntry } from './modules/audit-log';
import { auditHooks } from './lib/audit';
import { healthRoutes } from './modules/health';
import { legalRoutes } from './modules/legal';
import { approvalQueue, approvalRoutes } from './modules/approvals';
import { administrationHelperRoutes } from './modules/administration-helpers';
import { administrationImportRoutes } from './modules/administration-import';
import { contentRoutes } from './modules/content';
import { fundInvestmentParticipantRoutes } from './modules/fund-investment-participant';
import { fundManagerRoutes } from './modules/fund-manager';
import { tooltipRoutes } from './modules/tooltip';
import { coInvestorRoutes } from './modules/co-investor';
import {
  discoveryRoutes,
  planFeaturedFlagHook,
  refreshDiscoveryProfile,
  refreshDiscoveryProfileLocked,
  registerDiscoveryJobs,
} from './modules/discovery';
import { fundFamily, fundInfoRoutes } from './modules/fund-info';
import { investorFamily, investorInfoRoutes } from './modules/investor-info';
import { providerFamily, serviceProviderRoutes } from './modules/service-provider';
import { profileMemberRoutes } from './modules/profile-member';
import { investorInvitationRoutes } from './modules/investor-invitation';
import { invitationRoutes } from './modules/invitation';
import { introductionRoutes } from './modules/introduction';
import { profileClaimRoutes } from './modules/profile-claim';
import { profileCompanyRoutes } from './modules/profile-company';
import { profileCtaRoutes } from './modules/profile-cta';
import { profileNdaRoutes, recordNdaAcceptance } from './modules/profile-nda';
import { profileSectionsHooks, provideApprovalQueue, registerProfileFamily } from './modules/profile-sections';
import { profileNotificationsHooks, profileNotificationsRoutes, registerNotificationJobs } from './modules/profile-notifications';
import { newFollowersBetween, profileSubscriberRoutes } from './modules/profile-subscriber';
import { favouriteRoutes } from './modules/favourite';
import { followRoutes } from './modules/follow';
import { trackRecordRoutes, trackRecordScopeSource } from './modules/track-record';
import { trackRecordGraduationRoutes } from './modules/track-record-graduation';
import { fundCustomProfileLinkRoutes, registerShareLinkJobs, shareLinkHooks } from './modules/fund-custom-profile-link';
import { fundRequestAccessRoutes, pendingRequestCounts } from './modules/fund-request-access';
import { profileViewRoutes } from './modules/profile-view';
import { profileRoutes, profilesHooks } from './modules/profiles';
import { uploadRoutes } from './modules/upload';
import { dataRoomReadsBetween, dataRoomRoutes, dataRoomScopeSource, registerDataRoomJobs } from './modules/data-room';
import { dataRoomQaRoutes, registerQaJobs } from './modules/data-room-qa';
import { postRoutes } from './modules/post';
import { feedActivityRoutes } from './modules/feed-activity';
import { platformEventRoutes } from './modules/platform-event';
import { commitmentsRoutes, registerCommitmentJobs } from './modules/commitments';
import { fundraisingDashboardRoutes } from './modules/fundraising-dashboard';
import { assertEntitlement, billingHooks, billingRoutes, entitledProfiles, entitlementSnapshot } from './modules/billing';
import { featureConfigHooks, featureConfigRoutes, provideEntitlements } from './modules/feature-config';
import { fundActivitySummaryRoutes } from './modules/fund-activity-summary';
import { fundFeedbackRoutes } from './modules/fund-feedback';
import { fundFeedbackRequestRoutes } from './modules/fund-feedback-requests';
import { fundTodoRoutes } from './modules/fund-todo';
import { fundWebhookRoutes, registerFundWebhookJobs } from './modules/fund-webhook';
import { providerRatingRoutes } from './modules/provider-rating';
import { userInfoRoutes } from './modules/user-info';
import { userMetaRoutes } from './modules/user-meta';
import { userSecondaryEmailRoutes } from './modules/user-secondary-email';
import { authPlugin } from './plugins/auth';
import { routeAuthRegistry } from './plugins/route-auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { profileContextPlugin } from './plugins/profile-context';
import { replyContractsPlugin } from './plugins/reply-contracts';
import { compressionPlugin } from './plugins/compression';
import { securityPlugin } from './plugins/security';
import { releaseWebPlugin } from './plugins/release-web';
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
    /** The background job queue (lib/jobs): tests run its waiting jobs with `app.jobs.runPending(name)`. */
    jobs: JobQueue;
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
  /** pg-boss's schema (lib/jobs). Default `pgboss`; tests give each Jest worker its own (test/test-app.ts). */
  jobsSchema?: string;
}

/**
 * Wires the modules that extend the profile-sections engine (ADR 0007): the engine never imports them. Safe to call
 * for every app built in one process (the registries keep one copy of each family and hook).
 */
export function wireProfileExtensions(): void {
  for (const family of [fundFamily, investorFamily, providerFamily]) registerProfileFamily(family);
  // The approval items the engine opens are the approvals module's rows; approvals builds on the engine (ADR 0069).
  provideApprovalQueue(approvalQueue);
  // Discovery's row of a profile follows its sections, settings and status in the same transaction.
  profileSectionsHooks.onProfileChanged(refreshDiscoveryProfile);
  // And its plan: a profile whose plan includes featuredInDiscovery is featured (billing announces every subscription write).
  billingHooks.onPlanChanged(refreshDiscoveryProfileLocked);
  // What a plan entitles to is billing's rule; areas ask feature-config, which never imports billing (ADR 0069).
  provideEntitlements({ assertEntitlement, entitledProfiles, entitlementSnapshot });
  // The notification digest counts new followers and data-room reads with their owners' subqueries; both modules notify
  // through profile-notifications, so it cannot import them (ADR 0069).
  profileNotificationsHooks.provideNewFollowers(newFollowersBetween);
  profileNotificationsHooks.provideDataRoomActivity(dataRoomReadsBetween);
  // Later here: notifications to followers and the job queue (onProfileChanged enqueues, never sends).
  // The per-section NDA unlock is an NDA acceptance too: the owner's NDA screen lists it.
  profileSectionsHooks.onSectionsUnlocked(recordNdaAcceptance);
  // The audit log records what every module reports through lib/audit.ts (ADR 0043); sign-ups are attributed to referral links.
  auditHooks.onAudit(writeAuditEntry);
  authHooks.onUserCreated(attributeSignup);
  // Sessions are auth's: a deleted draft stops being their active profile (profiles sits below auth, ADR 0069).
  profilesHooks.onDraftDeleted(forgetActiveProfile);
  // A share link's scope can hold the fund's track records and data rooms (ADR 0056): their modules list them.
  shareLinkHooks.registerScopeResource('track-record', trackRecordScopeSource);
  shareLinkHooks.registerScopeResource('data-room', dataRoomScopeSource);
  // The link list shows each link's pending access requests; fund-request-access builds on share links (ADR 0069).
  shareLinkHooks.providePendingRequests(pendingRequestCounts);
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
    // Works (polls, runs schedules) in the API; in tests jobs wait until a test runs them (app.jobs.runPending).
    jobs: createJobQueue({ database, logger: app.log, work: config.env !== 'test', schema: options.jobsSchema }),
  };
  app.decorate('jobs', deps.jobs);
  // Each module defines its own jobs on the generic queue (the queue knows none of them).
  registerNotificationJobs(deps.jobs, deps);
  registerDataRoomJobs(deps.jobs, deps);
  registerQaJobs(deps.jobs, deps);
  registerAccessPolicyJobs(deps.jobs, deps);
  registerCommitmentJobs(deps.jobs, deps);
  registerDiscoveryJobs(deps.jobs, deps);
  registerShareLinkJobs(deps.jobs, deps);
  registerFundWebhookJobs(deps.jobs, deps);
  registerDatabaseMaintenanceJobs(deps.jobs, database);
  // Bound to this app's queue, so it is removed when the app closes (a test process builds several apps).
  const stopFlagHook = featureConfigHooks.onFlagChanged(planFeaturedFlagHook(deps.jobs));
  app.addHook('onClose', async () => void stopFlagHook());
  app.addHook('onReady', () => deps.jobs.start());
  // Graceful: running jobs finish before the pool they use is closed (main.ts closes the database after the app).
  app.addHook('onClose', () => deps.jobs.stop());

  wireProfileExtensions();
  // First, so it sees every route, including those the plugins below register.
  await app.register(routeAuthRegistry);
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(replyContractsPlugin, { mode: config.env === 'production' ? 'strip' : 'strict' });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, redis });
  await app.register(compressionPlugin);
  await app.register(openapiPlugin, { version: API_VERSION });
  await app.register(authPlugin, { db: database.db, policy: config.session });
  await app.register(profileContextPlugin, { db: database.db });

  await app.register(
    async (api) => {
      await healthRoutes(api, deps);
      await legalRoutes(api, deps);
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
      await investorInvitationRoutes(api, deps);
      await invitationRoutes(api, deps);
      await introductionRoutes(api, deps);
      await profileViewRoutes(api, deps);
      await profileSubscriberRoutes(api, deps);
      await followRoutes(api, deps);
      await trackRecordRoutes(api, deps);
      await trackRecordGraduationRoutes(api, deps);
      await favouriteRoutes(api, deps);
      await profileClaimRoutes(api, deps);
      await profileCtaRoutes(api, deps);
      await profileNdaRoutes(api, deps);
      await fundCustomProfileLinkRoutes(api, deps);
      await fundRequestAccessRoutes(api, deps);
      await profileCompanyRoutes(api, deps);
      await profileNotificationsRoutes(api, deps);
      await dataRoomRoutes(api, deps);
      await dataRoomQaRoutes(api, deps);
      await postRoutes(api, deps);
      await feedActivityRoutes(api, deps);
      await platformEventRoutes(api, deps);
      await administrationImportRoutes(api, deps);
      await administrationHelperRoutes(api, deps);
      await tooltipRoutes(api, deps);
      await contentRoutes(api, deps);
      await fundManagerRoutes(api, deps);
      await fundInvestmentParticipantRoutes(api, deps);
      await administrationRoutes(api, deps);
      await auditLogRoutes(api, deps);
      await commitmentsRoutes(api, deps);
      await fundraisingDashboardRoutes(api, deps);
      await billingRoutes(api, deps);
      await featureConfigRoutes(api, deps);
      await fundFeedbackRoutes(api, deps);
      await fundFeedbackRequestRoutes(api, deps);
      await providerRatingRoutes(api, deps);
      await fundTodoRoutes(api, deps);
      await fundActivitySummaryRoutes(api, deps);
      await fundWebhookRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  // A release environment (issue 32, ADR 0072) when one is named, else the builds of the start command.
  if (config.webRelease) await app.register(releaseWebPlugin, { ...config.webRelease, remoteOverrides: config.webRemoteOverrides });
  else if (config.webRoot) await app.register(staticWebPlugin, { webRoot: config.webRoot, remoteOverrides: config.webRemoteOverrides });
  // The unsent-mail spool is this process's folder, so its retries stay a local timer (not a queued job).
  if (config.env !== 'test') {
    let stopMailRetries: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopMailRetries = startMailRetries(mailer, app.log);
    });
    app.addHook('onClose', async () => {
      await stopMailRetries?.();
    });
  }
  return app;
}
