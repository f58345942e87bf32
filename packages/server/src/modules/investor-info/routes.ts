import type { FastifyInstance } from 'fastify';
import {
  attemptedInvestorAccessBody,
  checkExistingInvestorQuery,
  createInvestorBody,
  createInvestorReply,
  investorIdParams,
  investorSectionSchemas,
  investorSections,
  investorSlugParams,
  investorStatusBody,
  unlockInvestorSectionBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { profileFamilyRoutes } from '../profile-sections';
import { investorFamily } from './sections';

/** investor-info family (product §7: parallel to fund-info), served by the routes every profile family shares. */
export async function investorInfoRoutes(app: FastifyInstance, deps: AppDeps) {
  await profileFamilyRoutes(app, deps, investorFamily, {
    noun: 'investor',
    replyKey: 'investor',
    sections: investorSections,
    sectionSchemas: investorSectionSchemas,
    createBody: createInvestorBody,
    createReply: createInvestorReply,
    idParams: investorIdParams,
    slugParams: investorSlugParams,
    unlockBody: unlockInvestorSectionBody,
    attemptedBody: attemptedInvestorAccessBody,
    checkExistingQuery: checkExistingInvestorQuery,
    status: { section: 'investment-status', body: investorStatusBody, description: 'investmentStatus: ActivelyInvesting or NotInvesting.' },
    submitNeeds: 'your details, the overview and the investor details',
  });
}
