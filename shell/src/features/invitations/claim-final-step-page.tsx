import { UpcomingLinkPage } from './components/upcoming-link-page';

/**
 * /claimFinalStep: the last step of claiming a prepared profile. Claiming opens in a later release;
 * the page says so plainly (no pretend success) and points to support.
 */
export function ClaimFinalStepPage() {
  return (
    <UpcomingLinkPage
      title="Finish claiming your profile"
      purpose="This is the last step of taking over the Fundnet profile prepared for your organisation."
      status="Profile claiming is not open yet, so this step cannot be completed today and nothing has been claimed. Your claim link will be activated when profile claiming opens."
      nextSteps={[
        'When profile claiming opens, open the claim link from your e-mail again.',
        'You sign in and confirm that you represent the organisation.',
        'This page then completes the claim, and the profile appears under your profiles.',
      ]}
      requiresCode={false}
    />
  );
}
