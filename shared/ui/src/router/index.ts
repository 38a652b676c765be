/**
 * The router API every app uses. Routing code is imported only from here, never from
 * 'react-router-dom' directly: @theke/ui is the shared singleton that carries the one router
 * copy, tree-shaken to what is listed below (docs/adr/0011-bundle-budget.md). Every name here
 * rides in the shell's main.js on every guest page whether an app uses it or not: add one only
 * with its first user (NavLink, Navigate, useSearchParams, matchPath and generatePath, unused,
 * were 741 bytes gzip).
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useHref,
  useInRouterContext,
  type Location,
  type NavigateFunction,
  type LinkProps,
} from 'react-router-dom';
