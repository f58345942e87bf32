import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /graduationRates: graduation statistics of the fund's portfolio companies (none yet). */
export function GraduationRatesPage() {
  return (
    <AreaEmptyPage
      title="Graduation rates"
      subtitle="How your portfolio companies progress: graduations to later funding rounds, exits and write-offs, computed from the companies in your track records."
      icon={<TrendingUpOutlined />}
      emptyTitle="No graduation rates yet"
      emptyDescription="There are no portfolio companies to measure yet. Graduation rates are computed from the companies in your track records."
      needsSignIn
      capabilities={[
        'Load the companies from your track records and record their later rounds',
        'Read total invested, total raised, funding ratio, graduation rate, exits and exit rate',
        'Read average MOIC, write-offs and write-off rate',
        'See the average time to graduation, to exit and to write-off',
        'Show graduations on the track record, and open an overview per company',
      ]}
      action={
        <LinkButton to="/settings/portfolioAndTrackRecords" variant="outlined">
          Your track records
        </LinkButton>
      }
    />
  );
}
