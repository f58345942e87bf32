import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useParams } from 'react-router-dom';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /fund/:slug/trackRecordPreview/:trackRecordId: one track record of a fund, as its visitors see it (not available yet). */
export function TrackRecordPreviewPage() {
  const { slug = '', trackRecordId = '' } = useParams();
  return (
    <AreaEmptyPage
      title="Track record preview"
      subtitle={`Track record ${trackRecordId} of the fund ${slug}, as visitors of the fund's profile see it.`}
      icon={<VisibilityOffOutlined />}
      emptyTitle="This track record preview is not available yet"
      emptyDescription="Track record previews arrive with the track-record work. This address will then show the fund's investments, their status and the performance charts the fund chose to share."
      action={<LinkButton to="/fund/discovery">Discover funds</LinkButton>}
    />
  );
}
