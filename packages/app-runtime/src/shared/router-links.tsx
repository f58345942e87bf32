import { type CSSProperties, forwardRef, type MouseEvent, type ReactNode } from 'react';
import {
  type LinkProps as RouterLinkProps,
  type NavLinkRenderProps,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';

// The apps' <Link> and <NavLink>, built as React Router documents custom links (`useHref` + `useLinkClickHandler`),
// with React Router's behaviour for the props the apps can pass (ADR 0067). Why not React Router's own: its components
// also serve framework mode, so each carries route-module prefetching, RSC error handling and view-transition state; the
// minifier cannot separate that from the component, and it was 2.3 KB gzip of every first load, shell and remote alike.
// router-links.test.tsx renders these and React Router's side by side and expects the same anchors and navigation.

/** `https:`, `mailto:`, `//host`: a URL, not a path (React Router's own test). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** The framework-mode props (prefetching, lazy route discovery, masks) have no meaning without a framework router. */
export type LinkProps = Omit<RouterLinkProps, 'prefetch' | 'discover' | 'mask' | 'defaultShouldRevalidate'>;

/** An absolute URL to this origin as the path it names; another origin's stays external (React Router's rule). */
function parseTo(to: LinkProps['to']): { to: LinkProps['to']; absolute?: string; external: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: false };
  if (typeof window === 'undefined') return { to, absolute: to, external: false };
  try {
    const url = new URL(/^[\\/]{2}/.test(to) ? `${window.location.protocol}${to}` : to);
    if (url.origin === window.location.origin) return { to: url.pathname + url.search + url.hash, absolute: to, external: false };
  } catch {
    // an unparsable URL: left to the browser (React Router would try to route it and warn)
  }
  return { to, absolute: to, external: true };
}

/** A link to a route of the app: a real `<a href>` (open in a new tab works) that navigates in place when clicked. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, relative, reloadDocument, replace, state, target, to: toProp, preventScrollReset, viewTransition, ...rest },
  ref,
) {
  const parsed = parseTo(toProp);
  const href = useHref(parsed.to, { relative });
  const navigate = useLinkClickHandler(parsed.to, { replace, state, target, preventScrollReset, relative, viewTransition });
  const inApp = !(parsed.external || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={parsed.absolute ?? href} onClick={inApp ? handleClick : onClick} ref={ref} target={target} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only when the location is this path exactly (not one below it). */
  end?: boolean;
  caseSensitive?: boolean;
  /** A string (`active` is added while active) or a function of the link's state. */
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/**
 * A link that knows whether it points at the current page: `aria-current="page"` and the `active` class while it does
 * (React Router's matching: the path itself, or one below it unless `end`). Without a data router nothing is ever
 * pending or transitioning, so those states stay false.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, children, to, ...rest },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  let toPathname = path.pathname;
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname || (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
