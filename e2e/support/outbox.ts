import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  to: string;
  subject?: string;
  text: string;
  template: string;
  data?: Record<string, string>;
}

/** The newest mail (or SMS) the server wrote to its local outbox for an address, waiting for it to arrive. */
export async function waitForOutbox(kind: 'mail' | 'sms', to: string, template: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox', kind);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      // the folder appears with the first message
    }
    const found = files
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage)
      .reverse()
      .find((m) => m.to.toLowerCase() === to.toLowerCase() && m.template === template);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} "${template}" to ${to} in the outbox`);
}
