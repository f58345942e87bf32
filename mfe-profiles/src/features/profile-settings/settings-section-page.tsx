import { useSession } from '@fundnet/api-client';
import { PageContainer, PageHeader, SignInPrompt, UnsavedChangesGuard, useDocumentTitle } from '@fundnet/design-system';
import { Box, Breadcrumbs, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsNav } from './settings-nav';

export interface SettingsSectionPageProps {
  label: string;
  summary: string;
  /** The section this page belongs to (pages under a section, e.g. a share link's edit page). */
  parent?: { label: string; to: string };
  /** The section's content. A section that is not built has no page (the navigation registry marks it). */
  children: ReactNode;
}

/**
 * One profile-management section: the sections' navigation beside it on wide screens; on narrow ones the section comes
 * first and the navigation after it (the workspace row's Settings link, at the top of every page, leads back here).
 */
export function SettingsSectionPage({ label, summary, parent, children }: SettingsSectionPageProps) {
  const { isAuthenticated } = useSession();
  useDocumentTitle(label);
  if (!isAuthenticated) return <SignInPrompt title={label} subtitle={summary} what="your profile settings" />;
  return (
    <PageContainer>
      <PageHeader
        title={label}
        subtitle={summary}
        breadcrumbs={
          parent && (
            <Breadcrumbs aria-label="Breadcrumb">
              <Link component={RouterLink} to={parent.to}>
                {parent.label}
              </Link>
              <span aria-current="page">{label}</span>
            </Breadcrumbs>
          )
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ order: { xs: 2, md: 0 } }}>
          <SettingsNav />
        </Box>
        {/* The section's forms: leaving (its navigation, a link, Back) with unsaved input asks first. */}
        <Box sx={{ minWidth: 0 }}>
          <UnsavedChangesGuard>{children}</UnsavedChangesGuard>
        </Box>
      </Box>
    </PageContainer>
  );
}
