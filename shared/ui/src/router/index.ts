/**
 * The router API every app uses. Routing code is imported only from here, never from
 * 'react-router-dom' directly: @theke/ui is the shared singleton that carries the one router
 * copy, tree-shaken to what is listed below (docs/adr/0011-bundle-budget.md).
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
  type Location,
  type NavigateFunction,
  type LinkProps,
} from 'react-router-dom';
