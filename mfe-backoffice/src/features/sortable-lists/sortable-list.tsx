/**
 * What the back-office's drag-and-drop lists share (@dnd-kit, ADR 0034: pointer and keyboard,
 * German announcements): stable drag ids beside a list whose items have none, the dragged row's
 * style, the grab handle, the sensors, and the screen-reader announcements from an editor's texts.
 */
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy, type useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { styled } from '@theke/ui';
import { moveItem } from '../forms';

/**
 * Drag ids for the items, kept beside the list and moved with it; a list of another length (the
 * form reloaded) gets new ones.
 */
export function useSortableKeys(count: number, prefix: string) {
  const next = useRef(0);
  const keys = useRef<string[]>([]);
  const fresh = () => `${prefix}-${(next.current += 1)}`;
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, fresh);
  return {
    keys: keys.current,
    move: (from: number, offset: number) => void (keys.current = moveItem(keys.current, from, offset)),
    /** The new item's drag id. */
    add: () => {
      const key = fresh();
      keys.current = [...keys.current, key];
      return key;
    },
    remove: (index: number) => void (keys.current = keys.current.filter((_, at) => at !== index)),
  };
}

export const sortableStyle = (sortable: ReturnType<typeof useSortable>): CSSProperties => ({
  transform: CSS.Transform.toString(sortable.transform),
  transition: sortable.transition,
  opacity: sortable.isDragging ? 0.6 : 1,
  position: 'relative',
  zIndex: sortable.isDragging ? 1 : undefined,
});

export const DragHandle = styled.button`
  padding: 0.25rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  touch-action: none;
  font: inherit;
`;

/** Pointer drags start after 5 px (a click on the handle stays a click); keyboard with arrows. */
export function useListSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export type DragMoment = 'start' | 'over' | 'end' | 'cancel';

/**
 * dnd-kit's live-region texts: `say` words a moment with the dragged item's name and the target's
 * ('' at the start and on cancel, where there is none).
 */
export function dragAnnouncements(label: (dragId: string) => string, say: (moment: DragMoment, names: { name: string; target: string }) => string): Announcements {
  return {
    onDragStart: ({ active }) => say('start', { name: label(String(active.id)), target: '' }),
    onDragOver: ({ active, over }) => (over ? say('over', { name: label(String(active.id)), target: label(String(over.id)) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? say('end', { name: label(String(active.id)), target: label(String(over.id)) }) : undefined),
    onDragCancel: ({ active }) => say('cancel', { name: label(String(active.id)), target: '' }),
  };
}

/**
 * A vertical list ordered by drag and drop: dnd-kit's context with the shared sensors and the
 * editor's German announcements; a drop becomes `onMove(from, offset)` by the items' drag ids.
 */
export function SortableList({
  keys,
  onMove,
  announcements,
  instructions,
  children,
}: {
  keys: readonly string[];
  onMove: (from: number, offset: number) => void;
  announcements: Announcements;
  /** What a screen reader says on a drag handle (how to drag with the keyboard). */
  instructions: string;
  children: ReactNode;
}) {
  const sensors = useListSensors();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      onDragEnd={({ active, over }) => {
        const from = keys.indexOf(String(active.id));
        const to = over ? keys.indexOf(String(over.id)) : -1;
        if (from >= 0 && to >= 0 && from !== to) onMove(from, to - from);
      }}
    >
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
