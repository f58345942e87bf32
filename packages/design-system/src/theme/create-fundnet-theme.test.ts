import { createTheme } from '@mui/material';
import { type ColorMode, createFundnetTheme, fundnetThemeOptions } from './create-fundnet-theme';

/** A theme's values without its functions (spacing, breakpoints…), which are new objects in every theme. */
const valuesOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('createFundnetTheme', () => {
  it.each<ColorMode>(['light', 'dark'])(
    'the %s overrides read the colours MUI computes for the palette (what the two-step form would give them)',
    (mode) => {
      const { components, ...base } = fundnetThemeOptions(mode);
      const computed = createTheme(base).palette;
      const theme = createFundnetTheme(mode);
      const overrides = valuesOf(components) as Record<
        'MuiAppBar' | 'MuiTableCell' | 'MuiDataGrid',
        { styleOverrides: Record<'root' | 'head', Record<string, unknown>> }
      >;
      expect(overrides.MuiAppBar.styleOverrides.root).toEqual({
        borderBottom: `1px solid ${computed.divider}`,
        backgroundColor: computed.background.paper,
      });
      expect(overrides.MuiTableCell.styleOverrides.head.color).toBe(computed.text.secondary);
      expect(overrides.MuiDataGrid.styleOverrides.root).toMatchObject({
        border: `1px solid ${computed.divider}`,
        backgroundColor: computed.background.paper,
      });
      expect(valuesOf(theme.palette)).toEqual(valuesOf(computed));
      expect(valuesOf(theme.components)).toEqual(overrides);
    },
  );

  it('reads colours the palette holds: the overrides follow the mode', () => {
    const light = createFundnetTheme('light');
    const dark = createFundnetTheme('dark');
    const appBarOf = (theme: typeof light) => (theme.components?.MuiAppBar?.styleOverrides?.root ?? {}) as Record<string, string>;
    expect(appBarOf(light).backgroundColor).toBe(light.palette.background.paper);
    expect(appBarOf(dark).backgroundColor).toBe(dark.palette.background.paper);
    expect(appBarOf(dark).borderBottom).toBe(`1px solid ${dark.palette.divider}`);
    expect(appBarOf(light).borderBottom).not.toBe(appBarOf(dark).borderBottom);
  });

  it('makes each mode once: every provider on the page shares the theme', () => {
    expect(createFundnetTheme('dark')).toBe(createFundnetTheme('dark'));
    expect(createFundnetTheme()).toBe(createFundnetTheme('light'));
    expect(createFundnetTheme('light')).not.toBe(createFundnetTheme('dark'));
  });
});
