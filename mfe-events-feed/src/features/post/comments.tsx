import { Avatar, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { type ActiveProfile, useAddComment, useComments, useDeleteComment } from '@fundnet/api-client';
import { ErrorPanel, Form, LoadingState, TextField, useValibotForm } from '@fundnet/design-system';
import { commentBody } from '@fundnet/validation-schema';
import { when } from './labels';

/** The conversation under a post: oldest first, and a box to add a comment (signed in with a profile). */
export function PostComments(props: { postId: string; profile: ActiveProfile | null; canModerate: boolean }) {
  const { postId, profile, canModerate } = props;
  const comments = useComments(profile, postId);
  const form = useValibotForm(commentBody, { defaultValues: { text: '' } });
  const add = useAddComment(profile!, postId);
  const remove = useDeleteComment(profile!, postId);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack spacing={1.5} sx={{ pt: 1 }} aria-label="Comments" component="section">
      {comments.isPending ? <LoadingState label="Loading comments" /> : null}
      {comments.error ? <ErrorPanel message={comments.error.message} onRetry={() => comments.refetch()} /> : null}
      {items.map((comment) => (
        <Stack key={comment.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={comment.author.logo ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
            {comment.author.name.slice(0, 1)}
          </Avatar>
          <Stack sx={{ flex: 1, bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
            <Typography variant="subtitle2" component="p">
              {comment.author.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {when(comment.createdAt)}
                {comment.editedAt ? ' · edited' : ''}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {comment.text}
            </Typography>
          </Stack>
          {profile && (comment.mine || canModerate) ? (
            <Tooltip title="Delete comment">
              <IconButton size="small" aria-label={`Delete comment by ${comment.author.name}`} onClick={() => remove.mutate(comment.id)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      ))}
      {comments.hasNextPage ? (
        <Button size="small" onClick={() => comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          More comments
        </Button>
      ) : null}
      {profile ? (
        <Form
          form={form}
          aria-label="Add a comment"
          submitLabel="Comment"
          onSubmit={async (values) => {
            await add.mutateAsync({ text: values.text });
            form.reset({ text: '' });
          }}
        >
          <TextField name="text" label="Write a comment" multiline minRows={1} size="small" />
        </Form>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sign in to comment.
        </Typography>
      )}
    </Stack>
  );
}
