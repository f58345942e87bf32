import {
  type BillingOverview,
  downloadInvoicePdf,
  type Invoice,
  useAdminInvoices,
  useAdminMembershipPlan,
  useMarkInvoicePaid,
  useUpdateAdminBillingData,
} from '@fundnet/api-client';
import {
  BillingDataFields,
  EmptyState,
  ErrorPanel,
  Form,
  formatDay,
  formatMoneyMinor,
  InvoicesTable,
  LoadingState,
  SectionCard,
  useNotify,
  useValibotForm,
} from '@fundnet/design-system';
import { type BillingDataInput, billingDataBody, type InvoiceStatus } from '@fundnet/validation-schema';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const day = formatDay;
const money = formatMoneyMinor;
const statusColor = { open: 'info', paid: 'success', void: 'default', uncollectible: 'error' } as const;
const subscriptionLabels: Record<string, string> = {
  incomplete: 'Awaiting first payment',
  active: 'Active',
  past_due: 'Payment overdue (grace)',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
};

async function savePdf(invoice: Invoice) {
  const blob = await downloadInvoicePdf(invoice, false);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice-${invoice.number}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /admin/billing: invoices waiting for a bank transfer (mark one paid when the money arrives), every invoice, and
 * one profile's plan, usage and billing data (?profileId=, opened from an invoice).
 */
export function BillingAdmin() {
  const [params, setParams] = useSearchParams();
  const profileId = params.get('profileId');
  return (
    <>
      <InvoicesCard onOpenProfile={(id) => setParams({ profileId: id })} />
      {profileId && <ProfilePlan profileId={profileId} onClose={() => setParams({})} />}
    </>
  );
}

function InvoicesCard({ onOpenProfile }: { onOpenProfile: (profileId: string) => void }) {
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('open');
  const invoices = useAdminInvoices(status === 'all' ? undefined : status);
  const markPaid = useMarkInvoicePaid();
  const notify = useNotify();
  const [confirm, setConfirm] = useState<Invoice | null>(null);
  return (
    <SectionCard
      title="Invoices"
      subtitle="Mark an invoice paid when its bank transfer arrives: the subscription becomes active at once."
      actions={
        <ToggleButtonGroup size="small" exclusive value={status} onChange={(_, v) => v && setStatus(v)} aria-label="Invoice status">
          <ToggleButton value="open">Waiting for payment</ToggleButton>
          <ToggleButton value="paid">Paid</ToggleButton>
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
      }
      disablePadding
    >
      {invoices.isPending ? (
        <LoadingState label="Loading invoices…" />
      ) : invoices.isError ? (
        <ErrorPanel title="Invoices could not be loaded" message={invoices.error.message} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <EmptyState title="No invoices here" description="Invoices appear when a fund or service provider subscribes or renews." />
        </Box>
      ) : (
        <InvoicesTable
          invoices={invoices.data.items}
          rowLabel={(invoice) => `Invoice ${invoice.number}`}
          columns={[
            { header: 'Number', cell: (invoice) => invoice.number },
            {
              header: 'Profile',
              cell: (invoice) => (
                <Link component="button" onClick={() => onOpenProfile(invoice.profileId)}>
                  {invoice.profileName}
                </Link>
              ),
            },
            { header: 'Issued', cell: (invoice) => day(invoice.issuedAt) },
            { header: 'Due', cell: (invoice) => day(invoice.dueAt) },
            { header: 'Amount', align: 'right', cell: (invoice) => money(invoice.amountMinor, invoice.currency) },
            {
              header: 'Status',
              cell: (invoice) => (
                <Chip
                  size="small"
                  color={statusColor[invoice.status]}
                  label={invoice.status === 'open' ? 'Open' : invoice.status[0]!.toUpperCase() + invoice.status.slice(1)}
                />
              ),
            },
            {
              header: '',
              cell: (invoice) => (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => void savePdf(invoice).catch(notify.apiError)}>
                    PDF
                  </Button>
                  {invoice.status === 'open' && invoice.provider === 'manual' && (
                    <Button size="small" variant="contained" onClick={() => setConfirm(invoice)}>
                      Mark paid
                    </Button>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      )}
      <Dialog open={Boolean(confirm)} onClose={() => setConfirm(null)} aria-labelledby="mark-paid-title">
        <DialogTitle id="mark-paid-title">Mark invoice {confirm?.number} paid?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm &&
              `${confirm.profileName} paid ${money(confirm.amountMinor, confirm.currency)} by bank transfer (reference ${confirm.number}). This cannot be undone.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Back</Button>
          <Button
            variant="contained"
            disabled={markPaid.isPending}
            onClick={() =>
              confirm &&
              markPaid.mutate(confirm.id, {
                onSuccess: (invoice) => {
                  setConfirm(null);
                  notify.success(`Invoice ${invoice.number} marked paid.`);
                },
                onError: notify.apiError,
              })
            }
          >
            Mark paid
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}

function ProfilePlan({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const plan = useAdminMembershipPlan(profileId);
  if (plan.isPending) return <LoadingState label="Loading the profile’s plan…" />;
  if (plan.isError)
    return <ErrorPanel title="The plan could not be loaded" message={plan.error.message} onRetry={() => void plan.refetch()} />;
  const { profile, overview } = plan.data;
  const sub = overview.subscription;
  return (
    <>
      <SectionCard
        title={`${profile.name}: membership plan`}
        subtitle={
          sub
            ? `${subscriptionLabels[sub.status]} · ${sub.provider === 'manual' ? 'bank transfer' : 'Stripe'}`
            : 'No subscription: the free plan applies.'
        }
        actions={<Button onClick={onClose}>Close</Button>}
      >
        <Stack spacing={1}>
          <Typography variant="h6" component="p">
            {overview.effectivePlan.name} applies now
          </Typography>
          {sub && (
            <Typography>
              Subscribed to {sub.plan.name}, {sub.period === 12 ? 'yearly' : 'monthly'}, {money(sub.amountMinor, sub.currency)} per period.
              Current period {day(sub.currentPeriodStart)} to {day(sub.currentPeriodEnd)}.
              {sub.pendingChange && ` Changes to ${sub.pendingChange.planName} on ${day(sub.pendingChange.effectiveAt)}.`}
              {sub.cancelAtPeriodEnd && ` Ends on ${day(sub.currentPeriodEnd)}.`}
            </Typography>
          )}
          <Usage overview={overview} />
        </Stack>
      </SectionCard>
      <AdminBillingData profileId={profileId} overview={overview} />
    </>
  );
}

function Usage({ overview }: { overview: BillingOverview }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
      {overview.usage.map((item) => (
        <Typography component="li" key={item.key}>
          {item.label}:{' '}
          {item.used === null
            ? item.enabled
              ? 'included'
              : 'not included'
            : item.limit === null
              ? `${item.used} (unlimited)`
              : `${item.used} of ${item.limit}`}
        </Typography>
      ))}
    </Box>
  );
}

function AdminBillingData({ profileId, overview }: { profileId: string; overview: BillingOverview }) {
  const notify = useNotify();
  const save = useUpdateAdminBillingData(profileId);
  const { paymentMethod: _p, cardBrand: _b, cardLast4: _l, ...values } = overview.billingData;
  const form = useValibotForm(billingDataBody, { defaultValues: values as BillingDataInput });
  return (
    <SectionCard
      title="Billing data"
      subtitle={`Payment method: ${overview.billingData.paymentMethod === 'card' ? 'card' : 'bank transfer'}.`}
    >
      <Form
        form={form}
        submitLabel="Save billing data"
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          notify.success('Billing data saved.');
        }}
      >
        <BillingDataFields />
      </Form>
    </SectionCard>
  );
}
