import { useSession } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { EmptyState, LinkButton, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';

// The book (closing goals with their forms, the sheet, the charts) follows the heading in a chunk of its own: a visitor
// who is only told to sign in, or to pick another profile, never loads it.
const Book = lazyPage(() => import('./book'), 'Book');

/** /commitmentsAndBook: the fund's books sheet, closing goals, interactions and statistics. */
export function CommitmentsAndBookPage() {
  useDocumentTitle('Commitments & Book');
  const { activeProfile, isAuthenticated } = useSession();
  return (
    <PageContainer maxWidth="lg">
      <PageHeader
        title="Commitments & Book"
        subtitle="Who is in, for how much, who passed and why, and how close the closes are."
        actions={
          <LinkButton to="/dashboard" variant="outlined">
            Fundraising dashboard
          </LinkButton>
        }
      />
      {!isAuthenticated ? (
        <EmptyState
          title="Sign in to see your book"
          description="The books sheet belongs to a fund's team."
          action={<LinkButton to="/login?returnTo=%2FcommitmentsAndBook">Sign in</LinkButton>}
        />
      ) : !activeProfile ? (
        <EmptyState
          title="No profile selected"
          description="Choose the fund whose raise you run."
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      ) : activeProfile.type !== 'fund' ? (
        <EmptyState
          title="The books sheet is for funds"
          description="As an investor you can record a pass on a fund from the fund's page."
        />
      ) : (
        <Book profile={activeProfile} />
      )}
    </PageContainer>
  );
}
