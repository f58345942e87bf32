import { Box, Typography } from '@mui/material';
import { fieldLabel } from './approval-labels';

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
export function ApprovalValue({ value }: { value: unknown }) {
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
        {value.toLocaleString('en-GB')}
      </Typography>
    );
  if (typeof value === 'string') {
    return (
      <Typography component="span" variant="body2" sx={wrap}>
        {value}
      </Typography>
    );
  }
  if (Array.isArray(value)) {
    return (
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
        {value.map((item, index) => (
          <li key={index}>
            <ApprovalValue value={item} />
          </li>
        ))}
      </Box>
    );
  }
  if (typeof value === 'object') {
    return (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', columnGap: 1.5, rowGap: 0.5 }}>
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fieldLabel(key)}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              <ApprovalValue value={item} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={wrap}>
      {String(value)}
    </Typography>
  );
}
