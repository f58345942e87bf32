import type { MailMessage } from '../../lib/mail';

export const INTRODUCTION_REQUEST_TEMPLATE = 'introduction-request';
export const INTRODUCTION_MADE_TEMPLATE = 'introduction-made';

const kindWords: Record<string, string> = { fund: 'fund', investor: 'investor', serviceProvider: 'service provider' };

/** To the target's owner: someone asks to be introduced; the link opens a page where they accept or decline. */
export function introductionRequestMail(data: {
  requestedBy: string;
  requesterName: string;
  requesterType: string;
  targetName: string;
  message: string;
  link: string;
  days: number;
}): Omit<MailMessage, 'to'> {
  return {
    template: INTRODUCTION_REQUEST_TEMPLATE,
    subject: `${data.requestedBy} of ${data.requesterName} asks to be introduced to ${data.targetName}`,
    text:
      `Hello,\n\n${data.requestedBy} of ${data.requesterName} (${kindWords[data.requesterType] ?? data.requesterType}) asks to be ` +
      `introduced to ${data.targetName} on Fundnet:\n\n${data.message}\n\n` +
      `Do you accept this introduction? Open this link to accept or decline (valid for ${data.days} days). ` +
      `Nothing is shared until you accept; then both of you receive each other's contact by e-mail.\n\n${data.link}\n\n` +
      'This request was sent only to you. If you ignore it, nothing is shared.\n\nThe Fundnet team',
    data: { link: data.link, requesterName: data.requesterName, targetName: data.targetName },
  };
}

/** To each side once accepted: the other side's contact. */
export function introductionMadeMail(data: {
  ownName: string;
  otherProfileName: string;
  otherPersonName: string;
  otherEmail: string;
  message: string;
}): Omit<MailMessage, 'to'> {
  return {
    template: INTRODUCTION_MADE_TEMPLATE,
    subject: `Introduction: ${data.ownName} and ${data.otherProfileName}`,
    text:
      `Hello,\n\nthe introduction between ${data.ownName} and ${data.otherProfileName} was accepted. ` +
      `You can now get in touch directly:\n\n${data.otherPersonName}, ${data.otherProfileName}\n${data.otherEmail}\n\n` +
      `The request said:\n\n${data.message}\n\nThe Fundnet team`,
    data: { otherEmail: data.otherEmail, otherName: data.otherPersonName, otherProfileName: data.otherProfileName },
  };
}
