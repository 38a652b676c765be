/** The single-branch home page; its code loads only when the division page shows it. */
export { showsHomePage } from './shows-home-page';
export const loadHomePage = () => import('./HomePage');
