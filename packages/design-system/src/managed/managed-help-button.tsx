import type { Tooltip } from '@fundnet/api-client';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, ClickAwayListener, IconButton, Tooltip as MuiTooltip, type SxProps, type Theme, Typography } from '@mui/material';
import { useState } from 'react';

/** The "i" button and its tip: loaded only once a page has a managed tooltip to show (managed-help.tsx). */
export function HelpButton({ tooltip, label, sx }: { tooltip: Tooltip; label: string; sx?: SxProps<Theme> }) {
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
          // No hover delay: a delayed opening still pending when Escape closed the tip opened it again (a help icon is
          // pointed at on purpose).
          enterDelay={0}
          enterNextDelay={0}
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
