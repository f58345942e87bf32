import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { AreaEmptyPage, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';
import type { AdminSection } from './admin-sections';

/**
 * One section of the console, for administrators (the gate is around it): its content beside the
 * console's navigation, or an empty state while the section has nothing yet.
 */
export function AdminSectionPage({ section, children }: { section: AdminSection; children?: ReactNode }) {
  const title = section.path ? section.label : 'Administration';
  if (children) return <AdminSectionContent title={title} subtitle={section.summary} content={children} />;
  return (
    <AreaEmptyPage
      title={title}
      subtitle={section.summary}
      icon={<AdminPanelSettingsOutlined />}
      emptyTitle={section.emptyTitle}
      emptyDescription={section.emptyDescription}
      aside={<AdminNav />}
    />
  );
}

function AdminSectionContent({ title, subtitle, content }: { title: string; subtitle: ReactNode; content: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
        <AdminNav />
        <Box sx={{ minWidth: 0 }}>{content}</Box>
      </Box>
    </PageContainer>
  );
}
