import { type BillingData, type BillingDataInput, billingMessages, type Invoice } from '@fundnet/validation-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { findProfile, profileRefs } from '../profiles';
import { updateSubscriptions } from './subscriptions';
import { type BillingInvoiceRow, billingInvoices, billingSubscriptions } from './tables';
import { invoicePdf } from './invoice-pdf';
import { listPlans, planReply } from './plans';
import type { BillingSettings } from './provider';
import { billingDataOf, invoiceOf, invoiceReply, listInvoices, overview, updateBillingData } from './service';

// ---------------------------------------------------------------- administrator: mark paid

/** An administrator records a bank transfer: the invoice is paid and its subscription active again. */
export async function markInvoicePaid(db: Db, invoiceId: string, adminUserId: string, now = new Date()): Promise<BillingInvoiceRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, invoiceId)).for('update');
    if (!locked) throw notFound(billingMessages.invoiceNotFound);
    if (locked.status !== 'open') throw conflict(billingMessages.invoiceNotOpen, 'INVOICE_NOT_OPEN');
    const [row] = await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: now, markedPaidBy: adminUserId })
      .where(eq(billingInvoices.id, invoiceId))
      .returning();
    if (locked.subscriptionId) await reactivateIfSettled(tx, locked.subscriptionId, now);
    return row!;
  });
}

/** incomplete / past_due / unpaid become active once no invoice of theirs is open past due (or, incomplete, open at all). */
async function reactivateIfSettled(tx: DbOrTx, subscriptionId: string, now: Date) {
  const [sub] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId)).limit(1);
  if (!sub || !['incomplete', 'past_due', 'unpaid'].includes(sub.status)) return;
  const open = await tx
    .select({ id: billingInvoices.id, dueAt: billingInvoices.dueAt })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, subscriptionId), eq(billingInvoices.status, 'open')));
  const blocking = sub.status === 'incomplete' ? open : open.filter((i) => i.dueAt.getTime() <= now.getTime());
  if (blocking.length > 0) return;
  await updateSubscriptions(tx, eq(billingSubscriptions.id, subscriptionId), { status: 'active', graceUntil: null, updatedAt: now });
}

export async function adminInvoices(db: DbOrTx, status?: BillingInvoiceRow['status']) {
  // Invoices of deleted profiles too (the join never filtered them): profiles' subquery, deleted rows included.
  const profile = profileRefs('invoice_profile', { withDeleted: true });
  const rows = await db
    .select({ invoice: billingInvoices, name: profile.name, type: profile.type })
    .from(billingInvoices)
    .innerJoin(profile, eq(profile.id, billingInvoices.profileId))
    .where(status ? eq(billingInvoices.status, status) : undefined)
    .orderBy(desc(billingInvoices.issuedAt))
    .limit(500);
  return rows.map((r) =>
    invoiceReply(r.invoice, { name: r.name, type: r.type }, `api/administration/billing/invoices/${r.invoice.id}/pdf`),
  );
}

// ---------------------------------------------------------------- administrator: a profile's billing

async function requireProfile(db: DbOrTx, profileId: string) {
  // Any profile row, deleted or not: the administrator still settles a deleted profile's billing.
  if (!(await findProfile(db, profileId, { withDeleted: true }))) throw notFound('This profile does not exist.');
}

/** GET administration/profile/membership-plan/:fundId: plan, usage, invoices and the plans the profile could take. */
export async function adminMembershipPlan(db: Db, settings: BillingSettings, profileId: string) {
  const found = await findProfile(db, profileId, { withDeleted: true });
  if (!found) throw notFound('This profile does not exist.');
  const profile = { id: found.id, name: found.name, type: found.type };
  const invoices = (await listInvoices(db, profile.id)).map((row) =>
    invoiceReply(row, profile, `api/administration/billing/invoices/${row.id}/pdf`),
  );
  return {
    profile,
    overview: await overview(db, settings, profile.id),
    invoices,
    plans: (await listPlans(db, profile.type)).map(planReply),
  };
}

/** GET administration/profile/billingData (404 for an unknown profile). */
export async function adminBillingData(db: Db, profileId: string): Promise<BillingData> {
  await requireProfile(db, profileId);
  return billingDataOf(db, profileId);
}

/** PATCH administration/profile/billingData (404 for an unknown profile). */
export async function adminUpdateBillingData(db: Db, profileId: string, input: BillingDataInput): Promise<BillingData> {
  await requireProfile(db, profileId);
  return updateBillingData(db, profileId, input);
}

/** POST administration/billing/invoices/:id/mark-paid: the paid invoice as the administration lists it. */
export async function markPaidReply(db: Db, invoiceId: string, adminUserId: string): Promise<Invoice> {
  const row = await markInvoicePaid(db, invoiceId, adminUserId);
  const profile = await findProfile(db, row.profileId, { withDeleted: true });
  return invoiceReply(row, profile!, `api/administration/billing/invoices/${row.id}/pdf`);
}

/** GET administration/billing/invoices/:id/pdf: any invoice as a PDF, with its profile's name. */
export async function adminInvoicePdf(db: Db, settings: BillingSettings, invoiceId: string) {
  const invoice = await invoiceOf(db, invoiceId);
  const profile = await findProfile(db, invoice.profileId, { withDeleted: true });
  return { number: invoice.number, bytes: await invoicePdf(invoice, profile?.name ?? '', settings.bankTransfer) };
}
