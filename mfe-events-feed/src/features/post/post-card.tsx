import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type ActiveProfile, useDeletePost, useHidePost, useLikePost } from '@fundnet/api-client';
import { type Post, postTagLabels, postVisibilityLabels } from '@fundnet/validation-schema';
import { lazyPage } from '@fundnet/app-runtime';
import { profileTypeLabels, when } from './labels';

// The conversation and the dialogs hold the feed's forms: they load when a reader opens them, not with the feed.
const PostComments = lazyPage(() => import('./comments'), 'PostComments');
const EditPostDialog = lazyPage(() => import('./edit-post-dialog'), 'EditPostDialog');
const ReportDialog = lazyPage(() => import('./report-dialog'), 'ReportDialog');

const profilePaths = { fund: '/fund', investor: '/investor', serviceProvider: '/serviceProvider' } as const;

/** One post in the feed: author, tag, visibility, text, link preview, likes, comments and the reader's actions. */
export function PostCard({ post, profile }: { post: Post; profile: ActiveProfile | null }) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [showComments, setShowComments] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const like = useLikePost(profile!, post.id);
  const hide = useHidePost(profile!, post.id);
  const remove = useDeletePost(profile!, post.id);
  const liked = like.data ? like.data.liked : post.likedByMe;
  const likeCount = like.data ? like.data.likeCount : post.likeCount;
  const author = post.author;
  const authorHref = author.public ? `${profilePaths[author.type]}/${author.slug}` : undefined;
  return (
    <Card component="article" variant="outlined" aria-label={`Post by ${author.name}`}>
      <CardHeader
        avatar={
          <Avatar src={author.logo ?? undefined} alt="">
            {author.name.slice(0, 1)}
          </Avatar>
        }
        title={
          authorHref ? (
            <Link href={authorHref} underline="hover" color="inherit" sx={{ fontWeight: 600 }}>
              {author.name}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {author.name}
            </Typography>
          )
        }
        subheader={`${profileTypeLabels[author.type]} · ${when(post.createdAt)}${post.editedAt ? ' · edited' : ''}`}
        action={
          profile ? (
            <IconButton aria-label="Post actions" onClick={(event) => setMenu(event.currentTarget)}>
              <MoreHoriz />
            </IconButton>
          ) : null
        }
      />
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {post.mine
          ? [
              <MenuItem
                key="edit"
                onClick={() => {
                  setMenu(null);
                  setEditing(true);
                }}
              >
                Edit
              </MenuItem>,
              <MenuItem
                key="delete"
                onClick={() => {
                  setMenu(null);
                  if (window.confirm('Delete this post? Its likes and comments go with it.')) remove.mutate(undefined);
                }}
              >
                Delete
              </MenuItem>,
            ]
          : [
              <MenuItem
                key="hide"
                onClick={() => {
                  setMenu(null);
                  hide.mutate(undefined);
                }}
              >
                Hide for me
              </MenuItem>,
              // Not on the active profile's own post (a viewer member reads it, `mine` false): the server refuses it.
              post.author.id === profile?.id ? null : (
                <MenuItem
                  key="report"
                  onClick={() => {
                    setMenu(null);
                    setReporting(true);
                  }}
                >
                  Report
                </MenuItem>
              ),
            ]}
      </Menu>
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
          <Chip size="small" color="primary" variant="outlined" label={postTagLabels[post.tag]} />
          <Chip size="small" variant="outlined" label={postVisibilityLabels[post.visibility]} />
        </Stack>
        {post.removal ? (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            An administrator removed this post: {post.removal.reason}
          </Alert>
        ) : null}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.text}</Typography>
        {post.linkPreview ? (
          <Card variant="outlined" sx={{ mt: 1.5 }}>
            <CardActionArea component="a" href={post.linkPreview.url} target="_blank" rel="noopener noreferrer nofollow">
              <Stack direction="row">
                {post.linkPreview.image ? (
                  <Box component="img" src={post.linkPreview.image} alt="" sx={{ width: 120, objectFit: 'cover' }} />
                ) : null}
                <Box sx={{ p: 1.5 }}>
                  <Typography variant="caption" color="text.secondary">
                    {post.linkPreview.siteName}
                  </Typography>
                  <Typography variant="subtitle2">{post.linkPreview.title ?? post.linkPreview.url}</Typography>
                  {post.linkPreview.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {post.linkPreview.description}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
            </CardActionArea>
          </Card>
        ) : null}
        {notice ? (
          <Alert severity="info" sx={{ mt: 1.5 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
      </CardContent>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ px: 1, py: 0.5 }}>
        <Button
          size="small"
          startIcon={liked ? <Favorite color="error" /> : <FavoriteBorder />}
          aria-pressed={liked}
          aria-label={liked ? `Unlike (${likeCount} likes)` : `Like (${likeCount} likes)`}
          disabled={!profile || like.isPending || Boolean(post.removal)}
          onClick={() => like.mutate(!liked)}
        >
          {likeCount}
        </Button>
        <Button
          size="small"
          startIcon={<ChatBubbleOutline />}
          aria-expanded={showComments}
          aria-label={`Comments (${post.commentCount})`}
          onClick={() => setShowComments((open) => !open)}
        >
          {post.commentCount}
        </Button>
      </Stack>
      {showComments ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <PostComments postId={post.id} profile={profile} canModerate={post.mine} />
        </Box>
      ) : null}
      {profile ? (
        <>
          <ReportDialog
            profile={profile}
            postId={post.id}
            open={reporting}
            onClose={() => setReporting(false)}
            onReported={() => {
              setReporting(false);
              setNotice('Thank you. An administrator will review this post.');
            }}
          />
          {editing ? <EditPostDialog profile={profile} post={post} onClose={() => setEditing(false)} /> : null}
        </>
      ) : null}
    </Card>
  );
}
