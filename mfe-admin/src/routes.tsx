import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { AdminGate } from './features/admin-console/admin-gate';
import { AdminSectionPage } from './features/admin-console/admin-section-page';
import { adminSections } from './features/admin-console/admin-sections';

/**
 * Every path mfe-admin owns (/admin, /admin/*), all behind the administrators-only gate; an unknown
 * address under /admin is this area's "page not found" (shown to administrators only).
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminGate />}>
        {adminSections.map((section) =>
          section.path ? (
            <Route key={section.path} path={section.path} element={<AdminSectionPage section={section} />} />
          ) : (
            <Route key="overview" index element={<AdminSectionPage section={section} />} />
          ),
        )}
        <Route path="*" element={<AreaNotFoundPage area="Administration" />} />
      </Route>
      <Route path="*" element={<AreaNotFoundPage area="Administration" />} />
    </Routes>
  );
}
