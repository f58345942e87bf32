import type { SxProps, Theme } from '@mui/material';

/**
 * The workspace row's frame, shared by the navigation (workspace-nav.tsx, loaded signed in only) and the top bar's
 * placeholder while it or users/get-me loads: one height, so nothing below moves when the links arrive.
 */
export const workspaceRowHeight = 44;

export const workspaceRow: SxProps<Theme> = {
  position: 'relative',
  height: workspaceRowHeight,
  display: 'flex',
  alignItems: 'center',
  px: { xs: 1, sm: 2 },
  borderTop: 1,
  borderColor: 'divider',
  // One row that scrolls sideways on a phone; the page itself never does. No bar: the cut-off link says there is more.
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
};
