import { existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { MUI_WITHOUT_CSS_VARS, muiStylesDir, muiWithoutCssVarsPlugins, muiWithoutCssVarsSources } from './mui-without-css-vars';

// ADR 0065: MUI's createTheme and ThemeProvider built with their plain (no CSS variables) path only.
const shellDir = path.resolve(__dirname, '../../../shell');
const stylesDir = muiStylesDir(shellDir);

it('the plain versions import modules MUI ships (an upgrade that moves them fails here, not in the browser)', () => {
  for (const source of Object.values(muiWithoutCssVarsSources(stylesDir))) {
    const files = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(file)).toBe(true);
  }
  // and the modules they stand in for are still where MUI's styles import them from
  for (const name of Object.keys(MUI_WITHOUT_CSS_VARS)) expect(existsSync(path.join(stylesDir, name))).toBe(true);
});

it('refuses CSS variables out loud instead of styling wrong', () => {
  const { 'createTheme.mjs': createTheme, 'ThemeProvider.mjs': provider } = muiWithoutCssVarsSources(stylesDir);
  expect(createTheme).toContain("if (options.cssVariables || 'colorSchemes' in options) throw new Error(");
  expect(provider).toContain("if ('colorSchemes' in muiTheme) throw new Error(");
});

it("replaces the two imports inside MUI's styles folder only", () => {
  const replacement = muiWithoutCssVarsPlugins(shellDir).find(
    (plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin,
  ) as unknown as {
    newResource: (data: { context: string; request: string }) => void;
  };
  const inStyles = { context: stylesDir, request: './createTheme.mjs' };
  replacement.newResource(inStyles);
  expect(inStyles.request).toBe('mui-plain:create-theme');
  const provider = { context: stylesDir, request: './ThemeProvider.mjs' };
  replacement.newResource(provider);
  expect(provider.request).toBe('mui-plain:theme-provider');
  const elsewhere = { context: path.join(stylesDir, '../Button'), request: './ThemeProvider.mjs' };
  replacement.newResource(elsewhere);
  expect(elsewhere.request).toBe('./ThemeProvider.mjs');
});
