import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages a visit can start on in this area (the fund's track records and a visitor's preview of one; the
 * graduation-rates page is in the area's first chunk), most specific first, with the `webpackChunkName`s of their lazy
 * imports in routes.tsx (ADR 0094): the build writes each page's scripts into mf-manifest.json, so the shell's early
 * script fetches them with the area's entry. A chunk name no import carries fails the build. Read by the build only:
 * the area's code does not carry the table.
 */
export const startPages = [
  { path: '/settings/portfolioAndTrackRecords', chunks: ['portfolio-and-track-records-page'] },
  { path: '/fund/:slug/trackRecordPreview/:trackRecordId', chunks: ['track-record-preview-page'] },
] as const satisfies readonly StartPage[];
