import { Link, type LinkProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A text link to another page of the app (History API: single-spa reroutes, no reload). */
export function AppLink({ to, ...props }: Omit<LinkProps, 'href' | 'component'> & { to: string }) {
  return <Link component={RouterLink} to={to} {...props} />;
}
