import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';

/**
 * The audit extension point (ADR 0043). Modules that do something worth recording (auth, approvals,
 * profile-member, share links, data room, administration) call `audit(db, event)`; they never import the
 * audit-log module. app.ts wires the log's writer once at start-up (`auditHooks.onAudit`). The writer runs in the
 * caller's database handle, so an entry written inside a transaction commits or rolls back with the change.
 * Sinks are kept in a set: registering the same function again (every test builds an app) keeps one copy.
 */
export interface AuditEvent {
  /** One of the actions of the audit-log contract (validation-schema contracts/audit-log.ts). */
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  ip?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export type AuditSink = (db: DbOrTx, event: AuditEvent) => Promise<void>;

const sinks = new Set<AuditSink>();

export const auditHooks = {
  onAudit(sink: AuditSink): () => void {
    sinks.add(sink);
    return () => sinks.delete(sink);
  },
};

/** Records an event with every registered sink (none in a unit test that wires nothing). */
export async function audit(db: DbOrTx, event: AuditEvent): Promise<void> {
  for (const sink of sinks) await sink(db, event);
}

/** Actor and IP of a signed-in request (request.auth set by the auth plugin). */
export function auditActor(request: FastifyRequest): Pick<AuditEvent, 'actorId' | 'actorEmail' | 'ip'> {
  return { actorId: request.auth?.userId ?? null, actorEmail: request.auth?.email ?? null, ip: request.ip ?? null };
}
