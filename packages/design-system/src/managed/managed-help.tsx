import { Box, type SxProps, type Theme } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { useManagedTooltip } from './use-managed-tooltip';

// The button, MUI's Tooltip and its Popper (about 8 KB gzip) load only when a page has a tooltip to show: the icon
// appears once the tooltips are read anyway, so a page without managed help (and every first paint) does not carry it.
// (/fund's own JS went from within its 44 KB budget to 52.5 KB when they were bundled with every profile field.)
const HelpButton = lazy(async () => ({ default: (await import('./managed-help-button')).HelpButton }));

export interface ManagedHelpProps {
  /** The tooltip's key, e.g. `fund.targetFundSize` (the keys the pages read: packages/server/src/modules/tooltip/README.md). */
  helpKey: string;
  /** What the help is about, as the page names it (the field's label): the button's name when the tooltip has no title. */
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * A small "i" button beside a field or a figure that shows the administrators' help text for `helpKey`
 * (/admin/tooltips). It renders nothing while the tooltips load, when they fail, and when no tooltip has the key:
 * help is optional, so nothing is reserved for it (a 20 px icon appearing once per session beats a gap beside every
 * field of every form). Hover, keyboard focus, a click or a tap opens it; a second click, Escape, leaving it or
 * tapping elsewhere closes it.
 */
export function ManagedHelp({ helpKey, label, sx }: ManagedHelpProps) {
  const tooltip = useManagedTooltip(helpKey);
  return tooltip ? (
    <Suspense fallback={null}>
      <HelpButton tooltip={tooltip} label={label} sx={sx} />
    </Suspense>
  ) : null;
}

export interface WithManagedHelpProps extends ManagedHelpProps {
  /** The field or control the help is about. */
  children: ReactNode;
}

/**
 * A field with its managed help at its right, level with the input. The wrapper is there with or without a tooltip,
 * so the field is never remounted (nor its focus lost) when the tooltips arrive.
 */
export function WithManagedHelp({ children, ...help }: WithManagedHelpProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <ManagedHelp {...help} sx={{ mt: 1.25 }} />
    </Box>
  );
}
