import { type ActiveProfile, type DensityReply, useProfileDensity, useProfileInfo, useSubmitProfileInfo } from '@fundnet/api-client';
import { profileTypeLabels } from '@fundnet/validation-schema';
import {
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useDocumentTitle,
  useNotify,
} from '@fundnet/design-system';
import type { ProfileOwnerView } from '@fundnet/validation-schema';
import { Box, Button, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { profileStatusHints } from '../../shared/profile-labels';
import { ProfileStatusChip } from '../../shared/profile-status-chip';
import { AnchorNav } from './anchor-nav';
import { ProfileHeader } from './profile-header';
import { fieldsOfSection, type ProfileKind } from './profile-kind';
import { humanize } from './section-fields/field-spec';
import { DeclinedApprovalNotice, PendingApprovalNotice, SectionApprovalBadge } from './section-fields/section-approval';
import { SectionValues } from './section-fields/section-values';

interface OwnerProps {
  kind: ProfileKind;
  profile: ActiveProfile;
}

/**
 * /fund, /investor, /serviceProvider: the active profile as its members see it (GET {family}): the
 * working copy of every section under its anchors, each with its review state, the data density and
 * the submission. Rendered by ActiveProfilePage once the active profile is of `kind`.
 */
export function ProfileOwnerPage({ kind, profile }: OwnerProps) {
  const view = useProfileInfo(profile);
  const title = `${profileTypeLabels[kind.type]} profile`;
  useDocumentTitle(view.data?.profile.name ?? title);

  if (!view.data) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        {view.isError && !view.isFetching ? (
          <ErrorPanel title={`Your ${kind.noun} could not be loaded`} message={view.error.message} onRetry={() => void view.refetch()}>
            <LinkButton to="/selectProfile" variant="text" sx={{ mt: 1 }}>
              Switch profile
            </LinkButton>
          </ErrorPanel>
        ) : (
          <LoadingState label={`Loading your ${kind.noun}…`} />
        )}
      </PageContainer>
    );
  }
  return <OwnerDetails kind={kind} profile={profile} view={view.data} />;
}

function OwnerDetails({ kind, profile: active, view }: OwnerProps & { view: ProfileOwnerView }) {
  const { profile, settings } = view;
  const canEdit = profile.role !== 'viewer';
  const anchors = kind.anchors.filter((anchor) => anchor.sections.length > 0);
  const data = Object.fromEntries(Object.entries(view.sections).map(([section, state]) => [section, state?.data ?? null]));
  return (
    <PageContainer>
      <ProfileHeader
        kind={kind}
        name={profile.name}
        sections={data}
        badges={
          <>
            <ProfileStatusChip status={profile.status} />
            {view.verified && <Chip size="small" color="primary" variant="outlined" label="Verified" />}
            {view.featured && <Chip size="small" color="secondary" variant="outlined" label="Featured" />}
            <Typography variant="body2" color="text.secondary">
              {profileStatusHints[profile.status]}
            </Typography>
          </>
        }
        actions={
          <>
            {canEdit && <LinkButton to={`${kind.path}/edit`}>Edit profile</LinkButton>}
            {profile.status === 'published' && (
              <LinkButton to={`${kind.path}/${profile.slug}`} variant="outlined">
                View public page
              </LinkButton>
            )}
          </>
        }
      />
      <ReviewCard kind={kind} profile={active} view={view} />
      <AnchorNav anchors={anchors} />
      {kind.anchors.map(({ anchor, label, sections }) => (
        <Box key={anchor} id={anchor} component={sections.length > 0 ? 'div' : 'span'} sx={{ scrollMarginTop: 80 }}>
          {sections.length > 0 && (
            <>
              <Typography variant="h5" component="h2" sx={{ mb: 2, mt: 1 }}>
                {label}
              </Typography>
              {sections.map((section) => (
                <OwnerSection
                  key={section}
                  kind={kind}
                  section={section}
                  view={view}
                  canEdit={canEdit}
                  ndaGated={settings.requireNda && settings.ndaSections.includes(section)}
                />
              ))}
            </>
          )}
        </Box>
      ))}
    </PageContainer>
  );
}

function OwnerSection({
  kind,
  section,
  view,
  canEdit,
  ndaGated,
}: {
  kind: ProfileKind;
  section: string;
  view: ProfileOwnerView;
  canEdit: boolean;
  ndaGated: boolean;
}) {
  const state = view.sections[section];
  const label = kind.labels[section] ?? section;
  return (
    <SectionCard
      title={label}
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {ndaGated && <Chip size="small" variant="outlined" label="Behind NDA" />}
          <SectionApprovalBadge approval={state?.approval} />
          {canEdit && (
            <LinkButton to={`${kind.path}/edit#${section}`} variant="outlined" size="small" aria-label={`Edit ${label.toLowerCase()}`}>
              Edit
            </LinkButton>
          )}
        </Stack>
      }
    >
      <DeclinedApprovalNotice approval={state?.approval} subject={label.toLowerCase()} />
      <PendingApprovalNotice approval={state?.approval} />
      <SectionValues
        fields={kind.specs[section] ?? []}
        data={state?.data}
        notApplicable={fieldsOfSection(view.settings.notApplicableFields, section)}
        hidden={fieldsOfSection(view.settings.hiddenFields, section)}
        helpKeyPrefix={kind.type}
        headingLevel={2}
      />
    </SectionCard>
  );
}

const submitExplanation =
  'Fundnet administrators review the whole profile. Until they approve it, the profile stays hidden from visitors; you can keep editing. ' +
  'Once approved, it is published, and later changes are reviewed section by section while visitors keep seeing the published version.';

/** The profile's review state: density, submission and what happens next. */
function ReviewCard({ kind, profile: active, view }: OwnerProps & { view: ProfileOwnerView }) {
  const density = useProfileDensity(active);
  const notify = useNotify();
  const submit = useSubmitProfileInfo();
  const { profile } = view;
  const canSubmit = (profile.status === 'draft' || profile.status === 'rejected') && (profile.role === 'owner' || profile.role === 'admin');
  const value = density.data?.density;
  const densityLabelId = `${kind.type}-density-label`;
  const onSubmit = () =>
    submit.mutate(active, {
      onSuccess: () =>
        notify.success(`Your ${kind.noun} was submitted for approval. We will e-mail you when the administrators have decided.`),
      onError: (error) => notify.apiError(error),
    });
  return (
    <SectionCard title="Profile status">
      <Stack spacing={2}>
        <DeclinedApprovalNotice approval={view.submission} subject="the profile" />
        <Box>
          <Typography id={densityLabelId} variant="subtitle2">
            Profile data density{value === undefined ? '' : `: ${value}%`}
          </Typography>
          {density.isError ? (
            <Typography variant="body2" color="text.secondary">
              The density could not be computed right now.
            </Typography>
          ) : (
            // No bar until the density is known: an indeterminate bar would read as a page still loading.
            value !== undefined && (
              <LinearProgress
                variant="determinate"
                value={value}
                aria-labelledby={densityLabelId}
                sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
              />
            )
          )}
          <Typography variant="caption" color="text.secondary">
            The share of the profile's fields you filled in, weighted by section. Fields marked not applicable count as filled.
          </Typography>
        </Box>
        {canSubmit && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {submitExplanation}
            </Typography>
            <Button variant="contained" loading={submit.isPending} onClick={onSubmit}>
              Submit for approval
            </Button>
            {density.data && <MissingFields kind={kind} density={density.data} />}
          </Box>
        )}
        {view.attemptedAccess.attempts > 0 && (
          <Typography variant="body2" color="text.secondary">
            {view.attemptedAccess.users} {view.attemptedAccess.users === 1 ? 'person' : 'people'} tried to open a section behind your NDA (
            {view.attemptedAccess.attempts} {view.attemptedAccess.attempts === 1 ? 'attempt' : 'attempts'}).
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}

/** How many missing fields a section names before "and N more". */
const NAMED_FIELDS = 4;

/**
 * Beside the submission: what the density still misses, section by section, with the first fields by name and a link
 * to fill them in (issue 34 item 10c). It informs, it does not block: the spec sets no minimum density.
 */
function MissingFields({ kind, density }: { kind: ProfileKind; density: DensityReply }) {
  const sections = density.sections.filter((s) => s.missing.length > 0);
  if (sections.length === 0) return null;
  const fieldLabel = (section: string, field: string) => kind.specs[section]?.find((spec) => spec.name === field)?.label ?? humanize(field);
  return (
    <Box component="section" aria-labelledby={`${kind.type}-missing-title`} sx={{ mt: 2 }}>
      <Typography id={`${kind.type}-missing-title`} variant="subtitle2">
        Still empty ({density.density}% filled in)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        You can submit now; these fields count toward the density. Fill them in or mark them not applicable.
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {sections.map(({ section, missing }) => {
          const named = missing.slice(0, NAMED_FIELDS).map((field) => fieldLabel(section, field));
          const more = missing.length - named.length;
          return (
            <li key={section}>
              <Typography variant="body2" component="span">
                <Link component={RouterLink} to={`${kind.path}/edit#${section}`}>
                  {kind.labels[section] ?? section}
                </Link>
                {`: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`}
              </Typography>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
