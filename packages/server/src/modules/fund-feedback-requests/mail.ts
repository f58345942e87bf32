import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../lib/mail';
import { memberContacts } from '../profiles';

export const FEEDBACK_REQUEST_TEMPLATE = 'fund-feedback-request';

/** The mail an investor profile's team gets when a fund asks it for feedback (plain text; template and data for tests). */
export function feedbackRequestMail(data: {
  fundName: string;
  investorName: string;
  message: string | null;
  link: string;
}): Omit<MailMessage, 'to'> {
  return {
    template: FEEDBACK_REQUEST_TEMPLATE,
    subject: `${data.fundName} asks ${data.investorName} for feedback`,
    text:
      `Hello,\n\n${data.fundName} would value the feedback of ${data.investorName} on its fund.` +
      `${data.message ? `\n\nTheir message:\n${data.message}` : ''}` +
      `\n\nGive feedback, openly or anonymously, or ignore the request:\n${data.link}` +
      `\n\nYou receive this e-mail because you can give feedback for ${data.investorName} on Fundnet.\n\nThe Fundnet team`,
    data: { fundName: data.fundName, investorName: data.investorName, link: data.link },
  };
}

/**
 * Mails the members of the investor profile who may answer (editor role and up, as POST fund-feedback asks) that a fund
 * asked for feedback. A request addressed to the profile is not a preference-driven notification: it always goes.
 * A failed mail is logged and never fails the request (the investor also sees it on /feedback).
 */
export async function mailFeedbackRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  input: { fundName: string; investor: { id: string; name: string }; message: string | null; requestedByUserId: string },
  log?: FastifyBaseLogger,
): Promise<number> {
  try {
    const rows = await memberContacts(deps.db, input.investor.id, { atLeast: 'editor', orderBy: 'email' });
    const recipients = rows.filter((row) => row.userId !== input.requestedByUserId).map((row) => row.email);
    const mail = feedbackRequestMail({
      fundName: input.fundName,
      investorName: input.investor.name,
      message: input.message,
      link: `${deps.config.appUrl}/feedback`,
    });
    for (const to of recipients) await deps.mailer.send({ to, ...mail });
    return recipients.length;
  } catch (error) {
    log?.error({ err: error, investorProfileId: input.investor.id }, 'feedback-request mail failed');
    return 0;
  }
}
