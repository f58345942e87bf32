import { useContactUs, useMe, useSession } from '@fundnet/api-client';
import { EmailField, Form, LinkButton, SelectField, TextField, useValibotForm } from '@fundnet/design-system';
import { contactUsSchema, formObject, messages } from '@fundnet/validation-schema';
import { Alert, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import * as v from 'valibot';
import { AuthPage } from '../auth';
import { applicantTypeOptions, membershipApplicationMessage, membershipApplicationType } from './lib/membership-application';

const applySchema = formObject({
  firstName: contactUsSchema.entries.firstName,
  lastName: contactUsSchema.entries.lastName,
  email: contactUsSchema.entries.email,
  company: v.pipe(v.string(messages.companyNameIsARequired), v.trim(), v.nonEmpty(messages.companyNameIsARequired)),
  applicantType: v.picklist(
    applicantTypeOptions.map((option) => option.value),
    messages.typeRequired,
  ),
  message: contactUsSchema.entries.message,
});
type ApplyValues = v.InferInput<typeof applySchema>;

/**
 * /apply: a fund, investor or service provider applies for membership. Sent through the contact
 * form (auth/contact-us) as a membership application; the team answers by e-mail.
 */
export function ApplyPage() {
  const contactUs = useContactUs();
  const { isAuthenticated } = useSession();
  const me = useMe({ enabled: isAuthenticated });
  const form = useValibotForm(applySchema, {
    defaultValues: { firstName: '', lastName: '', email: '', company: '', message: '' },
  });

  // Signed in: the person's own details, unless they already typed something.
  const user = me.data?.user;
  useEffect(() => {
    if (!user) return;
    for (const [name, value] of [
      ['firstName', user.firstName],
      ['lastName', user.lastName],
      ['email', user.email],
    ] as const) {
      if (!form.getValues(name)) form.setValue(name, value);
    }
  }, [form, user]);

  if (contactUs.isSuccess) {
    const { firstName, email } = contactUs.variables;
    return (
      <AuthPage title="Thank you for applying">
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Your application has reached the Fundnet team, {firstName}.
          </Alert>
          <Typography>
            We review every application personally and will reply by e-mail to <strong>{email}</strong>. Meanwhile you can look around:
            fund, investor and provider discovery is open to everyone.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <LinkButton to="/fund/discovery" variant="text">
              Discover funds
            </LinkButton>
            <LinkButton to="/" variant="contained">
              Go to the home page
            </LinkButton>
          </Stack>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Apply for membership"
      subtitle="Fundnet connects fund managers, investors and service providers. Tell us who you are; our team reviews each application and replies by e-mail."
    >
      <Form
        form={form}
        aria-label="Apply for membership"
        submitLabel="Send application"
        onSubmit={({ company, applicantType, message, ...person }: v.InferOutput<typeof applySchema>) =>
          contactUs.mutateAsync({
            ...person,
            type: membershipApplicationType,
            message: membershipApplicationMessage({ applicantType, company, message }),
          })
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField<ApplyValues> name="firstName" label="First name" required autoComplete="given-name" fullWidth autoFocus />
          <TextField<ApplyValues> name="lastName" label="Last name" required autoComplete="family-name" fullWidth />
        </Stack>
        <EmailField<ApplyValues> name="email" required helperText="We will reply to this address" />
        <TextField<ApplyValues> name="company" label="Company" required autoComplete="organization" />
        <SelectField<ApplyValues> name="applicantType" label="I am applying as" required options={applicantTypeOptions} />
        <TextField<ApplyValues>
          name="message"
          label="Message"
          required
          multiline
          minRows={4}
          helperText="What you are looking for on Fundnet: raising a fund, investing, offering services…"
        />
      </Form>
    </AuthPage>
  );
}
