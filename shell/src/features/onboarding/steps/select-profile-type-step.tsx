import type { GetMeReply } from '@fundnet/api-client';
import type { ProfileType } from '@fundnet/validation-schema';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StepCard } from '../components/step-card';
import { joinPath } from '../onboarding-paths';
import { rememberProfileType } from '../onboarding-storage';
import { profileTypeInfo, profileTypeOrder } from '../profile-types';

const CHOOSE_TYPE = 'Please choose the kind of profile you want to create';

/** /join/selectProfileType: fund, investor or service provider, each with what it is for. */
export function SelectProfileTypeStep({ me, current }: { me: GetMeReply; current: ProfileType | null }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<ProfileType | null>(current);
  const [error, setError] = useState(false);
  const count = me.profiles.length;

  return (
    <StepCard
      title="Which profile do you want to create?"
      description="A profile is how your organisation appears on Fundnet. You can belong to several profiles of different kinds with the same account."
      next="Next: choose your points of interest, then name your profile."
    >
      {count > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You already belong to {count === 1 ? 'one profile' : `${count} profiles`}.{' '}
          <Link component={RouterLink} to="/selectProfile">
            Switch to an existing profile
          </Link>{' '}
          instead, or create another one below.
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Profile type"
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) {
            setError(true);
            return;
          }
          rememberProfileType(choice);
          navigate(joinPath('pointsOfInterest', choice));
        }}
      >
        <FormControl error={error} required fullWidth>
          <FormLabel id="profile-type-label" sx={{ mb: 1 }}>
            I am a…
          </FormLabel>
          <RadioGroup
            aria-labelledby="profile-type-label"
            aria-describedby={error ? 'profile-type-error' : undefined}
            name="profileType"
            value={choice ?? ''}
            onChange={(event) => {
              setChoice(event.target.value as ProfileType);
              setError(false);
            }}
          >
            <Stack spacing={1.5}>
              {profileTypeOrder.map((type) => {
                const info = profileTypeInfo[type];
                return (
                  <Box
                    key={type}
                    sx={{
                      border: 1,
                      borderRadius: 2,
                      borderColor: choice === type ? 'primary.main' : 'divider',
                      px: 2,
                      py: 1,
                    }}
                  >
                    <FormControlLabel
                      value={type}
                      control={<Radio slotProps={{ input: { 'aria-describedby': `profile-type-${type}-offers` } }} />}
                      label={
                        <Box sx={{ py: 0.5 }}>
                          <Typography sx={{ fontWeight: 600 }}>{info.label}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {info.explanation}
                          </Typography>
                        </Box>
                      }
                    />
                    <Box component="ul" id={`profile-type-${type}-offers`} sx={{ m: 0, pl: 7, pb: 1 }}>
                      {info.offers.map((offer) => (
                        <Typography key={offer} component="li" variant="body2" color="text.secondary">
                          {offer}
                        </Typography>
                      ))}
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          </RadioGroup>
          {error && <FormHelperText id="profile-type-error">{CHOOSE_TYPE}</FormHelperText>}
        </FormControl>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 3 }}>
          <Button component={RouterLink} to={joinPath('aboutYou')}>
            Back
          </Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </Stack>
      </Box>
    </StepCard>
  );
}
