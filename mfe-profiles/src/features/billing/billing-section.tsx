import {
  type ActiveProfile,
  type BillingAudience,
  type BillingOverview,
  billingAudienceOf,
  downloadInvoicePdf,
  type Invoice,
  type MembershipPlan,
  useBillingOverview,
  useCancelSubscription,
  useChangePlan,
  useInvoices,
  useMembershipPlans,
  useOpenBillingPortal,
  useProfile,
  useResumeSubscription,
  useSubscribe,
  useUpdateBillingData,
} from '@fundnet/api-client';
import {
  BillingDataFields,
  EmptyState,
  ErrorPanel,
  Form,
  InvoicesTable,
  LoadingState,
  SectionCard,
  useNotify,
  useValibotForm,
} from '@fundnet/design-system';
import { type BillingDataInput, billingDataBody, roleAtLeast } from '@fundnet/validation-schema';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WithActiveProfile } from '../../shared/with-active-profile';
import { PlanChangeDialog } from './plan-change-dialog';
import { day, limitLabel, money, periodLabel, priceOf, statusLabels } from './format';

/** /settings/billing: the active profile's plan, usage against its limits, invoices, payment method and plan changes. */
export function BillingSection() {
  return <WithActiveProfile purpose="whose billing you want to manage">{(profile) => <Billing profile={profile} />}</WithActiveProfile>;
}

function Billing({ profile }: { profile: ActiveProfile }) {
  const audience = billingAudienceOf(profile.type);
  if (!audience) {
    return (
      <EmptyState
        title="Investors use Fundnet free of charge"
        description="Memberships are for funds and service providers. Switch to one of those profiles to see its billing."
      />
    );
  }
  return <AudienceBilling profile={profile} audience={audience} />;
}

function AudienceBilling({ profile, audience }: { profile: ActiveProfile; audience: BillingAudience }) {
  const overview = useBillingOverview(profile, audience);
  const detail = useProfile(profile);
  if (overview.isPending || detail.isPending) return <LoadingState label="Loading billing…" />;
  if (overview.isError) {
    return <ErrorPanel title="Billing could not be loaded" message={overview.error.message} onRetry={() => void overview.refetch()} />;
  }
  const role = detail.data?.role;
  const canManage = Boolean(role && roleAtLeast(role, 'admin'));
  return (
    <>
      {!canManage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Owners and admins of this profile manage its billing; you can read it.
        </Alert>
      )}
      <CurrentPlan profile={profile} audience={audience} overview={overview.data} canManage={canManage} />
      <Usage overview={overview.data} />
      <ChangePlan profile={profile} audience={audience} overview={overview.data} canManage={canManage} />
      <Invoices profile={profile} audience={audience} />
      <PaymentMethod profile={profile} audience={audience} overview={overview.data} canManage={canManage} />
      <BillingDataCard profile={profile} audience={audience} overview={overview.data} canManage={canManage} />
    </>
  );
}

function StatusChip({ status }: { status: string }) {
  const s = statusLabels[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={s.label} color={s.color} />;
}

function CurrentPlan({
  profile,
  audience,
  overview,
  canManage,
}: {
  profile: ActiveProfile;
  audience: BillingAudience;
  overview: BillingOverview;
  canManage: boolean;
}) {
  const notify = useNotify();
  const cancel = useCancelSubscription(profile, audience);
  const resume = useResumeSubscription(profile, audience);
  const sub = overview.subscription;
  const [confirmCancel, setConfirmCancel] = useState(false);
  return (
    <SectionCard
      title="Your plan"
      subtitle={sub ? `Billed ${periodLabel(sub.period)} in ${sub.currency}.` : 'No paid subscription: the free plan applies.'}
      actions={sub ? <StatusChip status={sub.status} /> : undefined}
    >
      <Stack spacing={1.5}>
        <Typography variant="h5" component="p" data-testid="effective-plan">
          {overview.effectivePlan.name}
        </Typography>
        <Typography color="text.secondary">{overview.effectivePlan.description}</Typography>
        {sub && (
          <Typography>
            {sub.plan.name}, {money(sub.amountMinor, sub.currency)} {sub.period === 12 ? 'per year' : 'per month'}. Current period{' '}
            {day(sub.currentPeriodStart)} to {day(sub.currentPeriodEnd)}.
          </Typography>
        )}
        {sub?.status === 'incomplete' && (
          <Alert severity="info">
            Your {sub.plan.name} plan starts when its first invoice is paid. Until then the {overview.effectivePlan.name} plan applies.
          </Alert>
        )}
        {sub?.status === 'past_due' && (
          <Alert severity="warning">
            {`An invoice is overdue. Your features stay on until ${sub.graceUntil ? day(sub.graceUntil) : 'the end of the grace period'}; please pay it before then.`}
          </Alert>
        )}
        {sub?.status === 'unpaid' && (
          <Alert severity="error">An invoice is unpaid: the {overview.effectivePlan.name} plan applies until it is paid.</Alert>
        )}
        {sub?.pendingChange && (
          <Alert severity="info" data-testid="pending-change">
            Your plan changes to {sub.pendingChange.planName} ({periodLabel(sub.pendingChange.period)}) on{' '}
            {day(sub.pendingChange.effectiveAt)}. Until then you keep {sub.plan.name}.
          </Alert>
        )}
        {sub?.cancelAtPeriodEnd && (
          <Alert
            severity="warning"
            action={
              canManage ? (
                <Button
                  color="inherit"
                  size="small"
                  disabled={resume.isPending}
                  onClick={() =>
                    resume.mutate(undefined, { onSuccess: () => notify.success('Your subscription continues.'), onError: notify.apiError })
                  }
                >
                  Resume
                </Button>
              ) : undefined
            }
          >
            Your subscription ends on {day(sub.currentPeriodEnd)}. You keep {sub.plan.name} until then.
          </Alert>
        )}
        {canManage && sub && !sub.cancelAtPeriodEnd && sub.status !== 'canceled' && !sub.plan.isFree && (
          <Box>
            <Button color="error" variant="outlined" onClick={() => setConfirmCancel(true)}>
              Cancel subscription
            </Button>
          </Box>
        )}
      </Stack>
      <Dialog open={confirmCancel} onClose={() => setConfirmCancel(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">Cancel your subscription?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {sub?.status === 'incomplete'
              ? 'The subscription has not been paid yet: it ends now and its open invoice is voided.'
              : `You keep ${sub?.plan.name} until ${sub ? day(sub.currentPeriodEnd) : ''}; then the free plan applies. You can resume before then.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCancel(false)}>Keep it</Button>
          <Button
            color="error"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: (result) => {
                  setConfirmCancel(false);
                  notify.success(`Your subscription ends on ${day(result.effectiveAt)}.`);
                },
                onError: notify.apiError,
              })
            }
          >
            Cancel subscription
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}

function Usage({ overview }: { overview: BillingOverview }) {
  return (
    <SectionCard
      title="Usage"
      subtitle={overview.limitsEnforced ? 'What your plan includes and what you use.' : 'Plan limits are switched off for now.'}
    >
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {overview.usage.map((item) => {
          const counted = item.used !== null;
          const ratio =
            counted && item.limit ? Math.min(100, ((item.used ?? 0) / item.limit) * 100) : counted && item.limit === 0 ? 100 : 0;
          return (
            <Box component="li" key={item.key} aria-label={item.label} data-testid={`usage-${item.key}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography>{item.label}</Typography>
                <Typography color={item.enabled ? 'text.primary' : 'error'}>
                  {counted ? limitLabel(item.limit, item.used) : item.enabled ? 'Included' : 'Not included'}
                </Typography>
              </Stack>
              {counted && item.limit !== null && (
                <LinearProgress
                  variant="determinate"
                  value={ratio}
                  color={item.enabled ? 'primary' : 'error'}
                  aria-label={`${item.label}: ${limitLabel(item.limit, item.used)}`}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              )}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}

function entitlementLines(plan: MembershipPlan): string[] {
  const e = plan.entitlements;
  const n = (v: number | null, label: string) => (v === null ? `Unlimited ${label}` : v === 0 ? null : `${v} ${label}`);
  return [
    n(e.shareLinks, 'share links'),
    n(e.dataRooms, e.dataRooms === 1 ? 'data room' : 'data rooms'),
    n(e.seats, 'team seats'),
    e.featuredInDiscovery ? 'Featured in discovery' : null,
    e.aiChat ? 'AI chat on shared documents' : null,
  ].filter((line): line is string => Boolean(line));
}

function ChangePlan({
  profile,
  audience,
  overview,
  canManage,
}: {
  profile: ActiveProfile;
  audience: BillingAudience;
  overview: BillingOverview;
  canManage: boolean;
}) {
  const notify = useNotify();
  const plans = useMembershipPlans(profile.type === 'fund' ? 'fund' : 'serviceProvider');
  const sub = overview.subscription;
  const [params, setParams] = useSearchParams();
  const asked = { plan: params.get('plan'), period: Number(params.get('period')) };
  const [period, setPeriod] = useState<number>(asked.period === 1 || asked.period === 12 ? asked.period : (sub?.period ?? 12));
  const [chosen, setChosen] = useState<MembershipPlan | null>(null);
  const subscribe = useSubscribe(profile, audience);
  const change = useChangePlan(profile, audience);
  const currency = sub?.currency ?? 'EUR';
  const busy = subscribe.isPending || change.isPending;

  const confirm = async () => {
    if (!chosen) return;
    try {
      const result = sub
        ? await change.mutateAsync({ planId: chosen.id, period: period as 1 | 12 })
        : await subscribe.mutateAsync({ planId: chosen.id, period: period as 1 | 12, currency });
      setChosen(null);
      if (result.checkoutUrl) {
        window.location.assign(result.checkoutUrl);
        return;
      }
      if (result.kind === 'downgrade') notify.success(`Your plan changes to ${chosen.name} on ${day(result.effectiveAt)}.`);
      else if (result.invoice)
        notify.success(`Invoice ${result.invoice.number} issued: ${money(result.invoice.amountMinor, result.invoice.currency)}.`);
      else notify.success(`You are on ${chosen.name}.`);
    } catch (error) {
      notify.apiError(error);
    }
  };

  // The plans page's "Choose Professional in Billing" (?plan=fund-professional&period=12) opens this plan's
  // confirmation once the plans are known (issue 34.14), unless it is already the plan; the address is then cleaned.
  useEffect(() => {
    if (!asked.plan || !plans.data) return;
    const plan = plans.data.items.find((item) => item.code === asked.plan);
    const current = sub && sub.status !== 'canceled' && sub.plan.id === plan?.id && sub.period === period;
    if (plan && canManage && !plan.isFree && !current) setChosen(plan);
    setParams({}, { replace: true });
  }, [asked.plan, plans.data, canManage, sub, period, setParams]);

  if (plans.isPending) return <LoadingState label="Loading plans…" />;
  if (plans.isError)
    return <ErrorPanel title="Plans could not be loaded" message={plans.error.message} onRetry={() => void plans.refetch()} />;
  const current = sub && sub.status !== 'canceled' ? sub.plan.id : null;
  const isCurrent = (plan: MembershipPlan) => plan.id === current && sub?.period === period;
  // A downgrade waits for the renewal: its plan is neither chosen again nor offered as a change.
  const isPending = (plan: MembershipPlan) => sub?.pendingChange?.planId === plan.id && sub.pendingChange.period === period;
  const isUpgrade = (plan: MembershipPlan) => !sub || plan.rank > sub.plan.rank || (plan.rank === sub.plan.rank && period > sub.period);

  return (
    <SectionCard
      title="Change plan"
      subtitle={`Upgrades apply at once, billed for the time left. Downgrades apply at your next renewal. ${
        overview.provider.name === 'stripe' ? 'You pay by card through Stripe.' : 'Payment is by invoice, paid by bank transfer.'
      }`}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_, value: number | null) => value && setPeriod(value)}
          aria-label="Billing period"
        >
          <ToggleButton value={1}>Monthly</ToggleButton>
          <ToggleButton value={12}>Yearly</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {plans.data.items.map((plan) => (
          <Card key={plan.id} variant="outlined" component="article" aria-label={plan.name}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h3">
                  {plan.name}
                </Typography>
                {plan.id === overview.effectivePlan.id && <Chip size="small" color="primary" label="Current" />}
              </Stack>
              <Typography variant="h5" component="p" sx={{ my: 1 }}>
                {plan.isFree ? 'Free' : money(priceOf(plan, currency, period), currency)}
                {!plan.isFree && (
                  <Typography component="span" color="text.secondary">
                    {period === 12 ? ' / year' : ' / month'}
                  </Typography>
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {plan.description}
              </Typography>
              <Box component="ul" sx={{ pl: 2, m: 0 }}>
                {entitlementLines(plan).map((line) => (
                  <Typography component="li" variant="body2" key={line}>
                    {line}
                  </Typography>
                ))}
              </Box>
            </CardContent>
            {canManage && (
              <CardActions>
                <Button
                  variant={isUpgrade(plan) ? 'contained' : 'outlined'}
                  disabled={busy || isCurrent(plan) || isPending(plan) || (!sub && plan.isFree)}
                  onClick={() => setChosen(plan)}
                >
                  {isCurrent(plan)
                    ? 'Your plan'
                    : isPending(plan) && sub?.pendingChange
                      ? `From ${day(sub.pendingChange.effectiveAt)}`
                      : !sub
                        ? `Choose ${plan.name}`
                        : isUpgrade(plan)
                          ? `Upgrade to ${plan.name}`
                          : `Downgrade to ${plan.name}`}
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Box>
      <PlanChangeDialog
        profile={profile}
        audience={audience}
        overview={overview}
        chosen={chosen}
        period={period}
        currency={currency}
        busy={busy}
        isUpgrade={isUpgrade}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
    </SectionCard>
  );
}

async function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Invoices({ profile, audience }: { profile: ActiveProfile; audience: BillingAudience }) {
  const invoices = useInvoices(profile, audience);
  const notify = useNotify();
  const download = async (invoice: Invoice) => {
    try {
      await saveBlob(await downloadInvoicePdf(invoice, profile), `invoice-${invoice.number}.pdf`);
    } catch (error) {
      notify.apiError(error);
    }
  };
  return (
    <SectionCard title="Invoices" disablePadding>
      {invoices.isPending ? (
        <LoadingState label="Loading invoices…" />
      ) : invoices.isError ? (
        <ErrorPanel title="Invoices could not be loaded" message={invoices.error.message} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          No invoices yet.
        </Typography>
      ) : (
        <InvoicesTable
          invoices={invoices.data.items}
          columns={[
            { header: 'Number', cell: (invoice) => invoice.number },
            { header: 'Issued', cell: (invoice) => day(invoice.issuedAt) },
            { header: 'Description', cell: (invoice) => invoice.description },
            {
              header: 'Due',
              cell: (invoice) => (invoice.status === 'paid' && invoice.paidAt ? `Paid ${day(invoice.paidAt)}` : day(invoice.dueAt)),
            },
            { header: 'Amount', align: 'right', cell: (invoice) => money(invoice.amountMinor, invoice.currency) },
            { header: 'Status', cell: (invoice) => <StatusChip status={invoice.status} /> },
            {
              header: '',
              cell: (invoice) => (
                <Button size="small" onClick={() => void download(invoice)} aria-label={`Download invoice ${invoice.number} (PDF)`}>
                  PDF
                </Button>
              ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}

function PaymentMethod({
  profile,
  audience,
  overview,
  canManage,
}: {
  profile: ActiveProfile;
  audience: BillingAudience;
  overview: BillingOverview;
  canManage: boolean;
}) {
  const portal = useOpenBillingPortal(profile, audience);
  const notify = useNotify();
  const bank = overview.provider.bankTransfer;
  const data = overview.billingData;
  return (
    <SectionCard title="Payment method">
      {overview.provider.name === 'manual' && bank ? (
        <Stack spacing={0.5}>
          <Typography>Bank transfer. Please pay each invoice to:</Typography>
          <Typography>Account holder: {bank.accountHolder}</Typography>
          <Typography>IBAN: {bank.iban}</Typography>
          <Typography>BIC: {bank.bic}</Typography>
          <Typography color="text.secondary">
            Use the invoice number as the reference. We mark the invoice paid when the transfer arrives.
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            {data.cardBrand && data.cardLast4 ? `${data.cardBrand} ending in ${data.cardLast4}` : 'Card payments through Stripe.'}
          </Typography>
          {canManage && (
            <Button
              variant="outlined"
              disabled={!overview.provider.portal || portal.isPending}
              onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url), onError: notify.apiError })}
            >
              Manage payment method
            </Button>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

const dataValues = (overview: BillingOverview): BillingDataInput => {
  const { paymentMethod: _p, cardBrand: _b, cardLast4: _l, ...rest } = overview.billingData;
  return rest;
};

function BillingDataCard({
  profile,
  audience,
  overview,
  canManage,
}: {
  profile: ActiveProfile;
  audience: BillingAudience;
  overview: BillingOverview;
  canManage: boolean;
}) {
  const notify = useNotify();
  const save = useUpdateBillingData(profile, audience);
  const form = useValibotForm(billingDataBody, { defaultValues: dataValues(overview), disabled: !canManage });
  return (
    <SectionCard title="Billing details" subtitle="Who invoices are made out to. An invoice keeps the details of the day it was issued.">
      <Form
        form={form}
        hideActions={!canManage}
        submitLabel="Save billing details"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          notify.success('Billing details saved.');
        }}
      >
        <BillingDataFields autoComplete />
      </Form>
    </SectionCard>
  );
}
