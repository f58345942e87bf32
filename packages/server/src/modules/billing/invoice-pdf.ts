import type { FastifyReply } from 'fastify';
import { loadPdfLib } from '../../lib/lazy-libraries';
import type { BankTransfer } from './provider';
import type { BillingInvoiceRow } from './tables';

const money = (minor: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** WinAnsi (the standard fonts' encoding) cannot draw every character: replace what it cannot. */
const safe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?');

/** One invoice as an A4 PDF (pdf-lib, standard fonts): issuer, bill-to, the lines, the total and how to pay. */
export async function invoicePdf(invoice: BillingInvoiceRow, profileName: string, bank: BankTransfer | null): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor('Fundnet');
  pdf.setCreationDate(invoice.issuedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.4, 0.42, 0.46);
  let y = 790;
  const write = (text: string, x: number, size = 10, f = font, color = ink) => page.drawText(safe(text), { x, y, size, font: f, color });

  write('Fundnet', 50, 20, bold);
  write('INVOICE', 430, 20, bold);
  y -= 24;
  write('Fundnet GmbH · Platform memberships', 50, 9, font, muted);
  write(`No. ${invoice.number}`, 430, 10);
  y -= 14;
  write(`Issued ${day(invoice.issuedAt)}`, 430, 10);
  y -= 14;
  write(`Due ${day(invoice.dueAt)}`, 430, 10);
  y -= 14;
  write(`Status: ${invoice.status.toUpperCase()}${invoice.paidAt ? ` (${day(invoice.paidAt)})` : ''}`, 430, 10, bold);

  y -= 30;
  write('Bill to', 50, 10, bold);
  const to = invoice.billTo;
  for (const line of [
    to.companyName || profileName,
    to.addressLine1,
    to.addressLine2,
    [to.postalCode, to.city].filter(Boolean).join(' '),
    to.country,
    to.vatId ? `VAT ID ${to.vatId}` : '',
    to.email,
  ].filter(Boolean)) {
    y -= 14;
    write(line, 50);
  }

  y -= 40;
  page.drawRectangle({ x: 45, y: y - 6, width: 505, height: 22, color: rgb(0.94, 0.95, 0.97) });
  write('Description', 50, 10, bold);
  write('Amount', 480, 10, bold);
  for (const line of invoice.lines) {
    y -= 26;
    write(line.description.slice(0, 80), 50);
    write(money(line.amountMinor, invoice.currency), 480);
  }
  y -= 16;
  write(`Service period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`, 50, 9, font, muted);
  y -= 30;
  page.drawLine({ start: { x: 45, y: y + 16 }, end: { x: 550, y: y + 16 }, thickness: 0.5, color: muted });
  write('Total', 400, 12, bold);
  write(money(invoice.amountMinor, invoice.currency), 480, 12, bold);

  y -= 50;
  if (invoice.status === 'paid') {
    write('Paid with thanks.', 50, 11, bold);
  } else if (bank && invoice.provider === 'manual') {
    write('Please pay by bank transfer', 50, 11, bold);
    for (const line of [
      `Account holder: ${bank.accountHolder}`,
      `IBAN: ${bank.iban}`,
      `BIC: ${bank.bic}`,
      `Reference: ${invoice.number}`,
    ]) {
      y -= 15;
      write(line, 50);
    }
  } else if (invoice.hostedUrl) {
    write(`Pay online: ${invoice.hostedUrl}`, 50, 9);
  }
  return pdf.save();
}

/** Sends an invoice PDF as a download that no cache keeps. */
export async function sendInvoicePdf(reply: FastifyReply, bytes: Uint8Array, number: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="invoice-${number}.pdf"`)
    .send(Buffer.from(bytes));
}
