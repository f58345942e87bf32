import { Route, Routes } from 'react-router-dom';
import { lazyPage } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { GraduationRatesPage } from './features/track-record-graduation';

/**
 * The track-record pages carry MUI X's Data Grid and Charts (≈300 KB gzip): they load with their route, so the
 * graduation-rates page, the area's first page in `pnpm bench:web`, stays light (scripts/check-bundle-budgets.mjs).
 */
// Each from its own file: through the feature's index, one page's chunk carried the other (and the shared parcel's view).
const PortfolioAndTrackRecordsPage = lazyPage(
  () => import(/* webpackChunkName: "portfolio-and-track-records-page" */ './features/track-record/portfolio-and-track-records-page'),
  'PortfolioAndTrackRecordsPage',
);
const TrackRecordPreviewPage = lazyPage(
  () => import(/* webpackChunkName: "track-record-preview-page" */ './features/track-record/track-record-preview-page'),
  'TrackRecordPreviewPage',
);

/** Every path mfe-trackrecord owns (route-ownership.ts); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/settings/portfolioAndTrackRecords" element={<PortfolioAndTrackRecordsPage />} />
      <Route path="/graduationRates" element={<GraduationRatesPage />} />
      <Route path="/fund/:slug/trackRecordPreview/:trackRecordId" element={<TrackRecordPreviewPage />} />
      <Route path="/fund/graduationRates/:trackRecordId/edit" element={<GraduationRatesPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Track records" />} />
    </Routes>
  );
}
