import { UpcomingLinkPage } from './components/upcoming-link-page';

/**
 * /verifyIntroduction?code=…: confirms an introduction between a fund and an investor or provider.
 * Introductions open in a later release: the page explains the link and what happens next.
 */
export function VerifyIntroductionPage() {
  return (
    <UpcomingLinkPage
      title="Confirm an introduction"
      purpose="Someone on Fundnet asked to be introduced to you. This link confirms that you agree to the introduction, so both sides can get in touch."
      status="Introductions are not open on Fundnet yet, so this link cannot confirm anything today and no contact details have been shared. The link will work once introductions open."
      nextSteps={[
        'When introductions open on Fundnet, open this link again.',
        'Signed in, you accept or decline the introduction.',
        'If you accept, both sides receive each other’s contact details by e-mail.',
      ]}
      offerSignIn
    />
  );
}
