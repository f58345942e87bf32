import { Paper } from '@mui/material';

/** A chart card's place while its code or its data loads: the card's frame at its least height. */
export function ChartCardPlace() {
  return <Paper variant="outlined" sx={{ p: 2, minHeight: 200 }} aria-busy="true" />;
}
