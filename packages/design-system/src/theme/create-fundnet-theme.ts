import type {} from '@mui/x-data-grid/themeAugmentation';
import { type Theme, type ThemeOptions, alpha, createTheme } from '@mui/material';

export type ColorMode = 'light' | 'dark';

/** The system font stack, with Inter first where it is installed or loaded by the page. */
export const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/** Brand colours (light mode). Dark mode uses lighter tints of the same hues. */
export const brandColors = {
  navy: '#1f4e79',
  navyDark: '#143452',
  navyLight: '#4a78a6',
  teal: '#00796b',
  tealDark: '#004d40',
  tealLight: '#4db6ac',
} as const;

/**
 * Series colours of the charts, in order: calm, distinguishable, AA-contrast against the paper of
 * each mode (graphical objects need 3:1).
 */
const chartColorsByMode: Readonly<Record<ColorMode, readonly string[]>> = {
  light: ['#1f4e79', '#00897b', '#c77700', '#6a4c93', '#c0392b', '#3d7ab8', '#4f7f3a', '#8a6d3b'],
  dark: ['#7fb0e0', '#4db6ac', '#f2b35a', '#b59ad8', '#ef8a80', '#9cc4ea', '#9ccc65', '#d7b98a'],
};

/** The chart palette of a mode (also accepted by MUI X Charts as a `(mode) => colors` callback). */
export function fundnetChartPalette(mode: ColorMode): string[] {
  return [...chartColorsByMode[mode]];
}

/** The theme of each mode, made once: every provider on the page (the shell's and each area's) shares it. */
const themeByMode: Partial<Record<ColorMode, Theme>> = {};

/**
 * Fundnet's MUI theme: deep blue primary, teal secondary, Inter/system fonts, 8px radius, compact
 * tables. Text and brand colours meet WCAG AA (4.5:1) against the background and paper of both modes.
 *
 * One `createTheme` call, made once per mode. MUI's documented two-step form (`createTheme(createTheme(base), {
 * components })`, to read the computed palette in the overrides) deep-merges and clones the whole first theme: 9 ms
 * of main thread unthrottled, a blocking task on a phone at every page load (issue 33, `pnpm bench:long-tasks`). The
 * overrides read only colours we give ourselves, so they read them from the palette as we give it.
 */
export function createFundnetTheme(mode: ColorMode = 'light'): Theme {
  themeByMode[mode] ??= createTheme(fundnetThemeOptions(mode));
  return themeByMode[mode];
}

/** What `createFundnetTheme` gives MUI (exported for its test). */
export function fundnetThemeOptions(mode: ColorMode): ThemeOptions {
  const light = mode === 'light';
  // The overrides below read these colours: they are MUI's palette as given (its test checks MUI keeps them).
  const palette = {
    mode,
    primary: light
      ? { main: brandColors.navy, dark: brandColors.navyDark, light: brandColors.navyLight, contrastText: '#ffffff' }
      : { main: '#7fb0e0', dark: '#5a93c9', light: '#a9cbee', contrastText: '#0b1a2a' },
    secondary: light
      ? { main: brandColors.teal, dark: brandColors.tealDark, light: brandColors.tealLight, contrastText: '#ffffff' }
      : { main: '#4db6ac', dark: '#26a69a', light: '#80cbc4', contrastText: '#06201d' },
    error: light ? { main: '#c62828', contrastText: '#ffffff' } : { main: '#f28b82', contrastText: '#2a0b08' },
    warning: light ? { main: '#a15c00', contrastText: '#ffffff' } : { main: '#f6c26b', contrastText: '#2a1b00' },
    success: light ? { main: '#2e7d32', contrastText: '#ffffff' } : { main: '#81c995', contrastText: '#0b2410' },
    info: light ? { main: '#0b6ea8', contrastText: '#ffffff' } : { main: '#8ab4f8', contrastText: '#0b1a2a' },
    background: light ? { default: '#f4f6f9', paper: '#ffffff' } : { default: '#0e151d', paper: '#16202b' },
    text: light
      ? { primary: '#16212e', secondary: '#4a5768', disabled: 'rgba(22, 33, 46, 0.45)' }
      : { primary: '#e6edf5', secondary: '#a8b5c4', disabled: 'rgba(230, 237, 245, 0.45)' },
    divider: light ? 'rgba(22, 33, 46, 0.12)' : 'rgba(230, 237, 245, 0.14)',
  };
  return {
    palette,
    shape: { borderRadius: 8 },
    spacing: 8,
    typography: {
      fontFamily,
      fontSize: 14,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.3, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
      h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
      h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFeatureSettings: '"cv11", "ss01"', WebkitFontSmoothing: 'antialiased' },
          // Tabular figures for amounts in tables and charts.
          '.MuiDataGrid-root, .MuiChartsAxis-tickLabel': { fontVariantNumeric: 'tabular-nums' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 16 } },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { borderBottom: `1px solid ${palette.divider}`, backgroundColor: palette.background.paper },
        },
      },
      MuiPaper: {
        styleOverrides: {
          // Dark mode: no white overlay on elevated paper, the paper colour already separates it.
          root: { backgroundImage: 'none' },
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiFormHelperText: { styleOverrides: { root: { marginInline: 2 } } },
      // MUI's tooltip (grey 700 at 92 % over the page) reads 4.47:1 with its text: under WCAG's 4.5:1 (axe flagged it
      // on the book page). A solid darker grey reads ≈ 10:1 in both modes.
      MuiTooltip: {
        defaultProps: { arrow: true },
        styleOverrides: { tooltip: { backgroundColor: '#3d3d3d', color: '#fafafa' }, arrow: { color: '#3d3d3d' } },
      },
      MuiChip: { styleOverrides: { root: { borderRadius: 6, fontWeight: 500 } } },
      MuiAlert: {
        styleOverrides: {
          root: { borderRadius: 8, alignItems: 'center' },
          // An alert's action is one short command ("Sign in", "Retry"): on a phone the message wraps, not the button
          // ("Sign" above "in" in a squeezed outline).
          action: { '& .MuiButton-root': { whiteSpace: 'nowrap' } },
        },
      },
      // Always underlined: a link inside text must not be told apart by colour alone (WCAG 1.4.1, axe link-in-text-block).
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiTableCell: {
        styleOverrides: {
          root: { paddingBlock: 8 },
          head: { fontWeight: 600, color: palette.text.secondary },
        },
      },
      MuiDataGrid: {
        styleOverrides: {
          root: {
            border: `1px solid ${palette.divider}`,
            borderRadius: 8,
            backgroundColor: palette.background.paper,
            '--DataGrid-containerBackground': light ? '#f0f3f7' : '#1b2733',
          },
          columnHeaderTitle: { fontWeight: 600 },
          row: { '&:hover': { backgroundColor: alpha(palette.primary.main, light ? 0.04 : 0.08) } },
        },
      },
    },
  };
}
