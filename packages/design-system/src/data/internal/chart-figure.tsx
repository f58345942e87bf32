import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../internal/visually-hidden';
import { ChartTable, type ChartTableData } from './chart-table';

export interface ChartFigureProps {
  /** Shown above the chart and used as its accessible name. */
  title: string;
  /** A sentence saying what the chart shows (accessible description; shown under the title). */
  description?: string;
  /** Keep the title and description for assistive technology only. */
  hideCaption?: boolean;
  children: ReactNode;
}

interface ChartFigureInternalProps extends ChartFigureProps {
  /** The numbers drawn, read out as a table (the chart's SVG is hidden from assistive technology). */
  table?: ChartTableData | null;
}

/** A `<figure>` named by the chart's title and described by its description. */
export function ChartFigure({ title, description, hideCaption = false, table, children }: ChartFigureInternalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={descriptionId} sx={{ m: 0, position: 'relative', minWidth: 0 }}>
      <Box component="figcaption" sx={hideCaption ? visuallyHidden : { mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {title}
        </Typography>
        {description && (
          <Typography id={descriptionId} variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {description}
          </Typography>
        )}
      </Box>
      {children}
      {table && <ChartTable title={title} data={table} />}
    </Box>
  );
}
