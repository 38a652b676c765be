/** The generic management screens of described entities (issue 19): list, create, edit, duplicate, delete. */
export { ENTITY_SECTIONS, entitySection, entityGroupSection, editModeOf } from './entity-sections';
export { ENTITY_SCREENS, type EntityGroup, type EntityScreen, type RowActionProps } from './entity-screens';
export { useStoreSavedEntry } from './api/use-entities';
export { EntityListScreen } from './components/EntityListScreen';
export { EntityEditScreen, type EditMode } from './components/EntityEditScreen';
export type { Entry } from './entity-list';
// The pieces a screen of its own composes (the users' form with its password input).
export { fetchEntity, useEntity, useSaveEntity } from './api/use-entities';
export { DeleteDialog } from './components/DeleteDialog';
