import { fundInfoMessages } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { type ProfileFamily, publicContext } from '../profile-sections';
import { fundSectionsConfig } from './sections';

/** The fund family on top of the profile-sections engine (README.md of profile-sections; the calls live in ../profile-sections/family.ts). */
export const fundFamily: ProfileFamily = {
  path: 'fund-info',
  config: fundSectionsConfig,
  notFoundMessage: fundInfoMessages.fundNotFound,
  website: { section: 'fund-details', path: ['links', 'url'] },
};

/** The published fund {id} with its settings and what `viewerProfileId` unlocked (co-investor public reads use it). */
export async function publicFundContext(db: Db, fundId: string, viewerProfileId: string | null) {
  return publicContext(db, fundFamily, fundId, viewerProfileId);
}
