import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage, LoadingState } from '@fundnet/design-system';
import { lazy, type ReactNode, Suspense } from 'react';
import { ActiveProfilePage } from './features/active-profile/active-profile-page';
import { CallToActionSection } from './features/call-to-action/call-to-action-section';
import { CompanySection } from './features/company/company-section';
import { DeleteProfileSection } from './features/delete-profile/delete-profile-section';
import { FundEditPage } from './features/fund-profile/fund-edit-page';
import { FundOwnerPage } from './features/fund-profile/fund-owner-page';
import { FundPublicPage } from './features/fund-profile/fund-public-page';
import { investorKind } from './features/investor-profile/investor-sections';
import { NdaSection } from './features/nda/nda-section';
import { NotificationsSection } from './features/notifications/notifications-section';
import { GetIntroducePage } from './features/profile-pages/get-introduce-page';
import { ProfileEditPage } from './features/profile-sections/profile-edit-page';
import { ProfileOwnerPage } from './features/profile-sections/profile-owner-page';
import { ProfilePublicPage } from './features/profile-sections/profile-public-page';
import { ProfileSettingsAlias } from './features/profile-settings/profile-settings-alias';
import { SettingsSectionPage } from './features/profile-settings/settings-section-page';
import { settingsSections, shareLinkPages } from './features/profile-settings/settings-sections';
import { providerKind } from './features/provider-profile/provider-sections';
import { TeamSection } from './features/team/team-section';
import { ManageEmailsTab } from './features/user-settings/manage-emails-tab';
import { ProfilesTab } from './features/user-settings/profiles-tab';
import { SharedProfilesTab } from './features/user-settings/shared-profiles-tab';
import { UserDetailsTab } from './features/user-settings/user-details-tab';
import { UserSettingsLayout } from './features/user-settings/user-settings-layout';

/** The settings sections built so far (the others say they are still to come). */
// The two sections with charts load lazily: MUI X (≈230 KB gzip, @fundnet/design-system/data) stays off every other page.
const ProfileVisitsSection = lazy(async () => ({
  default: (await import('./features/profile-visits/profile-visits-section')).ProfileVisitsSection,
}));
const SubscribersSection = lazy(async () => ({ default: (await import('./features/subscribers/subscribers-section')).SubscribersSection }));
const withCharts = (section: ReactNode) => <Suspense fallback={<LoadingState />}>{section}</Suspense>;

const builtSections: Record<string, ReactNode> = {
  team: <TeamSection />,
  profileVisits: withCharts(<ProfileVisitsSection />),
  subscribers: withCharts(<SubscribersSection />),
  deleteProfile: <DeleteProfileSection />,
  callToAction: <CallToActionSection />,
  nda: <NdaSection />,
  company: <CompanySection />,
  notifications: <NotificationsSection />,
};

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
      <Route
        path="/investor"
        element={
          <ActiveProfilePage expectedType="investor" render={(investor) => <ProfileOwnerPage kind={investorKind} profile={investor} />} />
        }
      />
      <Route path="/investor/edit" element={<ProfileEditPage kind={investorKind} />} />
      <Route path="/investor/:slug" element={<ProfilePublicPage kind={investorKind} />} />
      <Route
        path="/serviceProvider"
        element={
          <ActiveProfilePage
            expectedType="serviceProvider"
            render={(provider) => <ProfileOwnerPage kind={providerKind} profile={provider} />}
          />
        }
      />
      <Route path="/serviceProvider/edit" element={<ProfileEditPage kind={providerKind} />} />
      <Route path="/serviceProvider/:slug" element={<ProfilePublicPage kind={providerKind} />} />

      {settingsSections.flatMap((section) =>
        section.path
          ? [
              <Route
                key={section.path}
                path={`/settings/${section.path}`}
                element={
                  <SettingsSectionPage label={section.label} summary={section.summary ?? ''} description={section.description ?? ''}>
                    {builtSections[section.path]}
                  </SettingsSectionPage>
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
