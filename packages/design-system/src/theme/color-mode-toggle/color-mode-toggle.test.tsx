import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FundnetThemeProvider } from '../fundnet-theme-provider';
import { ColorModeToggle } from './color-mode-toggle';

it('switches between light and dark mode', async () => {
  localStorage.clear();
  render(
    <FundnetThemeProvider defaultMode="light">
      <ColorModeToggle />
    </FundnetThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
  expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  expect(localStorage.getItem('colorMode')).toBe('dark');
});
