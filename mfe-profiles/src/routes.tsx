import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage, preloadPageOf } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import type { ProfileType } from '@fundnet/validation-schema';
import type { ComponentType, ReactNode } from 'react';
import { ProfileSettingsAlias, SettingsSectionPage, settingsPages } from './features/profile-settings';
import type { EditableProfileKind, ProfileKind } from './features/profile-sections';
import { ActiveProfilePage } from './features/profiles';
import { UserSettingsLayout } from './features/user-settings';
import type { StartPagePath } from './start-pages';

/**
 * Pages load with their route, the public and owner profile pages too (ADR 0061): a signed-out visitor of /fund, who
 * sees the sign-in prompt, does not load the owner's page, and a profile's public page does not load the owner's
 * sections. The edit forms, settings screens and user settings follow on demand (budgets in
 * scripts/check-bundle-budgets.mjs). The two sections with charts also keep MUI X (≈230 KB gzip,
 * @fundnet/design-system/data) off every other page.
 */
/**
 * A profile kind's sections (their fields, option lists and due-diligence forms: ≈ 12 KB gzip for the three) come with
 * the page that shows them, not with the area: a signed-out visitor of /fund, who sees the sign-in prompt, loads none.
 */
const kinds: Record<ProfileType, () => Promise<ProfileKind>> = {
  fund: () =>
    import(/* webpackChunkName: "fund-kind" */ './features/fund-info/fund-sections').then((module) => module.fundKind as ProfileKind),
  investor: () =>
    import(/* webpackChunkName: "investor-kind" */ './features/investor-info/investor-sections').then(
      (module) => module.investorKind as ProfileKind,
    ),
  serviceProvider: () =>
    import(/* webpackChunkName: "provider-kind" */ './features/service-provider/provider-sections').then(
      (module) => module.providerKind as ProfileKind,
    ),
};

/**
 * The kinds with what editing them needs (their contract schemas): the edit page's alone (ADR 0089). Each kind is
 * loaded from its module, not its feature's index: one chunk for showing a kind, another for editing it.
 */
const editableKinds: Record<ProfileType, () => Promise<EditableProfileKind>> = {
  fund: () =>
    import(/* webpackChunkName: "fund-editing" */ './features/fund-info/fund-editing').then(
      (module) => module.editableFundKind as EditableProfileKind,
    ),
  investor: () =>
    import(/* webpackChunkName: "investor-editing" */ './features/investor-info/investor-editing').then(
      (module) => module.editableInvestorKind as EditableProfileKind,
    ),
  serviceProvider: () =>
    import(/* webpackChunkName: "provider-editing" */ './features/service-provider/provider-editing').then(
      (module) => module.editableProviderKind as EditableProfileKind,
    ),
};

/** A lazily loaded page of the profile engine, with the kind it shows loaded beside it and given as `kind`. */
function pageOfKind<K extends ProfileKind, P extends { kind: K }, N extends string>(
  load: () => Promise<{ [Name in N]: ComponentType<P> }>,
  name: N,
  type: ProfileType,
  kindsOf: Record<ProfileType, () => Promise<K>> = kinds as Record<ProfileType, () => Promise<K>>,
) {
  return lazyPage(async () => {
    const [module, kind] = await Promise.all([load(), kindsOf[type]()]);
    const Page = module[name] as ComponentType<P>;
    return { Page: (props: Omit<P, 'kind'>) => <Page {...(props as P)} kind={kind} /> };
  }, 'Page');
}

const ownerPage = () => import('./features/profile-sections/profile-owner-page');
const editPage = () => import(/* webpackChunkName: "profile-edit-page" */ './features/profile-sections/profile-edit-page');
const publicPage = () => import(/* webpackChunkName: "profile-public-page" */ './features/profile-pages');
const FundOwnerPage = pageOfKind(ownerPage, 'ProfileOwnerPage', 'fund');
const FundEditPage = pageOfKind(editPage, 'ProfileEditPage', 'fund', editableKinds);
const FundPublicPage = pageOfKind(publicPage, 'ProfilePublicPage', 'fund');
const InvestorOwnerPage = pageOfKind(ownerPage, 'ProfileOwnerPage', 'investor');
const InvestorEditPage = pageOfKind(editPage, 'ProfileEditPage', 'investor', editableKinds);
const InvestorPublicPage = pageOfKind(publicPage, 'ProfilePublicPage', 'investor');
const ProviderOwnerPage = pageOfKind(ownerPage, 'ProfileOwnerPage', 'serviceProvider');
const ProviderEditPage = pageOfKind(editPage, 'ProfileEditPage', 'serviceProvider', editableKinds);
const ProviderPublicPage = pageOfKind(publicPage, 'ProfilePublicPage', 'serviceProvider');
const ShareLinksSection = lazyPage(() => import('./features/fund-custom-profile-link'), 'ShareLinksSection');
const CreateShareLinkSection = lazyPage(() => import('./features/fund-custom-profile-link'), 'CreateShareLinkSection');
const EditShareLinkSection = lazyPage(() => import('./features/fund-custom-profile-link'), 'EditShareLinkSection');
// The visitor's page from its own module: the feature's index also holds the fund's link screens and their forms, and
// a dynamic import of it is one chunk with all of them (ADR 0089).
const SharedProfilePage = lazyPage(
  () => import(/* webpackChunkName: "shared-profile-page" */ './features/fund-custom-profile-link/shared-profile-page'),
  'SharedProfilePage',
);
const ProfileVisitsSection = lazyPage(() => import('./features/profile-view'), 'ProfileVisitsSection');
const SubscribersSection = lazyPage(() => import('./features/profile-subscriber'), 'SubscribersSection');
const CallToActionSection = lazyPage(() => import('./features/profile-cta/call-to-action-section'), 'CallToActionSection');
const CompanySection = lazyPage(() => import('./features/profile-company'), 'CompanySection');
const DeleteProfileSection = lazyPage(() => import('./features/profiles/delete-profile-section'), 'DeleteProfileSection');
const NdaSection = lazyPage(() => import('./features/profile-nda/nda-section'), 'NdaSection');
const NotificationsSection = lazyPage(() => import('./features/profile-notifications'), 'NotificationsSection');
const BillingSection = lazyPage(() => import('./features/billing'), 'BillingSection');
const WebhooksSection = lazyPage(() => import('./features/fund-webhook/webhooks-section'), 'WebhooksSection');
const TeamSection = lazyPage(() => import('./features/profile-member'), 'TeamSection');
const InviteInvestorsSection = lazyPage(() => import('./features/investor-invitation'), 'InviteInvestorsSection');
const InvitationsSection = lazyPage(() => import('./features/investor-invitation'), 'InvitationsSection');
const GetIntroducePage = lazyPage(() => import('./features/introduction/get-introduce-page'), 'GetIntroducePage');
const ManageEmailsTab = lazyPage(() => import('./features/user-settings/manage-emails-tab'), 'ManageEmailsTab');
const ProfilesTab = lazyPage(() => import('./features/user-settings/profiles-tab'), 'ProfilesTab');
const SharedProfilesTab = lazyPage(() => import('./features/user-settings/shared-profiles-tab'), 'SharedProfilesTab');
const UserDetailsTab = lazyPage(() => import('./features/user-settings/user-details-tab'), 'UserDetailsTab');

/**
 * The built profile-management sections by navigation-registry id. A section is routed when the registry marks it
 * built and it has its element here (docs/frontend-conventions.md, "Navigation").
 */
const builtSections: Record<string, ReactNode> = {
  team: <TeamSection />,
  profileVisits: <ProfileVisitsSection />,
  subscribers: <SubscribersSection />,
  deleteProfile: <DeleteProfileSection />,
  callToAction: <CallToActionSection />,
  nda: <NdaSection />,
  company: <CompanySection />,
  notifications: <NotificationsSection />,
  inviteInvestors: <InviteInvestorsSection />,
  invitations: <InvitationsSection />,
  shareProfileLink: <ShareLinksSection />,
  billing: <BillingSection />,
  webhooks: <WebhooksSection />,
};

const shareProfileLink = { label: 'Share Profile Link', to: '/settings/shareProfileLink' };

const shareLinkPageContent: Record<string, ReactNode> = {
  'shareProfileLink/createLink': <CreateShareLinkSection />,
  'shareProfileLink/editLink': <EditShareLinkSection />,
};

/**
 * Each start page's lazy page, in start-pages.ts' order (most specific first; its type asks for every one of them). Only
 * the type is imported: the table's chunk names are the build's, not the area's code.
 */
export const startPageComponents: Record<StartPagePath, { preload(): Promise<unknown> }> = {
  '/fund/shared/:slug': SharedProfilePage,
  '/fund/edit': FundEditPage,
  '/fund/:slug': FundPublicPage,
  '/investor/edit': InvestorEditPage,
  '/investor/:slug': InvestorPublicPage,
  '/serviceProvider/edit': ProviderEditPage,
  '/serviceProvider/:slug': ProviderPublicPage,
};

/** The public and shared profile pages (where visitors land) begin loading with the area's code, not after its first render. */
export function preloadStartPage(pathname: string) {
  preloadPageOf(
    pathname,
    Object.entries(startPageComponents).map(([path, page]) => ({ path, page })),
  );
}

/**
 * Every path mfe-profiles owns (shell/src/root-config/route-ownership.ts): the profile the user acts
 * as, its edit page and public address, the profile-management sections, user settings and
 * introductions. Anything else under these prefixes is this area's "page not found".
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/fund" element={<ActiveProfilePage expectedType="fund" render={(fund) => <FundOwnerPage profile={fund} />} />} />
      <Route path="/fund/edit" element={<FundEditPage />} />
      <Route path="/fund/:slug" element={<FundPublicPage />} />
      <Route path="/fund/shared/:slug" element={<SharedProfilePage />} />
      <Route
        path="/investor"
        element={<ActiveProfilePage expectedType="investor" render={(investor) => <InvestorOwnerPage profile={investor} />} />}
      />
      <Route path="/investor/edit" element={<InvestorEditPage />} />
      <Route path="/investor/:slug" element={<InvestorPublicPage />} />
      <Route
        path="/serviceProvider"
        element={<ActiveProfilePage expectedType="serviceProvider" render={(provider) => <ProviderOwnerPage profile={provider} />} />}
      />
      <Route path="/serviceProvider/edit" element={<ProviderEditPage />} />
      <Route path="/serviceProvider/:slug" element={<ProviderPublicPage />} />

      {settingsPages.flatMap((page) =>
        builtSections[page.id]
          ? [
              <Route
                key={page.id}
                path={`/settings/${page.path}`}
                element={
                  <SettingsSectionPage label={page.label} summary={page.summary}>
                    {builtSections[page.id]}
                  </SettingsSectionPage>
                }
              />,
            ]
          : [],
      )}
      {/* The share-link form's two sub-pages: reached from Share Profile Link, not from the menus. */}
      <Route
        path="/settings/shareProfileLink/createLink"
        element={
          <SettingsSectionPage
            label="Create a share link"
            summary="A new link to your profile for people outside Fundnet."
            parent={shareProfileLink}
          >
            {shareLinkPageContent['shareProfileLink/createLink']}
          </SettingsSectionPage>
        }
      />
      <Route
        path="/settings/shareProfileLink/editLink"
        element={
          <SettingsSectionPage label="Edit a share link" summary="Change who a link lets in and what it shows." parent={shareProfileLink}>
            {shareLinkPageContent['shareProfileLink/editLink']}
          </SettingsSectionPage>
        }
      />
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
