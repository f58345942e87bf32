import type { ScopedProfile, ShareScopeResource } from '@fundnet/api-client';
import { type ParcelId, RemoteParcel } from '@fundnet/app-runtime';
import { shareScopeResourceLabels } from '@fundnet/validation-schema';
import { SectionCard } from '@fundnet/design-system';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { fundKind } from '../fund-info';
import { SectionValues } from '../profile-sections';
import { sectionLabel } from './share-link-options';

const HEARTBEAT_SECONDS = 15;

export interface ScopedProfileViewProps {
  profile: ScopedProfile;
  /** Called every 15 s for each section on screen while the page is visible (visitor analytics); none for a preview. */
  onHeartbeat?: (section: string, seconds: number) => void;
  /** The visitor's token, passed to the track-record and data-room parcels (null in the owner's preview). */
  visitorToken?: string | null;
}

/** The area that serves each kind of resource a link's scope can name (ADR 0056), mounted through the shell (ADR 0054). */
const resourceParcels: Record<ShareScopeResource['kind'], ParcelId> = {
  'track-record': 'mfe_trackrecord/parcels/shared-track-record',
  'data-room': 'mfe_dataroom/parcels/shared-data-room',
};

/** The profile as one share link shows it: the link's sections in the profile's order, NDA sections locked. */
export function ScopedProfileView({ profile, onHeartbeat, visitorToken = null }: ScopedProfileViewProps) {
  const sections = fundKind.anchors.flatMap((anchor) => anchor.sections.filter((section) => profile.sections[section]));
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
  }, []);

  const resources = profile.resources.map((resource) => (
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
  ));
  if (sections.length === 0 && resources.length === 0)
    return <Alert severity="info">The sections this link shares have not been published yet.</Alert>;
  return (
    <Stack spacing={2}>
      {sections.map((section) => {
        const published = profile.sections[section]!;
        const title = sectionLabel(section);
        return (
          <Box key={section} data-section={section} data-testid={`shared-section-${section}`}>
            {published.locked ? (
              <SectionCard title={title} actions={<Chip size="small" icon={<LockOutlined />} label="Locked" />}>
                <Typography variant="body2">This section is shared only with visitors who accepted the fund’s NDA.</Typography>
              </SectionCard>
            ) : (
              <SectionCard title={title}>
                <SectionValues
                  fields={fundKind.specs[section as keyof typeof fundKind.specs] ?? []}
                  data={published.data}
                  notApplicable={[]}
                />
              </SectionCard>
            )}
          </Box>
        );
      })}
      {resources}
    </Stack>
  );
}
