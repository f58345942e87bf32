import { lazyPage } from '@fundnet/app-runtime';
import { useSession } from '@fundnet/api-client';
import { EmptyState, LinkButton, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';

// A fund's statistics (the picker, tables, heat map) follow the heading in a chunk of their own: a visitor without a
// fund profile, who is only asked to choose one, never loads them.
const Rates = lazyPage(() => import('./rates'), 'Rates');

/** /graduationRates and /fund/graduationRates/:trackRecordId/edit: graduation statistics of the fund's portfolio companies. */
export function GraduationRatesPage() {
  useDocumentTitle('Graduation rates');
  const { activeProfile } = useSession();
  return (
    <PageContainer maxWidth="lg">
      <PageHeader title="Graduation rates" subtitle="How your portfolio companies progress to later rounds, exits and write-offs." />
      {activeProfile?.type !== 'fund' ? (
        <EmptyState
          title="No fund selected"
          description="Choose a fund profile to see its graduation rates."
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      ) : (
        <Rates profile={activeProfile} />
      )}
    </PageContainer>
  );
}
