import { useContactUs, useLegalOperator } from '@fundnet/api-client';
import {
  EmailField,
  Form,
  ManagedText,
  PageContainer,
  PageHeader,
  SectionCard,
  NativeSelectField,
  TextField,
  useDocumentTitle,
  useValibotForm,
} from '@fundnet/design-system';
import { contactFormTypeOptions, contactUsSchema } from '@fundnet/validation-schema';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { Alert, Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const emptyValues = { firstName: '', lastName: '', email: '', type: undefined, message: '' };

/** What the sender sees once the message went out; focus moves to it so it is announced. */
function SentConfirmation({ name, email, onAnother }: { name: string; email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <Box aria-hidden sx={{ color: 'success.main', '& svg': { fontSize: 48 } }}>
        <MailOutlined />
      </Box>
      <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
        Thank you, {name}. Your message is on its way.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        We answer within one working day at <strong>{email}</strong>. Meanwhile, the{' '}
        <Link component={RouterLink} to="/help-center">
          help center
        </Link>{' '}
        may already have the answer.
      </Typography>
      <Button variant="outlined" onClick={onAnother}>
        Send another message
      </Button>
    </Box>
  );
}

/** /contact: the contact form (POST auth/contact-us) with the spec's messages, and a success state. */
export function ContactPage() {
  useDocumentTitle('Contact us', { restoreOnUnmount: true });
  const send = useContactUs();
  const operator = useLegalOperator();
  const form = useValibotForm(contactUsSchema, { defaultValues: emptyValues });
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title="Contact us"
        subtitle={
          <ManagedText
            slug="contact.intro"
            builtIn="Questions, feedback, partnership or press enquiries: write to us and a person will answer."
            lines={1}
          />
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard title={sent ? undefined : 'Send us a message'} subtitle={sent ? undefined : 'All fields are required.'}>
            {sent ? (
              <SentConfirmation
                name={sent.name}
                email={sent.email}
                onAnother={() => {
                  form.reset(emptyValues);
                  setSent(null);
                }}
              />
            ) : (
              <Form
                form={form}
                aria-label="Contact form"
                submitLabel="Send message"
                onSubmit={async (values) => {
                  await send.mutateAsync(values);
                  setSent({ name: values.firstName, email: values.email });
                }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField name="firstName" label="First name" required fullWidth autoComplete="given-name" />
                  <TextField name="lastName" label="Last name" required fullWidth autoComplete="family-name" />
                </Stack>
                <EmailField name="email" label="Email" required fullWidth />
                <NativeSelectField
                  name="type"
                  label="Type"
                  required
                  fullWidth
                  options={contactFormTypeOptions}
                  helperText="What is your message about?"
                />
                <TextField name="message" label="Message" required fullWidth multiline minRows={5} />
                <Typography variant="body2" color="text.secondary">
                  We use your details only to answer your message; see the{' '}
                  <Link component={RouterLink} to="/privacyPolicy">
                    privacy policy
                  </Link>
                  .
                </Typography>
              </Form>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Other ways to reach us">
            {operator.data && (
              <>
                <Typography sx={{ mb: 1 }}>
                  E-mail: <Link href={`mailto:${operator.data.email}`}>{operator.data.email}</Link>
                </Typography>
                <Typography sx={{ mb: 1 }}>Telephone: {operator.data.phone}</Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {operator.data.name}
                  <br />
                  {operator.data.street}
                  <br />
                  {operator.data.postcode} {operator.data.city}, {operator.data.country}
                </Typography>
                <Alert severity="info" variant="outlined">
                  Data protection requests: <Link href={`mailto:${operator.data.privacyEmail}`}>{operator.data.privacyEmail}</Link>
                </Alert>
              </>
            )}
          </SectionCard>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
