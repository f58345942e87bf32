import { useSharedWithMe } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { profileTypeLabels } from '@fundnet/validation-schema';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Box, Stack, Typography } from '@mui/material';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/**
 * /userSettings/sharedProfiles: profiles shared with the user through share links: links whose invited addresses
 * name the user's address (or its @domain), and links the user opened with a proven address.
 */
export function SharedProfilesTab() {
  useDocumentTitle('Shared profiles');
  const shared = useSharedWithMe();
  if (shared.isPending) return <LoadingState label="Loading the profiles shared with you…" />;
  if (shared.isError) {
    return <ErrorPanel title="Shared profiles could not be loaded" message={shared.error.message} onRetry={() => void shared.refetch()} />;
  }
  return (
    <SectionCard title="Shared profiles">
      {shared.data.items.length === 0 ? (
        <EmptyState
          icon={<ShareOutlined />}
          title="No profile has been shared with you yet"
          description="When a fund shares its profile with your e-mail address through a share link, it is listed here so you can open it again without the link."
        />
      ) : (
        <Stack spacing={1.5}>
          {shared.data.items.map((item) => (
            <Box
              key={item.slug}
              component="article"
              aria-label={item.profile.name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography variant="subtitle1" component="h3">
                  {item.profile.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {profileTypeLabels[item.profile.type]} · shared on {date(item.sharedAt)}
                  {item.lastOpenedAt ? ` · last opened ${date(item.lastOpenedAt)}` : ''}
                </Typography>
              </Box>
              <LinkButton size="small" to={new URL(item.url).pathname}>
                Open
              </LinkButton>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
