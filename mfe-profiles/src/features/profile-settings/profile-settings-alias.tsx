import { Navigate, useParams } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { isSettingsPagePath } from './settings-sections';

/**
 * /profile/<section>: the spec calls the share-link routes "relative profile-settings routes";
 * the sections live under /settings, so /profile/<section> leads there (one address per page).
 */
export function ProfileSettingsAlias() {
  const rest = useParams()['*'] ?? '';
  if (isSettingsPagePath(rest)) return <Navigate replace to={`/settings/${rest}`} />;
  return <AreaNotFoundPage area="Profiles" />;
}
