// The public face of the track-record-graduation module (see follow/index.ts for the rule).
export { trackRecordGraduationRoutes } from './routes';
export { statistics as graduationStatistics } from './service';
