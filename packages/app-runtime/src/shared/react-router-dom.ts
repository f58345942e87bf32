// What the apps use of react-router-dom, and nothing more: the module Module Federation shares as `react-router-dom`
// (packages/mf-config/src/shared.ts, ADR 0011). A shared module is never tree-shaken, and React Router 7 whole is
// 62 KB gzip on every first load; this subset keeps what the names below need. It imports from `react-router` (which
// react-router-dom re-exports): importing `react-router-dom` here would consume the shared module from itself.
// `Link` and `NavLink` are our own, on React Router's hooks (router-links.tsx, ADR 0067).
// A name used anywhere that is missing here fails mf-config/src/react-router-subset.test.ts: add new ones here.
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createBrowserHistory,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { Link, type LinkProps, NavLink, type NavLinkProps } from './router-links';
