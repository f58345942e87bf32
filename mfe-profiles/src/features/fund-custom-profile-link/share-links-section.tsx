import {
  type ActiveProfile,
  type ShareLink,
  type ShareScopeResource,
  useDeleteShareLink,
  useInviteToShareLink,
  useSetShareLinkStatus,
  useShareLinkPreview,
  useShareLinks,
  useShareLinkVisits,
  useShareScopeOptions,
} from '@fundnet/api-client';
import {
  ConfirmDialog,
  EmptyState,
  FormDialog,
  ErrorPanel,
  LinkButton,
  LoadingState,
  SectionCard,
  useNotify,
} from '@fundnet/design-system';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { WithActiveProfile } from '../../shared/with-active-profile';
import { AccessRequestsInbox } from '../fund-request-access';
import { ExpressInterest } from './express-interest';
import { NdaRecordsTable, SignedNdaButton } from './nda-records';
import { ScopedProfileView } from './scoped-profile-view';
import { accessModeLabel, scopeLabels, sectionLabel } from './share-link-options';
import { VisitInterest } from './visit-interest';
import { CreateLinkButton, ShareLinkLimitNotice, useShareLinkAllowance } from './share-link-limit';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

/** /settings/shareProfileLink: the fund's share links, their visits, preview as recipient, and the access requests. */
export function ShareLinksSection() {
  return (
    <WithActiveProfile purpose="whose share links you want to manage">
      {(profile) =>
        profile.type === 'fund' ? (
          <>
            <ShareLinksList profile={profile} />
            <AccessRequestsInbox profile={profile} />
          </>
        ) : (
          <Alert severity="info">Share links are available for fund profiles. Switch to your fund to share it.</Alert>
        )
      }
    </WithActiveProfile>
  );
}

function ShareLinksList({ profile }: { profile: ActiveProfile }) {
  const links = useShareLinks(profile);
  // The fund's track records and data rooms, to name what each link shares (never a raw scope entry).
  const resources = useShareScopeOptions(profile);
  const allowance = useShareLinkAllowance(profile);
  const create = <CreateLinkButton allowance={allowance} />;
  if (links.isPending) return <LoadingState label="Loading your share links…" />;
  if (links.isError)
    return <ErrorPanel title="Your share links could not be loaded" message={links.error.message} onRetry={() => void links.refetch()} />;
  if (links.data.items.length === 0) {
    return (
      <SectionCard title="Share links">
        <ShareLinkLimitNotice allowance={allowance} />
        <EmptyState
          icon={<ShareOutlined />}
          title="No share link yet"
          description="Create a link to show chosen sections of your profile to people outside Fundnet, with an e-mail step, a password or your NDA if you wish."
          action={create}
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title="Share links"
      subtitle={
        allowance.counter
          ? `Each link opens only the sections you chose, to the people its access mode lets in. ${allowance.counter}.`
          : 'Each link opens only the sections you chose, to the people its access mode lets in.'
      }
      actions={create}
    >
      <ShareLinkLimitNotice allowance={allowance} />
      <Stack spacing={2}>
        {links.data.items.map((link) => (
          <ShareLinkCard key={link.id} profile={profile} link={link} resources={resources.data?.items} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function ShareLinkCard({
  profile,
  link,
  resources,
}: {
  profile: ActiveProfile;
  link: ShareLink;
  resources: readonly ShareScopeResource[] | undefined;
}) {
  const notify = useNotify();
  const setStatus = useSetShareLinkStatus(profile);
  const [open, setOpen] = useState<'visits' | 'preview' | 'invite' | 'delete' | null>(null);
  const active = link.status === 'active';
  const absoluteUrl = new URL(new URL(link.url).pathname, window.location.origin).toString();
  return (
    <Box component="article" aria-label={link.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3">
            {link.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {accessModeLabel(link.accessMode)}
            {link.requireNda ? ' · NDA' : ''}
            {link.allowQuestions ? ' · Questions allowed' : ''}
            {link.expiresAt ? ` · until ${new Date(link.expiresAt).toLocaleDateString('en-GB')}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {link.expired && <Chip size="small" color="warning" label="Expired" />}
          <Chip size="small" color={active ? 'success' : 'default'} label={active ? 'Active' : 'Inactive'} />
          {link.pendingRequests > 0 && <Chip size="small" color="info" label={`${link.pendingRequests} access request(s)`} />}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="share-link-url">
          {absoluteUrl}
        </Typography>
        <Tooltip title="Copy link">
          <IconButton
            aria-label={`Copy the link ${link.name}`}
            size="small"
            onClick={() => {
              void navigator.clipboard?.writeText(absoluteUrl);
              notify.success('Link copied.');
            }}
          >
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" data-testid="share-link-scope">
        Shares: {scopeLabels(link.scope, resources).join(' · ')}.
      </Typography>
      <Typography variant="body2">
        Visits: {link.visits} by {link.visitors} visitor(s)
        {link.lastVisitAt ? `, last on ${dateTime(link.lastVisitAt)}` : ''}.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <LinkButton size="small" variant="outlined" to={`/settings/shareProfileLink/editLink?id=${link.id}`}>
          Edit
        </LinkButton>
        <Button size="small" variant="outlined" onClick={() => setOpen('visits')}>
          Visits
        </Button>
        <Button size="small" variant="outlined" onClick={() => setOpen('preview')}>
          Preview as recipient
        </Button>
        <Button size="small" variant="outlined" onClick={() => setOpen('invite')}>
          Send by e-mail
        </Button>
        <Button
          size="small"
          color={active ? 'warning' : 'primary'}
          disabled={setStatus.isPending}
          onClick={async () => {
            try {
              await setStatus.mutateAsync({ id: link.id, status: active ? 'inactive' : 'active' });
              notify.success(active ? 'Link deactivated: it lets nobody in any more.' : 'Link activated.');
            } catch (caught) {
              // Switching a link on again at the plan's limit is refused with the plan's words.
              notify.apiError(caught);
            }
          }}
        >
          {active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button size="small" color="error" onClick={() => setOpen('delete')}>
          Delete
        </Button>
      </Stack>
      {open === 'visits' && <VisitsDialog profile={profile} link={link} onClose={() => setOpen(null)} />}
      {open === 'preview' && <PreviewDialog profile={profile} link={link} onClose={() => setOpen(null)} />}
      {open === 'invite' && <InviteDialog profile={profile} link={link} onClose={() => setOpen(null)} />}
      {open === 'delete' && <DeleteDialog profile={profile} link={link} onClose={() => setOpen(null)} />}
    </Box>
  );
}

function VisitsDialog({ profile, link, onClose }: { profile: ActiveProfile; link: ShareLink; onClose: () => void }) {
  const visits = useShareLinkVisits(profile, link.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="visits-title">
      <DialogTitle id="visits-title">Visits of “{link.name}”</DialogTitle>
      <DialogContent>
        {visits.isPending && <LoadingState label="Loading the visits…" />}
        {visits.isError && <ErrorPanel title="The visits could not be loaded" message={visits.error.message} />}
        {visits.data && visits.data.items.length === 0 && <Typography>Nobody opened this link yet.</Typography>}
        {visits.data && visits.data.items.length > 0 && (
          <Table size="small" aria-label="Visitors">
            <TableHead>
              <TableRow>
                <TableCell>Visitor</TableCell>
                <TableCell>First seen</TableCell>
                <TableCell>Last seen</TableCell>
                <TableCell align="right">Opens</TableCell>
                <TableCell>Time per section</TableCell>
                <TableCell>NDA</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visits.data.items.map((visit) => (
                <TableRow key={visit.id}>
                  <TableCell>
                    {visit.email ?? 'Anonymous visitor'}
                    {visit.emailVerified ? ' (verified)' : ''}
                    {visit.interest && <VisitInterest interest={visit.interest} />}
                  </TableCell>
                  <TableCell>{dateTime(visit.firstSeenAt)}</TableCell>
                  <TableCell>{dateTime(visit.lastSeenAt)}</TableCell>
                  <TableCell align="right">{visit.opens}</TableCell>
                  <TableCell>
                    {visit.sections.length === 0
                      ? '—'
                      : visit.sections.map((item) => `${sectionLabel(item.section)}: ${duration(item.seconds)}`).join(', ')}
                  </TableCell>
                  <TableCell>
                    {visit.ndaAcceptedAt
                      ? `${visit.ndaSignatureId ? 'Signed' : 'Accepted'} ${dateTime(visit.ndaAcceptedAt)} (${visit.ndaVersion ? `version ${visit.ndaVersion}` : 'standard terms'})`
                      : '—'}
                    {visit.ndaSignatureId && (
                      <SignedNdaButton profile={profile} id={visit.ndaSignatureId} name={visit.email ?? 'visitor'} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {link.requireNda && <NdaRecordsTable profile={profile} linkId={link.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewDialog({ profile, link, onClose }: { profile: ActiveProfile; link: ShareLink; onClose: () => void }) {
  const preview = useShareLinkPreview(profile, link.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="preview-title">
      <DialogTitle id="preview-title">What “{link.name}” shows</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Exactly what a visitor sees after passing the link’s steps. Previewing records no visit.
        </Alert>
        {preview.isPending && <LoadingState label="Loading the preview…" />}
        {preview.isError && <ErrorPanel title="The preview could not be loaded" message={preview.error.message} />}
        {preview.data && (
          <ScopedProfileView profile={preview.data} actions={<ExpressInterest token="" fundName={preview.data.profile.name} preview />} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({ profile, link, onClose }: { profile: ActiveProfile; link: ShareLink; onClose: () => void }) {
  const notify = useNotify();
  const remove = useDeleteShareLink(profile);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={`Delete “${link.name}”?`}
      confirmLabel="Delete link"
      confirmColor="error"
      pending={remove.isPending}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(link.id);
          notify.success('Share link deleted.');
          onClose();
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : 'The link could not be deleted.');
        }
      }}
    >
      Its address stops working at once, for everyone who has it, and it leaves this list and your plan’s count. The visits it brought stay
      in your analytics.
    </ConfirmDialog>
  );
}

function InviteDialog({ profile, link, onClose }: { profile: ActiveProfile; link: ShareLink; onClose: () => void }) {
  const notify = useNotify();
  const invite = useInviteToShareLink(profile);
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog open onClose={onClose} dirty={Boolean(emails || message)} maxWidth="sm" fullWidth aria-labelledby="invite-title">
      <DialogTitle id="invite-title">Send “{link.name}” by e-mail</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="E-mail addresses"
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            multiline
            minRows={2}
            error={Boolean(error)}
            helperText={error ?? 'One per line. For the e-mail modes they are also admitted to the link.'}
          />
          <TextField
            label="Message (optional)"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={invite.isPending}
          onClick={async () => {
            try {
              const list = emails.split(/[\s,;]+/).filter(Boolean);
              const result = await invite.mutateAsync({ id: link.id, emails: list, message: message || null });
              notify.success(`Sent to ${result.invited.length} address(es).`);
              onClose();
            } catch (caught) {
              setError(caught instanceof Error ? caught.message : 'The link could not be sent.');
            }
          }}
        >
          Send
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
