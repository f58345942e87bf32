import { type GetMeReply, useUpdateUserInfo } from '@fundnet/api-client';
import { Form, MultiSelectChips, useValibotForm } from '@fundnet/design-system';
import {
  type OnboardingPointsOfInterestFormInput,
  onboardingPointsOfInterestSchema,
  optionLabel,
  type PointOfInterest,
  pointOfInterestOptions,
  type ProfileType,
} from '@fundnet/validation-schema';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StepCard } from '../components/step-card';
import { joinPath } from '../onboarding-paths';
import { profileTypeInfo } from '../profile-types';
import { userInfoUpdate } from '../user-info-body';

/** What people setting up each kind of profile choose most often (shown as a hint). */
const suggestions: Readonly<Record<ProfileType, readonly PointOfInterest[]>> = {
  fund: ['raiseCapital', 'findInvestors', 'findServiceProviders'],
  investor: ['findFunds', 'coInvestments', 'secondaries'],
  serviceProvider: ['offerServices', 'networking', 'events'],
};

const known = new Set<string>(pointOfInterestOptions.map((option) => option.value));

/** /join/<type>/pointsOfInterest: at least one point of interest, saved to user-info.pointsOfInterest. */
export function PointsOfInterestStep({ me, type }: { me: GetMeReply; type: ProfileType }) {
  const navigate = useNavigate();
  const save = useUpdateUserInfo();
  const stored = me.userInfo.pointsOfInterest.filter((value) =>
    known.has(value),
  ) as OnboardingPointsOfInterestFormInput['pointsOfInterest'];
  const form = useValibotForm(onboardingPointsOfInterestSchema, { defaultValues: { pointsOfInterest: stored } });
  const hint = suggestions[type].map((value) => optionLabel(pointOfInterestOptions, value)).join(', ');
  const info = profileTypeInfo[type];

  return (
    <StepCard
      title="What are you interested in?"
      description="Choose at least one. We use your interests to suggest profiles, events and news; you can change them any time in your user settings."
      next={`Next: check your existing profiles and name your ${info.noun}.`}
    >
      <Form
        form={form}
        aria-label="Points of interest"
        submitLabel="Save and continue"
        actions={
          <Button component={RouterLink} to={joinPath('selectProfileType')}>
            Back
          </Button>
        }
        onSubmit={async ({ pointsOfInterest }) => {
          await save.mutateAsync(userInfoUpdate(me.userInfo, { pointsOfInterest }));
          navigate(joinPath('checkExistingProfiles', type));
        }}
      >
        <MultiSelectChips
          name="pointsOfInterest"
          label="Points of interest"
          required
          options={pointOfInterestOptions}
          placeholder="Type or pick from the list"
          helperText={`Popular with ${info.audience}: ${hint}.`}
        />
      </Form>
    </StepCard>
  );
}
