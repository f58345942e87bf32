import type { Invoice } from '@fundnet/api-client';
import { billingDataBody } from '@fundnet/validation-schema';
import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withForm } from '../storybook/with-form';
import { BillingDataFields } from './billing-data-fields';
import { formatDay, formatMoneyMinor } from './billing-format';
import { InvoicesTable } from './invoices-table';
import { componentDocs } from '../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "The billing pieces the profile's billing page and the administrators' billing view share: the invoices table (number, dates, amount, a PDF per row, one column set per view) and the billing-data fields (who invoices are made out to).",
  do: [
    'Name each row for screen readers with `rowLabel` when the number is not the first cell.',
    'Format amounts and dates with the billing formatters so every view reads the same.',
  ],
  dont: [
    "Don't show a Pay button in the table: payment lives on the billing page's plan section.",
    "Don't fill the billing-data fields from the browser in the administration (`autoComplete` is for a person's own data).",
  ],
});

// The billing pieces the profile's billing section and the administration's billing view share.
const meta = {
  title: 'Billing/InvoicesTable',
  component: InvoicesTable,
  // The billing-data fields get their own props table on the same page.
  subcomponents: { BillingDataFields },
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    invoices: { control: 'object', description: 'The rows: edit a status or an amount to see the table change.' },
    columns: { control: false },
    rowLabel: { control: false },
  },
} satisfies Meta<typeof InvoicesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const invoice = (n: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id: `00000000-0000-4000-8000-00000000002${n}`,
  number: `FN-202611-ABCDEF0${n}`,
  profileId: '00000000-0000-4000-8000-000000000001',
  profileName: 'Harbour Capital',
  status: 'open',
  currency: 'EUR',
  amountMinor: 149_000,
  description: 'Professional plan, yearly',
  periodStart: '2026-11-24T00:00:00.000Z',
  periodEnd: '2027-11-24T00:00:00.000Z',
  issuedAt: '2026-11-24T00:00:00.000Z',
  dueAt: '2026-12-08T00:00:00.000Z',
  paidAt: null,
  provider: 'manual',
  pdfPath: `api/administration/billing/invoices/00000000-0000-4000-8000-00000000002${n}/pdf`,
  hostedUrl: null,
  ...overrides,
});

export const ProfileView: Story = {
  args: {
    invoices: [invoice(1), invoice(2, { status: 'paid', paidAt: '2026-11-30T00:00:00.000Z' })],
    columns: [
      { header: 'Number', cell: (i) => i.number },
      { header: 'Issued', cell: (i) => formatDay(i.issuedAt) },
      { header: 'Description', cell: (i) => i.description },
      { header: 'Amount', align: 'right', cell: (i) => formatMoneyMinor(i.amountMinor, i.currency) },
      {
        header: '',
        cell: (i) => (
          <Button size="small" aria-label={`Download invoice ${i.number} (PDF)`}>
            PDF
          </Button>
        ),
      },
    ],
  },
};

export const BillingData: StoryObj<typeof BillingDataFields> = {
  render: (args) => <BillingDataFields {...args} />,
  args: { autoComplete: true },
  decorators: [
    withForm({
      schema: billingDataBody,
      defaultValues: {
        companyName: 'Harbour Capital GmbH',
        email: 'billing@harbour.example',
        addressLine1: 'Hafenstraße 1',
        addressLine2: '',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'Germany',
        vatId: 'DE123456789',
      },
    }),
  ],
};
