import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createOutbox } from './mail';

export interface SmsMessage {
  to: string;
  text: string;
  template: string;
  data?: Record<string, string>;
}

/** An SMS gateway. Production plugs a provider in here; the default writes to the local outbox. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxSms(outboxDir: string, logger: FastifyBaseLogger): SmsProvider {
  return createOutbox(path.join(outboxDir, 'sms'), logger, 'sms');
}
