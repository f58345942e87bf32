import { useUpdateUserInfo, type GetMeReply } from '@fundnet/api-client';
import { CountryPicker, Form, SelectField, TextField, useValibotForm } from '@fundnet/design-system';
import { describesYouBestOptions, type OnboardingAboutYouFormInput, onboardingAboutYouSchema } from '@fundnet/validation-schema';
import { Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { StepCard } from '../components/step-card';
import { JOIN_BASE } from '../onboarding-paths';

type AboutYouInput = OnboardingAboutYouFormInput;

/** /join/aboutYou: first name, last name, country of residence and "What describes you best" (all required). */
export function AboutYouStep({ me }: { me: GetMeReply }) {
  const navigate = useNavigate();
  const save = useUpdateUserInfo();
  const info = me.userInfo;
  const form = useValibotForm(onboardingAboutYouSchema, {
    defaultValues: {
      firstName: info.firstName || me.user.firstName || '',
      lastName: info.lastName || me.user.lastName || '',
      // Stored values come back as plain strings; the schema checks them against the lists.
      countryOfResidence: (info.countryOfResidence ?? undefined) as AboutYouInput['countryOfResidence'] | undefined,
      describesYouBest: (info.describesYouBest ?? undefined) as AboutYouInput['describesYouBest'] | undefined,
    },
  });

  return (
    <StepCard
      title="About you"
      description="Tell us who you are. Other members see your name on the profiles you belong to; your country and role help us tailor Fundnet to you."
      next="Next: verify your phone number (optional), then choose the kind of profile to create."
    >
      <Form
        form={form}
        submitLabel="Save and continue"
        aria-label="About you"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          navigate(JOIN_BASE);
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField name="firstName" label="First name" required fullWidth autoComplete="given-name" />
          <TextField name="lastName" label="Last name" required fullWidth autoComplete="family-name" />
        </Stack>
        <CountryPicker name="countryOfResidence" label="Country of residence" required />
        <SelectField name="describesYouBest" label="What describes you best" required fullWidth options={describesYouBestOptions} />
      </Form>
    </StepCard>
  );
}
