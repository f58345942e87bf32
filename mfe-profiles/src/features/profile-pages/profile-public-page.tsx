import { usePublicProfile, useSession } from '@fundnet/api-client';
import { RemoteParcel, Revealing, revealedGroups, useRevealedCount } from '@fundnet/app-runtime';
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
import { memo, useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { WithheldSection } from '../field-audiences';
import { ClaimProfileCallout } from '../profile-claim';
import { GiveFeedbackCallout } from '../fund-feedback';
import { ProviderRatingCard } from '../provider-rating';
import { PublicCallToAction } from '../profile-cta';
import { NdaAcceptance } from '../profile-nda';
import {
  AnchorNav,
  fieldsOfSection,
  ProfileHeader,
  type ProfileKind,
  SECTION_PREVIEW,
  type SectionAnchor,
  SectionValues,
} from '../profile-sections';
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
  // The page's long render (every section, MUI's components) runs in slices once the profile arrives, not as one long
  // task: react-query's updates render at once, a deferred value in a transition (issue 33, ADR 0088). Until then the
  // loading state stays.
  const shown = useDeferredValue(profile.data);
  const title = `${profileTypeLabels[kind.type]} profile`;
  useDocumentTitle(profile.data?.name ?? title);

  if (profile.isError && profile.error.status === 404) return <AreaNotFoundPage area="Profiles" />;
  if (!shown) {
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
  return <PublicDetails kind={kind} profile={shown} subtitle={title} />;
}

/** The sections of the page's first commit: the first screen (the header and the first section) paints with them. */
const FIRST_SECTIONS = 1;

function PublicDetails({ kind, profile, subtitle }: { kind: ProfileKind; profile: PublicProfile; subtitle: string }) {
  // Made once per profile, as everything below that does not change while the sections are revealed: each step of the
  // reveal renders the page, the anchor it grows and that anchor's new section, not again the nav, the other anchors
  // and the panels (stop 78: the demo fund's reveal rendered 60-100 components per step besides the new section).
  const anchors = useMemo(
    () =>
      kind.anchors
        .map((anchor) => ({ ...anchor, sections: anchor.sections.filter((section) => profile.sections[section]) }))
        .filter((anchor) => anchor.sections.length > 0),
    [kind, profile],
  );
  // The sections render a few at a time after the header (ADR 0098); the panels at the foot once all have.
  const total = anchors.reduce((sum, anchor) => sum + anchor.sections.length, 0);
  const revealed = useRevealedCount(total, FIRST_SECTIONS);
  // The page's top, made once per profile: the reveal's later steps do not render it again.
  const top = useMemo(() => {
    const data = Object.fromEntries(Object.entries(profile.sections).map(([section, state]) => [section, state?.data ?? null]));
    return (
      <>
        <ProfileHeader
          kind={kind}
          name={profile.name}
          sections={data}
          badges={
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          }
          actions={<PublicHeaderActions profile={profile} type={kind.type} />}
          callToAction={<PublicCallToAction profileId={profile.id} />}
        />
        <ClaimProfileCallout profileId={profile.id} profileName={profile.name} />
        {kind.type === 'fund' && <GiveFeedbackCallout fundId={profile.id} fundName={profile.name} />}
        {kind.type === 'serviceProvider' && <ProviderRatingCard providerId={profile.id} providerName={profile.name} />}
      </>
    );
  }, [kind, profile, subtitle]);
  // Where an anchor the profile does not fill would be: an in-page link to it still lands on the page.
  const emptyAnchors = useMemo(() => {
    const shown = new Set(anchors.map((anchor) => anchor.anchor));
    return kind.anchors.map(({ anchor }) => (shown.has(anchor) ? null : <Box key={anchor} id={anchor} component="span" />));
  }, [kind, anchors]);
  const panels = useMemo(
    () => (
      <>
        {kind.type === 'fund' && (
          // The data room area's panel (mfe-dataroom, ./parcels/data-room-panel), mounted through the shell (ADR 0054).
          <RemoteParcel
            parcel="mfe_dataroom/parcels/data-room-panel"
            label="Data room"
            props={{ fundId: profile.id, fundName: profile.name }}
          />
        )}
        {/* The profile's posts, from the feed area (mfe-events-feed, ./parcels/profile-posts). */}
        <RemoteParcel
          parcel="mfe_events_feed/parcels/profile-posts"
          label="Posts"
          props={{ profileId: profile.id, profileName: profile.name }}
        />
      </>
    ),
    [kind.type, profile.id, profile.name],
  );
  return (
    <PageContainer>
      {top}
      {anchors.length === 0 && <Alert severity="info">This {kind.noun} has not published any section yet.</Alert>}
      <AnchorNav anchors={anchors} whole={revealed === total} />
      {emptyAnchors}
      {revealedGroups(anchors, (anchor) => anchor.sections, revealed).map(({ group, items }) => (
        <PublicAnchor key={group.anchor} kind={kind} profile={profile} anchor={group} shown={items.length} />
      ))}
      <Revealing revealing={revealed < total}>{panels}</Revealing>
    </PageContainer>
  );
}

/**
 * One anchor of the page and the first `shown` of its sections. Memoised: a step of the reveal renders again only the
 * anchor it adds a section to (its `shown` changes), with the new section; the sections already there are memoised too.
 */
const PublicAnchor = memo(function PublicAnchor({
  kind,
  profile,
  anchor: { anchor, label, sections },
  shown,
}: {
  kind: ProfileKind;
  profile: PublicProfile;
  anchor: SectionAnchor;
  shown: number;
}) {
  // An anchor holding one section of the same name needs no heading of its own.
  const single = sections.length === 1 && kind.labels[sections[0]!] === label;
  return (
    <Box id={anchor} component="section" aria-label={single ? undefined : label} sx={{ scrollMarginTop: 64 }}>
      {!single && (
        <Typography variant="h5" component="h2" sx={{ mb: 1.5, mt: 1 }}>
          {label}
        </Typography>
      )}
      {sections.slice(0, shown).map((section) => (
        <PublicSection key={section} kind={kind} profile={profile} section={section} heading={single ? 'h2' : 'h3'} />
      ))}
    </Box>
  );
});

/** Memoised: each later step of the page's reveal renders its new sections only, not again those already shown. */
const PublicSection = memo(function PublicSection({
  kind,
  profile,
  section,
  heading,
}: {
  kind: ProfileKind;
  profile: PublicProfile;
  section: string;
  heading: 'h2' | 'h3';
}) {
  const published = profile.sections[section]!;
  const sectionLabel = kind.labels[section] ?? section;
  if (published.locked) {
    return (
      <SectionCard title={sectionLabel} headingComponent={heading} actions={<Chip size="small" icon={<LockOutlined />} label="Locked" />}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <LockOutlined color="action" aria-hidden />
          <Typography variant="body2">
            {profile.name} shares this section only with profiles that accepted its non-disclosure agreement (NDA). Accept the NDA as your
            profile to see it; the {kind.noun}'s members will see that your profile accepted it.
          </Typography>
        </Stack>
        <NdaAcceptance profileId={profile.id} profileName={profile.name} />
      </SectionCard>
    );
  }
  // The logo and headline already head the page.
  const inHeader = [kind.header.logo, kind.header.headline].filter((ref) => ref?.section === section).map((ref) => ref!.field);
  return (
    <SectionCard title={sectionLabel} headingComponent={heading}>
      <WithheldSection profile={profile} section={section} data={published.data}>
        <SectionValues
          fields={(kind.specs[section] ?? []).filter((spec) => !inHeader.includes(spec.name))}
          data={published.data}
          notApplicable={fieldsOfSection(profile.notApplicableFields, section)}
          preview={SECTION_PREVIEW}
          helpKeyPrefix={kind.type}
          headingLevel={heading === 'h2' ? 2 : 3}
        />
      </WithheldSection>
    </SectionCard>
  );
});
