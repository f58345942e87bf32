import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from './mail';

/** Reads the local outbox (newest last): used by tests, e2e and the developer. */
export async function readOutbox(outboxDir: string, kind: 'mail' | 'sms'): Promise<OutboxEntry[]> {
  const dir = path.join(outboxDir, kind);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort(byTimeThenSequence);
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxEntry));
}

function byTimeThenSequence(a: string, b: string) {
  const [ta, , sa] = a.split('-');
  const [tb, , sb] = b.split('-');
  return Number(ta) - Number(tb) || Number(sa) - Number(sb);
}

/** The newest message to an address, optionally of one template. */
export async function lastMessageTo(outboxDir: string, kind: 'mail' | 'sms', to: string, template?: string) {
  const entries = await readOutbox(outboxDir, kind);
  return entries.reverse().find((e) => e.to.toLowerCase() === to.toLowerCase() && (!template || e.template === template));
}
