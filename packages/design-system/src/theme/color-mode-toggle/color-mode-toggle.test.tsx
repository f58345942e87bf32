import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FundnetThemeProvider } from '../fundnet-theme-provider';
import { ColorModeToggle } from './color-mode-toggle';

it('switches between light and dark mode, its label also the hint on hover', async () => {
  localStorage.clear();
  render(
    <FundnetThemeProvider defaultMode="light">
      <ColorModeToggle />
    </FundnetThemeProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Switch to dark mode' });
  expect(toggle).toHaveAttribute('title', 'Switch to dark mode');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute('title', 'Switch to light mode');
  expect(localStorage.getItem('colorMode')).toBe('dark');
});
