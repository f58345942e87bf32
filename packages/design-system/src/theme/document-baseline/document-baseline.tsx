import { type CSSObject, css, type EmotionCache, type SerializedStyles, withEmotionCache } from '@emotion/react';
import { type Theme, useTheme } from '@mui/material/styles';
import { useInsertionEffect, useMemo } from 'react';
import { shareBaseline } from './shared-baseline';

/**
 * The rules of MUI's `<CssBaseline enableColorScheme />` for `theme`, with the theme's `MuiCssBaseline` overrides.
 * Written out because MUI exports the component only (its rules function is internal to the module):
 * document-baseline.test.tsx renders MUI's own and fails when an upgrade makes the two differ.
 */
export function baselineStyles(theme: Theme): CSSObject[] {
  const { palette, typography } = theme;
  return [
    {
      html: {
        WebkitFontSmoothing: 'antialiased',
        MozOsxFontSmoothing: 'grayscale',
        boxSizing: 'border-box',
        WebkitTextSizeAdjust: '100%',
        colorScheme: palette.mode,
      },
      '*, *::before, *::after': { boxSizing: 'inherit' },
      'strong, b': { fontWeight: typography.fontWeightBold },
      body: {
        margin: 0,
        color: palette.text.primary,
        ...(typography.body1 as CSSObject),
        backgroundColor: palette.background.default,
        '@media print': { backgroundColor: palette.common.white },
        '&::backdrop': { backgroundColor: palette.background.default },
      },
    },
    (theme.components?.MuiCssBaseline?.styleOverrides ?? {}) as CSSObject,
  ];
}

/** The baseline's rules for `theme`, serialized and named by emotion (the name is a hash of the rules). */
export function serializedBaseline(theme: Theme): SerializedStyles {
  return css(...baselineStyles(theme));
}

/** The names of the baselines rendered on the server into each cache (a prerender's cache: one per rendered page). */
const renderedBaselines = new WeakMap<EmotionCache, Set<string>>();

/**
 * Whether `name`, a rule of `cache.inserted`, is a baseline `DocumentBaseline` rendered on the server: the prerender
 * writes it in a `<style>` of its own (`BASELINE_STYLES_ATTRIBUTE`), apart from the page's rules, so the browser can
 * use it, or take it away when the visitor's mode is another.
 */
export function isRenderedBaseline(cache: EmotionCache, name: string): boolean {
  return renderedBaselines.get(cache)?.has(name) ?? false;
}

/**
 * MUI's CssBaseline (with the colour scheme) for the theme around it, once per document however many apps render it
 * (shared-baseline.ts says why). On the server, its rules go into the render's emotion cache, named so the prerender
 * writes them apart (`isRenderedBaseline`). The baseline has no keyframes (emotion's `Global` inserts those too).
 */
export const DocumentBaseline = withEmotionCache(function DocumentBaseline(_props: object, cache: EmotionCache) {
  const theme = useTheme();
  const serialized = useMemo(() => serializedBaseline(theme), [theme]);
  if (typeof document === 'undefined') {
    // Server rendering: the rules are kept in the cache as emotion's `Global` keeps its own there (the prerender sets
    // the cache's compat mode, prerender-region.tsx).
    if (!cache.inserted[serialized.name]) cache.insert('', serialized, cache.sheet, true);
    const names = renderedBaselines.get(cache) ?? new Set<string>();
    renderedBaselines.set(cache, names.add(serialized.name));
  }
  // The rules change only with their name (emotion's hash of them).
  useInsertionEffect(() => shareBaseline(cache, serialized), [cache, serialized.name]);
  return null;
});
