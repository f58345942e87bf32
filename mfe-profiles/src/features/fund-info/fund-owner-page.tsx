import type { ActiveProfile } from '@fundnet/api-client';
import { ProfileOwnerPage } from '../profile-sections/profile-owner-page';
import { fundKind } from './fund-sections';

/**
 * /fund: the active fund as its members see it (GET fund-info): the working copy of every section
 * under the spec's anchors, each with its review state, the data density and the submission.
 */
export function FundOwnerPage({ fund }: { fund: ActiveProfile }) {
  return <ProfileOwnerPage kind={fundKind} profile={fund} />;
}
