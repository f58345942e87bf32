import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import { useColorMode } from '../fundnet-theme-provider';

export type ColorModeToggleProps = Omit<IconButtonProps, 'onClick' | 'children'>;

/** An icon button for the top bar that switches between light and dark mode. */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { mode, toggleColorMode } = useColorMode();
  const label = mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleColorMode} {...props}>
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
