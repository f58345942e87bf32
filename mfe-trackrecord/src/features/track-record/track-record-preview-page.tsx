import { useSession, useTrackRecord } from '@fundnet/api-client';
import { EmptyState, LinkButton, LoadingState, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { useParams } from 'react-router-dom';
import { TrackRecordView } from './track-record-view';

/** /fund/:slug/trackRecordPreview/:trackRecordId: a track record as a visitor may see it (visible ones of published funds). */
export function TrackRecordPreviewPage() {
  useDocumentTitle('Track record preview');
  const { trackRecordId = '' } = useParams();
  const { activeProfile } = useSession();
  const { data, isPending, isError } = useTrackRecord(activeProfile, trackRecordId);
  return (
    <PageContainer maxWidth="lg">
      <PageHeader title={data?.name ?? 'Track record preview'} subtitle="Performance computed from the fund’s reported investments." />
      {isPending ? (
        <LoadingState label="Loading the track record…" />
      ) : isError || !data ? (
        <EmptyState
          title="This track record is not available"
          description="It does not exist, or the fund does not show it on its profile."
          action={<LinkButton to="/fund/discovery">Discover funds</LinkButton>}
        />
      ) : (
        <TrackRecordView profile={activeProfile} record={data} own={activeProfile?.id === data.profileId} />
      )}
    </PageContainer>
  );
}
