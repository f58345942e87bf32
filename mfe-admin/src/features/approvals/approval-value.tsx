import { DescriptionList } from '@fundnet/design-system';
import { Box, Typography } from '@mui/material';
import { fieldLabel } from './approval-labels';
import { formatMoney, formatNumberOf, optionLabelOf } from './approval-field-values';

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/**
 * A section field's value, readable: text wrapped (line breaks kept), yes/no for booleans, lists as
 * numbered lists and objects as label/value lists, nested as deep as the data goes.
 */
export function ApprovalValue({ value, field }: { value: unknown; field?: string }) {
  if (isEmpty(value)) {
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        Empty
      </Typography>
    );
  }
  if (typeof value === 'boolean')
    return (
      <Typography component="span" variant="body2">
        {value ? 'Yes' : 'No'}
      </Typography>
    );
  if (typeof value === 'number')
    return (
      <Typography component="span" variant="body2">
        {optionLabelOf(field, value) ?? formatNumberOf(field, value)}
      </Typography>
    );
  if (typeof value === 'string') {
    return (
      <Typography component="span" variant="body2" sx={wrap}>
        {optionLabelOf(field, value) ?? value}
      </Typography>
    );
  }
  if (Array.isArray(value)) {
    return (
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
        {value.map((item, index) => (
          <li key={index}>
            <ApprovalValue value={item} field={field} />
          </li>
        ))}
      </Box>
    );
  }
  const money = formatMoney(value);
  if (money !== undefined) {
    return (
      <Typography component="span" variant="body2">
        {money}
      </Typography>
    );
  }
  if (typeof value === 'object') {
    return (
      <DescriptionList
        items={Object.entries(value as Record<string, unknown>).map(([key, item]) => ({
          key,
          label: fieldLabel(key),
          value: <ApprovalValue value={item} field={key} />,
        }))}
        labelWidth="minmax(6rem, max-content)"
        stackBelow={false}
        dense
      />
    );
  }
  return (
    <Typography component="span" variant="body2" sx={wrap}>
      {String(value)}
    </Typography>
  );
}
