import { useViewAs, type ViewAsAudience } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { type ProfileType, viewAsAudiences } from '@fundnet/validation-schema';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { sectionLabel } from './labels';

const audienceLabels: Record<ViewAsAudience, string> = {
  visitor: 'a visitor who is not signed in',
  follower: 'a signed-in follower',
  lp: 'an LP holding the profile’s share link',
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function Value({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object')) return <>{value.join(', ')}</>;
    return (
      <Stack spacing={0.5}>
        {value.map((item, index) => (
          <Box key={index} sx={{ pl: 1, borderLeft: 2, borderColor: 'divider' }}>
            <Value value={item} />
          </Box>
        ))}
      </Stack>
    );
  }
  if (value && typeof value === 'object') {
    return (
      <Stack spacing={0.25}>
        {Object.entries(value as Record<string, unknown>)
          .filter(([, inner]) => !isEmpty(inner))
          .map(([key, inner]) => (
            <Box key={key}>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {key}:{' '}
              </Typography>
              <Typography component="span" variant="body2">
                <Value value={inner} />
              </Typography>
            </Box>
          ))}
      </Stack>
    );
  }
  return <>{String(value)}</>;
}

/** /admin/profiles/:type/:id/view-as/:audience: the public page's content exactly as that audience receives it (read-only). */
export function ViewAsPage() {
  const { type = 'fund', id = '', audience = 'visitor' } = useParams();
  const valid = (viewAsAudiences as readonly string[]).includes(audience);
  const view = useViewAs(type as ProfileType, id, (valid ? audience : 'visitor') as ViewAsAudience);
  if (!valid) return <ErrorPanel title="Unknown audience" message={audience} />;
  if (view.isPending) return <LoadingState label="Loading the profile as this audience…" />;
  if (view.isError)
    return <ErrorPanel title="The profile could not be shown" message={view.error.message} onRetry={() => void view.refetch()} />;
  const profile = view.data.profile as {
    name?: string;
    sections?: Record<string, { data: Record<string, unknown> | null; locked: boolean }>;
    withheldFields?: { field: string; audience: string }[];
    unlockedSections?: string[];
    requireNda?: boolean;
    verified?: boolean;
    featured?: boolean;
  };
  const sections = Object.entries(profile.sections ?? {});
  return (
    <Stack spacing={2}>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={`/admin/profiles/${type}/${id}`}>
            Back
          </Button>
        }
      >
        Read-only: you see this profile as {audienceLabels[audience as ViewAsAudience]}. This view is recorded in the activity log.
      </Alert>
      <SectionCard>
        <Typography variant="h5" component="h2">
          {profile.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
          {profile.verified && <Chip size="small" color="success" label="Verified" />}
          {profile.featured && <Chip size="small" color="secondary" label="Featured" />}
          {profile.requireNda && <Chip size="small" variant="outlined" label="NDA required" />}
        </Stack>
        {(profile.withheldFields?.length ?? 0) > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Withheld from this audience: {profile.withheldFields!.map((field) => field.field).join(', ')}
          </Typography>
        )}
      </SectionCard>
      {sections.map(([section, data]) => (
        <SectionCard key={section} title={sectionLabel(section)}>
          {data.locked || !data.data ? (
            <Typography color="text.secondary">Locked for this audience (NDA).</Typography>
          ) : (
            <Value value={data.data} />
          )}
        </SectionCard>
      ))}
    </Stack>
  );
}
