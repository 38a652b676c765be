/**
 * Drag-and-drop lists (@dnd-kit): imported only by editors that load when their form opens, so
 * dnd-kit stays out of the back-office's first screen (not part of `forms`, which that screen loads).
 */
export { DragHandle, dragAnnouncements, SortableList, sortableStyle, useListSensors, useSortableKeys, type DragMoment } from './sortable-list';
