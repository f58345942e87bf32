import { ApiError, useSession, useTrackRecord } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState } from '@fundnet/design-system';
import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { TrackRecordView } from './track-record-view';

/** The props of `./parcels/shared-track-record` (JSON: the shared page of a share link passes them, ADR 0054/0056). */
export interface SharedTrackRecordProps {
  /** The track record, a resource of the link's scope (`track-record:<id>`). */
  id: string;
  /**
   * Its name as the scoped profile lists it: the heading, before the track record has loaded. Not `name`: single-spa
   * gives every parcel a `name` prop of its own ("parcel-1"), which would win.
   */
  resourceName: string;
  /** The link visitor's token (`x-visitor-token`); null in the owner's preview. */
  visitorToken: string | null;
  /** The owner's "preview as recipient": no token, the signed-in member reads as their fund. */
  preview: boolean;
  /** The link's canDownload: without it the grid offers no export (the server refuses it too). Default true. */
  canDownload?: boolean;
}

/**
 * A track record in a share link's scope, read-only, as the link's visitor reads it: metrics, investments grid (with
 * its export) and charts. With a token every call goes as that visitor (no profile headers); in the owner's preview the
 * calls go as the active profile, and the view stays the recipient's (no saved grid settings of the fund).
 */
export function SharedTrackRecord({ id, resourceName, visitorToken, preview, canDownload = true }: SharedTrackRecordProps) {
  const headingId = useId();
  const { activeProfile } = useSession();
  const token = visitorToken ?? null;
  const profile = token ? null : activeProfile;
  const { data, error, isPending, isError, refetch } = useTrackRecord(profile, id, token);
  const gone = isError && error instanceof ApiError && error.status === 404;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {data?.name ?? resourceName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {preview
            ? 'Track record · what recipients of this link see'
            : 'Track record · performance computed from the fund’s reported investments'}
        </Typography>
      </Stack>
      {isPending ? (
        <LoadingState label="Loading the track record…" />
      ) : gone ? (
        <EmptyState
          compact
          title="This track record is not available"
          description="The fund no longer shares it through this link." // not in spec
        />
      ) : isError || !data ? (
        <ErrorPanel
          title="The track record could not be loaded"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void refetch()}
        />
      ) : (
        <TrackRecordView profile={profile} record={data} own={false} visitorToken={token} canExport={canDownload} />
      )}
    </Box>
  );
}
