import type { MailMessage } from '../../lib/mail';

type Mail = Omit<MailMessage, 'to'>;

export const ACCESS_REQUESTED_TEMPLATE = 'access-requested';
export const ACCESS_APPROVED_TEMPLATE = 'access-approved';

export function accessRequestedMail(data: {
  profileName: string;
  linkName: string;
  email: string;
  message: string | null;
  link: string;
}): Mail {
  return {
    template: ACCESS_REQUESTED_TEMPLATE,
    subject: `${data.email} asks for access to ${data.profileName}`,
    text:
      `Hello,\n\n${data.email} asks for access to the share link "${data.linkName}" of ${data.profileName}.` +
      `${data.message ? `\n\nTheir message:\n${data.message}` : ''}\n\nApprove or decline it here:\n${data.link}\n\nThe Fundnet team`,
    data: { link: data.link, email: data.email },
  };
}

export function accessApprovedMail(data: { link: string }): Mail {
  return {
    template: ACCESS_APPROVED_TEMPLATE,
    subject: 'Your access request was approved',
    text: `Hello,\n\nYour request was approved. Open the profile here:\n${data.link}\n\nThe Fundnet team`,
    data: { link: data.link },
  };
}
