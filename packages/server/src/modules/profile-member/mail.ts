import type { MailMessage } from '../../lib/mail';

/** The template tag of the member invitation mail (the outbox and tests find it by this). */
export const PROFILE_MEMBER_INVITE_TEMPLATE = 'profile-member-invite';

const roleWords: Record<string, string> = { admin: 'an admin', editor: 'an editor', viewer: 'a viewer' };

/** The mail inviting someone to a profile's team; plain text, with the link and code in `data`. */
export function profileMemberInviteMail(data: {
  invitedBy: string;
  profileName: string;
  profileId: string;
  role: string;
  message: string;
  link: string;
  code: string;
  days: number;
}): Omit<MailMessage, 'to'> {
  return {
    template: PROFILE_MEMBER_INVITE_TEMPLATE,
    subject: `${data.invitedBy} invited you to join ${data.profileName} on Fundnet`,
    text:
      `Hello,\n\n${data.invitedBy} invites you to join the team of ${data.profileName} on Fundnet as ${roleWords[data.role] ?? data.role}.\n\n` +
      `${data.message}\n\n` +
      `Accept the invitation with this link (valid for ${data.days} days). Sign in, or create your account, with this e-mail address:\n\n` +
      `${data.link}\n\nIf you did not expect this invitation, you can ignore this message.\n\nThe Fundnet team`,
    data: { link: data.link, code: data.code, profileId: data.profileId, profileName: data.profileName, role: data.role },
  };
}
