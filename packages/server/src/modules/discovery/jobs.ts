import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import type { FlagChangedHook } from '../feature-config';
import { refreshPlanFeatured } from './indexer';

/** Discovery's background job (lib/jobs): the rows a switch of the featuredInDiscovery flag changes. */

export const PLAN_FEATURED_JOB = 'discovery.plan-featured';

/** Defines discovery's jobs on the queue (app.ts calls it). */
export function registerDiscoveryJobs(jobs: JobQueue, deps: Pick<AppDeps, 'db'>): void {
  jobs.define({
    name: PLAN_FEATURED_JOB,
    // One waiting rebuild (singleton key): an administrator switching back and forth queues it once, and the run
    // reads the flag as it is then.
    policy: 'short',
    handler: async (_data, job) => {
      const rebuilt = await refreshPlanFeatured(deps.db);
      job.log.info({ rebuilt }, 'discovery rows of plan-featured profiles rebuilt');
    },
  });
}

/**
 * The feature-config hook app.ts wires with the app's queue: every paying profile's row may change with the flag,
 * too many to rebuild on the administrator's request.
 */
export const planFeaturedFlagHook =
  (jobs: Pick<JobQueue, 'send'>): FlagChangedHook =>
  async (_db, change) => {
    if (change.key === 'featuredInDiscovery') await jobs.send(PLAN_FEATURED_JOB, {}, { singletonKey: PLAN_FEATURED_JOB });
  };
