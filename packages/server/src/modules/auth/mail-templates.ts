import type { MailMessage } from '../../lib/mail';
import type { SmsMessage } from '../../lib/sms';

/**
 * The texts of the auth family's mails and SMS. Plain text only for now; `template` and `data`
 * let the outbox (and tests) find a message and its links and codes.
 */

type Mail = Omit<MailMessage, 'to'>;

const signature = '\n\nThe Fundnet team';

export function verifyEmailMail(data: { firstName: string; link: string; code: string; hours: number; codeMinutes: number }): Mail {
  return {
    template: 'verify-email',
    subject: 'Confirm your e-mail address',
    text:
      `Hello ${data.firstName || 'there'},\n\n` +
      `please confirm your e-mail address for Fundnet by opening this link (valid for ${data.hours} hours):\n\n${data.link}\n\n` +
      `Or enter this code in the app (valid for ${data.codeMinutes} minutes): ${data.code}\n\n` +
      `If you did not create an account, you can ignore this message.${signature}`,
    data: { link: data.link, code: data.code },
  };
}

export function resetPasswordMail(data: { firstName: string; link: string; code: string; minutes: number }): Mail {
  return {
    template: 'reset-password',
    subject: 'Reset your password',
    text:
      `Hello ${data.firstName || 'there'},\n\n` +
      `someone asked to reset the password of your Fundnet account. To choose a new password, open this link ` +
      `(valid for ${data.minutes} minutes, usable once):\n\n${data.link}\n\n` +
      `If it was not you, ignore this message: your password stays as it is.${signature}`,
    data: { link: data.link, code: data.code },
  };
}

export function accountExistsMail(data: { firstName: string; loginLink: string; link: string; code: string; minutes: number }): Mail {
  return {
    template: 'account-exists',
    subject: 'You already have a Fundnet account',
    text:
      `Hello ${data.firstName || 'there'},\n\n` +
      `someone tried to create a Fundnet account with this e-mail address, which already has one. ` +
      `If it was you, log in here:\n\n${data.loginLink}\n\n` +
      `Forgot your password? Choose a new one with this link (valid for ${data.minutes} minutes, usable once):\n\n${data.link}\n\n` +
      `If it was not you, ignore this message: nothing has changed on your account.${signature}`,
    data: { link: data.link, code: data.code, loginLink: data.loginLink },
  };
}

export function adminInviteMail(data: { firstName: string | null; invitedBy: string; link: string; code: string; days: number }): Mail {
  return {
    template: 'admin-invite',
    subject: 'You are invited to administer Fundnet',
    text:
      `Hello ${data.firstName || 'there'},\n\n` +
      `${data.invitedBy} invites you to become an administrator of Fundnet. Create your account with this link ` +
      `(valid for ${data.days} days):\n\n${data.link}${signature}`,
    data: { link: data.link, code: data.code },
  };
}

export function contactUsMail(data: { firstName: string; lastName: string; email: string; type: string; message: string }): Mail {
  return {
    template: 'contact-us',
    subject: `Contact form: ${data.type} from ${data.firstName} ${data.lastName}`,
    text: `From: ${data.firstName} ${data.lastName} <${data.email}>\nType: ${data.type}\n\n${data.message}`,
    data: { email: data.email, type: data.type },
  };
}

export function verifyPhoneSms(data: { code: string; minutes: number }): Omit<SmsMessage, 'to'> {
  return {
    template: 'verify-phone',
    text: `Your Fundnet verification code is ${data.code}. It is valid for ${data.minutes} minutes.`,
    data: { code: data.code },
  };
}
