/**
 * Seiten `#/sites` (issue 20, ADR 0045): the pages as a tree by path, each page's form with the
 * block editor and the live preview beside it, and its versions at `#/sites/{id}/versions`.
 * Administrators only, as they write sites. The screens load when opened: the back-office's
 * first screen does not carry them.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Loader } from '@theke/ui';
import { entitySection } from '../entities';
import type { Section } from '../frame';
import { fieldEditor, registerFieldEditors } from '../forms';
import { SITE_SCREEN } from './site-screen';

registerFieldEditors({
  siteContent: fieldEditor(() => import('./components/SiteContentEditor')),
  siteBlocks: fieldEditor(() => import('./components/BlocksEditor')),
});

const LazyTree = lazy(() => import('./components/SiteTreeScreen').then((module) => ({ default: module.SiteTreeScreen })));
const LazyAside = lazy(() => import('./components/SiteAside').then((module) => ({ default: module.SiteAside })));
const LazyVersions = lazy(() => import('./components/SiteVersionsScreen').then((module) => ({ default: module.SiteVersionsScreen })));

const loading = (children: ReactNode) => <Suspense fallback={<Loader />}>{children}</Suspense>;

function SiteTree(props: ComponentProps<typeof LazyTree>) {
  return loading(<LazyTree {...props} />);
}

const pages = entitySection({
  ...SITE_SCREEN,
  list: SiteTree,
  aside: (values, id) => loading(<LazyAside values={values} id={id} />),
});

export const sitesSection: Section = {
  ...pages,
  render(subPath, viewer) {
    const versions = /^\/(\d+)\/versions$/.exec(subPath);
    if (versions) return viewer.isAdmin ? loading(<LazyVersions id={Number(versions[1])} />) : null;
    return pages.render(subPath, viewer);
  },
};
