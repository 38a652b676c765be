/** Each described entity's section: its list at the route, the form below it; a group's screens as tabs of one. */
import { styled } from '@theke/ui';
import type { Section, Viewer } from '../frame';
import { EntityEditScreen, type EditMode } from './components/EntityEditScreen';
import { EntityListScreen } from './components/EntityListScreen';
import { ENTITY_SCREENS, type EntityGroup, type EntityScreen } from './entity-screens';

/** '' is the list, '/new' a new entry, '/12' and '/12/duplicate' an entry; anything else none. */
export function editModeOf(subPath: string): EditMode | 'list' | null {
  if (subPath === '') return 'list';
  if (subPath === '/new') return { kind: 'new' };
  const match = /^\/(\d+)(\/duplicate)?$/.exec(subPath);
  if (!match) return null;
  const id = Number(match[1]);
  return match[2] ? { kind: 'duplicate', id } : { kind: 'edit', id };
}

export function entitySection(screen: EntityScreen): Section {
  return {
    path: screen.path,
    label: screen.label,
    forEmployees: screen.forEmployees,
    render(subPath, viewer) {
      const mode = editModeOf(subPath);
      const canWrite = viewer.isAdmin || screen.description.write === 'staff';
      const List = screen.list;
      if (mode === 'list') return List ? <List viewer={viewer} canWrite={canWrite} /> : <EntityListScreen screen={screen} canWrite={canWrite} viewer={viewer} />;
      if (mode === null || (!canWrite && mode.kind !== 'edit')) return null;
      return <EntityEditScreen screen={screen} mode={mode} canWrite={canWrite} />;
    },
  };
}

const TabBar = styled.nav`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding: 0.5rem 1rem;
    border-bottom: 3px solid transparent;
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

function GroupTabs({ group, screens, current }: { group: EntityGroup; screens: readonly EntityScreen[]; current: EntityScreen }) {
  return (
    <TabBar aria-label={group.label}>
      {screens.map((screen) => (
        <a key={screen.path} href={`#${screen.path}`} aria-current={screen === current ? 'page' : undefined}>
          {screen.label}
        </a>
      ))}
    </TabBar>
  );
}

/**
 * One navigation entry for a group's screens: each screen's list, form and entries at its own
 * path below the group's, its list under a tab bar of the group's screens.
 */
export function entityGroupSection(group: EntityGroup, screens: readonly EntityScreen[]): Section {
  // '/holidays/absences/12' belongs to the absences, not to an entry '/absences/12' of the balances.
  const deepestFirst = [...screens].sort((a, b) => b.path.length - a.path.length);
  const visibleTo = (viewer: Viewer) => screens.filter((screen) => viewer.isAdmin || screen.forEmployees);
  return {
    path: group.path,
    label: group.label,
    forEmployees: screens.some((screen) => screen.forEmployees),
    render(subPath, viewer) {
      const path = `${group.path}${subPath}`;
      for (const screen of deepestFirst) {
        if (path !== screen.path && !path.startsWith(`${screen.path}/`)) continue;
        const rest = path.slice(screen.path.length);
        const mode = editModeOf(rest);
        if (mode === null) continue;
        if (!viewer.isAdmin && !screen.forEmployees) return null;
        const page = entitySection(screen).render(rest, viewer);
        if (mode !== 'list') return page;
        return (
          <>
            <GroupTabs group={group} screens={visibleTo(viewer)} current={screen} />
            {page}
          </>
        );
      }
      return null;
    },
  };
}

/** The sections of the screens, in order; a group's at the place of its first screen. */
function sectionsOf(screens: readonly EntityScreen[]): Section[] {
  const sections: Section[] = [];
  const placed = new Set<EntityGroup>();
  for (const screen of screens) {
    if (!screen.group) sections.push(entitySection(screen));
    else if (!placed.has(screen.group)) {
      placed.add(screen.group);
      sections.push(entityGroupSection(screen.group, screens.filter((candidate) => candidate.group === screen.group)));
    }
  }
  return sections;
}

export const ENTITY_SECTIONS: readonly Section[] = sectionsOf(ENTITY_SCREENS);
