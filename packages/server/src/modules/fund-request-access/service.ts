import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type CreateRequestAccessInput, type RequestAccess, requestAccessMessages } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { admitAddress, linkForRequest, linkUrl, shareLinkRefs, visitorNotificationRecipients } from '../fund-custom-profile-link';
import { emitFundEvent } from '../fund-webhook';
import { accessApprovedMail, accessRequestedMail } from './mail-templates';
import { fundAccessRequests } from './tables';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;
type EmitDeps = Deps & Pick<AppDeps, 'jobs'>;

/**
 * A visitor asks for access. One open request per link and address: asking again updates its message. The
 * fund's members who get "Visitors" notifications immediately are mailed a link to /verifyRequestAccess.
 * The answer is the same whatever happens next (the visitor learns nothing about the link's lists).
 */
export async function createRequest(deps: EmitDeps, input: CreateRequestAccessInput, log?: FastifyBaseLogger): Promise<void> {
  const link = await linkForRequest(deps.db, input.slug);
  const email = input.email.toLowerCase();
  const [open] = await deps.db
    .select({ id: fundAccessRequests.id })
    .from(fundAccessRequests)
    .where(and(eq(fundAccessRequests.linkId, link.id), eq(fundAccessRequests.email, email), eq(fundAccessRequests.status, 'pending')))
    .limit(1);
  if (open) {
    await deps.db
      .update(fundAccessRequests)
      .set({ message: input.message, reason: input.reason, createdAt: new Date() })
      .where(eq(fundAccessRequests.id, open.id));
    return;
  }
  const [row] = await deps.db
    .insert(fundAccessRequests)
    .values({ profileId: link.profileId, linkId: link.id, email, message: input.message, reason: input.reason })
    .returning({ id: fundAccessRequests.id });
  // The fund's webhooks hear of a new request (fund-webhook); asking again only updates it (above).
  const requested = {
    requestId: row!.id,
    shareLinkId: link.id,
    shareLinkName: link.name,
    email,
    message: input.message,
    reason: input.reason,
  };
  await emitFundEvent(deps, { profileId: link.profileId, type: 'access.requested', data: requested }, log);
  try {
    const mail = accessRequestedMail({
      profileName: link.profileName,
      linkName: link.name,
      email,
      message: input.message,
      link: `${deps.config.appUrl}/verifyRequestAccess?requestId=${row!.id}`,
    });
    for (const to of await visitorNotificationRecipients(deps.db, link.profileId)) await deps.mailer.send({ to, ...mail });
  } catch (error) {
    log?.error({ err: error }, 'access-request notification failed');
  }
}

// The request's link with its policy's state: fund-custom-profile-link's subquery (it joins access-policy's).
const link = shareLinkRefs('request_link');

const select = {
  request: fundAccessRequests,
  link: { id: link.id, name: link.name },
  enabled: link.enabled,
};

function toDto(row: {
  request: typeof fundAccessRequests.$inferSelect;
  link: { id: string; name: string };
  enabled: boolean;
}): RequestAccess {
  return {
    id: row.request.id,
    email: row.request.email,
    message: row.request.message,
    status: row.request.status,
    reason: row.request.reason,
    link: { id: row.link.id, name: row.link.name, status: row.enabled ? 'active' : 'inactive' },
    createdAt: row.request.createdAt.toISOString(),
    decidedAt: row.request.decidedAt?.toISOString() ?? null,
  };
}

function base(deps: Deps) {
  return deps.db.select(select).from(fundAccessRequests).innerJoin(link, eq(link.id, fundAccessRequests.linkId));
}

export async function listRequests(deps: Deps, profileId: string, status: string) {
  const rows = await base(deps)
    .where(
      and(eq(fundAccessRequests.profileId, profileId), status === 'all' ? sql`true` : eq(fundAccessRequests.status, status as 'pending')),
    )
    .orderBy(desc(fundAccessRequests.createdAt));
  const [pending] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(fundAccessRequests)
    .where(and(eq(fundAccessRequests.profileId, profileId), eq(fundAccessRequests.status, 'pending')));
  return { items: rows.map(toDto), pending: pending?.count ?? 0 };
}

export async function getRequest(deps: Deps, profileId: string, id: string): Promise<RequestAccess> {
  const [row] = await base(deps).where(and(eq(fundAccessRequests.id, id), eq(fundAccessRequests.profileId, profileId)));
  if (!row) throw notFound(requestAccessMessages.requestNotFound, 'REQUEST_NOT_FOUND');
  return toDto(row);
}

/** Approve: the address joins the link's allow list (and leaves its deny list) and is mailed the link; decline: closed. */
export async function decideRequest(deps: Deps, profileId: string, id: string, userId: string, decision: 'approved' | 'declined') {
  const current = await getRequest(deps, profileId, id);
  if (current.status !== 'pending') throw conflict(requestAccessMessages.alreadyDecided, 'ALREADY_DECIDED');
  const [updated] = await deps.db
    .update(fundAccessRequests)
    .set({ status: decision, decidedAt: new Date(), decidedBy: userId })
    .where(and(eq(fundAccessRequests.id, id), eq(fundAccessRequests.status, 'pending')))
    .returning({ linkId: fundAccessRequests.linkId, email: fundAccessRequests.email });
  if (!updated) throw conflict(requestAccessMessages.alreadyDecided, 'ALREADY_DECIDED');
  if (decision === 'approved') {
    const admitted = await admitAddress(deps.db, updated.linkId, updated.email);
    const mail = accessApprovedMail({ link: linkUrl(deps.config.appUrl, admitted.slug) });
    await deps.mailer.send({ to: updated.email, ...mail });
  }
  return getRequest(deps, profileId, id);
}
