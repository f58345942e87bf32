import type { FastifyInstance } from 'fastify';
import {
  attemptedFundAccessBody,
  checkExistingFundQuery,
  createFundBody,
  createFundReply,
  fundIdParams,
  fundSectionSchemas,
  fundSections,
  fundSlugParams,
  fundStatusBody,
  unlockFundSectionBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { profileFamilyRoutes } from '../profile-sections';
import { fundFamily } from './service';

/**
 * fund-info family (product §7 "fund-info": CRUD, edit/* and get/* section calls, status, density,
 * prefill, check-existing, unlock-section/{id}, attempted-request-access/{id}), served by the routes every
 * profile family shares. Discovery and places come with discovery.
 */
export async function fundInfoRoutes(app: FastifyInstance, deps: AppDeps) {
  await profileFamilyRoutes(app, deps, fundFamily, {
    noun: 'fund',
    replyKey: 'fund',
    sections: fundSections,
    sectionSchemas: fundSectionSchemas,
    createBody: createFundBody,
    createReply: createFundReply,
    idParams: fundIdParams,
    slugParams: fundSlugParams,
    unlockBody: unlockFundSectionBody,
    attemptedBody: attemptedFundAccessBody,
    checkExistingQuery: checkExistingFundQuery,
    status: {
      section: 'fundraising-status',
      body: fundStatusBody,
      description:
        'fundraisingStatus (currently-fundraising, closed, pre-marketing, evergreen, stealth-mode), keyDate (its label follows ' +
        'the status: target final close, final close, planned first close, open since, planned launch) and firstCloseDate ' +
        '(kept for currently-fundraising and closed only).',
    },
    submitNeeds: 'its fund details',
  });
}
