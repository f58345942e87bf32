import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages a visit can start on in this area (each section's own page, behind the administrators' gate: a visitor who
 * is not one downloads them for nothing, which is rare), with the `webpackChunkName`s of their lazy imports in
 * routes.tsx (ADR 0094): the build writes each page's scripts into mf-manifest.json, so the shell's early script
 * fetches them with the area's entry. A chunk name no import carries fails the build. Read by the build only: the
 * area's code does not carry the table. The overview (`/admin`) is in the area's first chunk.
 */
export const startPages = [
  { path: '/admin/approvals/:model/:id', chunks: ['approval-detail-page'] },
  { path: '/admin/approvals', chunks: ['approvals-list-page'] },
  { path: '/admin/claims', chunks: ['claims-review'] },
  { path: '/admin/postModeration', chunks: ['post-moderation'] },
  { path: '/admin/importExport', chunks: ['import-export-page'] },
  { path: '/admin/content', chunks: ['content-page'] },
  { path: '/admin/fundParticipants', chunks: ['participants-page'] },
  { path: '/admin/fundManagers', chunks: ['fund-managers-page'] },
  { path: '/admin/tooltips', chunks: ['tooltips-page'] },
  { path: '/admin/billing', chunks: ['billing-admin'] },
  { path: '/admin/featureConfig', chunks: ['feature-flags-admin'] },
  { path: '/admin/users/:id', chunks: ['user-detail-page'] },
  { path: '/admin/users', chunks: ['users-page'] },
  { path: '/admin/profiles/:type/:id/view-as/:audience', chunks: ['view-as-page'] },
  { path: '/admin/profiles/:type/:id', chunks: ['profile-detail-page'] },
  { path: '/admin/profiles', chunks: ['profiles-page'] },
  { path: '/admin/statistics', chunks: ['statistics-page'] },
  { path: '/admin/referralLinks', chunks: ['referral-links-page'] },
  { path: '/admin/activity', chunks: ['activity-page'] },
] as const satisfies readonly StartPage[];
