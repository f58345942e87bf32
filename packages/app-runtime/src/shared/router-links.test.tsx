/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Link as RouterLink, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { Link, NavLink } from './router-links';

// React Router's own Link and NavLink are the oracle: ours must render the same anchor (href, class, aria-current, style,
// content) and navigate the same way for every prop combination the apps can use.

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}${location.hash}|${JSON.stringify(location.state)}`}</output>;
}

function renderAt(at: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      {element}
      <Where />
    </MemoryRouter>,
  );
}

function anchorOf(at: string, element: React.ReactNode) {
  const { container, unmount } = renderAt(at, element);
  const anchor = container.querySelector('a') as HTMLAnchorElement;
  const attributes = Object.fromEntries([...anchor.attributes].map((a) => [a.name, a.value]));
  const result = { attributes, text: anchor.textContent };
  unmount();
  return result;
}

const navCases: Array<[string, Record<string, unknown>]> = [
  ['/fund', { to: '/fund' }],
  ['/fund/discovery', { to: '/fund' }],
  ['/fund/discovery', { to: '/fund', end: true }],
  ['/fundraising', { to: '/fund' }],
  ['/Fund', { to: '/fund' }],
  ['/Fund', { to: '/fund', caseSensitive: true }],
  ['/fund/', { to: '/fund/' }],
  ['/fund/x', { to: '/fund/' }],
  ['/', { to: '/' }],
  ['/feed', { to: '/' }],
  ['/feed', { to: '/feed?tab=events' }],
  ['/admin/users', { to: 'users' }],
  ['/feed', { to: '/feed', className: 'nav' }],
  ['/other', { to: '/feed', className: 'nav' }],
  ['/feed', { to: '/feed', className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') }],
  ['/feed', { to: '/feed', style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }) }],
  ['/feed', { to: '/feed', 'aria-current': 'location' }],
  ['/feed', { to: '/feed', children: ({ isActive }: { isActive: boolean }) => (isActive ? 'Feed (here)' : 'Feed') }],
  ['/feed', { to: { pathname: '/feed', search: '?q=1', hash: '#top' } }],
];

describe('NavLink', () => {
  it.each(navCases)('at %s with %o renders as React Router’s does', (at, props) => {
    const ours = anchorOf(at, <NavLink {...(props as any)}>{(props.children as never) ?? 'Link'}</NavLink>);
    const theirs = anchorOf(at, <RouterNavLink {...(props as any)}>{(props.children as never) ?? 'Link'}</RouterNavLink>);
    // React Router marks every link of its own for framework mode's route discovery; ours have no framework to tell.
    delete theirs.attributes['data-discover'];
    expect(ours).toEqual(theirs);
  });

  it('marks the active link for assistive technology and leaves the others unmarked', () => {
    renderAt(
      '/fund/discovery',
      <nav>
        <NavLink to="/fund">Funds</NavLink>
        <NavLink to="/feed">Feed</NavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Funds' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current');
  });
});

const linkCases: Array<Record<string, unknown>> = [
  { to: '/fund' },
  { to: '/fund?tab=team#top' },
  { to: { pathname: '/fund', search: '?a=1' } },
  { to: 'details' },
  { to: '../up', relative: 'path' },
  { to: '/fund', target: '_blank', rel: 'noreferrer' },
  { to: 'https://example.org/about' },
  { to: 'mailto:team@fundnet.example' },
  { to: `${window.location.origin}/fund?x=1` },
  { to: '/fund', reloadDocument: true, className: 'c', title: 't' },
];

describe('Link', () => {
  it.each(linkCases)('with %o renders as React Router’s does', (props) => {
    const ours = anchorOf('/dataRoom/5', <Link {...(props as any)}>Go</Link>);
    const theirs = anchorOf('/dataRoom/5', <RouterLink {...(props as any)}>Go</RouterLink>);
    delete theirs.attributes['data-discover'];
    expect(ours).toEqual(theirs);
  });

  const navigations: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    ['a plain click navigates, with state', { to: '/fund?tab=team', state: { from: 'test' } }, {}],
    ['a same-origin absolute URL navigates in place', { to: `${window.location.origin}/fund#top` }, {}],
    ['a ctrl-click is left to the browser (new tab)', { to: '/fund' }, { ctrlKey: true }],
    ['a middle click is left to the browser', { to: '/fund' }, { button: 1 }],
    ['target=_blank is left to the browser', { to: '/fund', target: '_blank' }, {}],
    ['an external URL is left to the browser', { to: 'https://example.org/x' }, {}],
    ['reloadDocument is left to the browser', { to: '/fund', reloadDocument: true }, {}],
  ];

  it.each(navigations)('%s, as React Router’s does', (_name, props, click) => {
    const outcome = (Component: ComponentType<any>) => {
      const { unmount } = renderAt('/start', <Component {...props}>Go</Component>);
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...click });
      // jsdom cannot follow a link: a click the router leaves alone stays "not default-prevented"
      const allowed = fireEvent(screen.getByRole('link', { name: 'Go' }), event);
      const where = screen.getByRole('status').textContent;
      unmount();
      return { allowed, where };
    };
    expect(outcome(Link)).toEqual(outcome(RouterLink));
  });

  it('runs its onClick first, and a handler that prevents the default keeps the page where it is', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/start',
      <Link to="/fund" onClick={onClick}>
        Go
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/start|null');
  });

  it.each([
    [true, '/a|null'],
    [false, '/start|null'],
  ])('replace=%s: going back after the click lands on %s', (replace, back) => {
    function BackButton() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/a', '/start']} initialIndex={1}>
        <Link to="/fund" replace={replace}>
          Go
        </Link>
        <BackButton />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByRole('status')).toHaveTextContent('/fund|null');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status')).toHaveTextContent(back);
  });
});
