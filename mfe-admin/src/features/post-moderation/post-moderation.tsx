import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  Chip,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type ModerationList, useDismissPostReports, useFeedActivity, useModerationQueue, useRemovePostAsAdmin } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, Form, LoadingState, SectionCard, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { postReportReasonLabels, postTagLabels, postVisibilityLabels, removePostBody } from '@fundnet/validation-schema';

type Item = ModerationList['items'][number];

const date = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The reason an administrator gives when removing a post: the author is mailed it. */
function RemoveDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const form = useValibotForm(removePostBody, { defaultValues: { reason: '' } });
  const remove = useRemovePostAsAdmin(item.post.id);
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Remove this post</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The post leaves every feed. The members of {item.post.author.name} receive an e-mail with your reason.
        </DialogContentText>
        <Form
          form={form}
          aria-label="Remove post"
          submitLabel="Remove post"
          onSubmit={async (values) => {
            await remove.mutateAsync({ reason: values.reason });
            onClose();
          }}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <TextField name="reason" label="Reason told to the author" required multiline minRows={2} autoFocus />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}

function ReportedPost({ item, open }: { item: Item; open: boolean }) {
  const [removing, setRemoving] = useState(false);
  const dismiss = useDismissPostReports(item.post.id);
  const { post } = item;
  return (
    <Card variant="outlined" component="article" aria-label={`Reported post by ${post.author.name}`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={post.author.logo ?? undefined} alt="">
            {post.author.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{post.author.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              Posted {date(post.createdAt)} · {postTagLabels[post.tag]} · {postVisibilityLabels[post.visibility]}
            </Typography>
          </div>
          <Chip
            sx={{ ml: 'auto' }}
            color={open ? 'warning' : 'default'}
            label={`${item.reportCount} report${item.reportCount === 1 ? '' : 's'}`}
          />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }}>{post.text}</Typography>
        {post.removal ? (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            Removed {date(post.removal.removedAt)}: {post.removal.reason}
          </Alert>
        ) : null}
        <List dense aria-label="Reports" sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
          {item.reports.map((report) => (
            <ListItem key={report.id}>
              <ListItemText
                primary={`${postReportReasonLabels[report.reason]}${report.details ? `: ${report.details}` : ''}`}
                secondary={`${report.reporter?.name ?? 'A deleted profile'} · ${date(report.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
        {open ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button onClick={() => dismiss.mutate(undefined)} disabled={dismiss.isPending}>
              Keep the post
            </Button>
            <Button color="error" variant="contained" onClick={() => setRemoving(true)}>
              Remove…
            </Button>
          </Stack>
        ) : null}
        {dismiss.error ? <Alert severity="error">{dismiss.error.message}</Alert> : null}
      </CardContent>
      {removing ? <RemoveDialog item={item} onClose={() => setRemoving(false)} /> : null}
    </Card>
  );
}

const actionLabels: Record<string, string> = {
  postCreated: 'posted',
  postUpdated: 'edited a post',
  postDeleted: 'deleted a post',
  postLiked: 'liked a post',
  postCommented: 'commented',
  postReported: 'reported a post',
  postRemoved: 'An administrator removed a post',
  reportDismissed: 'An administrator kept a reported post',
  note: 'note',
};

/** The latest entries of the feed-activity log. */
function FeedActivityCard() {
  const activity = useFeedActivity({ take: '20' });
  return (
    <SectionCard title="Feed activity" subtitle="The latest actions in the feed">
      {activity.isPending ? <LoadingState label="Loading the feed activity" /> : null}
      {activity.error ? <ErrorPanel message={activity.error.message} onRetry={() => activity.refetch()} /> : null}
      <List dense aria-label="Feed activity">
        {activity.data?.items.map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={`${entry.profileName ? `${entry.profileName} ` : ''}${actionLabels[entry.action] ?? entry.action}${entry.note && entry.action !== 'postDeleted' ? ` — ${entry.note}` : ''}`}
              secondary={date(entry.createdAt)}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

/** /admin/postModeration: reported posts (open and resolved), remove with a reason or keep; the feed activity. */
export function PostModeration() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const queue = useModerationQueue({ status });
  return (
    <Stack spacing={3}>
      <Tabs value={status} onChange={(_event, value) => setStatus(value)} aria-label="Reports">
        <Tab value="open" label={`Open${queue.data && status === 'open' ? ` (${queue.data.openCount})` : ''}`} />
        <Tab value="resolved" label="Resolved" />
      </Tabs>
      {queue.isPending ? <LoadingState label="Loading reported posts" /> : null}
      {queue.error ? <ErrorPanel message={queue.error.message} onRetry={() => queue.refetch()} /> : null}
      {queue.data && queue.data.items.length === 0 ? (
        <EmptyState
          title={status === 'open' ? 'No reported posts' : 'No decisions yet'}
          description={
            status === 'open' ? 'When someone reports a post, it waits here for your decision.' : 'Posts you removed or kept show here.'
          }
        />
      ) : null}
      <Stack spacing={2}>
        {queue.data?.items.map((item) => (
          <ReportedPost key={item.post.id} item={item} open={status === 'open'} />
        ))}
      </Stack>
      <FeedActivityCard />
    </Stack>
  );
}
