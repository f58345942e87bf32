import type { MailMessage } from '../../lib/mail';

/** The texts of the profile-claim mails. Plain text; `template` and `data` let the outbox (and tests) find them. */

type Mail = Omit<MailMessage, 'to'>;

const signature = '\n\nThe Fundnet team';

/** To the work address: the single-use link that proves the claimant reads this mailbox. */
export function claimVerifyMail(data: {
  claimantName: string;
  profileName: string;
  link: string;
  code: string;
  hours: number;
  domainMatches: boolean;
  websiteDomain: string | null;
}): Mail {
  const next = data.domainMatches
    ? 'Then confirm the claim, and the profile is yours to manage.'
    : data.websiteDomain
      ? `This address is not on ${data.websiteDomain}, the domain of the profile's website, so a Fundnet administrator reviews the claim after you confirm the address.`
      : 'The profile has no website to compare the address with, so a Fundnet administrator reviews the claim after you confirm the address.';
  return {
    template: 'profile-claim-verify',
    subject: `Confirm your claim of ${data.profileName} on Fundnet`,
    text:
      `Hello,\n\n${data.claimantName} asked to claim the Fundnet profile of ${data.profileName} with this e-mail address. ` +
      `To confirm that this address is yours, open this link (valid for ${data.hours} hours, usable once, while signed in to the same Fundnet account):\n\n` +
      `${data.link}\n\n${next}\n\nIf it was not you, ignore this message: nothing changes.${signature}`,
    data: { link: data.link, code: data.code },
  };
}

/** To the support address: a confirmed claim waits for an administrator. */
export function claimReviewMail(data: {
  claimantName: string;
  claimantEmail: string;
  workEmail: string;
  profileName: string;
  websiteDomain: string | null;
  link: string;
}): Mail {
  return {
    template: 'profile-claim-review',
    subject: `Claim to review: ${data.profileName}`,
    text:
      `${data.claimantName} <${data.claimantEmail}> claims ${data.profileName} and confirmed the work address ${data.workEmail}, ` +
      `${data.websiteDomain ? `which is not on the website's domain ${data.websiteDomain}` : 'but the profile has no website to compare it with'}.\n\n` +
      `Approve or decline the claim in the administration console:\n\n${data.link}`,
    data: { link: data.link, workEmail: data.workEmail },
  };
}

/** To the claimant: an administrator approved; the last step makes the profile theirs. */
export function claimApprovedMail(data: { firstName: string; profileName: string; link: string }): Mail {
  return {
    template: 'profile-claim-approved',
    subject: `Your claim of ${data.profileName} was approved`,
    text:
      `Hello ${data.firstName || 'there'},\n\nan administrator approved your claim of the Fundnet profile of ${data.profileName}. ` +
      `Open this link to complete it and become the profile's owner:\n\n${data.link}${signature}`,
    data: { link: data.link },
  };
}

/** To the claimant: an administrator declined, with their reason and message. */
export function claimDeclinedMail(data: { firstName: string; profileName: string; reason: string; message: string; link: string }): Mail {
  return {
    template: 'profile-claim-declined',
    subject: `Your claim of ${data.profileName} was declined`,
    text:
      `Hello ${data.firstName || 'there'},\n\nan administrator declined your claim of the Fundnet profile of ${data.profileName}.\n\n` +
      `Reason: ${data.reason}\n${data.message}\n\nYou can start a new claim, for example with an address on the company's domain, from the profile page:\n\n${data.link}${signature}`,
    data: { link: data.link, reason: data.reason },
  };
}
