import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { addMonths, ensurePlans } from '../modules/billing';
import { billingAccounts, billingInvoices, billingSubscriptions, membershipPlans } from '../modules/billing/tables';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;

/**
 * Memberships of the demo world: the plan catalogue; the demo fund on Professional, yearly, two paid invoices (the
 * first year and its renewal); the demo user's service provider on Featured, monthly, with an open invoice waiting
 * for its transfer (what the administrator marks paid); billing data for both.
 */
export const billingSeed: DemoSection = {
  name: 'billing',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    await ensurePlans(tx);
    const plan = async (code: string) => (await tx.select().from(membershipPlans).where(eq(membershipPlans.code, code)))[0]!;
    const fund = world.profiles.find((p) => p.demo && p.type === 'fund');
    const provider = world.profiles.find((p) => p.demo && p.type === 'serviceProvider');
    const admin = world.users.find((u) => u.kind === 'admin');
    let subscriptions = 0;
    let invoices = 0;
    const billTo = (name: string, city: string) => ({
      companyName: name,
      email: `billing@${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
      addressLine1: '12 Rosenthaler Strasse',
      addressLine2: '',
      postalCode: '10119',
      city,
      country: 'Germany',
      vatId: 'DE301234567',
      paymentMethod: 'transfer' as const,
      cardBrand: null,
      cardLast4: null,
    });

    if (fund) {
      const pro = await plan('fund-professional');
      const data = billTo(fund.name, 'Berlin');
      await tx.insert(billingAccounts).values({ profileId: fund.id, ...data });
      const firstStart = addMonths(world.now, -14);
      const renewal = addMonths(firstStart, 12);
      const end = addMonths(renewal, 12);
      const [sub] = await tx
        .insert(billingSubscriptions)
        .values({
          profileId: fund.id,
          planId: pro.id,
          period: 12,
          currency: 'EUR',
          status: 'active',
          provider: 'manual',
          currentPeriodStart: renewal,
          currentPeriodEnd: end,
          createdAt: firstStart,
        })
        .returning();
      subscriptions++;
      for (const [i, start] of [firstStart, renewal].entries()) {
        const stop = addMonths(start, 12);
        await tx.insert(billingInvoices).values({
          number: `FN-DEMO-F${i + 1}`,
          profileId: fund.id,
          subscriptionId: sub!.id,
          status: 'paid',
          currency: 'EUR',
          amountMinor: 149_000,
          lines: [
            {
              description: `Professional plan, yearly, ${start.toISOString().slice(0, 10)} to ${stop.toISOString().slice(0, 10)}`,
              amountMinor: 149_000,
            },
          ],
          reason: i === 0 ? 'subscribe' : 'renewal',
          periodStart: start,
          periodEnd: stop,
          issuedAt: start,
          dueAt: new Date(start.getTime() + 14 * DAY),
          paidAt: new Date(start.getTime() + 6 * DAY),
          markedPaidBy: admin?.id ?? null,
          provider: 'manual',
          billTo: data,
        });
        invoices++;
      }
    }

    if (provider) {
      const featured = await plan('provider-featured');
      const data = billTo(provider.name, 'Munich');
      await tx.insert(billingAccounts).values({ profileId: provider.id, ...data });
      const start = new Date(world.now.getTime() - 3 * DAY);
      const [sub] = await tx
        .insert(billingSubscriptions)
        .values({
          profileId: provider.id,
          planId: featured.id,
          period: 1,
          currency: 'EUR',
          status: 'incomplete',
          provider: 'manual',
          currentPeriodStart: start,
          currentPeriodEnd: addMonths(start, 1),
          createdAt: start,
        })
        .returning();
      subscriptions++;
      await tx.insert(billingInvoices).values({
        number: 'FN-DEMO-P1',
        profileId: provider.id,
        subscriptionId: sub!.id,
        status: 'open',
        currency: 'EUR',
        amountMinor: 5_900,
        lines: [{ description: 'Featured plan, monthly', amountMinor: 5_900 }],
        reason: 'subscribe',
        periodStart: start,
        periodEnd: addMonths(start, 1),
        issuedAt: start,
        dueAt: new Date(start.getTime() + 14 * DAY),
        provider: 'manual',
        billTo: data,
      });
      invoices++;
    }
    return { plans: (await tx.select({ id: membershipPlans.id }).from(membershipPlans)).length, subscriptions, invoices };
  },
};
