import { Box } from '@mui/material';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { offscreenRendering } from './offscreen-rendering';

it('lets the browser skip the part off screen, holding its place at the estimated height, then its last height', () => {
  expect(offscreenRendering(640)).toEqual({
    contentVisibility: 'auto',
    '@media print': { contentVisibility: 'visible' },
    containIntrinsicHeight: 'auto 640px',
  });
});

it('takes one estimated height per breakpoint', () => {
  expect(offscreenRendering({ xs: 1900, md: 620 })).toEqual({
    contentVisibility: 'auto',
    '@media print': { contentVisibility: 'visible' },
    containIntrinsicHeight: { xs: 'auto 1900px', md: 'auto 620px' },
  });
});

it('is a style MUI writes as CSS (the browser check is the landing page e2e journey)', () => {
  renderWithTheme(
    <Box component="section" aria-label="Later part" sx={offscreenRendering({ xs: 1900, md: 620 })}>
      text
    </Box>,
  );
  // Emotion inserts its rules through the CSSOM here: read them from the style sheets.
  const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
  expect(css).toContain('content-visibility: auto;');
  expect(css).toMatch(/@media print \{\s*\.[\w-]+ \{ content-visibility: visible; \}/);
  expect(css).toMatch(/@media \(min-width:0px\) \{\s*\.[\w-]+ \{ contain-intrinsic-height: auto 1900px; \}/);
  expect(css).toMatch(/@media \(min-width:900px\) \{\s*\.[\w-]+ \{ contain-intrinsic-height: auto 620px; \}/);
  expect(screen.getByRole('region', { name: 'Later part' })).toHaveTextContent('text');
});
