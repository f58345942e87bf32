import { WithActiveProfile } from '../../shared/with-active-profile';
import { type ActiveProfile, type ProfileCompanyReply, useProfile, useProfileCompany, useSaveProfileCompany } from '@fundnet/api-client';
import { ErrorPanel, Form, LoadingState, SectionCard, TextField, UrlField, useNotify, useValibotForm } from '@fundnet/design-system';
import { type ProfileCompanyInput, profileCompanyBody, roleAtLeast } from '@fundnet/validation-schema';
import { Alert, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /settings/company: the legal entity behind the active profile (members only; owners and admins change it). */
export function CompanySection() {
  return <WithActiveProfile purpose="whose company you want to manage">{(profile) => <Company profile={profile} />}</WithActiveProfile>;
}

function Company({ profile }: { profile: ActiveProfile }) {
  const company = useProfileCompany(profile);
  const detail = useProfile(profile);
  if (company.isPending || detail.isPending) return <LoadingState label="Loading the company…" />;
  if (company.isError) {
    return <ErrorPanel title="The company could not be loaded" message={company.error.message} onRetry={() => void company.refetch()} />;
  }
  const role = detail.data?.role;
  const canEdit = Boolean(role && roleAtLeast(role, 'admin'));
  const saved = company.data.company;
  return (
    <>
      <SectionCard
        title="Company details"
        subtitle={
          saved
            ? `Last changed ${dateTime.format(new Date(saved.updatedAt))}${saved.updatedBy ? ` by ${saved.updatedBy.firstName} ${saved.updatedBy.lastName}` : ''}. Only the members of this profile see it.`
            : 'The legal entity contracts and invoices are made out to. Only the members of this profile see it.'
        }
      >
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Owners and admins change the company details; you can read them.
          </Alert>
        )}
        <CompanyForm profile={profile} reply={company.data} disabled={!canEdit} />
      </SectionCard>
      {profile.type === 'fund' && <FundDetailsNotice reply={company.data} />}
    </>
  );
}

const valuesOf = (reply: ProfileCompanyReply): ProfileCompanyInput => ({
  companyName: reply.company?.companyName ?? '',
  legalName: reply.company?.legalName ?? '',
  address: reply.company?.address ?? '',
  vatId: reply.company?.vatId ?? '',
  websiteUrl: reply.company?.websiteUrl ?? '',
});

function CompanyForm({ profile, reply, disabled }: { profile: ActiveProfile; reply: ProfileCompanyReply; disabled: boolean }) {
  const notify = useNotify();
  const form = useValibotForm(profileCompanyBody, { defaultValues: valuesOf(reply), disabled });
  const save = useSaveProfileCompany(profile);
  const fields = (
    <Stack spacing={2.5}>
      <TextField name="companyName" label="Company name" required autoComplete="organization" />
      <TextField
        name="legalName"
        label="Legal name"
        required
        helperText="As registered, with its legal form (e.g. “Northwind Ventures AG”)."
      />
      <TextField name="address" label="Registered address" required multiline minRows={3} autoComplete="street-address" />
      <TextField name="vatId" label="VAT ID" required helperText="The VAT or tax identification number of the company." />
      <UrlField name="websiteUrl" label="Website" />
    </Stack>
  );
  if (disabled)
    return (
      <Form form={form} onSubmit={() => undefined} hideActions>
        {fields}
      </Form>
    );
  return (
    <Form
      form={form}
      submitLabel="Save company"
      onSubmit={async (values) => {
        const next = await save.mutateAsync(values);
        form.reset(valuesOf(next));
        notify.success('Company details saved.');
      }}
    >
      {fields}
    </Form>
  );
}

/** A fund's public name of its management company lives in the fund details: show it, and say when it differs. */
function FundDetailsNotice({ reply }: { reply: ProfileCompanyReply }) {
  const publicName = reply.fundManagementCompany;
  const names = [reply.company?.companyName, reply.company?.legalName].filter(Boolean).map((name) => name!.toLowerCase());
  const differs = Boolean(publicName && reply.company && !names.includes(publicName.toLowerCase()));
  const edit = (
    <Link component={RouterLink} to="/fund/edit#general">
      Edit the fund details
    </Link>
  );
  return (
    <SectionCard title="On your public fund page">
      {!publicName ? (
        <Alert severity="info">
          Your fund details name no fund management company yet. Visitors see the one you enter there, once approved. {edit}
        </Alert>
      ) : (
        <Alert severity={differs ? 'warning' : 'success'}>
          Your fund details show “{publicName}” as the fund management company.{' '}
          {differs
            ? 'It differs from the company above: align them in the fund details (the change goes to the administrators for approval).'
            : 'It matches the company above.'}{' '}
          {edit}
        </Alert>
      )}
    </SectionCard>
  );
}
