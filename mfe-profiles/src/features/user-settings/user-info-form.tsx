import { type UserInfo, useUpdateUserInfo } from '@fundnet/api-client';
import { CountryPicker, Form, MultiSelectChips, SelectField, TextField, UrlField, useNotify, useValibotForm } from '@fundnet/design-system';
import {
  describesYouBestOptions,
  pointOfInterestOptions,
  type UpdateUserInfoFormValues,
  updateUserInfoBody,
} from '@fundnet/validation-schema';
import { Box } from '@mui/material';

/** The form's starting values: the stored details (nulls become empty texts for the text inputs). */
export function userInfoFormValues(info: UserInfo): UpdateUserInfoFormValues {
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    countryOfResidence: (info.countryOfResidence ?? null) as unknown as UpdateUserInfoFormValues['countryOfResidence'],
    describesYouBest: (info.describesYouBest ?? null) as unknown as UpdateUserInfoFormValues['describesYouBest'],
    jobTitle: info.jobTitle ?? '',
    companyName: info.companyName ?? '',
    linkedinUrl: info.linkedinUrl ?? '',
    pointsOfInterest: info.pointsOfInterest as UpdateUserInfoFormValues['pointsOfInterest'],
  };
}

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 } as const;

/**
 * The user's personal details (PUT api/user-info), with the rules of the API's contract: first
 * name, last name, country of residence and "what describes you best" are required; job title,
 * company and LinkedIn are optional (blank clears them); at least one point of interest.
 */
export function UserInfoForm({ info }: { info: UserInfo }) {
  const notify = useNotify();
  const form = useValibotForm(updateUserInfoBody, { defaultValues: userInfoFormValues(info) });
  const update = useUpdateUserInfo();

  return (
    <Form
      form={form}
      aria-label="Your details"
      submitLabel="Save details"
      onSubmit={async (values) => {
        const saved = await update.mutateAsync(values);
        form.reset(userInfoFormValues(saved));
        notify.success('Your details were saved.');
      }}
    >
      <Box sx={twoColumns}>
        <TextField name="firstName" label="First name" required autoComplete="given-name" />
        <TextField name="lastName" label="Last name" required autoComplete="family-name" />
      </Box>
      <Box sx={twoColumns}>
        <CountryPicker name="countryOfResidence" label="Country of residence" required />
        <SelectField name="describesYouBest" label="What describes you best" required options={describesYouBestOptions} />
      </Box>
      <Box sx={twoColumns}>
        <TextField name="jobTitle" label="Job title" autoComplete="organization-title" />
        <TextField name="companyName" label="Company" autoComplete="organization" />
      </Box>
      <UrlField name="linkedinUrl" label="LinkedIn" helperText="The address of your LinkedIn profile" />
      <MultiSelectChips name="pointsOfInterest" label="Points of interest" required options={pointOfInterestOptions} />
    </Form>
  );
}
