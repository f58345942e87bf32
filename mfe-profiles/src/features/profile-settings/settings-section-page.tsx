import { useSession } from '@fundnet/api-client';
import { PageContainer, PageHeader, SectionCard, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { Box, Breadcrumbs, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UpcomingSection } from '../../shared/upcoming-section';
import { SettingsNav } from './settings-nav';

export interface SettingsSectionPageProps {
  label: string;
  summary: string;
  description: string;
  /** The section this page belongs to (share-link sub-pages). */
  parent?: { label: string; to: string };
  /** The section's content once it is built; without it the page says the section is still to come. */
  children?: ReactNode;
}

/** One profile-management section: the sections' navigation beside the section, which is still to come. */
export function SettingsSectionPage({ label, summary, description, parent, children }: SettingsSectionPageProps) {
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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
        <SettingsNav />
        {children ? (
          <Box sx={{ minWidth: 0 }}>{children}</Box>
        ) : (
          <SectionCard>
            <UpcomingSection description={description} />
          </SectionCard>
        )}
      </Box>
    </PageContainer>
  );
}
