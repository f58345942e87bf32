import {
  ApiError,
  type AdminProfileDetail,
  useAdminProfile,
  useAdminProfileData,
  useChangeProfileStatus,
  useEditProfileAdminSection,
  useSetDiscoveryWeight,
} from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { type ProfileType, profileMemberRoleLabels, profileTypes } from '@fundnet/validation-schema';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { profileStatusLabels, profileTypeLabels, sectionLabel } from './labels';

/** /admin/profiles/:type/:id: status, verified and featured flags, discovery weight, members, view as an audience, every section. */
export function ProfileDetailPage() {
  const { type = 'fund', id = '' } = useParams();
  if (!(profileTypes as readonly string[]).includes(type)) return <ErrorPanel title="Unknown profile type" message={type} />;
  return <ProfileDetailOf type={type as ProfileType} id={id} />;
}

function ProfileDetailOf({ type, id }: { type: ProfileType; id: string }) {
  const profile = useAdminProfile(type, id);
  if (profile.isPending) return <LoadingState label="Loading the profile…" />;
  if (profile.isError)
    return <ErrorPanel title="The profile could not be read" message={profile.error.message} onRetry={() => void profile.refetch()} />;
  return <ProfileDetail profile={profile.data} />;
}

function ProfileDetail({ profile }: { profile: AdminProfileDetail }) {
  const changeStatus = useChangeProfileStatus();
  const setWeight = useSetDiscoveryWeight();
  const [weight, setWeightValue] = useState(String(profile.weight));
  const [error, setError] = useState<string | null>(null);
  const [showData, setShowData] = useState(false);
  const data = useAdminProfileData(profile.type, profile.id, showData);
  // Refreshes the console's reads itself (the hook owns its invalidation).
  const adminSection = useEditProfileAdminSection();
  const setFlags = (next: { verified: boolean; featured: boolean }) =>
    adminSection.mutateAsync({
      profile: { id: profile.id, type: profile.type } as never,
      data: { verified: next.verified ? 'Yes' : 'No', featured: next.featured ? 'Yes' : 'No' } as never,
    });
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
    }
  };
  const published = profile.status === 'published';

  return (
    <Stack spacing={2}>
      <SectionCard>
        <Typography variant="h5" component="h2">
          {profile.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
          <Chip size="small" label={profileTypeLabels[profile.type]} />
          <Chip size="small" variant="outlined" label={profileStatusLabels[profile.status]} />
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </SectionCard>

      <SectionCard title="Status and discovery">
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label="Status"
            value={profile.status}
            onChange={(event) =>
              void run(() => changeStatus.mutateAsync({ type: profile.type, id: profile.id, status: event.target.value as never }))
            }
            sx={{ maxWidth: 260 }}
            helperText="Archived and rejected profiles leave discovery at once."
          >
            <MenuItem value={profile.status}>{profileStatusLabels[profile.status]}</MenuItem>
            {profile.allowedStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {profileStatusLabels[status]}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={profile.verified}
                  onChange={(event) => void run(() => setFlags({ verified: event.target.checked, featured: profile.featured }))}
                />
              }
              label="Verified"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={profile.featured}
                  onChange={(event) => void run(() => setFlags({ verified: profile.verified, featured: event.target.checked }))}
                />
              }
              label="Featured"
            />
          </Stack>
          <Stack
            component="form"
            aria-label="Discovery weight"
            direction="row"
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => setWeight.mutateAsync({ type: profile.type, id: profile.id, weight: Number(weight) }));
            }}
          >
            <TextField
              size="small"
              type="number"
              label="Discovery weight"
              value={weight}
              onChange={(event) => setWeightValue(event.target.value)}
              slotProps={{ htmlInput: { min: -1000, max: 1000, step: 1 } }}
              helperText="-1000 to 1000; higher ranks first after featured profiles."
            />
            <Box>
              <Button type="submit" variant="outlined" disabled={setWeight.isPending}>
                Save weight
              </Button>
            </Box>
          </Stack>
        </Stack>
      </SectionCard>

      <SectionCard title="View as">
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Open the public page exactly as one audience reads it (read-only; the view is recorded in the activity log).
        </Typography>
        {published ? (
          <Stack direction="row" spacing={1}>
            {(
              [
                ['visitor', 'A visitor'],
                ['follower', 'A follower'],
                ['lp', 'An LP with the link'],
              ] as const
            ).map(([audience, label]) => (
              <Button
                key={audience}
                component={RouterLink}
                to={`/admin/profiles/${profile.type}/${profile.id}/view-as/${audience}`}
                variant="outlined"
              >
                {label}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography>Only a published profile has a public page.</Typography>
        )}
      </SectionCard>

      <SectionCard title="Members">
        <Table size="small" aria-label="Members of the profile">
          <TableHead>
            <TableRow>
              <TableCell>Member</TableCell>
              <TableCell>Role</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {profile.members.map((member) => (
              <TableRow key={member.userId}>
                <TableCell>
                  <Link component={RouterLink} to={`/admin/users/${member.userId}`}>
                    {member.name || member.email}
                  </Link>{' '}
                  <Typography component="span" color="text.secondary">
                    {member.email}
                  </Typography>
                </TableCell>
                <TableCell>{profileMemberRoleLabels[member.role]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>

      <SectionCard title="Profile data">
        {!showData ? (
          <Button onClick={() => setShowData(true)}>Show every section (working and published)</Button>
        ) : data.isPending ? (
          <LoadingState label="Loading the sections…" />
        ) : data.isError ? (
          <ErrorPanel title="The sections could not be read" message={data.error.message} />
        ) : (
          <Stack spacing={1.5}>
            {data.data.sections.map((section) => (
              <Box key={section.section}>
                <Typography variant="subtitle2">{sectionLabel(section.section)}</Typography>
                <Box
                  component="pre"
                  sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 240 }}
                >
                  {JSON.stringify(section.working ?? section.published, null, 2)}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
