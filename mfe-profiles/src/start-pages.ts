import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages visitors land on in this area, most specific first (`/fund/edit` before `/fund/:slug`), with the
 * `webpackChunkName`s of their lazy imports in routes.tsx (ADR 0094). The build writes each page's scripts into
 * mf-manifest.json, so the shell's early script fetches them with the area's entry; the area's bootstrap starts the
 * same page's import (`preloadStartPage`, routes.tsx, which imports only the type). A chunk name no import carries
 * fails the build.
 */
export const startPages = [
  { path: '/fund/shared/:slug', chunks: ['shared-profile-page'] },
  { path: '/fund/edit', chunks: ['profile-edit-page', 'fund-editing'] },
  { path: '/fund/:slug', chunks: ['profile-public-page', 'fund-kind'] },
  { path: '/investor/edit', chunks: ['profile-edit-page', 'investor-editing'] },
  { path: '/investor/:slug', chunks: ['profile-public-page', 'investor-kind'] },
  { path: '/serviceProvider/edit', chunks: ['profile-edit-page', 'provider-editing'] },
  { path: '/serviceProvider/:slug', chunks: ['profile-public-page', 'provider-kind'] },
] as const satisfies readonly StartPage[];

export type StartPagePath = (typeof startPages)[number]['path'];
