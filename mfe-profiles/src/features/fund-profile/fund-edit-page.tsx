import {
  type ActiveProfile,
  type EditableFundSection,
  type FundOwnerView,
  editFundSection,
  fundInfoKeys,
  updateFundraisingStatus,
  useFundInfo,
  useSession,
} from '@fundnet/api-client';
import {
  EmptyState,
  ErrorPanel,
  type FormSchema,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SignInPrompt,
  useDocumentTitle,
} from '@fundnet/design-system';
import {
  type FundContentSection,
  type FundSettingsSection,
  fundFieldPaths,
  fundNdaSections,
  type ProfileStatus,
  type SectionState,
} from '@fundnet/validation-schema';
import { Alert, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AnchorNav } from './anchor-nav';
import {
  fundAnchors,
  fundContentSchemas,
  fundFieldPathLabel,
  fundSectionLabels,
  fundSectionSpecs,
  fundSettingsLabels,
  fundSettingsSchemas,
} from './fund-sections';
import type { FieldSpec } from './section-fields/field-spec';
import { DeclinedApprovalNotice, PendingApprovalNotice } from './section-fields/section-approval';
import { SectionEditForm } from './section-fields/section-edit-form';

const title = 'Edit fund profile';

/** What a member reads after saving a content section: live in the draft, or waiting for approval. */
export function savedSectionMessage(label: string, status: ProfileStatus, reply: SectionState): string {
  if (reply.approval?.status === 'Tbd') {
    return `${label} saved and sent for approval. Visitors see the published version until an administrator approves it.`;
  }
  if (status === 'published' || status === 'archived') {
    return `${label} saved. It matches the published version, so nothing waits for approval.`;
  }
  if (status === 'pendingApproval') return `${label} saved. The administrators review it with the rest of the profile.`;
  return `${label} saved. The change is live in your draft; it goes to review when you submit the profile.`;
}

const ndaSectionOptions = fundNdaSections.map((section) => ({ value: section, label: fundSectionLabels[section] }));
const fieldPathOptions = fundFieldPaths.map((path) => ({ value: path, label: fundFieldPathLabel(path) }));

const settingsSpecs: Record<FundSettingsSection, FieldSpec[]> = {
  'require-nda': [
    { kind: 'checkbox', name: 'requireNda', label: 'Require visitors to accept the NDA before they see the protected sections' },
    { kind: 'chips', name: 'sections', label: 'Protected sections', options: ndaSectionOptions },
  ],
  'hidden-fields': [{ kind: 'chips', name: 'fields', label: 'Fields hidden from visitors', options: fieldPathOptions }],
  'not-applicable-fields': [{ kind: 'chips', name: 'fields', label: 'Fields that do not apply to this fund', options: fieldPathOptions }],
};

const settingsHelp: Record<FundSettingsSection, string> = {
  'require-nda': 'Protected sections show as locked to visitors until their profile accepts your NDA. Applies at once, without approval.',
  'hidden-fields': 'Hidden fields are removed from your public page. Applies at once, without approval.',
  'not-applicable-fields':
    'Visitors see "Not applicable" instead of an empty field, and these fields count as filled for your data density. Applies at once.',
};

/** /fund/edit: every section of the active fund as its own form, then the visibility settings. */
export function FundEditPage() {
  const { isAuthenticated, activeProfile } = useSession();
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} what="your fund profile" />;
  if (activeProfile?.type !== 'fund') {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <EmptyState
          title="Act as a fund profile to edit it"
          description="This page edits the fund profile you are acting as. Choose one of your fund profiles first."
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      </PageContainer>
    );
  }
  return <FundEditor fund={activeProfile} />;
}

function FundEditor({ fund }: { fund: ActiveProfile }) {
  const view = useFundInfo(fund);
  const { hash } = useLocation();
  const loaded = Boolean(view.data);
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  if (!view.data) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        {view.isError && !view.isFetching ? (
          <ErrorPanel title="Your fund could not be loaded" message={view.error.message} onRetry={() => void view.refetch()} />
        ) : (
          <LoadingState label="Loading your fund…" />
        )}
      </PageContainer>
    );
  }
  return <FundEditForms fund={fund} view={view.data} />;
}

function FundEditForms({ fund, view }: { fund: ActiveProfile; view: FundOwnerView }) {
  const queryClient = useQueryClient();
  const { profile, settings } = view;
  const refresh = () => queryClient.invalidateQueries({ queryKey: fundInfoKeys.all });
  const header = (
    <PageHeader
      title={title}
      subtitle={`${profile.name}: each section saves on its own.${
        profile.status === 'published' ? ' Changes to a published fund go to the administrators for approval.' : ''
      }`}
      actions={
        <LinkButton to="/fund" variant="outlined">
          Back to your profile
        </LinkButton>
      }
    />
  );
  if (profile.role === 'viewer') {
    return (
      <PageContainer>
        {header}
        <Alert severity="info">You are a viewer of {profile.name}. Ask an owner or admin for the editor role to change it.</Alert>
      </PageContainer>
    );
  }
  const canChangeStatus = profile.role === 'owner' || profile.role === 'admin';
  const anchors = fundAnchors.filter((anchor) => anchor.sections.length > 0);

  const contentForm = (section: FundContentSection) => {
    const state = view.sections[section];
    const label = fundSectionLabels[section];
    const notice = (
      <>
        <DeclinedApprovalNotice approval={state?.approval} subject={label.toLowerCase()} />
        <PendingApprovalNotice approval={state?.approval} />
      </>
    );
    if (section === 'fundraising-status') {
      if (!canChangeStatus) {
        return (
          <Alert key={section} id={section} severity="info" sx={{ mb: 3 }}>
            Only owners and admins of the fund change its fundraising status.
          </Alert>
        );
      }
      return (
        <SectionEditForm<SectionState>
          key={section}
          section={section}
          title={label}
          notice={notice}
          schema={fundContentSchemas[section] as unknown as FormSchema}
          fields={fundSectionSpecs[section]}
          data={state?.data}
          save={async (values) => {
            const reply = await updateFundraisingStatus({ fund, data: values as never });
            await refresh();
            return reply as SectionState;
          }}
          successMessage={(reply) => savedSectionMessage(label, profile.status, reply)}
        />
      );
    }
    return (
      <SectionEditForm<SectionState>
        key={section}
        section={section}
        title={label}
        notice={notice}
        schema={fundContentSchemas[section] as unknown as FormSchema}
        fields={fundSectionSpecs[section]}
        data={state?.data}
        save={async (values) => {
          const reply = await editFundSection({ fund, section: section as EditableFundSection, data: values as never });
          await refresh();
          return reply as SectionState;
        }}
        successMessage={(reply) => savedSectionMessage(label, profile.status, reply)}
      />
    );
  };

  const settingsData: Record<FundSettingsSection, Record<string, unknown>> = {
    'require-nda': { requireNda: settings.requireNda, sections: settings.ndaSections },
    'hidden-fields': { fields: settings.hiddenFields },
    'not-applicable-fields': { fields: settings.notApplicableFields },
  };

  return (
    <PageContainer>
      {header}
      <AnchorNav anchors={[...anchors, { anchor: 'visibility', label: 'Visibility settings' }]} label="Sections to edit" />
      {anchors.map(({ anchor, label, sections }) => (
        <div key={anchor} id={anchor}>
          <Typography variant="h5" component="h2" sx={{ mb: 2, mt: 1 }}>
            {label}
          </Typography>
          {sections.map(contentForm)}
        </div>
      ))}
      <div id="visibility">
        <Typography variant="h5" component="h2" sx={{ mb: 2, mt: 1 }}>
          Visibility settings
        </Typography>
        {(Object.keys(settingsSpecs) as FundSettingsSection[]).map((section) => (
          <SectionEditForm
            key={section}
            section={section}
            title={fundSettingsLabels[section]}
            subtitle={settingsHelp[section]}
            schema={fundSettingsSchemas[section] as unknown as FormSchema}
            fields={settingsSpecs[section]}
            data={settingsData[section]}
            save={async (values) => {
              await editFundSection({ fund, section, data: values as never });
              await refresh();
            }}
            successMessage={() => `${fundSettingsLabels[section]} saved. It applies at once.`}
          />
        ))}
      </div>
    </PageContainer>
  );
}
