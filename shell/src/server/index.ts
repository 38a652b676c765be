/**
 * @theke/shell/server: what the gateway runs of the shell on the server, from the sources the
 * browser runs: a guest page's first screen and its title and meta tags.
 */
export { renderFirstScreen, type FirstScreen, type RenderFirstScreenOptions } from './render-first-screen';
export { FIRST_SCREEN_ELEMENT_ID } from '../app/first-screen';
export * from '../meta/page-meta';
