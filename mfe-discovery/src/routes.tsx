import { lazyPage } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { Route, Routes } from 'react-router-dom';

// Each page loads with its route: the landing page does not download the discovery filters, nor they the lists. The
// chunk names are the start pages' (start-pages.ts: the shell's early script fetches a start page's chunks with the
// area's entry, ADR 0094).
// The landing page's headline is a managed text (`home.hero`): the page renders once its code has loaded and the
// texts are read (landing-page.tsx, `managedTextsRead`), so its first paint shows the headline, not a skeleton of it.
const LandingPage = lazyPage(async () => {
  const page = await import(/* webpackChunkName: "landing-page" */ './features/landing/landing-page');
  await page.managedTextsRead();
  return page;
}, 'LandingPage');
const AudiencePage = lazyPage(() => import(/* webpackChunkName: "audience-page" */ './features/landing/audience-page'), 'AudiencePage');
const DiscoveryPage = lazyPage(
  () => import(/* webpackChunkName: "discovery-page" */ './features/discovery/discovery-page'),
  'DiscoveryPage',
);
const FavoritesPage = lazyPage(() => import(/* webpackChunkName: "favorites-page" */ './features/lists/favorites-page'), 'FavoritesPage');
const FollowersPage = lazyPage(() => import(/* webpackChunkName: "followers-page" */ './features/lists/followers-page'), 'FollowersPage');

/** Every path mfe-discovery owns (route-ownership.ts); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/home" element={<LandingPage />} />
      <Route path="/welcome" element={<LandingPage />} />
      <Route path="/gpsAndVcFunds" element={<AudiencePage audience="funds" />} />
      <Route path="/lpAndAllocator" element={<AudiencePage audience="investors" />} />
      <Route path="/serviceProviders" element={<AudiencePage audience="serviceProviders" />} />
      <Route path="/fund/discovery" element={<DiscoveryPage kind="fund" />} />
      <Route path="/investor/discovery" element={<DiscoveryPage kind="investor" />} />
      <Route path="/serviceProvider/discovery" element={<DiscoveryPage kind="serviceProvider" />} />
      <Route path="/favorites" element={<FavoritesPage />} />
      <Route path="/followers" element={<FollowersPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Discovery" />} />
    </Routes>
  );
}
