/**
 * A template's layers (the `templateLayers` editor): the server-rendered preview beside the list of
 * layers in drawing order (the first lies at the bottom), ordered by drag and drop (@dnd-kit as in
 * the stream editor, pointer and keyboard with German announcements) or the arrow buttons; the
 * chosen layer's properties are the form engine's inputs. Its own chunk: dnd-kit and the preview
 * load when a template form opens.
 */
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CollectionField, ImageTemplateLayerType } from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import { ErrorText, FieldLabel, FieldList, Hint, moveItem, Row, type FieldEditorProps, type FormValues } from '../../forms';
import { useFonts } from '../api/use-fonts';
import { layerFields, withFamilyVariant } from '../layer-fields';
import { layerLabel, newLayer } from '../template-layers';
import { TemplatePreview } from './TemplatePreview';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 1fr) minmax(18rem, 1fr);
  gap: 1.5rem;
  align-items: start;
  margin-bottom: 1.25rem;
  @media (max-width: 1024px) {
    grid-template-columns: 1fr;
  }
`;

const Layers = styled.ol`
  margin: 0.5rem 0;
  padding: 0;
  list-style: none;
`;

const LayerRow = styled.li<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.4rem;
  padding: 0.35rem 0.5rem;
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const Handle = styled.button`
  padding: 0.25rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  touch-action: none;
  font: inherit;
`;

const Properties = styled.fieldset`
  margin: 0.75rem 0 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Stable drag ids for layers, moved with them; a list of another length (reloaded) gets new ones. */
function useLayerKeys(count: number) {
  const next = useRef(0);
  const keys = useRef<string[]>([]);
  const fresh = () => `layer-${(next.current += 1)}`;
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, fresh);
  return {
    keys: keys.current,
    move: (from: number, offset: number) => void (keys.current = moveItem(keys.current, from, offset)),
    /** The new layer's key. */
    add: () => {
      const key = fresh();
      keys.current = [...keys.current, key];
      return key;
    },
    remove: (index: number) => void (keys.current = keys.current.filter((_, at) => at !== index)),
  };
}

const sortableStyle = (sortable: ReturnType<typeof useSortable>): CSSProperties => ({
  transform: CSS.Transform.toString(sortable.transform),
  transition: sortable.transition,
  opacity: sortable.isDragging ? 0.6 : 1,
  position: 'relative',
  zIndex: sortable.isDragging ? 1 : undefined,
});

interface LayerItemProps {
  dragId: string;
  label: string;
  index: number;
  count: number;
  chosen: boolean;
  invalid: boolean;
  disabled?: boolean;
  onChoose: () => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
}

function LayerItem({ dragId, label, index, count, chosen, invalid, disabled, onChoose, onMove, onRemove }: LayerItemProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: dragId, disabled });
  return (
    <LayerRow ref={sortable.setNodeRef} style={sortableStyle(sortable)} $chosen={chosen} data-testid="template-layer">
      <Handle type="button" aria-label={t('imageTemplates.drag', { name: label })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
        ⠿
      </Handle>
      <Button $variant="link" aria-pressed={chosen} aria-label={t('imageTemplates.edit', { name: label })} onClick={onChoose}>
        {label}
        {invalid ? ' ⚠' : null}
      </Button>
      {disabled ? (
        <span />
      ) : (
        <Row>
          <Button $variant="link" aria-label={t('imageTemplates.up', { name: label })} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑
          </Button>
          <Button $variant="link" aria-label={t('imageTemplates.down', { name: label })} disabled={index === count - 1} onClick={() => onMove(1)}>
            ↓
          </Button>
          <Button $variant="link" aria-label={t('imageTemplates.remove', { name: label })} onClick={onRemove}>
            ✕
          </Button>
        </Row>
      )}
    </LayerRow>
  );
}

function useAnnouncements(label: (id: string) => string): Announcements {
  const { t } = useTranslation();
  return {
    onDragStart: ({ active }) => t('imageTemplates.announce.start', { name: label(String(active.id)) }),
    onDragOver: ({ active, over }) => (over ? t('imageTemplates.announce.over', { name: label(String(active.id)), target: label(String(over.id)) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('imageTemplates.announce.end', { name: label(String(active.id)), target: label(String(over.id)) }) : undefined),
    onDragCancel: ({ active }) => t('imageTemplates.announce.cancel', { name: label(String(active.id)) }),
  };
}

const ADD_BUTTONS: ReadonlyArray<{ type: ImageTemplateLayerType; text: 'imageTemplates.addText' | 'imageTemplates.addImage' | 'imageTemplates.addShape' }> = [
  { type: 'text', text: 'imageTemplates.addText' },
  { type: 'image', text: 'imageTemplates.addImage' },
  { type: 'shape', text: 'imageTemplates.addShape' },
];

export default function TemplateLayersEditor({ field, value, onChange, path, errors, disabled, siblings }: FieldEditorProps<CollectionField>): ReactNode {
  const { t } = useTranslation();
  const layers = Array.isArray(value) ? (value as FormValues[]) : [];
  const keys = useLayerKeys(layers.length);
  const { data: fonts = [] } = useFonts();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = chosenKey === null ? -1 : keys.keys.indexOf(chosenKey);
  const label = (dragId: string) => {
    const layer = layers[keys.keys.indexOf(dragId)];
    return layer ? layerLabel(layer) : dragId;
  };
  const move = (from: number, offset: number) => {
    keys.move(from, offset);
    onChange(moveItem(layers, from, offset));
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(label);
  const full = field.max !== undefined && layers.length >= field.max;
  const layer = layers[chosen];
  const invalidAt = (index: number) => Object.keys(errors).some((key) => key === `${path}.${index}` || key.startsWith(`${path}.${index}.`));

  return (
    <Columns data-testid="template-layers">
      <TemplatePreview template={{ ...siblings, [field.name]: layers }} />
      <div>
        <FieldLabel as="div">{field.label}</FieldLabel>
        {disabled ? null : <Hint>{t('imageTemplates.help')}</Hint>}
        {errors[path] ? <ErrorText role="alert">{errors[path]}</ErrorText> : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('imageTemplates.announce.instructions') } }}
          onDragEnd={({ active, over }) => {
            const from = keys.keys.indexOf(String(active.id));
            const to = over ? keys.keys.indexOf(String(over.id)) : -1;
            if (from >= 0 && to >= 0 && from !== to) move(from, to - from);
          }}
        >
          <SortableContext items={keys.keys} strategy={verticalListSortingStrategy}>
            {layers.length === 0 ? <Hint as="p">{t('imageTemplates.empty')}</Hint> : null}
            <Layers aria-label={t('imageTemplates.layers')}>
              {layers.map((item, index) => (
                <LayerItem
                  key={keys.keys[index]}
                  dragId={keys.keys[index] ?? String(index)}
                  label={layerLabel(item)}
                  index={index}
                  count={layers.length}
                  chosen={index === chosen}
                  invalid={invalidAt(index)}
                  disabled={disabled}
                  onChoose={() => setChosenKey(keys.keys[index] ?? null)}
                  onMove={(offset) => move(index, offset)}
                  onRemove={() => {
                    keys.remove(index);
                    onChange(layers.filter((_, at) => at !== index));
                  }}
                />
              ))}
            </Layers>
          </SortableContext>
        </DndContext>
        {disabled ? null : (
          <Row>
            {ADD_BUTTONS.map(({ type, text }) => (
              <Button
                key={type}
                $variant="secondary"
                disabled={full}
                onClick={() => {
                  setChosenKey(keys.add());
                  onChange([...layers, newLayer(type, siblings, layers, fonts)]);
                }}
              >
                {t(text)}
              </Button>
            ))}
          </Row>
        )}
        {layer ? (
          <Properties>
            <legend>{t('imageTemplates.properties', { name: layerLabel(layer) })}</legend>
            <FieldList
              fields={layerFields(fonts, layer)}
              values={layer}
              prefix={`${path}.${chosen}.`}
              errors={errors}
              disabled={disabled}
              onChange={(next) => onChange(layers.map((old, at) => (at === chosen ? withFamilyVariant(fonts, next) : old)))}
            />
          </Properties>
        ) : null}
      </div>
    </Columns>
  );
}
