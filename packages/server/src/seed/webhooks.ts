import { eq } from 'drizzle-orm';
import { shareLinks } from '../modules/fund-custom-profile-link/tables';
import { fundWebhookDeliveries, fundWebhookEndpoints, fundWebhookEvents } from '../modules/fund-webhook/tables';
import type { DbOrTx } from '../modules/profiles/service';
import { sectionRng } from './names';
import type { DemoSection, DemoWorld } from './world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The demo fund's webhooks (fund-webhook, ADR 0083): its CRM endpoint with a week of deliveries, one of which the CRM
 * answered only at the third attempt (a 503, a timeout, then 200: the log shows the back-off), and a Zapier endpoint the
 * team switched off. The addresses are `.example` hosts, so a live delivery from the demo fails to resolve and is logged
 * as unreachable, as it should. Secrets come from the section's random stream (the demo is the same every time).
 */
export const webhooksSeed: DemoSection = {
  name: 'webhooks',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const rng = sectionRng('webhooks');
    const fund = world.profiles.find((profile) => profile.demo && profile.type === 'fund');
    if (!fund) return { endpoints: 0 };
    const secret = () => `whsec_${Buffer.from(Array.from({ length: 32 }, () => rng.int(0, 255))).toString('base64url')}`;
    const at = (ms: number) => new Date(world.now.getTime() - ms);
    const [link] = await tx
      .select({ id: shareLinks.id, name: shareLinks.name })
      .from(shareLinks)
      .where(eq(shareLinks.profileId, fund.id))
      .limit(1);

    const [crm] = await tx
      .insert(fundWebhookEndpoints)
      .values({
        profileId: fund.id,
        url: 'https://crm.northwind-ventures.example/hooks/fundnet',
        description: 'Investor CRM: visits, downloads and commitments',
        events: [
          'link.visited',
          'file.viewed',
          'file.downloaded',
          'access.requested',
          'nda.signed',
          'commitment.created',
          'commitment.changed',
        ],
        secret: secret(),
        createdAt: at(9 * 24 * HOUR),
        updatedAt: at(9 * 24 * HOUR),
      })
      .returning({ id: fundWebhookEndpoints.id });
    await tx.insert(fundWebhookEndpoints).values({
      profileId: fund.id,
      url: 'https://hooks.zapier.example/hooks/catch/4411/northwind',
      description: 'Slack alerts (paused)',
      events: ['access.requested', 'introduction.accepted'],
      secret: secret(),
      enabled: false,
      createdAt: at(20 * 24 * HOUR),
      updatedAt: at(2 * 24 * HOUR),
    });

    const linkData = link ? { shareLinkId: link.id, shareLinkName: link.name } : {};
    const events: { type: string; ago: number; data: Record<string, unknown> }[] = [
      {
        type: 'link.visited',
        ago: 6 * 24 * HOUR,
        data: { ...linkData, visitorEmail: 'lena.hofmann@alpine-family-office.example', opens: 1 },
      },
      {
        type: 'nda.signed',
        ago: 6 * 24 * HOUR - 2 * MINUTE,
        data: { via: 'shareLink', ...linkData, visitorEmail: 'lena.hofmann@alpine-family-office.example', version: 1 },
      },
      {
        type: 'file.downloaded',
        ago: 5 * 24 * HOUR,
        data: { fileName: 'Northwind Ventures II - Pitch Deck.pdf', viewerEmail: 'lena.hofmann@alpine-family-office.example' },
      },
      {
        type: 'access.requested',
        ago: 3 * 24 * HOUR,
        data: { ...linkData, email: 'marc.dubois@rival-capital.example', message: null, reason: 'notAllowed' },
      },
      {
        type: 'commitment.created',
        ago: 26 * HOUR,
        data: { commitment: { investorName: 'Alpine Family Office', softAmount: 5_000_000, currency: 'EUR' } },
      },
    ];
    let deliveries = 0;
    for (const [index, event] of events.entries()) {
      const [row] = await tx
        .insert(fundWebhookEvents)
        .values({ profileId: fund.id, type: event.type, payload: event.data, createdAt: at(event.ago) })
        .returning({ id: fundWebhookEvents.id });
      const sent = at(event.ago - 1_000);
      // The download reached the CRM only at the third attempt: 503, then no answer in 10 s, then 200.
      const attempts =
        index === 2
          ? [
              { statusCode: 503, responseSnippet: 'Service Unavailable', error: null, durationMs: 212, wait: 60 },
              {
                statusCode: null,
                responseSnippet: null,
                error: 'The endpoint did not answer within 10 seconds.',
                durationMs: 10_000,
                wait: 240,
              },
              { statusCode: 200, responseSnippet: '{"received":true}', error: null, durationMs: 164, wait: 0 },
            ]
          : [{ statusCode: 200, responseSnippet: '{"received":true}', error: null, durationMs: 90 + index * 17, wait: 0 }];
      let time = sent.getTime();
      for (const [n, attempt] of attempts.entries()) {
        const attemptedAt = new Date(time);
        const next = attempt.wait ? new Date(time + attempt.wait * 1000) : null;
        await tx.insert(fundWebhookDeliveries).values({
          endpointId: crm!.id,
          eventId: row!.id,
          attempt: n + 1,
          status: attempt.statusCode === 200 ? 'succeeded' : 'failed',
          statusCode: attempt.statusCode,
          responseSnippet: attempt.responseSnippet,
          error: attempt.error,
          durationMs: attempt.durationMs,
          attemptedAt,
          nextRetryAt: next,
          createdAt: attemptedAt,
        });
        deliveries += 1;
        if (next) time = next.getTime();
      }
    }
    return { endpoints: 2, events: events.length, deliveries };
  },
};
