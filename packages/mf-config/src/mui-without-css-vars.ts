import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/**
 * MUI built without its CSS theme variables (ADR 0065).
 *
 * MUI's `createTheme` and `ThemeProvider` import both of their paths statically: the plain theme ("behaves exactly as
 * v5") and the CSS-variables theme with its provider, colour-scheme storage and init script (≈ 7 KB gzip). Fundnet's
 * theme is a plain one (`createFundnetTheme`: a palette, no `cssVariables`, no `colorSchemes`; the colour mode is ours),
 * as is MUI's own default theme, so every page carried code it never ran. The build gives MUI's two modules a version
 * with the plain path only; asked for CSS variables, they say so instead of silently styling wrong.
 */
export const MUI_WITHOUT_CSS_VARS = {
  'createTheme.mjs': 'create-theme',
  'ThemeProvider.mjs': 'theme-provider',
} as const;

/** Their URL scheme (`mui-plain:create-theme`): a scheme of their own, beside the host's `virtual:` modules. */
const SCHEME = 'mui-plain';

const refusal = 'Fundnet builds MUI without CSS theme variables (ADR 0065): no cssVariables or colorSchemes.';

/** MUI's styles folder as an app resolves it. */
export function muiStylesDir(appDir: string): string {
  const manifest = createRequire(path.join(appDir, 'package.json')).resolve('@mui/material/package.json');
  return path.join(path.dirname(manifest), 'styles');
}

/** The plain-path versions of MUI's `createTheme` and `ThemeProvider`, importing MUI's own plain modules. */
export function muiWithoutCssVarsSources(stylesDir: string): Record<keyof typeof MUI_WITHOUT_CSS_VARS, string> {
  const file = (name: string) => JSON.stringify(path.join(stylesDir, name));
  return {
    'createTheme.mjs': `import createThemeNoVars from ${file('createThemeNoVars.mjs')};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error(${JSON.stringify(refusal)});
  return createThemeNoVars(options, ...args);
}
`,
    'ThemeProvider.mjs': `'use client';
import * as React from 'react';
import ThemeProviderNoVars from ${file('ThemeProviderNoVars.mjs')};
import THEME_ID from ${file('identifier.mjs')};
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const plainTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) throw new Error(${JSON.stringify(refusal)});
    // As MUI's own: a theme without CSS variables does not inherit an outer theme's.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: plainTheme, ...props });
}
`,
  };
}

/** The plugins that give every import of MUI's two modules (from MUI's styles folder) the plain-path versions. */
export function muiWithoutCssVarsPlugins(appDir: string): webpack.WebpackPluginInstance[] {
  const stylesDir = muiStylesDir(appDir);
  const sources = muiWithoutCssVarsSources(stylesDir);
  const modules = Object.fromEntries(
    Object.entries(MUI_WITHOUT_CSS_VARS).map(([name, id]) => [id, { type: '.js', source: () => sources[name as keyof typeof sources] }]),
  );
  return [
    new webpack.experiments.schemes.VirtualUrlPlugin(modules, { scheme: SCHEME, context: stylesDir }),
    new webpack.NormalModuleReplacementPlugin(
      /^\.\/(createTheme|ThemeProvider)\.mjs$/,
      (resolveData: { context?: string; request: string }) => {
        if (resolveData.context !== stylesDir) return;
        resolveData.request = `${SCHEME}:${MUI_WITHOUT_CSS_VARS[resolveData.request.slice(2) as keyof typeof MUI_WITHOUT_CSS_VARS]}`;
      },
    ),
  ];
}
