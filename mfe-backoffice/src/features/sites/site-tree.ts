/**
 * The website's pages as a tree by path (issue 20): '/leistungen/reinigung' sits below
 * '/leistungen'. A path segment without a page of its own ('/karriere' when only
 * '/karriere/koch' exists) is a node without a site, so every page has a place.
 */

export interface SiteSummary {
  id: number;
  name: string;
  title?: string | null;
  path: string;
  type: string;
  isPublic: boolean;
}

export interface SiteTreeNode {
  /** The last path segment ('reinigung'), '/' for a page at the root path. */
  segment: string;
  /** The node's full path ('/leistungen/reinigung'). */
  path: string;
  site: SiteSummary | null;
  children: SiteTreeNode[];
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const bySegment = (a: SiteTreeNode, b: SiteTreeNode) => a.segment.localeCompare(b.segment, 'de');

function sortTree(nodes: SiteTreeNode[]): SiteTreeNode[] {
  for (const node of nodes) sortTree(node.children);
  return nodes.sort(bySegment);
}

export function siteTree(sites: readonly SiteSummary[]): SiteTreeNode[] {
  const roots: SiteTreeNode[] = [];
  for (const site of sites) {
    const segments = segmentsOf(site.path);
    if (segments.length === 0) {
      roots.push({ segment: '/', path: '/', site, children: [] });
      continue;
    }
    let level = roots;
    let node: SiteTreeNode | undefined;
    segments.forEach((segment, index) => {
      const path = `/${segments.slice(0, index + 1).join('/')}`;
      node = level.find((candidate) => candidate.path === path);
      if (!node) {
        node = { segment, path, site: null, children: [] };
        level.push(node);
      }
      level = node.children;
    });
    if (node) node.site = site;
  }
  return sortTree(roots);
}

/** The path a new page below `parent` starts with ('/leistungen/'). */
export function childPathOf(parent: string): string {
  return `${parent.replace(/\/+$/, '')}/`;
}
