import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /commitmentsAndBook: the fund's books sheet, closing goals and investor interactions (nothing yet). */
export function CommitmentsAndBookPage() {
  return (
    <AreaEmptyPage
      title="Commitments & Book"
      subtitle="Your fundraising book: the non-binding commitments of investors measured against your first and final closing goals, and how investors interact with your fund."
      icon={<HandshakeOutlined />}
      emptyTitle="No commitments yet"
      emptyDescription="No investor has committed and no closing goal is set. When the books sheet opens, your fundraising will be tracked here."
      needsSignIn
      capabilities={[
        'Record soft and hard non-binding commitments in a books sheet, and download it as a spreadsheet',
        'Set your first and final closing goals and follow your progress towards them',
        'Follow profile interactions: pass-opportunity rate, feedback rate and commitment rate',
        'Read statistics: unique investors, average soft and hard commitment, and returning LPs',
        'Choose whether investment amounts are shown',
      ]}
      action={
        <LinkButton to="/dashboard" variant="outlined">
          Fundraising dashboard
        </LinkButton>
      }
    />
  );
}
