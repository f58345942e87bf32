import {
  type ActiveProfile,
  type BillingAudience,
  type BillingOverview,
  type MembershipPlan,
  useUpdateBillingData,
} from '@fundnet/api-client';
import { BillingDataFields, Form, useNotify, useValibotForm } from '@fundnet/design-system';
import { type BillingDataInput, billingDataBody, missingBillingDetails } from '@fundnet/validation-schema';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { day, money, periodLabel, priceOf } from './format';

export interface PlanChangeDialogProps {
  profile: ActiveProfile;
  audience: BillingAudience;
  overview: BillingOverview;
  /** The plan the manager chose (null: closed). */
  chosen: MembershipPlan | null;
  period: number;
  currency: string;
  busy: boolean;
  /** Whether `chosen` is above the current plan (or there is no subscription yet). */
  isUpgrade: (plan: MembershipPlan) => boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Confirms a subscription or a plan change, saying what happens: how it is paid (by invoice and bank transfer, or by
 * card on Stripe's page), when it applies, what is billed. A first bank-transfer invoice names who pays, so when the
 * billing details lack the company or its address the dialog asks for them first (issue 34.14: an invoice was issued
 * with neither); the server refuses the subscription without them too.
 */
export function PlanChangeDialog(props: PlanChangeDialogProps) {
  const { overview, chosen, onClose } = props;
  const sub = overview.subscription;
  const byInvoice = overview.provider.name === 'manual';
  const needsDetails = Boolean(chosen && !sub && !chosen.isFree && byInvoice && missingBillingDetails(overview.billingData).length > 0);
  return (
    <Dialog open={Boolean(chosen)} onClose={onClose} aria-labelledby="change-title">
      <DialogTitle id="change-title">
        {chosen
          ? !sub
            ? `Subscribe to ${chosen.name}`
            : props.isUpgrade(chosen)
              ? `Upgrade to ${chosen.name}`
              : `Downgrade to ${chosen.name}`
          : ''}
      </DialogTitle>
      {chosen && needsDetails ? <BillingDetailsStep {...props} /> : chosen && <ConfirmStep {...props} chosen={chosen} />}
    </Dialog>
  );
}

function ConfirmStep({
  overview,
  chosen,
  period,
  currency,
  busy,
  isUpgrade,
  onConfirm,
  onClose,
}: PlanChangeDialogProps & { chosen: MembershipPlan }) {
  const sub = overview.subscription;
  const price = money(priceOf(chosen, currency, period), currency);
  const text = !sub
    ? `${chosen.name}, billed ${periodLabel(period)}: ${price}. ${
        overview.provider.name === 'stripe'
          ? 'You continue to Stripe’s secure payment page to pay by card; the plan starts when the payment goes through.'
          : 'Payment is by invoice: you receive an invoice to pay by bank transfer; the plan starts when it is paid.'
      }`
    : isUpgrade(chosen)
      ? `${chosen.name} applies now. You are invoiced the difference for the time left in your period.`
      : `You keep ${sub.plan.name} until ${day(sub.currentPeriodEnd)}; ${chosen.name} applies from then.`;
  return (
    <>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          Confirm
        </Button>
      </DialogActions>
    </>
  );
}

const detailsOf = (overview: BillingOverview): BillingDataInput => {
  const { paymentMethod: _p, cardBrand: _b, cardLast4: _l, ...rest } = overview.billingData;
  return rest;
};

function BillingDetailsStep({ profile, audience, overview, onClose }: PlanChangeDialogProps) {
  const notify = useNotify();
  const save = useUpdateBillingData(profile, audience);
  const form = useValibotForm(billingDataBody, { defaultValues: detailsOf(overview) });
  return (
    <DialogContent>
      <DialogContentText sx={{ mb: 2 }}>
        Payment is by invoice. Who is the invoice made out to? The company name and its address are required; add your VAT ID if you have
        one. You confirm the plan on the next step.
      </DialogContentText>
      <Form
        form={form}
        submitLabel="Save and continue"
        actions={<Button onClick={onClose}>Back</Button>}
        onSubmit={async (values) => {
          const missing = missingBillingDetails({ ...overview.billingData, ...(values as BillingDataInput) });
          if (missing.length > 0) {
            for (const field of missing) form.setError(field as keyof BillingDataInput, { message: 'Required for the invoice' });
            return;
          }
          await save.mutateAsync(values);
          notify.success('Billing details saved.');
        }}
      >
        <BillingDataFields autoComplete />
      </Form>
    </DialogContent>
  );
}
