import { ProfilePublicPage } from '../profile-sections/profile-public-page';
import { fundKind } from './fund-sections';

/** /fund/:slug: a published fund as visitors see it (GET fund-info/public/{slug}); NDA sections locked. */
export function FundPublicPage() {
  return <ProfilePublicPage kind={fundKind} />;
}
