import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage, LoadingState } from '@fundnet/design-system';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { fundKind } from './features/fund-info';
import { investorKind } from './features/investor-info';
import { GetIntroducePage, ProfilePublicPage } from './features/profile-pages';
import { ProfileOwnerPage } from './features/profile-sections';
import { ProfileSettingsAlias, SettingsSectionPage, settingsSections, shareLinkPages } from './features/profile-settings';
import { ActiveProfilePage } from './features/profiles';
import { providerKind } from './features/service-provider';
import { UserSettingsLayout } from './features/user-settings';

/**
 * Pages load with their route: the public and owner profile pages (what most visitors open) stay in the remote's
 * first chunk, and the edit forms, settings screens and user settings follow on demand (the remote's own JS must
 * stay ≤ 80 KB gzip, `pnpm bench:web`). The two sections with charts also keep MUI X (≈230 KB gzip,
 * @fundnet/design-system/data) off every other page.
 */
function lazyPage<TName extends string, TProps extends object>(load: () => Promise<Record<TName, ComponentType<TProps>>>, name: TName) {
  const Page = lazy(async () => ({ default: (await load())[name] })) as unknown as ComponentType<TProps>;
  return (props: TProps) => (
    <Suspense fallback={<LoadingState />}>
      <Page {...props} />
    </Suspense>
  );
}

const ProfileVisitsSection = lazyPage(() => import('./features/profile-view'), 'ProfileVisitsSection');
const SubscribersSection = lazyPage(() => import('./features/profile-subscriber'), 'SubscribersSection');
const CallToActionSection = lazyPage(() => import('./features/profile-cta/call-to-action-section'), 'CallToActionSection');
const CompanySection = lazyPage(() => import('./features/profile-company'), 'CompanySection');
const DeleteProfileSection = lazyPage(() => import('./features/profiles/delete-profile-section'), 'DeleteProfileSection');
const NdaSection = lazyPage(() => import('./features/profile-nda/nda-section'), 'NdaSection');
const NotificationsSection = lazyPage(() => import('./features/profile-notifications'), 'NotificationsSection');
const ProfileEditPage = lazyPage(() => import('./features/profile-sections/profile-edit-page'), 'ProfileEditPage');
const TeamSection = lazyPage(() => import('./features/profile-member'), 'TeamSection');
const ManageEmailsTab = lazyPage(() => import('./features/user-settings/manage-emails-tab'), 'ManageEmailsTab');
const ProfilesTab = lazyPage(() => import('./features/user-settings/profiles-tab'), 'ProfilesTab');
const SharedProfilesTab = lazyPage(() => import('./features/user-settings/shared-profiles-tab'), 'SharedProfilesTab');
const UserDetailsTab = lazyPage(() => import('./features/user-settings/user-details-tab'), 'UserDetailsTab');

const builtSections: Record<string, ReactNode> = {
  team: <TeamSection />,
  profileVisits: <ProfileVisitsSection />,
  subscribers: <SubscribersSection />,
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
      <Route
        path="/fund"
        element={<ActiveProfilePage expectedType="fund" render={(fund) => <ProfileOwnerPage kind={fundKind} profile={fund} />} />}
      />
      <Route path="/fund/edit" element={<ProfileEditPage kind={fundKind} />} />
      <Route path="/fund/:slug" element={<ProfilePublicPage kind={fundKind} />} />
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
