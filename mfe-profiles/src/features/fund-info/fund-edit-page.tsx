import { ProfileEditPage } from '../profile-sections/profile-edit-page';
import { fundKind } from './fund-sections';

/** /fund/edit: every section of the active fund as its own form, then the visibility settings. */
export function FundEditPage() {
  return <ProfileEditPage kind={fundKind} />;
}
