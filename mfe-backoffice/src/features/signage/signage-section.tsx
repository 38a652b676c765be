/**
 * Digital Signage (issue 23, ADR 0042 "Screens"): one navigation entry with the tabs 'Szenen',
 * 'Filmsequenzen', 'Streams' and 'TVs'. Each is a described entity with the one form engine;
 * the scene, stream and TV forms have special editors (loaded when a form opens), and the TVs'
 * list is the signage remote's live panel (online state, what each shows, commands).
 */
import {
  sceneDescription,
  signageDeviceDescription,
  signageSegmentDescription,
  signageStreamDescription,
} from '@theke/contracts';
import { ShellRemote } from '@theke/ui';
import { entityGroupSection, type EntityGroup, type EntityScreen } from '../entities';
import { fieldEditor, registerFieldEditors } from '../forms';

registerFieldEditors({
  sceneRegions: fieldEditor(() => import('./components/SceneRegionsEditor')),
  streamEntries: fieldEditor(() => import('./components/StreamEntriesEditor')),
  deviceRegions: fieldEditor(() => import('./components/DeviceRegionsEditor')),
});

const SIGNAGE: EntityGroup = { path: '/signage', label: 'Digital Signage' };

/** The TVs with their live state and commands: the signage remote's module, through the shell. */
function TvPanel() {
  return <ShellRemote remote="mfe_signage" module="SignageAdmin" />;
}

/** Administrators only (the signage entities are written by administrators; ADR 0042). */
export const SIGNAGE_SCREENS: readonly EntityScreen[] = [
  { description: sceneDescription, path: '/signage', label: 'Szenen', forEmployees: false, group: SIGNAGE },
  { description: signageSegmentDescription, path: '/signage/segments', label: 'Filmsequenzen', forEmployees: false, group: SIGNAGE },
  { description: signageStreamDescription, path: '/signage/streams', label: 'Streams', forEmployees: false, group: SIGNAGE },
  // The remote links its rows to `#/signage/tvs/{id}` and registering to `#/signage/tvs/new`.
  { description: signageDeviceDescription, path: '/signage/tvs', label: 'TVs', forEmployees: false, group: SIGNAGE, list: TvPanel },
];

export const signageSection = entityGroupSection(SIGNAGE, SIGNAGE_SCREENS);
