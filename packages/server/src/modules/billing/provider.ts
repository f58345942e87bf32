import type Stripe from 'stripe';
import { newStripe } from '../../lib/lazy-libraries';

/**
 * The payment provider, chosen by environment (ADR 0050). With no STRIPE_SECRET_KEY the embedded default is the
 * manual-invoice provider: invoices are paid by bank transfer and an administrator marks them paid. With it, Stripe:
 * Checkout for the first payment, the customer portal for cards and receipts, webhooks (signed) for every state.
 */
export interface BankTransfer {
  accountHolder: string;
  iban: string;
  bic: string;
}

export interface BillingSettings {
  provider: 'manual' | 'stripe';
  stripe: Stripe | null;
  webhookSecret: string | null;
  bankTransfer: BankTransfer;
  appUrl: string;
  /** Days between an invoice's issue and its due date. */
  dueDays: number;
  /** Days after a missed due date in which a past_due subscription keeps its features. */
  graceDays: number;
}

type Env = Record<string, string | undefined>;

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function billingSettingsFrom(env: Env, appUrl: string): BillingSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const stripe = secretKey
    ? newStripe(secretKey, {
        maxNetworkRetries: 1,
        telemetry: false,
        timeout: 20_000,
        // A stand-in for Stripe's API (tests, stripe-mock) is named by these; production leaves them unset.
        ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
        ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
        ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL as 'http' | 'https' } : {}),
      })
    : null;
  return {
    provider: stripe ? 'stripe' : 'manual',
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    bankTransfer: {
      accountHolder: env.BILLING_BANK_ACCOUNT_HOLDER ?? 'Fundnet GmbH',
      iban: env.BILLING_BANK_IBAN ?? 'DE89 3704 0044 0532 0130 00',
      bic: env.BILLING_BANK_BIC ?? 'COBADEFFXXX',
    },
    appUrl,
    dueDays: positiveInt(env.BILLING_INVOICE_DUE_DAYS, 14),
    graceDays: positiveInt(env.BILLING_GRACE_DAYS, 7),
  };
}
