import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import type { MailMessage } from '../../lib/mail';
import { userById } from '../users';
import { dataRoomQuestions } from './tables';
import { roomNames } from './room-names';

/**
 * The mails of the Q&A, through the job queue (the request never waits on the mailer): the member a question was
 * assigned to, and the asker when it is answered. A queue failure is logged and never fails the change.
 */

export const QA_ASSIGNED_JOB = 'data-room-qa.assigned';
export const QA_ANSWERED_JOB = 'data-room-qa.answered';
export const QA_ASSIGNED_TEMPLATE = 'data-room-qa-assigned';
export const QA_ANSWERED_TEMPLATE = 'data-room-qa-answered';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

async function enqueue(deps: Pick<AppDeps, 'jobs'>, name: string, questionId: string, log: FastifyBaseLogger) {
  try {
    await deps.jobs.send(name, { questionId });
  } catch (error) {
    log.error({ err: error, questionId }, 'data-room question mail not queued');
  }
}

export const noteAssigned = (deps: Pick<AppDeps, 'jobs'>, questionId: string, log: FastifyBaseLogger) =>
  enqueue(deps, QA_ASSIGNED_JOB, questionId, log);
export const noteAnswered = (deps: Pick<AppDeps, 'jobs'>, questionId: string, log: FastifyBaseLogger) =>
  enqueue(deps, QA_ANSWERED_JOB, questionId, log);

/** A question quoted in a mail: its first 300 characters. */
const quote = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

export function assignedMail(data: { fundName: string; roomName: string; question: string; link: string }): Omit<MailMessage, 'to'> {
  return {
    template: QA_ASSIGNED_TEMPLATE,
    subject: `A question in the data room ${data.roomName} is yours to answer`,
    text:
      `Hello,\n\nA question an investor asked in the data room ${data.roomName} of ${data.fundName} was assigned to you:\n\n` +
      `“${quote(data.question)}”\n\nDraft and send the answer from the questions inbox:\n${data.link}\n\n` +
      'You receive this e-mail because a member of your fund assigned the question to you.\n\nThe Fundnet team',
    data: { fund: data.fundName, room: data.roomName, question: data.question, link: data.link },
  };
}

export function answeredMail(data: {
  fundName: string;
  roomName: string;
  question: string;
  answer: string;
  link: string | null;
}): Omit<MailMessage, 'to'> {
  const where = data.link
    ? `Read it in the data room:\n${data.link}`
    : 'Open the share link the fund sent you to read it in the data room.';
  return {
    template: QA_ANSWERED_TEMPLATE,
    subject: `${data.fundName} answered your question in ${data.roomName}`,
    text:
      `Hello,\n\n${data.fundName} answered the question you asked in its data room ${data.roomName}.\n\n` +
      `Your question: “${quote(data.question)}”\n\nThe answer: ${data.answer}\n\n${where}\n\n` +
      'You receive this e-mail because you asked this question.\n\nThe Fundnet team',
    data: { fund: data.fundName, room: data.roomName, question: data.question, answer: data.answer, link: data.link ?? '' },
  };
}

async function questionOf(deps: Deps, questionId: string) {
  const [row] = await deps.db.select().from(dataRoomQuestions).where(eq(dataRoomQuestions.id, questionId)).limit(1);
  if (!row) return null; // deleted with its room since
  const names = await roomNames(deps.db, row.dataRoomId);
  return names ? { row, ...names } : null;
}

async function sendAssigned(deps: Deps, { questionId }: { questionId: string }) {
  const found = await questionOf(deps, questionId);
  if (!found?.row.assigneeUserId || found.row.state === 'closed') return;
  const assignee = await userById(deps.db, found.row.assigneeUserId);
  if (!assignee || assignee.deletedAt) return;
  const mail = assignedMail({
    fundName: found.fundName,
    roomName: found.roomName,
    question: found.row.question,
    link: `${deps.config.appUrl}/dataRoom/${found.row.dataRoomId}/questions`,
  });
  await deps.mailer.send({ to: assignee.email, ...mail });
}

async function sendAnswered(deps: Deps, { questionId }: { questionId: string }) {
  const found = await questionOf(deps, questionId);
  if (!found?.row.answer) return;
  const { row } = found;
  // An account is mailed at its address now; a link visitor at the one they gave (none: nobody to mail).
  const account = row.askerUserId ? await userById(deps.db, row.askerUserId) : null;
  const to = account && !account.deletedAt ? account.email : row.askerUserId ? '' : row.askerEmail;
  if (!to) return;
  const mail = answeredMail({
    fundName: found.fundName,
    roomName: found.roomName,
    question: row.question,
    answer: row.answer!,
    link: row.askerUserId ? `${deps.config.appUrl}/dataRoom/${row.dataRoomId}` : null,
  });
  await deps.mailer.send({ to, ...mail });
}

/** Defines the Q&A mails on the queue (app.ts calls it). */
export function registerQaJobs(jobs: JobQueue, deps: Deps): void {
  jobs.define<{ questionId: string }>({ name: QA_ASSIGNED_JOB, handler: (data) => sendAssigned(deps, data) });
  jobs.define<{ questionId: string }>({ name: QA_ANSWERED_JOB, handler: (data) => sendAnswered(deps, data) });
}
