import { useMe, useSession } from '@fundnet/api-client';
import { LinkButton } from '@fundnet/design-system';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { loginPathFor } from '../../../session';
import { AppLink, AuthPage } from '../../auth';
import { isWellFormedLinkCode } from '../lib/link-code';

export interface UpcomingLinkPageProps {
  title: string;
  /** What this kind of link is for. */
  purpose: ReactNode;
  /** Why it cannot be used yet, and what will happen when it can. */
  status: ReactNode;
  /** "What happens next", in order. */
  nextSteps: readonly string[];
  /** The link must carry `?code=` (default true). */
  requiresCode?: boolean;
  /** Offer to sign in (with a way back to this very link) when signed out. */
  offerSignIn?: boolean;
}

/**
 * A mailed link whose feature opens later (introductions, request-access): checks the
 * link is whole, says plainly what it is for, that nothing was done yet and what happens next, and how
 * to reach support. It never pretends to succeed.
 */
export function UpcomingLinkPage({ title, purpose, status, nextSteps, requiresCode = true, offerSignIn = false }: UpcomingLinkPageProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const me = useMe({ enabled: isAuthenticated && offerSignIn });
  const code = params.get('code');
  const nextStepsId = useId();

  if (requiresCode && !isWellFormedLinkCode(code)) {
    return (
      <AuthPage title="This link is incomplete" subtitle="Open the link from the e-mail again, or copy all of it into the address bar.">
        <Stack spacing={2}>
          <Alert severity="error">{code ? 'The code in this link is not complete or has been changed.' : 'This link has no code.'}</Alert>
          <Typography>
            If it still does not work, <AppLink to="/contact">contact our support team</AppLink> and tell us which e-mail the link came
            from.
          </Typography>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={title} subtitle={purpose}>
      <Stack spacing={3}>
        <Alert severity="info" icon={<ScheduleOutlined />}>
          {status}
        </Alert>
        <Box component="section" aria-labelledby={nextStepsId}>
          <Typography id={nextStepsId} variant="h6" component="h2">
            What happens next
          </Typography>
          <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
            {nextSteps.map((step) => (
              <ListItem key={step} sx={{ display: 'list-item', py: 0.25, px: 0 }}>
                <ListItemText primary={step} />
              </ListItem>
            ))}
          </List>
        </Box>
        <Typography>
          Questions, or is this urgent? <AppLink to="/contact">Contact our support team</AppLink>: we answer by e-mail.
        </Typography>
        {offerSignIn &&
          (isAuthenticated ? (
            <Typography variant="body2" color="text.secondary">
              You are signed in{me.data ? ` as ${me.data.user.email}` : ''}. Nothing else to do for now.
            </Typography>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}>
              <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
                Sign in now so your account is ready.
              </Typography>
              <LinkButton to="/signup" variant="text">
                Create an account
              </LinkButton>
              <LinkButton to={loginPathFor(`${location.pathname}${location.search}`)} variant="contained">
                Log in
              </LinkButton>
            </Stack>
          ))}
        {!offerSignIn && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <LinkButton to="/contact" variant="text">
              Contact support
            </LinkButton>
            <LinkButton to="/" variant="contained">
              Explore Fundnet
            </LinkButton>
          </Stack>
        )}
      </Stack>
    </AuthPage>
  );
}
