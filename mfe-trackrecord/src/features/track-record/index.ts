export { PortfolioAndTrackRecordsPage } from './portfolio-and-track-records-page';
export { TrackRecordPreviewPage } from './track-record-preview-page';
// The shared track record parcel (src/parcels/shared-track-record.tsx) loads it lazily, through this index.
export { SharedTrackRecord, type SharedTrackRecordProps } from './shared-track-record';
