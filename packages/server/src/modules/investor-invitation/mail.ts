import type { MailMessage } from '../../lib/mail';

/** The template tag of the investor invitation mail (the outbox and tests find it by this). */
export const INVESTOR_INVITATION_TEMPLATE = 'investor-invitation';

/** The mail inviting an investor to a fund's profile; plain text, link and code in `data`. */
export function investorInvitationMail(data: {
  invitedBy: string;
  fundName: string;
  fundId: string;
  message: string;
  link: string;
  code: string;
  days: number;
}): Omit<MailMessage, 'to'> {
  return {
    template: INVESTOR_INVITATION_TEMPLATE,
    subject: `${data.invitedBy} invites you to see ${data.fundName} on Fundnet`,
    text:
      `Hello,\n\n${data.invitedBy} of ${data.fundName} invites you to see the fund's profile on Fundnet.\n\n` +
      `${data.message}\n\n` +
      `Accept the invitation with this link (valid for ${data.days} days). New to Fundnet? The link creates your account ` +
      `with this e-mail address. Already on Fundnet? Sign in with this address and accept.\n\n` +
      `${data.link}\n\nIf you did not expect this invitation, you can ignore this message.\n\nThe Fundnet team`,
    data: { link: data.link, code: data.code, fundId: data.fundId, fundName: data.fundName },
  };
}
