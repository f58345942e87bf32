import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps<typeof RouterLink>, 'component' | 'href' | 'LinkComponent' | 'to'> & {
  /** The in-app address (single-spa hands it to the app that owns it). */
  to: string;
};

/**
 * A link that looks like a button: navigates with the router (History API, no reload), keyboard
 * reachable like any link. Contained unless `variant` says otherwise.
 */
export function LinkButton({ to, variant = 'contained', ...props }: LinkButtonProps) {
  return <Button component={RouterLink} to={to} variant={variant} {...props} />;
}
