import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A machine-readable tag (e.g. 'verify-email') so tests and the outbox reader can find a message. */
  template: string;
  /** Values the template used (links, codes), kept in the outbox file for developers and e2e tests. */
  data?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set; otherwise every message is written to the outbox folder as JSON and logged. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  return createOutbox(path.join(options.outboxDir, 'mail'), options.logger, 'mail');
}

export interface OutboxEntry {
  to: string;
  subject?: string;
  text: string;
  template: string;
  data?: Record<string, string>;
  sentAt: string;
}

export function createOutbox(dir: string, logger: FastifyBaseLogger, kind: 'mail' | 'sms') {
  let sequence = 0;
  return {
    async send(message: Omit<OutboxEntry, 'sentAt'>) {
      await mkdir(dir, { recursive: true });
      const entry: OutboxEntry = { ...message, sentAt: new Date().toISOString() };
      const safeTo = message.to.replace(/[^a-zA-Z0-9@.+-]/g, '_');
      const file = path.join(dir, `${Date.now()}-${process.pid}-${++sequence}-${safeTo}.json`);
      // Written aside, then renamed into place: a reader listing the folder never sees half a message.
      await writeFile(`${file}.partial`, JSON.stringify(entry, null, 2));
      await rename(`${file}.partial`, file);
      logger.info({ outbox: file, to: message.to, template: message.template, ...message.data }, `${kind} written to outbox`);
    },
  };
}
