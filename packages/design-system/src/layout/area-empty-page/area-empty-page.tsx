import { useSession } from '@fundnet/api-client';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../navigation/document-title/use-document-title';
import { LinkButton } from '../../navigation/link-button/link-button';
import { useSignInHref } from '../../navigation/sign-in-href/sign-in-href';
import { EmptyState } from '../empty-state/empty-state';
import { PageContainer } from '../page-container/page-container';
import { PageHeader } from '../page-header/page-header';
import { SectionCard } from '../section-card/section-card';

export interface AreaEmptyPageProps {
  /** The page heading and document title. */
  title: string;
  /** What this area does, under the heading. */
  subtitle: ReactNode;
  breadcrumbs?: ReactNode;
  /** E.g. "No data room yet". */
  emptyTitle: string;
  /** That nothing is here yet, and why. */
  emptyDescription: ReactNode;
  icon?: ReactNode;
  /** What the user will be able to do here, listed under the empty state. */
  capabilities?: string[];
  /** The way on for a signed-in user. */
  action?: ReactNode;
  /** Whether a signed-out visitor is offered to sign in (this area works for signed-in users). */
  needsSignIn?: boolean;
  /** Navigation beside the content (e.g. the sections of a console). */
  aside?: ReactNode;
}

/**
 * An area that has nothing to show yet: its heading and purpose, an empty state that says so, the
 * right action (sign in when signed out), and what the user will be able to do. No sample data.
 */
export function AreaEmptyPage({
  title,
  subtitle,
  breadcrumbs,
  emptyTitle,
  emptyDescription,
  icon,
  capabilities,
  action,
  needsSignIn = false,
  aside,
}: AreaEmptyPageProps) {
  const { isAuthenticated, expired } = useSession();
  const signInHref = useSignInHref();
  useDocumentTitle(title);
  const signedOut = needsSignIn && !isAuthenticated;

  const content = (
    <Box sx={{ minWidth: 0 }}>
      <SectionCard>
        <EmptyState
          icon={icon}
          title={emptyTitle}
          description={
            <>
              {emptyDescription}
              {signedOut && <> {expired ? 'Your session has ended: sign in again to continue.' : 'Sign in to use this part of Fundnet.'}</>}
            </>
          }
          action={signedOut ? <LinkButton to={signInHref}>Sign in</LinkButton> : action}
        />
      </SectionCard>
      {capabilities && capabilities.length > 0 && (
        <SectionCard title="What you will be able to do here">
          <List dense disablePadding>
            {capabilities.map((capability) => (
              <ListItem key={capability} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleOutlineOutlined color="primary" fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={capability} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      )}
    </Box>
  );

  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={breadcrumbs} />
      {aside ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
          {aside}
          {content}
        </Box>
      ) : (
        content
      )}
    </PageContainer>
  );
}
