import type { FastifyInstance } from 'fastify';
import {
  attemptedProviderAccessBody,
  checkExistingProviderQuery,
  createProviderBody,
  createProviderReply,
  providerIdParams,
  providerSectionSchemas,
  providerSections,
  providerSlugParams,
  providerStatusBody,
  unlockProviderSectionBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { profileFamilyRoutes } from '../profile-sections';
import { providerFamily } from './sections';

/** service-provider family (product §7: parallel to fund-info), served by the routes every profile family shares. */
export async function serviceProviderRoutes(app: FastifyInstance, deps: AppDeps) {
  await profileFamilyRoutes(app, deps, providerFamily, {
    noun: 'service provider',
    replyKey: 'provider',
    sections: providerSections,
    sectionSchemas: providerSectionSchemas,
    createBody: createProviderBody,
    createReply: createProviderReply,
    idParams: providerIdParams,
    slugParams: providerSlugParams,
    unlockBody: unlockProviderSectionBody,
    attemptedBody: attemptedProviderAccessBody,
    checkExistingQuery: checkExistingProviderQuery,
    status: {
      section: 'provider-status',
      body: providerStatusBody,
      description: 'providerStatus: AcceptingClients or NotAcceptingClients (whether the provider takes new clients).',
    },
    submitNeeds: 'your details and the overview',
  });
}
