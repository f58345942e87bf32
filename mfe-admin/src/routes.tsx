import { AreaNotFoundPage, LoadingState } from '@fundnet/design-system';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate, AdminNav, AdminSectionPage, adminSections } from './features/admin-console';
import { ApprovalDetailPage, PendingApprovalsCard } from './features/approvals';
import { ClaimsReview } from './features/profile-claim';

// The list is the only admin page with a data grid: loading it lazily keeps MUI X (≈230 KB gzip) off every other page.
const ApprovalsListPage = lazy(async () => ({ default: (await import('./features/approvals/approvals-list-page')).ApprovalsListPage }));

/**
 * Every path mfe-admin owns (/admin, /admin/*), all behind the administrators-only gate; an unknown
 * address under /admin is this area's "page not found" (shown to administrators only).
 * Sections with a page of their own (the overview, approvals) come first; the others are still empty.
 */
export function AreaRoutes() {
  const overview = adminSections.find((section) => section.path === '');
  const claimsSection = adminSections.find((section) => section.path === 'claims');
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
        <Route
          path="approvals"
          element={
            <Suspense fallback={<LoadingState />}>
              <ApprovalsListPage aside={<AdminNav />} />
            </Suspense>
          }
        />
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
        {adminSections
          .filter((section) => section.path && section.path !== 'approvals' && section.path !== 'claims')
          .map((section) => (
            <Route key={section.path} path={section.path} element={<AdminSectionPage section={section} />} />
          ))}
        <Route path="*" element={<AreaNotFoundPage area="Administration" />} />
      </Route>
      <Route path="*" element={<AreaNotFoundPage area="Administration" />} />
    </Routes>
  );
}
