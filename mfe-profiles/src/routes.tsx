import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { ActiveProfilePage } from './features/active-profile/active-profile-page';
import { FundEditPage } from './features/fund-profile/fund-edit-page';
import { FundOwnerPage } from './features/fund-profile/fund-owner-page';
import { FundPublicPage } from './features/fund-profile/fund-public-page';
import { EditProfilePage } from './features/profile-pages/edit-profile-page';
import { GetIntroducePage } from './features/profile-pages/get-introduce-page';
import { PublicProfilePage } from './features/profile-pages/public-profile-page';
import { ProfileSettingsAlias } from './features/profile-settings/profile-settings-alias';
import { SettingsSectionPage } from './features/profile-settings/settings-section-page';
import { settingsSections, shareLinkPages } from './features/profile-settings/settings-sections';
import { ManageEmailsTab } from './features/user-settings/manage-emails-tab';
import { ProfilesTab } from './features/user-settings/profiles-tab';
import { SharedProfilesTab } from './features/user-settings/shared-profiles-tab';
import { UserDetailsTab } from './features/user-settings/user-details-tab';
import { UserSettingsLayout } from './features/user-settings/user-settings-layout';

const shareProfileLink = { label: 'Share Profile Link', to: '/settings/shareProfileLink' };

/**
 * Every path mfe-profiles owns (shell/src/root-config/route-ownership.ts): the profile the user acts
 * as, its edit page and public address, the profile-management sections, user settings and
 * introductions. Anything else under these prefixes is this area's "page not found".
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/fund" element={<ActiveProfilePage expectedType="fund" render={(fund) => <FundOwnerPage fund={fund} />} />} />
      <Route path="/fund/edit" element={<FundEditPage />} />
      <Route path="/fund/:slug" element={<FundPublicPage />} />
      <Route path="/investor" element={<ActiveProfilePage expectedType="investor" />} />
      <Route path="/investor/edit" element={<EditProfilePage type="investor" />} />
      <Route path="/investor/:slug" element={<PublicProfilePage type="investor" />} />
      <Route path="/serviceProvider" element={<ActiveProfilePage expectedType="serviceProvider" />} />
      <Route path="/serviceProvider/edit" element={<EditProfilePage type="serviceProvider" />} />
      <Route path="/serviceProvider/:slug" element={<PublicProfilePage type="serviceProvider" />} />

      {settingsSections.flatMap((section) =>
        section.path
          ? [
              <Route
                key={section.path}
                path={`/settings/${section.path}`}
                element={
                  <SettingsSectionPage label={section.label} summary={section.summary ?? ''} description={section.description ?? ''} />
                }
              />,
            ]
          : [],
      )}
      {shareLinkPages.map((page) => (
        <Route
          key={page.path}
          path={`/settings/${page.path}`}
          element={
            <SettingsSectionPage label={page.label} summary={page.summary} description={page.description} parent={shareProfileLink} />
          }
        />
      ))}
      <Route path="/profile/*" element={<ProfileSettingsAlias />} />

      <Route path="/userSettings" element={<UserSettingsLayout />}>
        <Route index element={<Navigate replace to="/userSettings/details" />} />
        <Route path="details" element={<UserDetailsTab />} />
        <Route path="details/manageEmails" element={<ManageEmailsTab />} />
        <Route path="profiles" element={<ProfilesTab />} />
        <Route path="sharedProfiles" element={<SharedProfilesTab />} />
      </Route>
      <Route path="/userSettings/*" element={<AreaNotFoundPage area="Profiles" />} />

      <Route path="/getIntroduce" element={<GetIntroducePage />} />
      <Route path="*" element={<AreaNotFoundPage area="Profiles" />} />
    </Routes>
  );
}
