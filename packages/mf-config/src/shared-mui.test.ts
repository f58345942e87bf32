import path from 'node:path';
import { muiStylesDir } from './mui-without-css-vars';
import { sharedConfig } from './shared';
import { sharedMuiEntries, sharedMuiFiles } from './shared-mui';

// ADR 0064: MUI's styling engine and the shell frame's components shared file by file, offered by the shell only.
const root = path.resolve(__dirname, '../../..');
const shell = sharedMuiFiles(path.join(root, 'shell'));
const keys = new Set(shell.map((file) => file.shareKey));

it('shares the styling engine and the frame components, each under one key for every app', () => {
  for (const key of [
    '@mui/material/styles/defaultTheme.mjs',
    '@mui/material/styles/createThemeNoVars.mjs',
    '@mui/material/styles/ThemeProviderNoVars.mjs',
    '@mui/system/createStyled/createStyled.mjs',
    '@mui/system/styleFunctionSx/styleFunctionSx.mjs',
    '@mui/utils/composeClasses/composeClasses.mjs',
    '@mui/material/Button/Button.mjs',
    '@mui/material/AppBar/AppBar.mjs',
  ]) {
    expect(keys).toContain(key);
  }
  const remote = sharedMuiFiles(path.join(root, 'mfe-dataroom'));
  expect(remote.map((file) => file.shareKey)).toEqual(shell.map((file) => file.shareKey));
  expect(shell.every((file) => file.version === '9.5.0' || !file.shareKey.startsWith('@mui/'))).toBe(true);
});

it('shares no barrel: a barrel offered would be used whole, and all it re-exports would join the first load', () => {
  for (const barrel of [
    '@mui/material/styles/index.mjs',
    '@mui/system/index.mjs',
    '@mui/material/Button/index.mjs',
    '@mui/material/utils/index.mjs',
  ]) {
    expect(keys).not.toContain(barrel);
  }
});

it('shares only what something outside the shared files imports (stylis is reached through emotion)', () => {
  expect([...keys].filter((key) => key.startsWith('stylis/'))).toEqual([]);
  // A file of the closure that only other shared files import needs no key: the theme's palette reaches apps via createThemeNoVars.
  expect(keys).not.toContain('@mui/material/styles/createPalette.mjs');
});

it('never shares the theme factory and provider the build replaces (ADR 0065): each app bundles the plain one', () => {
  expect(keys).not.toContain('@mui/material/styles/createTheme.mjs');
  expect(keys).not.toContain('@mui/material/styles/ThemeProvider.mjs');
  expect(
    shell.every(
      (file) =>
        path.dirname(file.file) !== muiStylesDir(path.join(root, 'shell')) || !/\/(createTheme|ThemeProvider)\.mjs$/.test(file.file),
    ),
  ).toBe(true);
});

it('a production remote consumes them with no copy of its own; in development it keeps its own (it also runs alone)', () => {
  const dir = path.join(root, 'mfe-admin');
  const file = sharedMuiFiles(dir).find((entry) => entry.shareKey === '@mui/material/Button/Button.mjs')!;
  expect(sharedConfig(dir, { consumeOnly: true })[file.file]).toEqual({
    singleton: true,
    requiredVersion: '^9.5.0',
    version: '9.5.0',
    shareKey: '@mui/material/Button/Button.mjs',
    import: false,
  });
  expect(sharedConfig(dir)[file.file]).not.toHaveProperty('import');
});

it('starts from entries that exist', () => {
  expect(sharedMuiEntries).toContain('@mui/material/styles');
  expect(shell.length).toBeGreaterThan(100);
});
