import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { EditGraduationRatesPage, GraduationRatesPage } from './features/graduation-rates';
import { PortfolioAndTrackRecordsPage, TrackRecordPreviewPage } from './features/track-records';

/** Every path mfe-trackrecord owns (route-ownership.ts); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/settings/portfolioAndTrackRecords" element={<PortfolioAndTrackRecordsPage />} />
      <Route path="/graduationRates" element={<GraduationRatesPage />} />
      <Route path="/fund/:slug/trackRecordPreview/:trackRecordId" element={<TrackRecordPreviewPage />} />
      <Route path="/fund/graduationRates/:trackRecordId/edit" element={<EditGraduationRatesPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Track records" />} />
    </Routes>
  );
}
