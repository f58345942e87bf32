import { UpcomingLinkPage } from './components/upcoming-link-page';

/**
 * /verifyClaim?code=…: the link that lets an organisation claim the profile Fundnet prepared for it.
 * Claiming opens in a later release: the page checks the link is whole and says so; nothing is claimed.
 */
export function VerifyClaimPage() {
  return (
    <UpcomingLinkPage
      title="Claim your profile"
      purpose="This link lets you take over the Fundnet profile we prepared for your organisation, so you can correct it and manage it yourself."
      status="Profile claiming is not open yet, so this link cannot be used today and nothing has been claimed. Your claim link will be activated when profile claiming opens: keep the e-mail, and use the same link then."
      nextSteps={[
        'When profile claiming opens, open this same link again.',
        'You sign in or create your account and confirm that you represent the organisation.',
        'In a last step the profile becomes yours and appears under your profiles, ready to edit.',
      ]}
    />
  );
}
