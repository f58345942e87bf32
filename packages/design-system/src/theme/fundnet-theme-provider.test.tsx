import { Alert, Button, getContrastRatio, useTheme } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ColorMode, createFundnetTheme } from './create-fundnet-theme';
import { COLOR_MODE_STORAGE_KEY, FundnetThemeProvider, useColorMode } from './fundnet-theme-provider';

function ModeProbe() {
  const { mode, toggleColorMode } = useColorMode();
  const theme = useTheme();
  return (
    <Button onClick={toggleColorMode}>
      {mode}/{theme.palette.mode}
    </Button>
  );
}

describe('createFundnetTheme', () => {
  it.each<ColorMode>(['light', 'dark'])('meets AA contrast in %s mode', (mode) => {
    const { palette } = createFundnetTheme(mode);
    for (const background of [palette.background.default, palette.background.paper]) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(7);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
      for (const color of [palette.primary, palette.secondary, palette.error, palette.info, palette.success, palette.warning]) {
        // Links, outlined buttons and error texts are drawn in `main` on the page.
        expect(getContrastRatio(color.main, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    for (const color of [palette.primary, palette.secondary, palette.error, palette.info, palette.success, palette.warning]) {
      expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the brand primary, an 8px radius and the Inter stack', () => {
    const theme = createFundnetTheme('light');
    expect(theme.palette.primary.main).toBe('#1f4e79');
    expect(theme.shape.borderRadius).toBe(8);
    expect(theme.typography.fontFamily).toMatch(/^Inter,/);
  });

  it("keeps an alert's action on one line at a phone's width (the message wraps instead)", () => {
    render(
      <FundnetThemeProvider mode="light">
        <Alert action={<Button size="small">Sign in</Button>}>Sign in to see contact details.</Alert>
      </FundnetThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Sign in' })).whiteSpace).toBe('nowrap');
  });
});

describe('FundnetThemeProvider', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the stored mode and persists a toggle', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    render(
      <FundnetThemeProvider>
        <ModeProbe />
      </FundnetThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('light/light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('keeps every provider on the page in the same mode', async () => {
    render(
      <>
        <FundnetThemeProvider>
          <ModeProbe />
        </FundnetThemeProvider>
        <FundnetThemeProvider>
          <span data-testid="other">
            <ModeProbe />
          </span>
        </FundnetThemeProvider>
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(second).toHaveTextContent('light/light');
    await act(async () => first!.click());
    expect(second).toHaveTextContent('dark/dark');
  });

  it('follows a controlled mode', () => {
    render(
      <FundnetThemeProvider mode="dark">
        <ModeProbe />
      </FundnetThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
  });
});
