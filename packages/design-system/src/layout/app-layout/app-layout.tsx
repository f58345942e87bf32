import { Box, Container, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface AppLayoutProps {
  /** The top bar (usually an AppBar): rendered first, above the side navigation and the content. */
  topBar?: ReactNode;
  /** Optional side navigation, in a `<nav>` landmark beside the content (above it on small screens). */
  sideNav?: ReactNode;
  /** Accessible name of the side navigation landmark. */
  sideNavLabel?: string;
  /** Width of the side navigation from the `md` breakpoint on, in px. */
  sideNavWidth?: number;
  /** Maximum width of the main content (a MUI breakpoint, or false for full width). Default 'lg'. */
  maxWidth?: ContainerProps['maxWidth'];
  /** The id of `<main>`, the target of the skip link. */
  mainId?: string;
  /** Text of the skip link (visible when focused). */
  skipLinkLabel?: string;
  children?: ReactNode;
}

/**
 * The page frame: a skip-to-content link, the top bar, an optional side navigation and the
 * `<main>` landmark with the content at a readable maximum width.
 */
export function AppLayout({
  topBar,
  sideNav,
  sideNavLabel = 'Section navigation',
  sideNavWidth = 248,
  maxWidth = 'lg',
  mainId = 'main-content',
  skipLinkLabel = 'Skip to content',
  children,
}: AppLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href={`#${mainId}`}
        sx={(theme) => ({
          position: 'absolute',
          left: theme.spacing(1),
          top: theme.spacing(1),
          zIndex: theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none', outline: `3px solid ${theme.palette.secondary.main}` },
        })}
      >
        {skipLinkLabel}
      </Box>
      {topBar}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minWidth: 0 }}>
        {sideNav && (
          <Box
            component="nav"
            aria-label={sideNavLabel}
            sx={{
              flexShrink: 0,
              width: { xs: '100%', md: sideNavWidth },
              borderRight: { md: 1 },
              borderBottom: { xs: 1, md: 0 },
              borderColor: { xs: 'divider', md: 'divider' },
              bgcolor: 'background.paper',
              py: 2,
            }}
          >
            {sideNav}
          </Box>
        )}
        <Box component="main" id={mainId} tabIndex={-1} sx={{ flex: 1, minWidth: 0, py: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}>
          <Container maxWidth={maxWidth}>{children}</Container>
        </Box>
      </Box>
    </Box>
  );
}
