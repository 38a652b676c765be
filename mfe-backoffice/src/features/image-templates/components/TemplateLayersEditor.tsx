/**
 * A template's layers (the `templateLayers` editor): the server-rendered preview beside the list of
 * layers in drawing order (the first lies at the bottom), ordered by drag and drop (@dnd-kit as in
 * the stream editor, pointer and keyboard with German announcements) or the arrow buttons; the
 * chosen layer's properties are the form engine's inputs. Its own chunk: dnd-kit and the preview
 * load when a template form opens.
 */
import { useState, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import type { CollectionField, ImageTemplateLayerType } from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import { FieldFrame, FieldList, Hint, moveItem, Row, type FieldEditorProps, type FormValues } from '../../forms';
import { DragHandle, dragAnnouncements, SortableList, sortableStyle, useSortableKeys } from '../../sortable-lists';
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

const Properties = styled.fieldset`
  margin: 0.75rem 0 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

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
      <DragHandle type="button" aria-label={t('imageTemplates.drag', { name: label })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
        ⠿
      </DragHandle>
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

const ADD_BUTTONS: ReadonlyArray<{ type: ImageTemplateLayerType; text: 'imageTemplates.addText' | 'imageTemplates.addImage' | 'imageTemplates.addShape' }> = [
  { type: 'text', text: 'imageTemplates.addText' },
  { type: 'image', text: 'imageTemplates.addImage' },
  { type: 'shape', text: 'imageTemplates.addShape' },
];

export default function TemplateLayersEditor({ field, value, onChange, path, errors, disabled, siblings }: FieldEditorProps<CollectionField>): ReactNode {
  const { t } = useTranslation();
  const layers = Array.isArray(value) ? (value as FormValues[]) : [];
  const keys = useSortableKeys(layers.length, 'layer');
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
  const announcements = dragAnnouncements(label, (moment, names) => t(`imageTemplates.announce.${moment}`, names));
  const full = field.max !== undefined && layers.length >= field.max;
  const layer = layers[chosen];
  const invalidAt = (index: number) => Object.keys(errors).some((key) => key === `${path}.${index}` || key.startsWith(`${path}.${index}.`));

  return (
    <Columns data-testid="template-layers">
      <TemplatePreview template={{ ...siblings, [field.name]: layers }} />
      <div>
        <FieldFrame label={field.label} hint={disabled ? null : t('imageTemplates.help')} error={errors[path]} />
        <SortableList keys={keys.keys} onMove={move} announcements={announcements} instructions={t('imageTemplates.announce.instructions')}>
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
        </SortableList>
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
