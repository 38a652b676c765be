import type { Branch, NavigationItem, Site } from '@theke/ui';

/** A navigation item resolved against the route: where it leads and whether it is (child-)active. */
export interface NavigationNode {
  label: string;
  href: string | null;
  /** SPEC §2: link-type items open in a new tab, the others in the same tab. */
  external: boolean;
  active: boolean;
  childActive: boolean;
  children: NavigationNode[];
}

export interface NavigationContext {
  sites: readonly Site[];
  branches: readonly Branch[];
  pathname: string;
}

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function sameId(a: string | number | null | undefined, b: string | number): boolean {
  return a !== null && a !== undefined && String(a) === String(b);
}

export function itemHref(item: NavigationItem, context: NavigationContext): string | null {
  switch (item.type) {
    case 'home':
      return '/';
    case 'site': {
      const site = context.sites.find((s) => sameId(item.target, s.id));
      return site ? normalise(site.path.startsWith('/') ? site.path : `/${site.path}`) : null;
    }
    case 'branch': {
      const branch = context.branches.find((b) => sameId(item.target, b.id));
      return branch ? `/store/${branch.identifier}` : null;
    }
    case 'link':
      return item.target === null ? null : String(item.target);
    default:
      return null;
  }
}

/** SPEC §2: active if its page or branch matches the route. */
export function isItemActive(item: NavigationItem, href: string | null, pathname: string): boolean {
  if (href === null || item.type === 'link') return false;
  const current = normalise(pathname);
  if (item.type === 'branch') return current === href || current.startsWith(`${href}/`);
  return current === href;
}

/**
 * SPEC §2: only enabled items, nested to any depth; child-active if any descendant is active.
 */
export function buildNavigation(items: readonly NavigationItem[] | null | undefined, context: NavigationContext): NavigationNode[] {
  return (items ?? [])
    .filter((item) => item.isEnabled)
    .map((item) => {
      const href = itemHref(item, context);
      const children = buildNavigation(item.children, context);
      return {
        label: item.label,
        href,
        external: item.type === 'link',
        active: isItemActive(item, href, context.pathname),
        childActive: children.some((child) => child.active || child.childActive),
        children,
      };
    });
}
