import { lazyPage } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { Route, Routes } from 'react-router-dom';

/**
 * Every page loads with its route (ADR 0011): the book's grid and charts (MUI X) stay off the dashboard, the feedback
 * and to-do pages, and the other way round (`pnpm bench:web`, scripts/check-bundle-budgets.mjs).
 */
// Each page from its own file: through the feature's index, one page's chunk carried the other (a lazy import keeps
// every name of the module it loads).
const CommitmentsAndBookPage = lazyPage(() => import('./features/commitments/commitments-and-book-page'), 'CommitmentsAndBookPage');
const PassOpportunityPage = lazyPage(() => import('./features/commitments/pass-dialog'), 'PassOpportunityPage');
const DashboardPage = lazyPage(() => import('./features/fundraising-dashboard'), 'DashboardPage');
const ActivityPage = lazyPage(() => import('./features/fund-activity-summary'), 'ActivityPage');
const FeedbackPage = lazyPage(() => import('./features/fund-feedback'), 'FeedbackPage');
const GiveFeedbackPage = lazyPage(() => import('./features/fund-feedback'), 'GiveFeedbackPage');
const FundTodoPage = lazyPage(() => import('./features/fund-todo'), 'FundTodoPage');

/** Every path mfe-commitments owns (route-ownership.ts); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/commitmentsAndBook" element={<CommitmentsAndBookPage />} />
      <Route path="/commitmentsAndBook/pass/:fundInfoId" element={<PassOpportunityPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/feedback" element={<FeedbackPage />} />
      <Route path="/feedback/give" element={<GiveFeedbackPage />} />
      <Route path="/fundTodo" element={<FundTodoPage />} />
      <Route path="/activityLog" element={<ActivityPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Commitments & Book" />} />
    </Routes>
  );
}
