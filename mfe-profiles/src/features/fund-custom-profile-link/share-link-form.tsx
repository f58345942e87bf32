import {
  type ActiveProfile,
  type ShareLink,
  useCreateShareLink,
  useEditShareLink,
  useShareLink,
  useShareScopeOptions,
} from '@fundnet/api-client';
import {
  CheckboxField,
  DateField,
  ErrorPanel,
  type FormSchema,
  Form,
  LinkButton,
  LoadingState,
  MultiSelectChips,
  PasswordField,
  SectionCard,
  SelectField,
  TextField,
  useNotify,
  useValibotForm,
} from '@fundnet/design-system';
import {
  type AccessMode,
  accessModeNeedsPassword,
  accessModeSchema,
  emailAccessModes,
  listedAccessModes,
  SHARE_LINK_PASSWORD_MIN_LENGTH,
  fundContentSections,
  type SharePermissionName,
  shareLinkMessages,
  type ShareLinkNdaMode,
  shareLinkNdaModeSchema,
  shareScopeResourceLabels,
} from '@fundnet/validation-schema';
import { Alert } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { WithActiveProfile } from '../../shared/with-active-profile';
import { ShareLinkLimitNotice, useShareLinkAllowance } from './share-link-limit';
import { accessModeOptions, ndaModeOptions, permissionOptions, sectionLabel } from './share-link-options';

/** The fund's content sections a link can share, labelled as the profile names them (the form's own: the visitor's page
 * does not load the contract that lists them, ADR 0089). */
const sectionOptions = fundContentSections.map((section) => ({ value: section, label: sectionLabel(section) }));

/** The form's values; the server checks them again (and answers 422 on the same field names). */
const formSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(shareLinkMessages.nameRequired), v.maxLength(100, shareLinkMessages.nameTooLong)),
  accessMode: accessModeSchema,
  password: v.optional(v.string(), ''),
  allowList: v.array(v.string()),
  denyList: v.array(v.string()),
  requireNda: v.boolean(),
  ndaMode: shareLinkNdaModeSchema,
  expiresAt: v.nullish(v.string(), null),
  scope: v.pipe(v.array(v.string()), v.minLength(1, shareLinkMessages.scopeRequired)),
  permissionNames: v.array(v.string()),
  allowQuestions: v.boolean(),
});
type FormValues = v.InferOutput<typeof formSchema>;

const listText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const parseList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
/** 'YYYY-MM-DD' → the end of that day (UTC): a link "until the 30th" opens on the 30th. */
const endOfDay = (date: string | null | undefined) => (date ? `${date.slice(0, 10)}T23:59:59.999Z` : null);

function toBody(values: FormValues) {
  return {
    name: values.name,
    accessMode: values.accessMode,
    password: values.password ? values.password : null,
    allowList: values.allowList,
    denyList: values.denyList,
    requireNda: values.requireNda,
    ndaMode: values.ndaMode,
    expiresAt: endOfDay(values.expiresAt),
    scope: values.scope,
    permissionNames: values.permissionNames as SharePermissionName[],
    allowQuestions: values.allowQuestions,
  };
}

const ndaOf = (required: unknown, mode: unknown) => ({ required: required === true, mode: (mode ?? 'clickThrough') as ShareLinkNdaMode });

const defaults = (link?: ShareLink): FormValues => ({
  name: link?.name ?? '',
  accessMode: link?.accessMode ?? 'AnyoneEnteringAnEmail',
  password: '',
  allowList: link?.allowList ?? [],
  denyList: link?.denyList ?? [],
  requireNda: link?.requireNda ?? false,
  ndaMode: link?.ndaMode ?? 'clickThrough',
  expiresAt: link?.expiresAt?.slice(0, 10) ?? null,
  scope: link?.scope ?? [],
  permissionNames: link?.permissionNames ?? ['view'],
  allowQuestions: link?.allowQuestions ?? false,
});

function ShareLinkFields({
  profile,
  mode,
  nda,
  editing,
}: {
  profile: ActiveProfile;
  mode: AccessMode;
  /** The NDA settings as the form holds them now (the mode is asked only when the NDA is). */
  nda: { required: boolean; mode: ShareLinkNdaMode };
  editing?: ShareLink;
}) {
  const needsPassword = accessModeNeedsPassword(mode);
  // The fund's track records and data rooms join its sections as what a link can show (ADR 0056).
  const resources = useShareScopeOptions(profile);
  const scopeOptions = [
    ...sectionOptions,
    ...(resources.data?.items ?? []).map((item) => ({ value: item.entry, label: `${shareScopeResourceLabels[item.kind]}: ${item.name}` })),
  ];
  const takesAddresses = emailAccessModes.includes(mode);
  return (
    <>
      <TextField name="name" label="Link name" required helperText="Only you and your team see it, e.g. “Series B investors”." />
      <SelectField
        name="accessMode"
        label="Who can open it"
        options={accessModeOptions.map(({ value, label }) => ({ value, label }))}
        helperText={accessModeOptions.find((option) => option.value === mode)?.help}
      />
      {needsPassword && (
        <PasswordField
          name="password"
          label={editing?.hasPassword ? 'New password (leave empty to keep the current one)' : 'Password'}
          required={!editing?.hasPassword}
          autoComplete="new-password"
          // The account password checklist (uppercase, digit, symbol) is not this password's rule.
          showRules={false}
          helperText={`At least ${SHARE_LINK_PASSWORD_MIN_LENGTH} characters. Give it to the people you send the link to.`}
        />
      )}
      {takesAddresses && (
        <TextField
          name="allowList"
          label={listedAccessModes.includes(mode) ? 'Invited addresses' : 'Only these addresses (optional)'}
          multiline
          minRows={2}
          format={listText}
          parse={(text: string) => parseList(text)}
          helperText="E-mail addresses or whole domains such as @example.com, one per line."
        />
      )}
      <TextField
        name="denyList"
        label="Never these addresses (optional)"
        multiline
        minRows={1}
        format={listText}
        parse={(text: string) => parseList(text)}
        helperText="Addresses or @domains refused even if they pass the other steps."
      />
      <CheckboxField name="requireNda" label="Visitors accept the fund’s NDA before they see anything" />
      {nda.required && (
        <SelectField
          name="ndaMode"
          label="How visitors take the NDA"
          options={ndaModeOptions.map(({ value, label }) => ({ value, label }))}
          helperText={ndaModeOptions.find((option) => option.value === nda.mode)?.help}
        />
      )}
      <DateField name="expiresAt" label="Open until (optional)" helperText="The link stops working after this day." />
      <MultiSelectChips
        name="scope"
        label="What it shows"
        options={scopeOptions}
        required
        helperText="Sections of the profile, and the track records and data rooms visitors may open with the link’s permissions."
      />
      <MultiSelectChips name="permissionNames" label="Permissions" options={permissionOptions} />
      {/* data-room-qa (ADR 0081): off unless chosen, so links made before it let nobody ask. */}
      <CheckboxField name="allowQuestions" label="Visitors may ask the fund questions in the data rooms this link shows" />
    </>
  );
}

/** /settings/shareProfileLink/createLink */
export function CreateShareLinkSection() {
  return <WithActiveProfile purpose="you want to share">{(profile) => <CreateForm profile={profile} />}</WithActiveProfile>;
}

function CreateForm({ profile }: { profile: ActiveProfile }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateShareLink(profile);
  const form = useValibotForm(formSchema as unknown as FormSchema, { defaultValues: defaults() });
  const mode = form.watch('accessMode') as AccessMode;
  const allowance = useShareLinkAllowance(profile);
  if (profile.type !== 'fund') return <Alert severity="info">Share links are available for fund profiles.</Alert>;
  if (allowance.pending) return <LoadingState label="Checking your plan…" />;
  // At the plan's limit the form is not offered at all: nobody fills it in to be refused on submit.
  if (allowance.atLimit) {
    return (
      <SectionCard
        title="New share link"
        actions={
          <LinkButton to="/settings/shareProfileLink" variant="text">
            Back to your links
          </LinkButton>
        }
      >
        <ShareLinkLimitNotice allowance={allowance} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="New share link" subtitle="Choose who can open it and what it shows. You can change everything later.">
      <Form
        form={form}
        submitLabel="Create link"
        actions={
          <LinkButton to="/settings/shareProfileLink" variant="text">
            Cancel
          </LinkButton>
        }
        onSubmit={async (values) => {
          const link = await create.mutateAsync(toBody(values as FormValues));
          notify.success('Share link created. Copy it from the list.');
          navigate(`/settings/shareProfileLink?created=${link.id}`);
        }}
      >
        <ShareLinkFields profile={profile} mode={mode} nda={ndaOf(form.watch('requireNda'), form.watch('ndaMode'))} />
      </Form>
    </SectionCard>
  );
}

/** /settings/shareProfileLink/editLink?id=… */
export function EditShareLinkSection() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return <ErrorPanel title="No link chosen" message="Open a link from the list of your share links to edit it." />;
  }
  return (
    <WithActiveProfile purpose="whose link you want to edit">{(profile) => <EditLoader profile={profile} id={id} />}</WithActiveProfile>
  );
}

function EditLoader({ profile, id }: { profile: ActiveProfile; id: string }) {
  const link = useShareLink(profile, id);
  if (link.isPending) return <LoadingState label="Loading the link…" />;
  if (link.isError)
    return <ErrorPanel title="The link could not be loaded" message={link.error.message} onRetry={() => void link.refetch()} />;
  return <EditForm profile={profile} link={link.data} />;
}

function EditForm({ profile, link }: { profile: ActiveProfile; link: ShareLink }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const edit = useEditShareLink(profile);
  const form = useValibotForm(formSchema as unknown as FormSchema, { defaultValues: defaults(link) });
  const mode = form.watch('accessMode') as AccessMode;
  return (
    <SectionCard
      title={`Edit “${link.name}”`}
      subtitle="Changing who can open it or what it shows ends the visits in progress: visitors open the link again."
    >
      <Form
        form={form}
        submitLabel="Save link"
        actions={
          <LinkButton to="/settings/shareProfileLink" variant="text">
            Cancel
          </LinkButton>
        }
        onSubmit={async (values) => {
          await edit.mutateAsync({ id: link.id, ...toBody(values as FormValues) });
          notify.success('Share link saved.');
          navigate('/settings/shareProfileLink');
        }}
      >
        <ShareLinkFields profile={profile} mode={mode} nda={ndaOf(form.watch('requireNda'), form.watch('ndaMode'))} editing={link} />
      </Form>
    </SectionCard>
  );
}
