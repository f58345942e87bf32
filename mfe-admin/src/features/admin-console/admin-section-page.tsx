import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { AreaEmptyPage } from '@fundnet/design-system';
import { AdminNav } from './admin-nav';
import type { AdminSection } from './admin-sections';

/** One section of the console, for administrators (the gate is around it): nothing here yet. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  return (
    <AreaEmptyPage
      title={section.path ? section.label : 'Administration'}
      subtitle={section.summary}
      icon={<AdminPanelSettingsOutlined />}
      emptyTitle={section.emptyTitle}
      emptyDescription={section.emptyDescription}
      aside={<AdminNav />}
    />
  );
}
