import type { MailMessage } from '../../lib/mail';

/** The texts of the approvals mails. Plain text; `template` and `data` let the outbox (and tests) find them. */

type Mail = Omit<MailMessage, 'to'>;

const signature = '\n\nThe Fundnet team';

/** 'fund-details' → 'Fund details'; null (the whole profile) → 'profile'. */
export function sectionLabel(section: string | null): string {
  if (!section) return 'profile';
  const words = section.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function what(data: { profileName: string; section: string | null }): string {
  return data.section
    ? `the changes to the ${sectionLabel(data.section)} section of ${data.profileName}`
    : `the profile ${data.profileName}`;
}

export function approvalApprovedMail(data: { firstName: string; profileName: string; section: string | null; link: string }): Mail {
  return {
    template: 'approval-approved',
    subject: data.section ? `${sectionLabel(data.section)} of ${data.profileName} is published` : `${data.profileName} is published`,
    text:
      `Hello ${data.firstName || 'there'},\n\n` +
      `an administrator approved ${what(data)}. It is now visible to everyone on Fundnet:\n\n${data.link}${signature}`,
    data: { link: data.link, profileName: data.profileName, section: data.section ?? '' },
  };
}

export function approvalDeclinedMail(data: {
  firstName: string;
  profileName: string;
  section: string | null;
  reason: string;
  message: string;
  link: string;
}): Mail {
  return {
    template: 'approval-declined',
    subject: data.section ? `Changes to ${data.profileName} were not approved` : `${data.profileName} was not approved`,
    text:
      `Hello ${data.firstName || 'there'},\n\n` +
      `an administrator declined ${what(data)}.\n\nReason: ${data.reason}\n\n${data.message}\n\n` +
      `${data.section ? 'Everyone keeps seeing the version published before. ' : ''}` +
      `You can change it and send it again:\n\n${data.link}${signature}`,
    data: { link: data.link, profileName: data.profileName, section: data.section ?? '', reason: data.reason, message: data.message },
  };
}
