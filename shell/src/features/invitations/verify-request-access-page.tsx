import { UpcomingLinkPage } from './components/upcoming-link-page';

/**
 * /verifyRequestAccess?code=…: a fund approves a request to see restricted parts of its profile.
 * Request-access opens in a later release: the page explains the link and what happens next.
 */
export function VerifyRequestAccessPage() {
  return (
    <UpcomingLinkPage
      title="Review an access request"
      purpose="An investor asked to see restricted parts of a fund profile you manage, such as its data room. This link lets you approve or decline that request."
      status="Access requests cannot be answered through Fundnet yet, so this link has not granted or refused anything. The link will work once access requests open."
      nextSteps={[
        'When access requests open on Fundnet, open this link again.',
        'Signed in as a member of the fund profile, you approve or decline the request.',
        'The investor is told your answer by e-mail; if you approve, they see the sections you chose.',
      ]}
      offerSignIn
    />
  );
}
