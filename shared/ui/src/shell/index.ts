export { APP_VERSION } from './app-version';
export { useRouteContext, resolveRouteContext, SELF_SERVICE_PARAM, type RouteContext } from './route-context';
export {
  ShellRemote,
  ShellServicesProvider,
  useShellServices,
  type ShellServices,
  type RemoteModuleProps,
} from './shell-services';
