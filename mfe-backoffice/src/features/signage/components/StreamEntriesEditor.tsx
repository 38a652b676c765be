/**
 * A stream's entries in play order (the `streamEntries` editor): each entry shows its segment, its
 * duration and its dayparting in German ('Mo–Fr, 06:00–10:30'); entries are ordered by drag and
 * drop (@dnd-kit as in the menu catalogue, ADR 0034: pointer and keyboard, German announcements)
 * and by up/down buttons; the entry's fields are the form engine's inputs, the weekdays Mo–So
 * toggles. Its own chunk: dnd-kit loads when a stream form opens.
 */
import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import type { CollectionField, Field } from '@theke/contracts';
import { DEFAULT_SEGMENT_SECONDS } from '@theke/contracts';
import { Button, styled, translate, useQuery, useTranslation } from '@theke/ui';
import {
  entryName,
  ErrorText,
  FieldFrame,
  FieldList,
  Hint,
  moveItem,
  newItem,
  parseNumber,
  REFERENCE_LIST_URLS,
  Row,
  type FieldEditorProps,
  type FieldErrors,
  type FormValues,
} from '../../forms';
import { DragHandle, dragAnnouncements, SortableList, sortableStyle, useSortableKeys } from '../../sortable-lists';
import { daypartingText } from '../dayparting';
import { WeekdayToggles } from './WeekdayToggles';

const Entries = styled.ol`
  margin: 0.5rem 0;
  padding: 0;
  list-style: none;
`;

const EntryCard = styled.li`
  margin-bottom: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  summary {
    cursor: pointer;
    margin: 0.25rem 0;
  }
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(10rem, 1fr) auto auto;
  align-items: center;
  gap: 0 0.75rem;
  & > div:nth-child(2) > div {
    margin-bottom: 0;
  }
`;

const Summary = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

interface Segment {
  id: number;
  name?: string | null;
  durationSeconds?: number | null;
}

const segmentIdOf = (entry: FormValues): number | null => (entry.segment as { id?: number } | null)?.id ?? null;

interface EntryProps {
  dragId: string;
  index: number;
  count: number;
  entry: FormValues;
  name: string;
  segment: Segment | undefined;
  fields: readonly Field[];
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
  onChange: (entry: FormValues) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
}

function StreamEntry({ dragId, index, count, entry, name, segment, fields, path, errors, disabled, onChange, onMove, onRemove }: EntryProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: dragId, disabled });
  const prefix = `${path}.${index}.`;
  const segmentField = fields.filter((field) => field.name === 'segment');
  const weekdaysField = fields.find((field) => field.name === 'weekdays');
  const settingFields = fields.filter((field) => field.name !== 'segment' && field.name !== 'weekdays');
  const own = parseNumber(entry.durationSeconds);
  const seconds = own !== null && !Number.isNaN(own) ? own : (segment?.durationSeconds ?? DEFAULT_SEGMENT_SECONDS);
  const settingErrors = Object.keys(errors).some((key) => key.startsWith(prefix) && !key.startsWith(`${prefix}segment`));
  return (
    <EntryCard ref={sortable.setNodeRef} style={sortableStyle(sortable)} data-testid="stream-entry" aria-label={t('signageStream.position', { position: index + 1, name })}>
      <Head>
        <DragHandle type="button" aria-label={t('signageStream.drag', { name })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
          ⠿
        </DragHandle>
        <div>
          <FieldList fields={segmentField} values={entry} onChange={onChange} prefix={prefix} errors={errors} disabled={disabled} />
        </div>
        <Summary data-testid="stream-entry-summary">
          {t('signageStream.seconds', { seconds })} · {daypartingText(entry)}
        </Summary>
        {disabled ? (
          <span />
        ) : (
          <Row>
            <Button $variant="link" aria-label={t('signageStream.up', { name })} disabled={index === 0} onClick={() => onMove(-1)}>
              ↑
            </Button>
            <Button $variant="link" aria-label={t('signageStream.down', { name })} disabled={index === count - 1} onClick={() => onMove(1)}>
              ↓
            </Button>
            <Button $variant="link" aria-label={t('signageStream.remove', { name })} onClick={onRemove}>
              ✕
            </Button>
          </Row>
        )}
      </Head>
      {errors[`${path}.${index}`] ? <ErrorText role="alert">{errors[`${path}.${index}`]}</ErrorText> : null}
      <details open={settingErrors || undefined}>
        <summary>{t('signageStream.settings')}</summary>
        {weekdaysField ? (
          <WeekdayToggles
            label={weekdaysField.label}
            hint={weekdaysField.help}
            value={entry.weekdays}
            error={errors[`${prefix}weekdays`]}
            disabled={disabled}
            onChange={(weekdays) => onChange({ ...entry, weekdays })}
          />
        ) : null}
        <FieldList fields={settingFields} values={entry} onChange={onChange} prefix={prefix} errors={errors} disabled={disabled} />
      </details>
    </EntryCard>
  );
}

export default function StreamEntriesEditor({ field, value, onChange, path, errors, disabled }: FieldEditorProps<CollectionField>): ReactNode {
  const { t } = useTranslation();
  const entries = Array.isArray(value) ? (value as FormValues[]) : [];
  const keys = useSortableKeys(entries.length, 'entry');
  const { data: segments = [] } = useQuery<Segment[]>({
    queryKey: [REFERENCE_LIST_URLS['digital-signage-segment']],
    meta: { errorMessage: translate('messages.loadFailed') },
  });
  const segmentOf = (entry: FormValues) => segments.find((segment) => segment.id === segmentIdOf(entry));
  const nameOf = (entry: FormValues) => {
    const segment = segmentOf(entry);
    return segment ? entryName(segment) : t('signageStream.noSegment');
  };
  const label = (dragId: string) => {
    const entry = entries[keys.keys.indexOf(dragId)];
    return entry ? nameOf(entry) : dragId;
  };
  const move = (from: number, offset: number) => {
    keys.move(from, offset);
    onChange(moveItem(entries, from, offset));
  };
  const announcements = dragAnnouncements(label, (moment, names) => t(`signageStream.announce.${moment}`, names));
  const full = field.max !== undefined && entries.length >= field.max;
  return (
    <div data-testid="stream-entries" style={{ marginBottom: '1.25rem' }}>
      <FieldFrame label={field.label} required={field.required} hint={disabled ? null : t('signageStream.help')} error={errors[path]} />
      <SortableList keys={keys.keys} onMove={move} announcements={announcements} instructions={t('signageStream.announce.instructions')}>
          {entries.length === 0 ? <Hint as="p">{t('signageStream.empty')}</Hint> : null}
          <Entries aria-label={field.label}>
            {entries.map((entry, index) => (
              <StreamEntry
                key={keys.keys[index]}
                dragId={keys.keys[index] ?? String(index)}
                index={index}
                count={entries.length}
                entry={entry}
                name={nameOf(entry)}
                segment={segmentOf(entry)}
                fields={field.fields ?? []}
                path={path}
                errors={errors}
                disabled={disabled}
                onChange={(next) => onChange(entries.map((old, at) => (at === index ? next : old)))}
                onMove={(offset) => move(index, offset)}
                onRemove={() => {
                  keys.remove(index);
                  onChange(entries.filter((_, at) => at !== index));
                }}
              />
            ))}
          </Entries>
      </SortableList>
      {disabled ? null : (
        <Button
          $variant="secondary"
          disabled={full}
          onClick={() => {
            keys.add();
            onChange([...entries, newItem(field)]);
          }}
        >
          {t('signageStream.add')}
        </Button>
      )}
    </div>
  );
}
