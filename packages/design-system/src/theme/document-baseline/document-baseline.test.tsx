import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { act, render } from '@testing-library/react';
import { type ColorMode, createFundnetTheme } from '../create-fundnet-theme';
import { COLOR_MODE_EVENT, FundnetThemeProvider } from '../fundnet-theme-provider';
import { serializedBaseline } from './document-baseline';
import { BASELINE_STYLES_ATTRIBUTE } from './shared-baseline';

const baselines = () => [...document.querySelectorAll<HTMLStyleElement>(`style[${BASELINE_STYLES_ATTRIBUTE}]`)];
const rulesOf = (style: HTMLStyleElement) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
const markOf = (mode: ColorMode) => `css ${serializedBaseline(createFundnetTheme(mode)).name}`;

/** A baseline `<style>` as a rendered page's head brings it (app-runtime's prerender-region.tsx writes it so). */
function renderedBaseline(mode: ColorMode): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute(BASELINE_STYLES_ATTRIBUTE, markOf(mode));
  style.textContent = serializedBaseline(createFundnetTheme(mode)).styles;
  document.head.append(style);
  return style;
}

/** Every change to the head's children from now on: a `<style>` moved or added makes the browser restyle the page. */
function watchHead(): MutationRecord[] {
  const records: MutationRecord[] = [];
  new MutationObserver((list) => records.push(...list)).observe(document.head, { childList: true });
  return records;
}
const flushObservers = () => act(() => Promise.resolve());

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
  localStorage.clear();
});

describe('DocumentBaseline', () => {
  it.each<ColorMode>(['light', 'dark'])("writes MUI's CssBaseline rules for the %s theme, word for word", (mode) => {
    const theme = createFundnetTheme(mode);
    const mui = render(
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
      </ThemeProvider>,
    );
    const muiRules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css-global"]')].map(rulesOf).join('\n');
    mui.unmount();
    render(<FundnetThemeProvider mode={mode} />);
    expect(muiRules).toContain('html {');
    expect(baselines().map(rulesOf).join('\n')).toBe(muiRules);
  });

  it('inserts one baseline for every app on the page, and keeps it while one of them is mounted', () => {
    const shell = render(<FundnetThemeProvider mode="light" />);
    const remote = render(<FundnetThemeProvider mode="light" />);
    expect(baselines()).toHaveLength(1);
    remote.unmount();
    expect(baselines()).toHaveLength(1);
    render(<FundnetThemeProvider mode="light" />);
    expect(baselines()).toHaveLength(1);
    shell.unmount();
    expect(baselines()).toHaveLength(1);
  });

  it("uses the baseline a rendered page brought in its head, without touching the head's styles", async () => {
    const fromServer = renderedBaseline('light');
    const changes = watchHead();
    render(<FundnetThemeProvider mode="light" />);
    render(<FundnetThemeProvider mode="light" />);
    await flushObservers();
    expect(baselines()).toEqual([fromServer]);
    expect(changes).toEqual([]);
  });

  it("replaces the page's light baseline for a visitor in dark mode: no light rule is left to win over the dark", () => {
    const fromServer = renderedBaseline('light');
    render(<FundnetThemeProvider mode="dark" />);
    render(<FundnetThemeProvider mode="dark" />);
    expect(fromServer.isConnected).toBe(false);
    expect(baselines().map((style) => style.getAttribute(BASELINE_STYLES_ATTRIBUTE))).toEqual([markOf('dark')]);
    expect(createFundnetTheme('dark').palette.background.default).toBe('#0e151d');
    expect(baselines().map(rulesOf).join('')).toContain('background-color: rgb(14, 21, 29)');
  });

  it('follows a change of mode in every app of the page, leaving one baseline of the new mode', () => {
    renderedBaseline('light');
    render(<FundnetThemeProvider />);
    render(<FundnetThemeProvider />);
    expect(baselines().map((style) => style.getAttribute(BASELINE_STYLES_ATTRIBUTE))).toEqual([markOf('light')]);
    act(() => void window.dispatchEvent(new CustomEvent(COLOR_MODE_EVENT, { detail: 'dark' })));
    expect(baselines().map((style) => style.getAttribute(BASELINE_STYLES_ATTRIBUTE))).toEqual([markOf('dark')]);
    act(() => void window.dispatchEvent(new CustomEvent(COLOR_MODE_EVENT, { detail: 'light' })));
    expect(baselines().map((style) => style.getAttribute(BASELINE_STYLES_ATTRIBUTE))).toEqual([markOf('light')]);
  });

  it('puts the baseline before the rules the apps insert, as CssBaseline did', () => {
    render(
      <FundnetThemeProvider mode="light">
        <Box sx={{ color: 'primary.main' }}>A component's own rule</Box>
      </FundnetThemeProvider>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.findIndex((style) => style.hasAttribute(BASELINE_STYLES_ATTRIBUTE))).toBe(0);
  });
});
