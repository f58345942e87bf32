import { useSession } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { PageContainer, PageHeader, SignInPrompt } from '@fundnet/design-system';

const JoinFlow = lazyPage(() => import('./join-flow'), 'JoinFlow');

/**
 * /join/*: the onboarding. Signed-out visitors see the sign-in prompt (back to this step). /join itself
 * redirects to the first unfinished step; a stepper shows the progress through
 * aboutYou → smsVerification → selectProfileType → <type>/pointsOfInterest →
 * <type>/checkExistingProfiles → <type>/quiz, which ends on the new profile's page.
 */
export function JoinPage() {
  const { isAuthenticated } = useSession();
  // Signed out: the sign-in prompt every signed-in page shows, coming back to this step afterwards.
  if (!isAuthenticated) return <SignInPrompt title="Set up your Fundnet account" what="your account setup" />;
  return (
    <PageContainer maxWidth="md">
      <PageHeader title="Set up your Fundnet account" subtitle="A few short steps. Your answers are saved as you go." />
      <JoinFlow />
    </PageContainer>
  );
}
