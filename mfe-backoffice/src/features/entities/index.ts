/** The generic management screens of described entities (issue 19): list, create, edit, duplicate, delete. */
export { ENTITY_SECTIONS, entitySection, editModeOf } from './entity-sections';
export { ENTITY_SCREENS, type EntityScreen } from './entity-screens';
export { EntityListScreen } from './components/EntityListScreen';
export { EntityEditScreen, type EditMode } from './components/EntityEditScreen';
export type { Entry } from './entity-list';
