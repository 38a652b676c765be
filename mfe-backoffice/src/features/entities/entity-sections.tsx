/** Each described entity's section: its list at the route, the form below it. */
import type { Section } from '../frame';
import { EntityEditScreen, type EditMode } from './components/EntityEditScreen';
import { EntityListScreen } from './components/EntityListScreen';
import { ENTITY_SCREENS, type EntityScreen } from './entity-screens';

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
      if (mode === 'list') return <EntityListScreen screen={screen} canWrite={canWrite} viewer={viewer} />;
      if (mode === null || (!canWrite && mode.kind !== 'edit')) return null;
      return <EntityEditScreen screen={screen} mode={mode} canWrite={canWrite} />;
    },
  };
}

export const ENTITY_SECTIONS: readonly Section[] = ENTITY_SCREENS.map(entitySection);
