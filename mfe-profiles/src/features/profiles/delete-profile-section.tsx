import { WithActiveProfile } from '../../shared/with-active-profile';
import { profileStatusLabels } from '@fundnet/validation-schema';
import { type ActiveProfile, type ProfileDetail, useDeleteProfile, useProfile } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Where the shell lets the user pick another profile to act as. */
const SELECT_PROFILE_PATH = '/selectProfile';

/** /settings/deleteProfile: the owner of a draft deletes it after typing its name. */
export function DeleteProfileSection() {
  return <WithActiveProfile purpose="you want to delete">{(profile) => <DeleteProfile active={profile} />}</WithActiveProfile>;
}

function DeleteProfile({ active }: { active: ActiveProfile }) {
  const profile = useProfile(active);
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    return <ErrorPanel title="The profile could not be loaded" message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  const detail = profile.data;
  if (detail.status !== 'draft') {
    return (
      <SectionCard title={`Delete ${detail.name}`}>
        <Alert severity="info">
          Only draft profiles can be deleted. {detail.name} is {profileStatusLabels[detail.status].toLowerCase()}: it may already have been
          seen by others, so it stays on Fundnet. Contact Fundnet support if it must be removed.
        </Alert>
      </SectionCard>
    );
  }
  if (detail.role !== 'owner') {
    return (
      <SectionCard title={`Delete ${detail.name}`}>
        <Alert severity="info">Only an owner of {detail.name} can delete it. Ask one of its owners.</Alert>
      </SectionCard>
    );
  }
  return <DeleteDraft active={active} detail={detail} />;
}

function DeleteDraft({ active, detail }: { active: ActiveProfile; detail: ProfileDetail }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const remove = useDeleteProfile({ onSuccess: () => navigate(SELECT_PROFILE_PATH) });
  const matches = typed.trim() === detail.name;

  return (
    <SectionCard title={`Delete ${detail.name}`}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) remove.mutate(active);
        }}
      >
        <Typography>Deleting this draft removes it, its sections and its team for good. This cannot be undone.</Typography>
        <TextField
          label="Profile name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={`Type “${detail.name}” to confirm.`}
          autoComplete="off"
          required
        />
        {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
        <div>
          <Button type="submit" variant="contained" color="error" disabled={!matches} loading={remove.isPending}>
            Delete profile
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
