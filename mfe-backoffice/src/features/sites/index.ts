/** Seiten `#/sites` (issue 20): page tree, block editor, live preview, versions. */
export { sitesSection } from './sites-section';
