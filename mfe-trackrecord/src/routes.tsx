import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { EditGraduationRatesPage } from './features/graduation-rates/edit-graduation-rates-page';
import { GraduationRatesPage } from './features/graduation-rates/graduation-rates-page';
import { PortfolioAndTrackRecordsPage } from './features/track-records/portfolio-and-track-records-page';
import { TrackRecordPreviewPage } from './features/track-records/track-record-preview-page';

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
