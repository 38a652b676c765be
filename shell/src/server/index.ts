/**
 * @theke/shell/server: what the gateway runs of the shell on the server, from the sources the
 * browser runs: a guest page's first screen (or the SPEC 404/500 view in its layout) and its title
 * and meta tags. The routes the renderer mounts and the sources it renders them from are here too,
 * for the route contract test (scripts/route-contracts.test.ts).
 */
export {
  renderErrorScreen,
  renderFirstScreen,
  type ErrorView,
  type FirstScreen,
  type RenderErrorScreenOptions,
  type RenderFirstScreenOptions,
} from './render-first-screen';
export { FIRST_SCREEN_ELEMENT_ID } from '../app/first-screen';
export { shellRoutes } from '../app/site-routes';
export { FIRST_SCREEN_SOURCES } from './route-module-sources';
export * from '../meta/page-meta';
