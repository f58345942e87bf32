import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages a visit can start on in this area, with the `webpackChunkName`s of their lazy imports in routes.tsx
 * (ADR 0094): the build writes each page's scripts into mf-manifest.json, so the shell's early script fetches them
 * with the area's entry. A chunk name no import carries fails the build. Read by the build only: the area's code does
 * not carry the table.
 */
export const startPages = [
  { path: '/', chunks: ['landing-page'] },
  { path: '/home', chunks: ['landing-page'] },
  { path: '/welcome', chunks: ['landing-page'] },
  { path: '/gpsAndVcFunds', chunks: ['audience-page'] },
  { path: '/lpAndAllocator', chunks: ['audience-page'] },
  { path: '/serviceProviders', chunks: ['audience-page'] },
  { path: '/fund/discovery', chunks: ['discovery-page'] },
  { path: '/investor/discovery', chunks: ['discovery-page'] },
  { path: '/serviceProvider/discovery', chunks: ['discovery-page'] },
  { path: '/favorites', chunks: ['favorites-page'] },
  { path: '/followers', chunks: ['followers-page'] },
] as const satisfies readonly StartPage[];
