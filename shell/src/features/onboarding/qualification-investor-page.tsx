import { type GetMeReply, useMe, useSession, useUpdateUserInfo } from '@fundnet/api-client';
import {
  CheckboxField,
  CountryPicker,
  ErrorPanel,
  Form,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  SelectField,
  TextField,
  useDocumentTitle,
  useValibotForm,
  DescriptionList,
  SignInPrompt,
} from '@fundnet/design-system';
import { countryOptions, investorTypeOptions, optionLabel, optionValues, profileNameSchema, type Option } from '@fundnet/validation-schema';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as v from 'valibot';
import { isAboutYouComplete } from './onboarding-progress';
import { joinPath } from './onboarding-paths';
import { userInfoUpdate } from './user-info-body';

/** Assets under management bands (our choice; the spec has none). */
export const aumBandOptions = [
  { value: 'under5m', label: 'Under €5 million' },
  { value: '5mTo50m', label: '€5 million to €50 million' },
  { value: '50mTo250m', label: '€50 million to €250 million' },
  { value: '250mTo1bn', label: '€250 million to €1 billion' },
  { value: 'over1bn', label: 'Over €1 billion' },
] as const satisfies readonly Option[];

/** The statements the investor confirms, word for word as shown. */
export const certificationStatements = {
  confirmProfessional:
    'I confirm that the investing entity is a professional client within the meaning of Annex II of Directive 2014/65/EU (MiFID II), or a semi-professional or qualified investor under the law of its jurisdiction (for example § 1(19) no. 33 of the German Capital Investment Code, KAGB), and that I am authorised to make this statement on its behalf.',
  confirmRisks:
    'I understand that investments in private funds are illiquid, long-term and high-risk, that the whole amount invested may be lost, and that information on Fundnet is neither an offer to sell nor investment advice.',
  confirmAccuracy:
    'The information I give here is complete and correct. I will update it if it changes, and I understand that fund managers may rely on it when deciding which information to share with me.',
} as const;

// Messages of this form; the spec has no qualification form, so none of them is in the spec.
export const qualificationMessages = {
  investorTypeRequired: 'Investor type is required',
  jurisdictionRequired: 'Jurisdiction is required',
  aumBandRequired: 'Assets under management are required',
  confirmationRequired: 'Please confirm this statement',
  jobTitleMaxLength: 'Role can be at most 200 characters',
} as const;

const mustConfirm = v.pipe(
  v.boolean(qualificationMessages.confirmationRequired),
  v.value(true, qualificationMessages.confirmationRequired),
);

export const qualificationSchema = v.object({
  // Stored as user-info.companyName: the spec's company-name message (sic).
  companyName: profileNameSchema,
  // Stored as user-info.jobTitle (optional).
  jobTitle: v.pipe(v.string(), v.trim(), v.maxLength(200, qualificationMessages.jobTitleMaxLength)),
  investorType: v.picklist(optionValues(investorTypeOptions), qualificationMessages.investorTypeRequired),
  jurisdiction: v.picklist(
    countryOptions.map((option) => option.value),
    qualificationMessages.jurisdictionRequired,
  ),
  aumBand: v.picklist(optionValues(aumBandOptions), qualificationMessages.aumBandRequired),
  confirmProfessional: mustConfirm,
  confirmRisks: mustConfirm,
  confirmAccuracy: mustConfirm,
});
type QualificationValues = v.InferOutput<typeof qualificationSchema>;

function CertificationSummary({ values, onEdit }: { values: QualificationValues; onEdit: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    ['Investment entity', values.companyName],
    ['Your role', values.jobTitle || '—'],
    ['Investor type', optionLabel(investorTypeOptions, values.investorType) ?? values.investorType],
    ['Jurisdiction', optionLabel(countryOptions, values.jurisdiction) ?? values.jurisdiction],
    ['Assets under management', optionLabel(aumBandOptions, values.aumBand) ?? values.aumBand],
  ];
  return (
    <Box role="status">
      <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none', mb: 1 }}>
        Thank you: your self-certification is complete
      </Typography>
      <Alert severity="success" sx={{ mb: 2 }}>
        Your investment entity and role were saved with your user details.
      </Alert>
      <DescriptionList
        items={rows.map(([label, value]) => ({ label, value }))}
        labelWidth="max-content"
        variant="body1"
        sx={{ columnGap: 3, mb: 2 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        You confirmed the three statements above on {new Date().toLocaleDateString('en-GB')}. Print this page if you need a copy for your
        records.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onEdit}>Change my answers</Button>
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="contained" component={RouterLink} to="/fund/discovery">
          Discover funds
        </Button>
      </Stack>
    </Box>
  );
}

function QualificationForm({ me }: { me: GetMeReply }) {
  const save = useUpdateUserInfo();
  const [done, setDone] = useState<QualificationValues | null>(null);
  const form = useValibotForm(qualificationSchema, {
    defaultValues: {
      companyName: me.userInfo.companyName ?? '',
      jobTitle: me.userInfo.jobTitle ?? '',
      confirmProfessional: false,
      confirmRisks: false,
      confirmAccuracy: false,
    },
  });

  if (!isAboutYouComplete(me.userInfo)) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={joinPath('aboutYou')} color="inherit">
            Complete about you
          </Button>
        }
      >
        Please tell us about yourself first (name, country of residence and what describes you best); the certification is saved with those
        details.
      </Alert>
    );
  }

  if (done) return <CertificationSummary values={done} onEdit={() => setDone(null)} />;

  return (
    <Form
      form={form}
      aria-label="Professional investor self-certification"
      submitLabel="Confirm and save"
      onSubmit={async (values) => {
        await save.mutateAsync(userInfoUpdate(me.userInfo, { companyName: values.companyName, jobTitle: values.jobTitle || null }));
        setDone(values);
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        The investing entity
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="companyName"
          label="Investment entity name"
          required
          fullWidth
          autoComplete="organization"
          helperText="Saved as the company name of your user details."
        />
        <TextField
          name="jobTitle"
          label="Your role"
          fullWidth
          autoComplete="organization-title"
          helperText="Optional, e.g. Chief Investment Officer. Saved as your job title."
        />
      </Stack>
      <SelectField name="investorType" label="Investor type" required fullWidth options={investorTypeOptions} />
      <CountryPicker
        name="jurisdiction"
        label="Jurisdiction of the investing entity"
        required
        helperText="Where the entity is established or, for individuals, resident."
      />
      <SelectField
        name="aumBand"
        label="Assets under management"
        required
        fullWidth
        options={aumBandOptions}
        helperText="Of the entity, or your investable assets as an individual."
      />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pt: 1 }}>
        Confirmations
      </Typography>
      <CheckboxField name="confirmProfessional" label={certificationStatements.confirmProfessional} required />
      <CheckboxField name="confirmRisks" label={certificationStatements.confirmRisks} required />
      <CheckboxField name="confirmAccuracy" label={certificationStatements.confirmAccuracy} required />
    </Form>
  );
}

/**
 * /qualificationInvestor: self-certification as a professional / qualified investor. The entity
 * name and role are saved to user-info (companyName, jobTitle); user-info has no fields for investor
 * type, jurisdiction, AUM band or the confirmations, so those are checked here and shown back, not stored.
 */
export function QualificationInvestorPage() {
  useDocumentTitle('Professional investor certification', { restoreOnUnmount: true });
  const { isAuthenticated } = useSession();
  const me = useMe({ enabled: isAuthenticated });
  if (!isAuthenticated) return <SignInPrompt title="Professional investor certification" what="your investor certification" />;

  return (
    <PageContainer maxWidth="md">
      <PageHeader
        title="Professional investor certification"
        subtitle="Many funds may only be marketed to professional or qualified investors. Confirm your status so fund managers can share their details with you."
      />
      <SectionCard title="Self-certification">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your investment entity and your role are stored with your user details (you can change them later under{' '}
          <Link component={RouterLink} to="/userSettings/details">
            User settings › Details
          </Link>
          ). Investor type, jurisdiction, assets under management and your confirmations are checked here and shown back to you, but are not
          yet stored by Fundnet, so you may be asked for them again.
        </Typography>
        {me.isPending ? (
          <LoadingState compact label="Loading your details…" />
        ) : me.isError ? (
          <ErrorPanel title="Your details could not be loaded" message={me.error.message} onRetry={() => void me.refetch()} />
        ) : (
          <QualificationForm me={me.data} />
        )}
      </SectionCard>
      <Typography variant="body2" color="text.secondary">
        A false certification may breach the law of your jurisdiction and the{' '}
        <Link component={RouterLink} to="/terms">
          terms of use
        </Link>
        . Questions?{' '}
        <Link component={RouterLink} to="/contact">
          Contact us
        </Link>
        .
      </Typography>
    </PageContainer>
  );
}
