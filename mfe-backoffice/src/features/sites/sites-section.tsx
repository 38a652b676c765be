/**
 * Seiten `#/sites` (issue 20, ADR 0045): the pages as a tree by path, each page's form with the
 * block editor and the live preview beside it, and its versions at `#/sites/{id}/versions`.
 * Administrators only, as they write sites.
 */
import { entitySection } from '../entities';
import type { Section } from '../frame';
import { fieldEditor, registerFieldEditors } from '../forms';
import { SiteAside } from './components/SiteAside';
import { SiteTreeScreen } from './components/SiteTreeScreen';
import { SiteVersionsScreen } from './components/SiteVersionsScreen';
import { SITE_SCREEN } from './site-screen';

registerFieldEditors({
  siteContent: fieldEditor(() => import('./components/SiteContentEditor')),
  siteBlocks: fieldEditor(() => import('./components/BlocksEditor')),
});

const pages = entitySection({
  ...SITE_SCREEN,
  list: SiteTreeScreen,
  aside: (values, id) => <SiteAside values={values} id={id} />,
});

export const sitesSection: Section = {
  ...pages,
  render(subPath, viewer) {
    const versions = /^\/(\d+)\/versions$/.exec(subPath);
    if (versions) return viewer.isAdmin ? <SiteVersionsScreen id={Number(versions[1])} /> : null;
    return pages.render(subPath, viewer);
  },
};
