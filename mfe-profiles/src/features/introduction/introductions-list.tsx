import { type ActiveProfile, type Introduction, useRespondIntroduction } from '@fundnet/api-client';
import { EmptyState, useNotify } from '@fundnet/design-system';
import { type IntroductionStatus, profilePublicPath, profileTypeLabels } from '@fundnet/validation-schema';
import { Alert, Button, Chip, type ChipProps, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export const introductionStatusLabels: Record<IntroductionStatus, string> = {
  requested: 'Waiting for an answer',
  accepted: 'Accepted',
  introduced: 'Introduced',
  declined: 'Declined',
  expired: 'Expired',
};
const statusColors: Record<IntroductionStatus, ChipProps['color']> = {
  requested: 'info',
  accepted: 'success',
  introduced: 'success',
  declined: 'default',
  expired: 'warning',
};

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export interface IntroductionsListProps {
  profile: ActiveProfile;
  side: 'sent' | 'received';
  introductions: Introduction[];
  /** Whether the user may answer received requests (editors and above). */
  canAnswer: boolean;
}

/** The introductions a profile asked for (sent) or was asked (received), with the answer buttons for received ones. */
export function IntroductionsList({ profile, side, introductions, canAnswer }: IntroductionsListProps) {
  const notify = useNotify();
  const respond = useRespondIntroduction(profile, {
    onSuccess: (introduction) =>
      notify.success(
        introduction.status === 'introduced'
          ? `You and ${introduction.requester.name} have been introduced by e-mail.`
          : 'Introduction declined. Nothing was shared.',
      ),
  });
  const label = side === 'sent' ? 'Introductions you requested' : 'Introductions you were asked for';
  if (introductions.length === 0) {
    return (
      <EmptyState
        compact
        title={side === 'sent' ? 'No introductions requested yet' : 'No introduction requests yet'}
        description={
          side === 'sent'
            ? 'Open the page of a fund, investor or service provider and choose "Request an introduction".'
            : 'When someone asks to be introduced to this profile, its owner is asked by e-mail and the request shows here.'
        }
      />
    );
  }
  return (
    <>
      {respond.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {respond.error.message}
        </Alert>
      )}
      <List disablePadding aria-label={label}>
        {introductions.map((introduction) => {
          const other = side === 'sent' ? introduction.target : introduction.requester;
          const open = introduction.status === 'requested';
          return (
            <ListItem key={introduction.id} divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <ListItemText
                sx={{ minWidth: 240, flex: '1 1 320px' }}
                primary={
                  <>
                    <Link component={RouterLink} to={profilePublicPath(other)}>
                      {other.name}
                    </Link>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({profileTypeLabels[other.type]})
                    </Typography>
                  </>
                }
                secondary={
                  <>
                    {side === 'sent' ? 'Requested' : `${introduction.requestedBy} asked`} {date.format(new Date(introduction.createdAt))}
                    {open && ` · answer by ${date.format(new Date(introduction.expiresAt))}`}
                    <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap', mt: 0.5 }}>
                      “{introduction.message}”
                    </Typography>
                    {introduction.contact && (
                      <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                        Contact: {introduction.contact.name},{' '}
                        <Link href={`mailto:${introduction.contact.email}`}>{introduction.contact.email}</Link>
                      </Typography>
                    )}
                  </>
                }
              />
              <Chip size="small" color={statusColors[introduction.status]} label={introductionStatusLabels[introduction.status]} />
              {side === 'received' && open && canAnswer && (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    loading={
                      respond.isPending && respond.variables?.introductionId === introduction.id && respond.variables.decision === 'accept'
                    }
                    onClick={() => respond.mutate({ introductionId: introduction.id, decision: 'accept' })}
                    aria-label={`Accept the introduction to ${other.name}`}
                  >
                    Accept
                  </Button>
                  <Button
                    loading={
                      respond.isPending && respond.variables?.introductionId === introduction.id && respond.variables.decision === 'decline'
                    }
                    onClick={() => respond.mutate({ introductionId: introduction.id, decision: 'decline' })}
                    aria-label={`Decline the introduction to ${other.name}`}
                  >
                    Decline
                  </Button>
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
