import { FundnetThemeProvider } from '@fundnet/design-system';
import { Box, Button, Typography } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { remoteLabel } from './load-remote-app';
import { type ActiveOverride, clearAllOverrides } from './remote-overrides';

export interface RemoteOverrideBannerProps {
  overrides: readonly ActiveOverride[];
  onClear: () => void;
}

/**
 * Says, on every page while it lasts, that parts of this page come from somewhere other than the environment (issue
 * 32.5): which areas and from which addresses, with one button to go back. A region with a heading, so a screen reader
 * lists it among the page's landmarks; long addresses wrap, so it fits a 390 px phone.
 */
export function RemoteOverrideBanner({ overrides, onClear }: RemoteOverrideBannerProps) {
  return (
    <Box
      component="section"
      aria-labelledby="fundnet-override-banner-title"
      sx={{
        // The page's own text on its own background (contrast as everywhere else, light or dark), a warning-coloured
        // edge to set it apart: white on the theme's warning colour measured 3.59:1 in Chromium (axe asks 4.5).
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 4,
        borderColor: 'warning.main',
        px: { xs: 2, sm: 3 },
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Typography id="fundnet-override-banner-title" component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {overrides.length === 1 ? 'One area of this page is overridden' : `${overrides.length} areas of this page are overridden`}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {overrides.map(({ name, url }) => (
            <Typography component="li" variant="body2" key={name} sx={{ overflowWrap: 'anywhere' }}>
              {remoteLabel(name)} is loaded from <code>{url}</code>
            </Typography>
          ))}
        </Box>
      </Box>
      <Button variant="outlined" color="inherit" size="small" onClick={onClear} sx={{ flexShrink: 0 }}>
        Clear overrides
      </Button>
    </Box>
  );
}

/** Puts the banner above the top bar (its own React root: it belongs to no area and must outlive each area's page). */
export function mountRemoteOverrideBanner(overrides: readonly ActiveOverride[]) {
  const element = document.createElement('div');
  element.id = 'fundnet-override-banner';
  document.body.prepend(element);
  createRoot(element).render(
    <FundnetThemeProvider>
      <RemoteOverrideBanner
        overrides={overrides}
        onClear={() => {
          clearAllOverrides();
          window.location.reload();
        }}
      />
    </FundnetThemeProvider>,
  );
}
