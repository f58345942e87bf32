import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /dashboard: the fundraising dashboard (nothing to show yet). */
export function DashboardPage() {
  return (
    <AreaEmptyPage
      title="Fundraising dashboard"
      subtitle="Your fundraising at a glance: who visits your profile, how complete it is, and how investors use your share links, track records and data room."
      icon={<SpaceDashboardOutlined />}
      emptyTitle="Nothing to show yet"
      emptyDescription="There are no visits or figures to report yet. The dashboard fills in as investors discover your profile."
      needsSignIn
      capabilities={[
        'See total visits, visits this week and this month, and your profile data density',
        'Find your most visited profile links, with their visits and when they were last updated',
        'Compare your track records by investments, TVPI and DPI',
        'Follow recent company graduations',
        'Read data-room figures: file views, downloads, folders, files, opening rate, average time and last view',
      ]}
      action={
        <LinkButton to="/commitmentsAndBook" variant="outlined">
          Commitments & Book
        </LinkButton>
      }
    />
  );
}
