import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { CommitmentsAndBookPage } from './features/commitments-book';
import { DashboardPage } from './features/fundraising-dashboard';

/** Every path mfe-commitments owns (route-ownership.ts); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/commitmentsAndBook" element={<CommitmentsAndBookPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Commitments & Book" />} />
    </Routes>
  );
}
