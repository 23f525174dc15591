/**
 * The parts of React Router the shell and the remotes use, and the only way they import it.
 *
 * Module Federation shares a library whole: every export of a shared module ships, since any remote
 * may ask for any of them. React Router shared directly was 52 kB (brotli) on every page, most of it
 * data routers, server helpers and cookies this site does not use. Shared through this module instead,
 * the build keeps React Router's code behind these exports only (12 kB), still one copy at run time
 * for the shell and every remote, so they share one router context. A name missing here fails the
 * type check of whoever needs it: add it here. Lint forbids importing React Router anywhere else.
 */
export {
  BrowserRouter,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, NavigationType } from 'react-router';
export { Link } from './link';
export { goesSmoothlyToTop, inPageNavigation, isInPageNavigation, smoothlyToTop } from './navigation-state';
