import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { DiscoveryPage } from './features/discovery';
import { AudiencePage, LandingPage } from './features/landing';
import { FavoritesPage, FollowersPage } from './features/lists';

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
