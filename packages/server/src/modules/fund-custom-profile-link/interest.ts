import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type * as v from 'valibot';
import { type expressInterestBody, messages, type ShareLinkInterest } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { interestMail } from './mail-templates';
import { ndaCopyJob } from './nda-records';
import type { Deps } from './service';
import { interestDto as dto } from './interest-reads';
import { shareLinkInterests, shareLinkVisits } from './tables';
import { linkById, requireGrantedVisitor, visitorKeyOf, visitorNotificationRecipients } from './visitors';

/**
 * "I'm interested" (issue 34.1): a visitor who passed every gate tells the fund. One interest per visitor of a link,
 * keyed like the visits, so the fund's visits list shows it beside that visitor. The members are mailed from the job
 * queue, once: a second send updates the message (a visitor correcting a typo must not mail the team twice).
 */

export const INTEREST_JOB = 'share-link.interest';

type Body = v.InferOutput<typeof expressInterestBody>;

export async function expressInterest(
  deps: Deps & Pick<AppDeps, 'jobs'>,
  token: string | undefined,
  body: Body,
  log: FastifyBaseLogger,
): Promise<{ created: boolean; interest: ShareLinkInterest }> {
  const { visitor, found } = await requireGrantedVisitor(deps, token);
  // The address the visitor typed, else the one the link holds for them; a link that asked none needs one typed.
  const email = body.email?.toLowerCase() ?? visitor.email;
  if (!email) throw unprocessable({ email: [messages.emailRequired] });
  const visitorKey = visitorKeyOf(visitor);
  const values = { name: body.name, email, message: body.message, visitorTokenId: visitor.id };
  const [inserted] = await deps.db
    .insert(shareLinkInterests)
    .values({ linkId: found.link.id, visitorKey, ...values })
    .onConflictDoNothing({ target: [shareLinkInterests.linkId, shareLinkInterests.visitorKey] })
    .returning();
  if (!inserted) {
    const [updated] = await deps.db
      .update(shareLinkInterests)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(shareLinkInterests.linkId, found.link.id), eq(shareLinkInterests.visitorKey, visitorKey)))
      .returning();
    return { created: false, interest: dto(updated!) };
  }
  // The visits list is where the fund reads interests: a visitor who never loaded the profile (an API call) still
  // gets their row, with no open counted (their first real open then counts, and mails, as a first open).
  await deps.db
    .insert(shareLinkVisits)
    .values({
      linkId: found.link.id,
      visitorKey,
      visitorTokenId: visitor.id,
      email: visitor.email,
      emailVerified: visitor.emailVerified,
      opens: 0,
    })
    .onConflictDoNothing({ target: [shareLinkVisits.linkId, shareLinkVisits.visitorKey] });
  try {
    await deps.jobs.send(INTEREST_JOB, { interestId: inserted.id });
  } catch (error) {
    // The interest is recorded and shown in the visits; a queue failure must not make the visitor send it again.
    log.error({ err: error, interestId: inserted.id }, 'share-link interest mail not queued');
  }
  return { created: true, interest: dto(inserted) };
}

/** GET interest: what this visitor already sent on this link (null: nothing yet), so the page keeps its confirmation. */
export async function interestOfVisitor(deps: Deps, token: string | undefined): Promise<ShareLinkInterest | null> {
  const { visitor, found } = await requireGrantedVisitor(deps, token);
  const [row] = await deps.db
    .select()
    .from(shareLinkInterests)
    .where(and(eq(shareLinkInterests.linkId, found.link.id), eq(shareLinkInterests.visitorKey, visitorKeyOf(visitor))))
    .limit(1);
  return row ? dto(row) : null;
}

/** Mails the fund's members who hear about visitors ("Visitors" not switched off), never the visitor themself. */
async function mailInterest(deps: Deps, interestId: string) {
  const [interest] = await deps.db.select().from(shareLinkInterests).where(eq(shareLinkInterests.id, interestId)).limit(1);
  if (!interest) return; // the link (and its interests) was removed since: nothing to tell
  const found = await linkById(deps.db, interest.linkId).catch(() => null);
  if (!found) return; // deleted since: its team reads the interest in the analytics
  const mail = interestMail({
    profileName: found.profile.name,
    linkName: found.link.name,
    name: interest.name,
    email: interest.email,
    message: interest.message,
    visitsLink: `${deps.config.appUrl}/settings/shareProfileLink`,
  });
  const recipients = await visitorNotificationRecipients(deps.db, found.link.profileId);
  for (const to of recipients) if (to !== interest.email) await deps.mailer.send({ to, ...mail });
}

/** app.ts wires this module's jobs on the generic queue. */
export function registerShareLinkJobs(jobs: JobQueue, deps: Deps) {
  jobs.define<{ interestId: string }>({ name: INTEREST_JOB, handler: (data) => mailInterest(deps, data.interestId) });
  jobs.define<{ recordId: string }>(ndaCopyJob(deps));
}
