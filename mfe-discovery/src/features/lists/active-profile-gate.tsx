import { type ActiveProfile, useSession } from '@fundnet/api-client';
import { EmptyState, LinkButton, PageContainer, PageHeader, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import type { ReactNode } from 'react';

export interface ActiveProfileGateProps {
  title: string;
  subtitle: ReactNode;
  /** What signing in shows, e.g. "your favorites". */
  what: string;
  children: (profile: ActiveProfile) => ReactNode;
}

/**
 * The lists belong to the active profile: a visitor is asked to sign in (and comes back), a signed-in user
 * without an active profile is asked to choose one; otherwise the page renders for that profile (a new
 * profile is a new page: nothing carries over from the previous one).
 */
export function ActiveProfileGate({ title, subtitle, what, children }: ActiveProfileGateProps) {
  const { isAuthenticated, activeProfile } = useSession();
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} subtitle={subtitle} what={what} />;
  if (!activeProfile) {
    return (
      <PageContainer>
        <PageHeader title={title} subtitle={subtitle} />
        <EmptyState
          icon={<AccountCircleOutlined />}
          title="Choose a profile first"
          description={`${what[0]!.toUpperCase()}${what.slice(1)} belong to one of your profiles. Choose the fund, investor or service provider profile you act as.`}
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      </PageContainer>
    );
  }
  return <PageContainer key={`${activeProfile.type}:${activeProfile.id}`}>{children(activeProfile)}</PageContainer>;
}
