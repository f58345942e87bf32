import type { MailMessage } from '../../lib/mail';

/** The mails of share links. Plain text; `template` and `data` let the outbox (and tests) find them. */

type Mail = Omit<MailMessage, 'to'>;

export const SHARE_LINK_INVITE_TEMPLATE = 'share-link-invite';
export const SHARE_LINK_MAGIC_TEMPLATE = 'share-link-magic-link';
export const SHARE_LINK_OPENED_TEMPLATE = 'share-link-opened';

export function shareLinkInviteMail(data: { profileName: string; inviterName: string; message: string | null; link: string }): Mail {
  return {
    template: SHARE_LINK_INVITE_TEMPLATE,
    subject: `${data.inviterName} shared the profile of ${data.profileName} with you`,
    text:
      `Hello,\n\n${data.inviterName} shared the Fundnet profile of ${data.profileName} with you.` +
      `${data.message ? `\n\nTheir message:\n${data.message}` : ''}\n\nOpen it here:\n${data.link}\n\nThe Fundnet team`,
    data: { link: data.link, profileName: data.profileName },
  };
}

export function magicLinkMail(data: { profileName: string; link: string; code: string }): Mail {
  return {
    template: SHARE_LINK_MAGIC_TEMPLATE,
    subject: `Your link to the profile of ${data.profileName}`,
    text:
      `Hello,\n\nOpen the profile of ${data.profileName} with this link (it works once, for 30 minutes):\n${data.link}\n\n` +
      `Or type this code on the page that asked for your e-mail address: ${data.code}\n\n` +
      'If you did not ask for it, ignore this e-mail.\n\nThe Fundnet team',
    data: { link: data.link, code: data.code },
  };
}

export function linkOpenedMail(data: {
  profileName: string;
  linkName: string;
  visitor: string | null;
  visitsLink: string;
  settingsLink: string;
}): Mail {
  return {
    template: SHARE_LINK_OPENED_TEMPLATE,
    subject: `${data.visitor ?? 'Someone'} opened your share link "${data.linkName}"`,
    text:
      `Hello,\n\n${data.visitor ?? 'A visitor'} opened the share link "${data.linkName}" of ${data.profileName} for the first time.` +
      `\n\nSee its visits:\n${data.visitsLink}\n\nYou receive this e-mail because of your notification settings for this profile. ` +
      `Change them here:\n${data.settingsLink}\n\nThe Fundnet team`,
    data: { link: data.visitsLink, linkName: data.linkName, ...(data.visitor ? { visitor: data.visitor } : {}) },
  };
}

export const SHARE_LINK_INTEREST_TEMPLATE = 'share-link-interest';

export function interestMail(data: {
  profileName: string;
  linkName: string;
  name: string;
  email: string;
  message: string | null;
  visitsLink: string;
}): Mail {
  return {
    template: SHARE_LINK_INTEREST_TEMPLATE,
    subject: `${data.name} is interested in ${data.profileName}`,
    text:
      `Hello,\n\n${data.name} (${data.email}) opened the share link "${data.linkName}" of ${data.profileName} and told you ` +
      `they are interested.${data.message ? `\n\nTheir message:\n${data.message}` : ''}\n\nReply to them at ${data.email}, ` +
      `or see the link's visitors:\n${data.visitsLink}\n\nYou receive this e-mail because of your notification settings ` +
      'for this profile ("Visitors").\n\nThe Fundnet team',
    data: { link: data.visitsLink, linkName: data.linkName, name: data.name, email: data.email },
  };
}

export const SHARE_LINK_NDA_COPY_TEMPLATE = 'share-link-nda-copy';

/** The signer's copy of a signed NDA (issue 35): a link to the PDF (mails carry no attachments here) and how to check it. */
export function ndaCopyMail(data: {
  fundName: string;
  fullName: string;
  signedAt: Date;
  fileHash: string;
  copyLink: string;
  verifyLink: string;
}): Mail {
  const when = `${data.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
  return {
    template: SHARE_LINK_NDA_COPY_TEMPLATE,
    subject: `Your signed NDA with ${data.fundName}`,
    text:
      `Hello ${data.fullName},\n\nYou signed the NDA of ${data.fundName} on ${when}. Download your signed copy (with its ` +
      `certificate page) here:\n${data.copyLink}\n\nIts SHA-256 is ${data.fileHash}. Anyone holding the file can check it ` +
      `was issued by Fundnet, unchanged:\n${data.verifyLink}\n\nKeep this e-mail: the link is your copy.\n\nThe Fundnet team`,
    data: { link: data.copyLink, verifyLink: data.verifyLink, fileHash: data.fileHash },
  };
}
