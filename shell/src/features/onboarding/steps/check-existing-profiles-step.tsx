import { type ProfileSummary, useCreateProfile, useMyProfiles, useProfileSwitch, useSession } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, Form, LoadingState, TextField, useValibotForm } from '@fundnet/design-system';
import { type ProfileType, profileNameSchema, profileMemberRoleLabels, profileStatusLabels } from '@fundnet/validation-schema';
import { Alert, Box, Button, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { StepCard } from '../components/step-card';
import { joinPath } from '../onboarding-paths';
import { profileTypeInfo } from '../profile-types';

const newProfileSchema = v.object({ name: profileNameSchema });

/**
 * /join/<type>/checkExistingProfiles: the user's own profiles of this type (continue with one),
 * and a form to create a new one by name (POST profiles), which then becomes the active profile
 * (auth/profile-switch + the session store).
 *
 * Duplicates among OTHER users' profiles (the server's "check-existing" by name and domain) are a
 * later issue: until it exists this step only lists the user's own profiles, and says so.
 */
export function CheckExistingProfilesStep({ type }: { type: ProfileType }) {
  const navigate = useNavigate();
  const info = profileTypeInfo[type];
  const { activeProfile } = useSession();
  const mine = useMyProfiles();
  const create = useCreateProfile();
  const switchProfile = useProfileSwitch();
  const [switchError, setSwitchError] = useState<string | null>(null);
  const form = useValibotForm(newProfileSchema, { defaultValues: { name: '' } });
  const quiz = joinPath('quiz', type);

  const continueWith = (profile: ProfileSummary) => {
    setSwitchError(null);
    switchProfile.mutate(
      { profileId: profile.id, profileType: profile.type },
      { onSuccess: () => navigate(quiz), onError: (error) => setSwitchError(error.message) },
    );
  };

  const ofType = mine.data?.filter((profile) => profile.type === type) ?? [];

  return (
    <StepCard
      title={`Your ${info.noun}`}
      description={`Continue with a ${info.noun} you already belong to, or create a new one. New profiles start as drafts that only you and your team can see.`}
      next={
        type === 'investor' ? 'Next: a two-minute quiz on your investor style.' : 'Next: a short checklist of what to add to your profile.'
      }
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Profiles you already belong to
      </Typography>
      {mine.isPending ? (
        <LoadingState compact label="Loading your profiles…" />
      ) : mine.isError ? (
        <ErrorPanel title="Your profiles could not be loaded" message={mine.error.message} onRetry={() => mine.refetch()} />
      ) : ofType.length === 0 ? (
        <EmptyState compact title={`You do not belong to any ${info.noun} yet`} description="Create one below." />
      ) : (
        <List aria-label={`Your ${info.noun}s`}>
          {ofType.map((profile) => {
            const active = activeProfile?.id === profile.id;
            return (
              <ListItem
                key={profile.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    variant={active ? 'contained' : 'outlined'}
                    loading={switchProfile.isPending && switchProfile.variables?.profileId === profile.id}
                    onClick={() => (active ? navigate(quiz) : continueWith(profile))}
                    aria-label={`Continue with ${profile.name}`}
                  >
                    Continue with this
                  </Button>
                }
                sx={{ pr: 22 }}
              >
                <ListItemText
                  primary={profile.name}
                  secondary={
                    <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5 }}>
                      <Chip component="span" size="small" label={profileStatusLabels[profile.status]} />
                      <Chip
                        component="span"
                        size="small"
                        variant="outlined"
                        label={`Your role: ${profileMemberRoleLabels[profile.role]}`}
                      />
                      {active && <Chip component="span" size="small" color="primary" label="Active" />}
                    </Stack>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {switchError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {switchError}
        </Alert>
      )}
      <Alert severity="info" variant="outlined" sx={{ my: 2 }}>
        This list shows only profiles you are a member of. Fundnet will also check whether a {info.noun} with the same name or website
        already exists on the platform; until that check is available, if your organisation may already be on Fundnet, ask its owner to
        invite you instead of creating a second profile.
      </Alert>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        Create a new {info.noun}
      </Typography>
      <Form
        form={form}
        aria-label={`Create a new ${info.noun}`}
        submitLabel={`Create ${type === 'fund' ? 'fund' : 'profile'}`}
        actions={
          <Button component={RouterLink} to={joinPath('pointsOfInterest', type)}>
            Back
          </Button>
        }
        onSubmit={async ({ name }) => {
          const profile = await create.mutateAsync({ type, name });
          try {
            await switchProfile.mutateAsync({ profileId: profile.id, profileType: profile.type });
          } catch (error) {
            // The profile exists now: do not let a retry create a second one.
            form.reset({ name: '' });
            form.setError('root.server', {
              message: `"${profile.name}" was created but could not be made your active profile (${(error as Error).message}). Choose "Continue with this" next to it in the list above.`,
            });
            return;
          }
          navigate(quiz);
        }}
      >
        <Box>
          <TextField name="name" label={info.nameLabel} required fullWidth helperText={info.nameHelper} autoComplete="organization" />
        </Box>
      </Form>
    </StepCard>
  );
}
