import type { ScopedProfile, ShareScopeResource } from '@fundnet/api-client';
import { type ParcelId, RemoteParcel, Revealing, revealedGroups, useRevealedCount } from '@fundnet/app-runtime';
import { SectionCard } from '@fundnet/design-system';
import { shareScopeResourceLabels } from '@fundnet/validation-schema';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { fundKind } from '../fund-info';
import { PublicCallToAction } from '../profile-cta';
import { AnchorNav, ProfileHeader, SECTION_PREVIEW, SectionValues } from '../profile-sections';
import { sectionLabel } from './share-link-options';

const HEARTBEAT_SECONDS = 15;

export interface ScopedProfileViewProps {
  profile: ScopedProfile;
  /** Called every 15 s for each section on screen while the page is visible (visitor analytics); none for a preview. */
  onHeartbeat?: (section: string, seconds: number) => void;
  /** The visitor's token, passed to the track-record and data-room parcels (null in the owner's preview). */
  visitorToken?: string | null;
  /** A line under the fund's name: how the reader came to this page. */
  context?: ReactNode;
  /** Buttons at the right of the header, beside the fund's own call-to-action (the visitor's "I'm interested"). */
  actions?: ReactNode;
}

/** The area that serves each kind of resource a link's scope can name (ADR 0056), mounted through the shell (ADR 0054). */
const resourceParcels: Record<ShareScopeResource['kind'], ParcelId> = {
  'track-record': 'mfe_trackrecord/parcels/shared-track-record',
  'data-room': 'mfe_dataroom/parcels/shared-data-room',
};

/**
 * Where the shared track records and data rooms sit among the profile's anchors: a track record after the investment
 * strategy it proves (before the process and the team), the data rooms last, where diligence starts.
 */
const resourcePlaces: Record<ShareScopeResource['kind'], { anchor: string; label: string; after: string | null }> = {
  'track-record': { anchor: 'shared-track-records', label: 'Track record', after: 'investmentStrategy' },
  'data-room': { anchor: 'shared-data-rooms', label: 'Data room', after: null },
};

interface PageAnchor {
  anchor: string;
  label: string;
  sections: string[];
  resources: ShareScopeResource[];
}

/** The page's anchors in reading order: the fund's anchors that hold a shared section, and the shared resources in place. */
export function scopedAnchors(profile: ScopedProfile): PageAnchor[] {
  const anchors: PageAnchor[] = [];
  const placed = (kind: ShareScopeResource['kind']): PageAnchor | null => {
    const resources = profile.resources.filter((resource) => resource.kind === kind);
    if (resources.length === 0) return null;
    const { anchor, label } = resourcePlaces[kind];
    return { anchor, label: resources.length > 1 ? `${label}s` : label, sections: [], resources };
  };
  for (const { anchor, label, sections } of fundKind.anchors) {
    const shared = sections.filter((section) => profile.sections[section]);
    if (shared.length > 0) anchors.push({ anchor, label, sections: shared, resources: [] });
    for (const kind of ['track-record', 'data-room'] as const) {
      const place = placed(kind);
      if (place && resourcePlaces[kind].after === anchor) anchors.push(place);
    }
  }
  for (const kind of ['track-record', 'data-room'] as const) {
    const place = placed(kind);
    if (place && !anchors.some((anchor) => anchor.anchor === place.anchor)) anchors.push(place);
  }
  return anchors;
}

/**
 * Reports, every 15 s while the page is visible, each section on screen (the visitor analytics' time per section). The
 * sections are watched again once the page has rendered them all (`whole`).
 */
function useSectionHeartbeat(onHeartbeat: ScopedProfileViewProps['onHeartbeat'], whole: boolean) {
  const visible = useRef(new Set<string>());
  const heartbeat = useRef(onHeartbeat);
  heartbeat.current = onHeartbeat;
  useEffect(() => {
    if (!heartbeat.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const section = (entry.target as HTMLElement).dataset.section!;
        if (entry.isIntersecting) visible.current.add(section);
        else visible.current.delete(section);
      }
    });
    for (const element of document.querySelectorAll('[data-section]')) observer.observe(element);
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      for (const section of visible.current) heartbeat.current?.(section, HEARTBEAT_SECONDS);
    }, HEARTBEAT_SECONDS * 1000);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [whole]);
}

/**
 * The profile as one share link shows it (issue 34.1): the fund's designed header (logo, name, headline, key figures,
 * its call-to-action), the in-page navigation, the link's sections in the public page's order and look (the header's
 * logo and headline are not repeated as rows), NDA sections locked, and the shared track records and data rooms in
 * their place among the sections.
 */
type AnchorPart = { section: string; resource?: never } | { resource: ShareScopeResource; section?: never };
const partsOf = (anchor: PageAnchor): AnchorPart[] => [
  ...anchor.sections.map((section) => ({ section })),
  ...anchor.resources.map((resource) => ({ resource })),
];

/** The fields the fund's header shows (its logo and headline): not repeated as rows of their section. */
const inHeader = [fundKind.header.logo, fundKind.header.headline].filter((ref) => ref !== undefined);

/** The parts of the page's first commit: the first screen (the header and the first section) paints with them. */
const FIRST_PARTS = 1;

export function ScopedProfileView({ profile, onHeartbeat, visitorToken = null, context, actions }: ScopedProfileViewProps) {
  // Made once per profile: each step of the reveal renders the anchor it grows, not again the nav and the other anchors.
  const anchors = useMemo(() => scopedAnchors(profile), [profile]);
  // The sections and shared resources render a few at a time after the header (ADR 0098).
  const total = anchors.reduce((sum, anchor) => sum + anchor.sections.length + anchor.resources.length, 0);
  const revealed = useRevealedCount(total, FIRST_PARTS);
  useSectionHeartbeat(onHeartbeat, revealed === total);
  // The header, made once per profile: the reveal's later steps do not render it again.
  const header = useMemo(() => {
    const data = Object.fromEntries(Object.entries(profile.sections).map(([section, state]) => [section, state?.data ?? null]));
    return (
      <ProfileHeader
        kind={fundKind}
        name={profile.profile.name}
        sections={data}
        badges={
          context ? (
            <Typography variant="body2" color="text.secondary">
              {context}
            </Typography>
          ) : undefined
        }
        actions={actions}
        callToAction={<PublicCallToAction profileId={profile.profile.id} />}
      />
    );
  }, [profile, context, actions]);
  return (
    <Box>
      {header}
      {anchors.length === 0 ? (
        <Alert severity="info">The sections this link shares have not been published yet.</Alert>
      ) : (
        <AnchorNav anchors={anchors} label="Shared sections" whole={revealed === total} />
      )}
      <Revealing revealing={revealed < total}>
        {revealedGroups(anchors, partsOf, revealed).map(({ group, items }) => (
          <SharedAnchor key={group.anchor} profile={profile} anchor={group} shown={items.length} visitorToken={visitorToken} />
        ))}
      </Revealing>
    </Box>
  );
}

/**
 * One anchor of the link's page and its first `shown` parts (sections, then shared resources). Memoised: a step of the
 * reveal renders again only the anchor it adds a part to.
 */
const SharedAnchor = memo(function SharedAnchor({
  profile,
  anchor,
  shown,
  visitorToken,
}: {
  profile: ScopedProfile;
  anchor: PageAnchor;
  shown: number;
  visitorToken: string | null;
}) {
  const { label, sections, resources } = anchor;
  // An anchor holding one section of the same name needs no heading of its own (as on the public page).
  const single = resources.length === 0 && sections.length === 1 && sectionLabel(sections[0]!) === label;
  return (
    <Box id={anchor.anchor} component="section" aria-label={single ? undefined : label} sx={{ scrollMarginTop: 64, mb: 2 }}>
      {!single && (
        <Typography variant="h5" component="h2" sx={{ mb: 1.5, mt: 1 }}>
          {label}
        </Typography>
      )}
      <Stack spacing={2}>
        {partsOf(anchor)
          .slice(0, shown)
          .map(({ section, resource }) =>
            section !== undefined ? (
              <SharedSection key={section} section={section} published={profile.sections[section]!} heading={single ? 'h2' : 'h3'} />
            ) : (
              <Box key={resource.entry} data-testid={`shared-resource-${resource.entry}`}>
                <RemoteParcel
                  parcel={resourceParcels[resource.kind]}
                  label={`${shareScopeResourceLabels[resource.kind]} ${resource.name}`}
                  props={{
                    id: resource.id,
                    resourceName: resource.name,
                    visitorToken,
                    preview: profile.preview,
                    canDownload: profile.link.permissions.canDownload,
                  }}
                />
              </Box>
            ),
          )}
      </Stack>
    </Box>
  );
});

/** Memoised: each later step of the page's reveal renders its new sections only, not again those already shown. */
const SharedSection = memo(function SharedSection({
  section,
  published,
  heading,
}: {
  section: string;
  published: ScopedProfile['sections'][string];
  heading: 'h2' | 'h3';
}) {
  const hiddenFields = inHeader.filter((ref) => ref.section === section).map((ref) => ref.field);
  const title = sectionLabel(section);
  return (
    <Box data-section={section} data-testid={`shared-section-${section}`}>
      {published.locked ? (
        <SectionCard title={title} headingComponent={heading} actions={<Chip size="small" icon={<LockOutlined />} label="Locked" />}>
          <Typography variant="body2">This section is shared only with visitors who accepted the fund’s NDA.</Typography>
        </SectionCard>
      ) : (
        <SectionCard title={title} headingComponent={heading}>
          <SectionValues
            fields={(fundKind.specs[section as keyof typeof fundKind.specs] ?? []).filter((spec) => !hiddenFields.includes(spec.name))}
            data={published.data}
            notApplicable={[]}
            preview={SECTION_PREVIEW}
            helpKeyPrefix={fundKind.type}
            headingLevel={heading === 'h2' ? 2 : 3}
          />
        </SectionCard>
      )}
    </Box>
  );
});
