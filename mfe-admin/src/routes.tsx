import { lazyPage } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate, AdminNav, AdminSectionPage, adminSections } from './features/admin-console';
import { PendingApprovalsCard } from './features/approvals';

/**
 * Every section's page loads with its route (ADR 0011): the console's frame and the overview come first, and the data
 * grids and charts (MUI X, ≈230 KB gzip), the import wizard and the editors follow only on the pages that use them.
 */
const ApprovalsListPage = lazyPage(
  () => import(/* webpackChunkName: "approvals-list-page" */ './features/approvals/approvals-list-page'),
  'ApprovalsListPage',
);
const ApprovalDetailPage = lazyPage(
  () => import(/* webpackChunkName: "approval-detail-page" */ './features/approvals'),
  'ApprovalDetailPage',
);
const ClaimsReview = lazyPage(() => import(/* webpackChunkName: "claims-review" */ './features/profile-claim'), 'ClaimsReview');
const PostModeration = lazyPage(() => import(/* webpackChunkName: "post-moderation" */ './features/post-moderation'), 'PostModeration');
const ImportExportPage = lazyPage(
  () => import(/* webpackChunkName: "import-export-page" */ './features/administration-import'),
  'ImportExportPage',
);
const ContentPage = lazyPage(() => import(/* webpackChunkName: "content-page" */ './features/content'), 'ContentPage');
const ParticipantsPage = lazyPage(
  () => import(/* webpackChunkName: "participants-page" */ './features/fund-investment-participant'),
  'ParticipantsPage',
);
const FundManagersPage = lazyPage(() => import(/* webpackChunkName: "fund-managers-page" */ './features/fund-manager'), 'FundManagersPage');
const TooltipsPage = lazyPage(() => import(/* webpackChunkName: "tooltips-page" */ './features/tooltip'), 'TooltipsPage');
const BillingAdmin = lazyPage(() => import(/* webpackChunkName: "billing-admin" */ './features/billing'), 'BillingAdmin');
const FeatureFlagsAdmin = lazyPage(
  () => import(/* webpackChunkName: "feature-flags-admin" */ './features/feature-config'),
  'FeatureFlagsAdmin',
);
const UsersPage = lazyPage(() => import(/* webpackChunkName: "users-page" */ './features/administration/users-page'), 'UsersPage');
const UserDetailPage = lazyPage(
  () => import(/* webpackChunkName: "user-detail-page" */ './features/administration/user-detail-page'),
  'UserDetailPage',
);
const ProfilesPage = lazyPage(
  () => import(/* webpackChunkName: "profiles-page" */ './features/administration/profiles-page'),
  'ProfilesPage',
);
const ProfileDetailPage = lazyPage(
  () => import(/* webpackChunkName: "profile-detail-page" */ './features/administration/profile-detail-page'),
  'ProfileDetailPage',
);
const ViewAsPage = lazyPage(() => import(/* webpackChunkName: "view-as-page" */ './features/administration/view-as-page'), 'ViewAsPage');
const StatisticsPage = lazyPage(
  () => import(/* webpackChunkName: "statistics-page" */ './features/administration/statistics-page'),
  'StatisticsPage',
);
const ActivityPage = lazyPage(() => import(/* webpackChunkName: "activity-page" */ './features/audit-log/activity-page'), 'ActivityPage');
const ReferralLinksPage = lazyPage(
  () => import(/* webpackChunkName: "referral-links-page" */ './features/referral-links/referral-links-page'),
  'ReferralLinksPage',
);

/** Sections with a page of their own from issue 20's content work (the first route of a path wins). */
const contentSectionPages: Record<string, React.ReactNode> = {
  importExport: <ImportExportPage />,
  fundManagers: <FundManagersPage />,
  fundParticipants: <ParticipantsPage />,
  tooltips: <TooltipsPage />,
  content: <ContentPage />,
};

/** Section paths with a page of their own (below); the others fall back to the section frame. */
const ownPages = new Set([
  'approvals',
  'claims',
  'users',
  'profiles',
  'statistics',
  'referralLinks',
  'activity',
  'postModeration',
  ...Object.keys(contentSectionPages),
]);

/** The frame of one section (navigation, title, summary) around its page. */
function Section({ path, children }: { path: string; children: ReactNode }) {
  const section = adminSections.find((candidate) => candidate.path === path);
  if (!section) return null;
  return <AdminSectionPage section={section}>{children}</AdminSectionPage>;
}

/**
 * Every path mfe-admin owns (/admin, /admin/*), all behind the administrators-only gate; an unknown
 * address under /admin is this area's "page not found" (shown to administrators only).
 * Every section has a page of its own; a section added to admin-sections.ts without one shows its frame only.
 */
export function AreaRoutes() {
  const overview = adminSections.find((section) => section.path === '');
  const claimsSection = adminSections.find((section) => section.path === 'claims');
  const postModerationSection = adminSections.find((section) => section.path === 'postModeration');
  // Sections with a page of their own, by path.
  const sectionPages: Record<string, ReactNode> = { billing: <BillingAdmin />, featureConfig: <FeatureFlagsAdmin /> };
  return (
    <Routes>
      <Route path="/admin" element={<AdminGate />}>
        {overview && (
          <Route
            index
            element={
              <AdminSectionPage section={overview}>
                <PendingApprovalsCard />
              </AdminSectionPage>
            }
          />
        )}
        <Route path="approvals" element={<ApprovalsListPage aside={<AdminNav />} />} />
        <Route path="approvals/:model/:id" element={<ApprovalDetailPage aside={<AdminNav />} />} />
        {claimsSection && (
          <Route
            path="claims"
            element={
              <AdminSectionPage section={claimsSection}>
                <ClaimsReview />
              </AdminSectionPage>
            }
          />
        )}
        {postModerationSection && (
          <Route
            path="postModeration"
            element={
              <AdminSectionPage section={postModerationSection}>
                <PostModeration />
              </AdminSectionPage>
            }
          />
        )}
        {adminSections
          .filter((section) => contentSectionPages[section.path])
          .map((section) => (
            <Route
              key={`content-${section.path}`}
              path={section.path}
              element={<AdminSectionPage section={section}>{contentSectionPages[section.path]}</AdminSectionPage>}
            />
          ))}
        <Route
          path="users"
          element={
            <Section path="users">
              <UsersPage />
            </Section>
          }
        />
        <Route
          path="users/:id"
          element={
            <Section path="users">
              <UserDetailPage />
            </Section>
          }
        />
        <Route
          path="profiles"
          element={
            <Section path="profiles">
              <ProfilesPage />
            </Section>
          }
        />
        <Route
          path="profiles/:type/:id"
          element={
            <Section path="profiles">
              <ProfileDetailPage />
            </Section>
          }
        />
        <Route
          path="profiles/:type/:id/view-as/:audience"
          element={
            <Section path="profiles">
              <ViewAsPage />
            </Section>
          }
        />
        <Route
          path="statistics"
          element={
            <Section path="statistics">
              <StatisticsPage />
            </Section>
          }
        />
        <Route
          path="referralLinks"
          element={
            <Section path="referralLinks">
              <ReferralLinksPage />
            </Section>
          }
        />
        <Route
          path="activity"
          element={
            <Section path="activity">
              <ActivityPage />
            </Section>
          }
        />
        {adminSections
          .filter((section) => section.path && !ownPages.has(section.path))
          .map((section) => (
            <Route
              key={section.path}
              path={section.path}
              element={<AdminSectionPage section={section}>{sectionPages[section.path]}</AdminSectionPage>}
            />
          ))}
        <Route path="*" element={<AreaNotFoundPage area="Administration" />} />
      </Route>
      <Route path="*" element={<AreaNotFoundPage area="Administration" />} />
    </Routes>
  );
}
