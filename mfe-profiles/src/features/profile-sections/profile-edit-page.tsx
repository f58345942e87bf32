import { type ActiveProfile, useEditProfileSection, useProfileInfo, useSession, useUpdateProfileStatus } from '@fundnet/api-client';
import { profileTypeLabels } from '@fundnet/validation-schema';
import {
  EmptyState,
  ErrorPanel,
  type FormSchema,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SignInPrompt,
  UnsavedChangesGuard,
  useDocumentTitle,
} from '@fundnet/design-system';
import type { ProfileOwnerView, SettingsSectionName } from '@fundnet/validation-schema';
import { Alert, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { aProfileOfType } from '../../shared/profile-labels';
import { AnchorNav } from './anchor-nav';
import { type EditableProfileKind, fieldPathLabel, type ProfileKind, savedSectionMessage } from './profile-kind';
import type { FieldSpec } from './section-fields/field-spec';
import { DeclinedApprovalNotice, PendingApprovalNotice } from './section-fields/section-approval';
import { SectionEditForm } from './section-fields/section-edit-form';

const settingsLabels: Record<SettingsSectionName, string> = {
  'require-nda': 'Require NDA',
  'hidden-fields': 'Hidden fields',
  'not-applicable-fields': 'Not-applicable fields',
};
const settingsOrder: SettingsSectionName[] = ['require-nda', 'hidden-fields', 'not-applicable-fields'];

const settingsHelp: Record<SettingsSectionName, string> = {
  'require-nda': 'Protected sections show as locked to visitors until their profile accepts your NDA. Applies at once, without approval.',
  'hidden-fields': 'Hidden fields are removed from your public page. Applies at once, without approval.',
  'not-applicable-fields':
    'Visitors see "Not applicable" instead of an empty field, and these fields count as filled for your data density. Applies at once.',
};

/** The visibility settings' inputs: the kind's NDA sections and field paths as choices. */
function settingsSpecsOf(kind: EditableProfileKind): Record<SettingsSectionName, FieldSpec[]> {
  const ndaSectionOptions = kind.ndaSections.map((section) => ({ value: section, label: kind.labels[section] ?? section }));
  const fieldPathOptions = kind.fieldPaths.map((path) => ({ value: path, label: fieldPathLabel(kind, path) }));
  return {
    'require-nda': [
      { kind: 'checkbox', name: 'requireNda', label: 'Require visitors to accept the NDA before they see the protected sections' },
      { kind: 'chips', name: 'sections', label: 'Protected sections', options: ndaSectionOptions },
    ],
    'hidden-fields': [{ kind: 'chips', name: 'fields', label: 'Fields hidden from visitors', options: fieldPathOptions }],
    'not-applicable-fields': [
      { kind: 'chips', name: 'fields', label: `Fields that do not apply to this ${kind.noun}`, options: fieldPathOptions },
    ],
  };
}

const editTitleOf = (kind: ProfileKind) => `Edit ${profileTypeLabels[kind.type].toLowerCase()} profile`;

/** /fund/edit, /investor/edit, /serviceProvider/edit: every section of the active profile as its own form, then the visibility settings. */
export function ProfileEditPage({ kind }: { kind: EditableProfileKind }) {
  const { isAuthenticated, activeProfile } = useSession();
  const title = editTitleOf(kind);
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} what={`your ${kind.noun} profile`} />;
  if (activeProfile?.type !== kind.type) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <EmptyState
          title={`Act as ${aProfileOfType(kind.type)} to edit it`}
          description={`This page edits the ${kind.noun} profile you are acting as. Choose one of your ${kind.noun} profiles first.`}
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      </PageContainer>
    );
  }
  return <ProfileEditor kind={kind} profile={activeProfile} />;
}

function ProfileEditor({ kind, profile }: { kind: EditableProfileKind; profile: ActiveProfile }) {
  const view = useProfileInfo(profile);
  const { hash } = useLocation();
  const loaded = Boolean(view.data);
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  if (!view.data) {
    return (
      <PageContainer>
        <PageHeader title={editTitleOf(kind)} />
        {view.isError && !view.isFetching ? (
          <ErrorPanel title={`Your ${kind.noun} could not be loaded`} message={view.error.message} onRetry={() => void view.refetch()} />
        ) : (
          <LoadingState label={`Loading your ${kind.noun}…`} />
        )}
      </PageContainer>
    );
  }
  return <EditForms kind={kind} active={profile} view={view.data} />;
}

function EditForms({ kind, active, view }: { kind: EditableProfileKind; active: ActiveProfile; view: ProfileOwnerView }) {
  // Each save refreshes the family's reads itself (the api-client's mutation hooks own their invalidation).
  const editSection = useEditProfileSection();
  const updateStatus = useUpdateProfileStatus();
  const { profile, settings } = view;
  const title = editTitleOf(kind);
  const header = (
    <PageHeader
      title={title}
      subtitle={`${profile.name}: each section saves on its own.${
        profile.status === 'published' ? ` Changes to a published ${kind.noun} go to the administrators for approval.` : ''
      }`}
      actions={
        <LinkButton to={kind.path} variant="outlined">
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
  const anchors = kind.anchors.filter((anchor) => anchor.sections.length > 0);

  const contentForm = (section: string) => {
    const state = view.sections[section];
    const label = kind.labels[section] ?? section;
    const isStatus = section === kind.statusSection;
    if (isStatus && !canChangeStatus) {
      return (
        <Alert key={section} id={section} severity="info" sx={{ mb: 3 }}>
          {kind.statusOnlyOwners}
        </Alert>
      );
    }
    return (
      <SectionEditForm
        key={section}
        section={section}
        title={label}
        notice={
          <>
            <DeclinedApprovalNotice approval={state?.approval} subject={label.toLowerCase()} />
            <PendingApprovalNotice approval={state?.approval} />
          </>
        }
        schema={kind.schemas[section] as FormSchema}
        fields={kind.specs[section] ?? []}
        data={state?.data}
        helpKeyPrefix={kind.type}
        save={(values) =>
          isStatus
            ? updateStatus.mutateAsync({ profile: active, data: values })
            : editSection.mutateAsync({ profile: active, section, data: values })
        }
        successMessage={(reply) => savedSectionMessage(label, profile.status, reply)}
      />
    );
  };

  const settingsSpecs = settingsSpecsOf(kind);
  const settingsData: Record<SettingsSectionName, Record<string, unknown>> = {
    'require-nda': { requireNda: settings.requireNda, sections: settings.ndaSections },
    'hidden-fields': { fields: settings.hiddenFields },
    'not-applicable-fields': { fields: settings.notApplicableFields },
  };

  // Each section is its own form; while any holds unsaved input, leaving the page (a link, Back, closing the tab) asks first.
  return (
    <UnsavedChangesGuard>
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
          {settingsOrder.map((section) => (
            <SectionEditForm
              key={section}
              section={section}
              title={settingsLabels[section]}
              subtitle={settingsHelp[section]}
              schema={kind.settingsSchemas[section] as FormSchema}
              fields={settingsSpecs[section]}
              data={settingsData[section]}
              save={async (values) => {
                await editSection.mutateAsync({ profile: active, section, data: values });
              }}
              successMessage={() => `${settingsLabels[section]} saved. It applies at once.`}
            />
          ))}
        </div>
      </PageContainer>
    </UnsavedChangesGuard>
  );
}
