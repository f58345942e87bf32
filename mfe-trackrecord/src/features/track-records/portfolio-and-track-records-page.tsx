import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /settings/portfolioAndTrackRecords: the fund's track records (none yet). */
export function PortfolioAndTrackRecordsPage() {
  return (
    <AreaEmptyPage
      title="Portfolio & track records"
      subtitle="Your fund's track records: every investment with its status and performance, in sheets and charts investors can read at a glance."
      icon={<QueryStatsOutlined />}
      emptyTitle="No track records yet"
      emptyDescription="You have not added a track record. When track records open, you will build them here and choose which ones visitors of your profile see."
      needsSignIn
      capabilities={[
        'Create track records and their sheets, or import the rows from a spreadsheet',
        'Keep an investments grid per track record, with each investment active, partly realized, realized or written off',
        'Chart performance with many graphs, including TVPI, DPI and MOIC',
        'Choose which track records are visible on your profile, and preview them as investors see them',
        'Follow the graduation rates of your portfolio companies',
      ]}
      action={
        <LinkButton to="/graduationRates" variant="outlined">
          Graduation rates
        </LinkButton>
      }
    />
  );
}
