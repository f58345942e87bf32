import { Box } from '@mui/material';
import { TextField } from '../form/text-field/text-field';

export interface BillingDataFieldsProps {
  /** Let the browser fill the fields from the person's own address (their own billing data, not a profile's in the console). */
  autoComplete?: boolean;
}

/** The billing data's fields (who invoices are made out to), inside a `Form` of `billingDataBody`. */
export function BillingDataFields({ autoComplete = false }: BillingDataFieldsProps) {
  const auto = (token: string) => (autoComplete ? token : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField name="companyName" label="Company name" autoComplete={auto('organization')} />
      <TextField name="email" label="Invoice e-mail" autoComplete={auto('email')} />
      <TextField name="addressLine1" label="Address" autoComplete={auto('address-line1')} />
      <TextField name="addressLine2" label="Address (line 2)" autoComplete={auto('address-line2')} />
      <TextField name="postalCode" label="Postal code" autoComplete={auto('postal-code')} />
      <TextField name="city" label="City" autoComplete={auto('address-level2')} />
      <TextField name="country" label="Country" autoComplete={auto('country-name')} />
      <TextField name="vatId" label="VAT ID" />
    </Box>
  );
}
