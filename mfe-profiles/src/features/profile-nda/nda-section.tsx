import { WithActiveProfile } from '../../shared/with-active-profile';
import { type ActiveProfile, type ProfileNdaReply, useEditProfileSection, useProfile, useProfileNda } from '@fundnet/api-client';
import {
  CheckboxField,
  ErrorPanel,
  type FormSchema,
  Form,
  LoadingState,
  MultiSelectChips,
  SectionCard,
  useNotify,
  useValibotForm,
  WithManagedHelp,
} from '@fundnet/design-system';
import { type ProfileMemberRole, roleAtLeast } from '@fundnet/validation-schema';
import { Alert, Typography } from '@mui/material';
import { AcceptancesList } from './acceptances-list';
import { NdaDocumentCard } from './nda-document-card';
import { kindOfType, sectionLabels } from './nda-kinds';

/**
 * /settings/nda: which sections visitors see only after accepting the NDA (the require-nda setting, editor role and
 * up), the NDA itself (owner or admin role), and who accepted it.
 */
export function NdaSection() {
  return <WithActiveProfile purpose="whose NDA you want to manage">{(profile) => <NdaSettings profile={profile} />}</WithActiveProfile>;
}

function NdaSettings({ profile }: { profile: ActiveProfile }) {
  const nda = useProfileNda(profile);
  const detail = useProfile(profile);
  if (nda.isPending || detail.isPending) return <LoadingState label="Loading your NDA…" />;
  if (nda.isError) return <ErrorPanel title="The NDA could not be loaded" message={nda.error.message} onRetry={() => void nda.refetch()} />;
  const role = detail.data?.role;
  return (
    <>
      <ProtectedSectionsCard profile={profile} reply={nda.data} role={role} />
      <NdaDocumentCard profile={profile} reply={nda.data} canEdit={Boolean(role && roleAtLeast(role, 'admin'))} />
      <SectionCard
        title="Who accepted your NDA"
        subtitle="Each profile that accepted, who accepted for it, which version and when. Its members see the protected sections."
      >
        <AcceptancesList profileType={profile.type} acceptances={nda.data.acceptances} />
      </SectionCard>
    </>
  );
}

function ProtectedSectionsCard({
  profile,
  reply,
  role,
}: {
  profile: ActiveProfile;
  reply: ProfileNdaReply;
  role: ProfileMemberRole | undefined;
}) {
  const kind = kindOfType[profile.type];
  const subtitle = 'Protected sections show as locked to visitors until their profile accepts your NDA. Applies at once, without approval.';
  if (!role || !roleAtLeast(role, 'editor')) {
    return (
      <SectionCard title="Protected sections" subtitle={subtitle}>
        <Alert severity="info" sx={{ mb: 2 }}>
          As a viewer you can see these settings; editors, admins and owners change them.
        </Alert>
        <Typography>
          {reply.requireNda && reply.sections.length > 0
            ? `Visitors accept the NDA to see: ${sectionLabels(kind, reply.sections)}.`
            : 'Visitors see every published section without an NDA.'}
        </Typography>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Protected sections" subtitle={subtitle}>
      <RequireNdaForm profile={profile} reply={reply} />
    </SectionCard>
  );
}

function RequireNdaForm({ profile, reply }: { profile: ActiveProfile; reply: ProfileNdaReply }) {
  const kind = kindOfType[profile.type];
  const notify = useNotify();
  const editSection = useEditProfileSection();
  const form = useValibotForm(kind.settingsSchemas['require-nda'] as FormSchema, {
    defaultValues: { requireNda: reply.requireNda, sections: reply.sections },
  });
  return (
    <Form
      form={form}
      submitLabel="Save protected sections"
      onSubmit={async (values) => {
        // The hook refreshes the profile's family and its NDA settings.
        await editSection.mutateAsync({ profile, section: 'require-nda', data: values });
        form.reset(values);
        notify.success('Protected sections saved. They apply at once.');
      }}
    >
      <WithManagedHelp helpKey="profileNda.requireNda" label="Require NDA">
        <CheckboxField name="requireNda" label="Require visitors to accept the NDA before they see the protected sections" />
      </WithManagedHelp>
      <MultiSelectChips
        name="sections"
        label="Protected sections"
        options={kind.ndaSections.map((section) => ({ value: section, label: kind.labels[section] ?? section }))}
        helperText="Your profile card always stays visible to everyone."
      />
    </Form>
  );
}
