import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'LinkComponent'> {
  /** The in-app address (single-spa hands it to the app that owns it). */
  to: string;
}

/** A link that looks like a button: navigates with the router, keyboard reachable like any link. */
export function LinkButton({ to, variant = 'contained', ...props }: LinkButtonProps) {
  return <Button component={RouterLink} to={to} variant={variant} {...props} />;
}
