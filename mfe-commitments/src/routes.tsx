import { lazyPage } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { Route, Routes } from 'react-router-dom';

/**
 * Every page loads with its route (ADR 0011): the book's grid and charts (MUI X) stay off the dashboard, the feedback
 * and to-do pages, and the other way round (`pnpm bench:web`, scripts/check-bundle-budgets.mjs).
 */
// Each page from its own file: through the feature's index, one page's chunk carried the other (a lazy import keeps
// every name of the module it loads).
const CommitmentsAndBookPage = lazyPage(
  () => import(/* webpackChunkName: "commitments-and-book-page" */ './features/commitments/commitments-and-book-page'),
  'CommitmentsAndBookPage',
);
const PassOpportunityPage = lazyPage(
  () => import(/* webpackChunkName: "pass-opportunity-page" */ './features/commitments/pass-dialog'),
  'PassOpportunityPage',
);
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard-page" */ './features/fundraising-dashboard'), 'DashboardPage');
const ActivityPage = lazyPage(() => import(/* webpackChunkName: "activity-page" */ './features/fund-activity-summary'), 'ActivityPage');
const FeedbackPage = lazyPage(() => import(/* webpackChunkName: "feedback-pages" */ './features/fund-feedback'), 'FeedbackPage');
const GiveFeedbackPage = lazyPage(() => import(/* webpackChunkName: "feedback-pages" */ './features/fund-feedback'), 'GiveFeedbackPage');
const FundTodoPage = lazyPage(() => import(/* webpackChunkName: "fund-todo-page" */ './features/fund-todo'), 'FundTodoPage');

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
