/**
 * The back-office's sections: each feature describes its own (hash route, German label, who
 * sees it, what it renders below its route), one registry lists them in navigation order, and
 * the navigation and the router both read that registry: no if-chain names screens.
 */
import type { ReactNode } from 'react';

export interface Viewer {
  isAdmin: boolean;
  branchIds: number[];
}

export interface Section {
  /** Hash route, e.g. '/tags'; sub-pages live below it ('/tags/12'). */
  path: string;
  /** The navigation's German name. */
  label: string;
  /** Employees see it too; otherwise administrators only. */
  forEmployees: boolean;
  /** The screen for a sub-path ('' for the section itself, '/12', '/new'); null when there is none. */
  render(subPath: string, viewer: Viewer): ReactNode | null;
}

/** The section a hash path belongs to: its own path or one below it (`/orders/history` → orders). */
export function sectionOf<S extends Pick<Section, 'path'>>(sections: readonly S[], path: string): S | undefined {
  return sections.find((section) => path === section.path || path.startsWith(`${section.path}/`));
}

/** The sections a viewer sees. */
export function visibleSections<S extends Pick<Section, 'forEmployees'>>(sections: readonly S[], viewer: Viewer): S[] {
  return sections.filter((section) => viewer.isAdmin || section.forEmployees);
}
