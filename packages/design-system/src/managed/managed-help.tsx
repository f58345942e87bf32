import type { Tooltip } from '@fundnet/api-client';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, ClickAwayListener, IconButton, Tooltip as MuiTooltip, type SxProps, type Theme, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useManagedTooltip } from './use-managed-tooltip';

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
  return tooltip ? <HelpButton tooltip={tooltip} label={label} sx={sx} /> : null;
}

function HelpButton({ tooltip, label, sx }: { tooltip: Tooltip; label: string; sx?: SxProps<Theme> }) {
  // Hover and keyboard focus open it while they last; a click or a tap pins it open (touch screens have no hover).
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  return (
    <ClickAwayListener onClickAway={() => setPinned(false)}>
      <Box component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle', ...sx }}>
        <MuiTooltip
          open={hovered || pinned}
          onOpen={() => setHovered(true)}
          onClose={(event) => {
            setHovered(false);
            // Leaving with the mouse keeps a pinned tip; Escape and moving focus away close it.
            if (event.type !== 'mouseleave') setPinned(false);
          }}
          disableTouchListener
          // The tip describes the button ("About …" stays its name); by default MUI would rename it with the tip's text.
          describeChild
          arrow
          title={
            <>
              {tooltip.title && (
                <Typography component="span" variant="subtitle2" sx={{ display: 'block', mb: 0.25 }}>
                  {tooltip.title}
                </Typography>
              )}
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {tooltip.text}
              </Typography>
            </>
          }
          // Never wider than a phone's screen less its margins (390 px wide: 358 px).
          slotProps={{ tooltip: { sx: { maxWidth: 'min(320px, calc(100vw - 32px))' } } }}
        >
          <IconButton
            size="small"
            aria-label={`About ${tooltip.title ?? label}`}
            onClick={() => setPinned((open) => !open)}
            sx={{ p: 0.25, color: 'text.secondary' }}
          >
            <InfoOutlined sx={{ fontSize: 18 }} />
          </IconButton>
        </MuiTooltip>
      </Box>
    </ClickAwayListener>
  );
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
