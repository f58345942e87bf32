import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, type IconButtonProps } from '@mui/material';
import { useColorMode } from '../fundnet-theme-provider';

export type ColorModeToggleProps = Omit<IconButtonProps, 'onClick' | 'children'>;

/**
 * An icon button for the top bar that switches between light and dark mode. Its hint is the browser's own tooltip
 * (`title`), not MUI's Tooltip: that one brings Popper and popper.js (≈ 11 KB gzip) into the first load of every page
 * (ADR 0057). The accessible name is the aria-label either way.
 */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { mode, toggleColorMode } = useColorMode();
  const label = mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggleColorMode} {...props}>
      {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
