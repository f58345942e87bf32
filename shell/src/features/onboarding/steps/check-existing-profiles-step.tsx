import {
  checkExistingProfilesQueryOptions,
  type ExistingProfileMatch,
  type ProfileSummary,
  useCreateProfile,
  useMyProfiles,
  useProfileSwitch,
  useSession,
} from '@fundnet/api-client';
import { useDebouncedValue } from '@fundnet/app-runtime';
import { EmptyState, ErrorPanel, Form, LoadingState, TextField, useValibotForm } from '@fundnet/design-system';
import {
  type ProfileType,
  profileMemberRoleLabels,
  profileNameSchema,
  profilePublicPath,
  profileStatusLabels,
} from '@fundnet/validation-schema';
import { Alert, AlertTitle, Box, Button, Chip, Divider, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
 * While the user types a name, the server's check-existing call ({family}/check-existing, by name similarity) lists
 * profiles of this type already on Fundnet that the user does not belong to: published ones link to their page (where
 * an unclaimed one can be claimed), and creating a second profile then needs a deliberate "Create anyway".
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
  const typedName = useDebouncedValue(form.watch('name').trim(), 400);
  const existing = useQuery({
    ...checkExistingProfilesQueryOptions(type, { name: typedName }),
    enabled: typedName.length >= minimumCheckLength,
    placeholderData: keepPreviousData,
  });
  const mineIds = new Set(mine.data?.map((profile) => profile.id));
  const matches = typedName.length >= minimumCheckLength ? (existing.data?.matches.filter((match) => !mineIds.has(match.id)) ?? []) : [];

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
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        Create a new {info.noun}
      </Typography>
      <Form
        form={form}
        aria-label={`Create a new ${info.noun}`}
        submitLabel={matches.length > 0 ? 'Create anyway' : `Create ${type === 'fund' ? 'fund' : 'profile'}`}
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
        <Box aria-live="polite">{matches.length > 0 && <ExistingMatches type={type} noun={info.noun} matches={matches} />}</Box>
      </Form>
    </StepCard>
  );
}

/** Names shorter than this match too much to be worth a check. */
const minimumCheckLength = 3;

/** Profiles of this type already on Fundnet with a similar name: the way to join them instead of duplicating. */
function ExistingMatches({ type, noun, matches }: { type: ProfileType; noun: string; matches: readonly ExistingProfileMatch[] }) {
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>
        {matches.length === 1
          ? `A ${noun} with a similar name is already on Fundnet`
          : `${matches.length} ${noun}s with similar names are already on Fundnet`}
      </AlertTitle>
      <List dense disablePadding aria-label={`Similar ${noun}s on Fundnet`}>
        {matches.slice(0, 5).map((match) => (
          <ListItem key={match.id} disableGutters>
            <ListItemText
              primary={
                match.status === 'published' ? (
                  <Link component={RouterLink} to={profilePublicPath({ type, slug: match.slug })} target="_blank" rel="noopener">
                    {match.name}
                  </Link>
                ) : (
                  match.name
                )
              }
              secondary={[profileStatusLabels[match.status], match.websiteDomain].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2">
        If one of them is your organisation, ask its owner to invite you (Team in its profile settings), or open its page to claim it if
        nobody manages it yet. Create a new {noun} only if yours is a different one.
      </Typography>
    </Alert>
  );
}
