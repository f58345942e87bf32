export { PortfolioAndTrackRecordsPage } from './portfolio-and-track-records-page';
export { TrackRecordPreviewPage } from './track-record-preview-page';
