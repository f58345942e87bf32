import { usePublicProfile, useSession } from '@fundnet/api-client';
import { profileTypeLabels } from '@fundnet/validation-schema';
import {
  AreaNotFoundPage,
  ErrorPanel,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useDocumentTitle,
} from '@fundnet/design-system';
import type { PublicProfile } from '@fundnet/validation-schema';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ClaimProfileCallout } from '../profile-claim';
import { PublicCallToAction } from '../profile-cta';
import { NdaAcceptance } from '../profile-nda';
import { AnchorNav, fieldsOfSection, type ProfileKind, SectionValues } from '../profile-sections';
import { PublicHeaderActions } from './public-header-actions';

/**
 * /fund/:slug, /investor/:slug, /serviceProvider/:slug: a published profile as visitors see it
 * (GET {family}/public/{slug}); NDA sections locked; favourite and follow in the header. A 404 (unknown,
 * unpublished, or an investor hidden from discovery) is this area's page not found.
 */
export function ProfilePublicPage({ kind }: { kind: ProfileKind }) {
  const { slug = '' } = useParams();
  const { activeProfile } = useSession();
  const profile = usePublicProfile(kind.type, slug, activeProfile ?? null);
  const title = `${profileTypeLabels[kind.type]} profile`;
  useDocumentTitle(profile.data?.name ?? title);

  if (profile.isError && profile.error.status === 404) return <AreaNotFoundPage area="Profiles" />;
  if (!profile.data) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        {profile.isError && !profile.isFetching ? (
          <ErrorPanel
            title={`This ${kind.noun} could not be loaded`}
            message={profile.error.message}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <LoadingState label={`Loading the ${kind.noun}…`} />
        )}
      </PageContainer>
    );
  }
  return <PublicDetails kind={kind} profile={profile.data} subtitle={title} />;
}

function PublicDetails({ kind, profile, subtitle }: { kind: ProfileKind; profile: PublicProfile; subtitle: string }) {
  const anchors = kind.anchors
    .map((anchor) => ({ ...anchor, sections: anchor.sections.filter((section) => profile.sections[section]) }))
    .filter((anchor) => anchor.sections.length > 0);
  const shownAnchors = new Set(anchors.map((anchor) => anchor.anchor));
  return (
    <PageContainer>
      <PageHeader title={profile.name} subtitle={subtitle} actions={<PublicHeaderActions profile={profile} />} />
      <ClaimProfileCallout profileId={profile.id} profileName={profile.name} />
      <PublicCallToAction profileId={profile.id} />
      {anchors.length === 0 && <Alert severity="info">This {kind.noun} has not published any section yet.</Alert>}
      <AnchorNav anchors={anchors} />
      {kind.anchors.map(({ anchor }) => (shownAnchors.has(anchor) ? null : <Box key={anchor} id={anchor} component="span" />))}
      {anchors.map(({ anchor, label, sections }) => (
        <Box key={anchor} id={anchor} sx={{ scrollMarginTop: 80 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2, mt: 1 }}>
            {label}
          </Typography>
          {sections.map((section) => {
            const published = profile.sections[section]!;
            const sectionLabel = kind.labels[section] ?? section;
            if (published.locked) {
              return (
                <SectionCard key={section} title={sectionLabel} actions={<Chip size="small" icon={<LockOutlined />} label="Locked" />}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <LockOutlined color="action" aria-hidden />
                    <Typography variant="body2">
                      {profile.name} shares this section only with profiles that accepted its non-disclosure agreement (NDA). Accept the NDA
                      as your profile to see it; the {kind.noun}'s members will see that your profile accepted it.
                    </Typography>
                  </Stack>
                  <NdaAcceptance profileId={profile.id} profileName={profile.name} />
                </SectionCard>
              );
            }
            return (
              <SectionCard key={section} title={sectionLabel}>
                <SectionValues
                  fields={kind.specs[section] ?? []}
                  data={published.data}
                  notApplicable={fieldsOfSection(profile.notApplicableFields, section)}
                />
              </SectionCard>
            );
          })}
        </Box>
      ))}
    </PageContainer>
  );
}
