/**
 * The `navigationTree` editor (ADR 0046): a navigation's items as a nested tree, WordPress-style.
 * Rows are dragged with dnd-kit (pointer and keyboard, German announcements; a drag to the right
 * nests the row one level deeper) and moved with buttons (up, down, indent, outdent), which are
 * quicker with a keyboard and what the end-to-end journey uses. Each row edits its type, label,
 * target (a site or branch picked through the form engine's reference input, or an address) and
 * enabled flag; rows are copied to and pasted from the back-office clipboard. Its own chunk:
 * dnd-kit loads when a navigation form opens.
 */
import { useRef, useState, type ReactNode } from 'react';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  NAVIGATION_IDENTIFIER_OPTIONS,
  NAVIGATION_ITEM_TYPE_OPTIONS,
  type CollectionField,
  type NavigationItem,
  type NavigationItemType,
  type ReferenceField,
} from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import { Checkbox } from '@theke/ui/forms';
import { ClipboardNote, useClipboard } from '../../clipboard';
import { ErrorText, FieldFrame, Hint, Labelled, ReferenceInput, Row, SelectInput, TextInput, type FieldEditorProps } from '../../forms';
import { DragHandle, dragAnnouncements, sortableStyle, useListSensors } from '../../sortable-lists';
import {
  addItems,
  addRow,
  applyDrop,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  changeRow,
  descendantKeys,
  indent,
  INDENT_PX,
  itemOf,
  itemPaths,
  itemsOf,
  moveDown,
  moveUp,
  outdent,
  removeRow,
  rowsOf,
  type Tree,
  type TreeRow,
} from '../navigation-tree';

const Line = styled.li<{ $depth: number }>`
  margin: 0 0 0.375rem ${({ $depth }) => $depth * INDENT_PX}px;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  list-style: none;
  .title {
    flex: 1;
    font-weight: 600;
  }
  .muted {
    font-size: 0.8rem;
    opacity: 0.75;
  }
  details {
    margin-top: 0.375rem;
  }
`;

const TYPE_LABELS = new Map<string, string>(NAVIGATION_ITEM_TYPE_OPTIONS.map((option) => [option.value, option.label]));

const referenceField = (target: 'site' | 'branch', label: string): ReferenceField => ({
  name: 'target',
  kind: 'reference',
  label,
  required: true,
  targets: [target],
  as: 'id',
});

/** A type change drops the target: a site id is no branch id, an address neither. */
const retyped = (row: TreeRow, type: NavigationItemType): Partial<TreeRow> => ({ type, target: type === row.type ? row.target : null });

interface RowProps {
  rows: Tree;
  row: TreeRow;
  path: string;
  errors: Record<string, string>;
  open: boolean;
  disabled?: boolean;
  onChange: (rows: Tree) => void;
  onCopy: (key: string) => void;
}

function TargetInput({ row, error, disabled, onChange }: { row: TreeRow; error?: string; disabled?: boolean; onChange: (target: number | string | null) => void }) {
  const { t } = useTranslation();
  if (row.type === 'home') return <Hint as="p">{t('navigationTree.homeHint')}</Hint>;
  if (row.type === 'link')
    return (
      <Labelled label={t('navigationTree.address')} required hint={t('navigationTree.addressHint')} error={error}>
        {(id) => <TextInput id={id} value={typeof row.target === 'string' ? row.target : ''} disabled={disabled} $invalid={Boolean(error)} onChange={(event) => onChange(event.target.value)} />}
      </Labelled>
    );
  const field = referenceField(row.type, t(`navigationTree.${row.type}`));
  return <ReferenceInput field={field} value={row.target} error={error} disabled={disabled} onChange={(value) => onChange(typeof value === 'number' ? value : null)} />;
}

function ItemRow({ rows, row, path, errors, open, disabled, onChange, onCopy }: RowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: row.key, disabled });
  const label = row.label.trim() || t('navigationTree.untitled');
  const own = (name: string) => errors[`${path}.${name}`];
  const rowErrors = Object.entries(errors).filter(([key]) => key === path || key === `${path}.type` || key === `${path}.isEnabled`);
  const invalid = ['label', 'target', 'type'].some((name) => own(name)) || rowErrors.length > 0;
  const change = (next: Partial<TreeRow>) => onChange(changeRow(rows, row.key, next));
  const move = (operation: (tree: Tree, key: string) => Tree) => onChange(operation(rows, row.key));
  return (
    <Line ref={sortable.setNodeRef} style={sortableStyle(sortable)} $depth={row.depth} data-testid="navigation-item" data-depth={row.depth} aria-label={label}>
      <Row>
        <DragHandle type="button" aria-label={t('navigationTree.drag', { label })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
          ⠿
        </DragHandle>
        <span className="title">{label}</span>
        <span className="muted">
          {TYPE_LABELS.get(row.type)}
          {row.isEnabled ? null : ` · ${t('navigationTree.inactive')}`}
        </span>
        {disabled ? null : (
          <>
            <Button $variant="link" aria-label={t('navigationTree.up', { label })} disabled={!canMoveUp(rows, row.key)} onClick={() => move(moveUp)}>
              ↑
            </Button>
            <Button $variant="link" aria-label={t('navigationTree.down', { label })} disabled={!canMoveDown(rows, row.key)} onClick={() => move(moveDown)}>
              ↓
            </Button>
            <Button $variant="link" aria-label={t('navigationTree.outdent', { label })} disabled={!canOutdent(rows, row.key)} onClick={() => move(outdent)}>
              ←
            </Button>
            <Button $variant="link" aria-label={t('navigationTree.indent', { label })} disabled={!canIndent(rows, row.key)} onClick={() => move(indent)}>
              →
            </Button>
            <Button $variant="link" aria-label={t('navigationTree.copy', { label })} onClick={() => onCopy(row.key)}>
              {t('clipboard.copy')}
            </Button>
            <Button $variant="link" aria-label={t('navigationTree.remove', { label })} onClick={() => move(removeRow)}>
              ✕
            </Button>
          </>
        )}
      </Row>
      {rowErrors.map(([key, message]) => (
        <ErrorText key={key} role="alert">
          {message}
        </ErrorText>
      ))}
      <details open={open || invalid}>
        <summary>{t('navigationTree.edit')}</summary>
        <Labelled label={t('navigationTree.type')} required>
          {(id) => (
            <SelectInput id={id} value={row.type} disabled={disabled} onChange={(event) => change(retyped(row, event.target.value as NavigationItemType))}>
              {NAVIGATION_ITEM_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectInput>
          )}
        </Labelled>
        <Labelled label={t('navigationTree.label')} required error={own('label')}>
          {(id) => <TextInput id={id} value={row.label} disabled={disabled} $invalid={Boolean(own('label'))} onChange={(event) => change({ label: event.target.value })} />}
        </Labelled>
        <TargetInput row={row} error={own('target')} disabled={disabled} onChange={(target) => change({ target })} />
        <Checkbox label={t('navigationTree.isEnabled')} checked={row.isEnabled} disabled={disabled} onChange={(event) => change({ isEnabled: event.target.checked })} />
      </details>
    </Line>
  );
}

/**
 * The rows with their stable keys live here; the form holds the stored items. An items value
 * this editor did not send (the stored version taken after a 409) is read into new rows.
 */
function useRows(value: unknown, onChange: (items: NavigationItem[]) => void) {
  const items = Array.isArray(value) ? (value as NavigationItem[]) : [];
  const [rows, setRows] = useState<Tree>(() => rowsOf(items));
  const sent = useRef(JSON.stringify(itemsOf(rows)));
  const incoming = JSON.stringify(items);
  let current = rows;
  if (incoming !== sent.current) {
    sent.current = incoming;
    current = rowsOf(items);
    setRows(current);
  }
  const change = (next: Tree) => {
    const nextItems = itemsOf(next);
    sent.current = JSON.stringify(nextItems);
    setRows(next);
    onChange(nextItems);
  };
  return [current, change] as const;
}

export default function NavigationTreeEditor({ field, value, onChange, path, errors, disabled, siblings }: FieldEditorProps<CollectionField>): ReactNode {
  const { t } = useTranslation();
  const [rows, change] = useRows(value, onChange);
  const [opened, setOpened] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const clipboard = useClipboard<NavigationItem>('navigation-item');
  const navigationName = NAVIGATION_IDENTIFIER_OPTIONS.find((option) => option.value === siblings.identifier)?.label ?? field.label;
  const paths = itemPaths(rows);
  // While a row is dragged its children travel with it, hidden, so nothing drops into itself.
  const hidden = new Set(dragging ? descendantKeys(rows, dragging) : []);
  const shown = rows.map((row, index) => ({ row, path: `${path}${(paths[index] ?? '').slice('items'.length)}` })).filter(({ row }) => !hidden.has(row.key));
  const labelOf = (key: string) => rows.find((row) => row.key === key)?.label || t('navigationTree.untitled');
  const sensors = useListSensors();
  // German screen-reader announcements of a drag (dnd-kit's live region).
  const announcements = dragAnnouncements(labelOf, (moment, names) => t(`navigationTree.announce.${moment}`, names));
  const add = () => {
    const next = addRow(rows, { type: 'site', label: '', target: null, isEnabled: true });
    setOpened(next[next.length - 1]?.key ?? null);
    change(next);
  };
  const copy = (key: string) => {
    const item = itemOf(rows, key);
    if (item) clipboard.copy(item, { from: navigationName, label: labelOf(key) });
  };
  return (
    <div data-testid="navigation-tree" style={{ marginBottom: '1.25rem' }}>
      <FieldFrame label={field.label} hint={disabled ? null : t('navigationTree.help')} error={errors[path]} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('navigationTree.announce.instructions') } }}
        onDragStart={({ active }) => setDragging(String(active.id))}
        onDragCancel={() => setDragging(null)}
        onDragEnd={({ active, over, delta }) => {
          setDragging(null);
          // The pointer's sideways travel sets the depth (keyboard moves keep it).
          change(applyDrop(rows, String(active.id), over ? String(over.id) : null, delta.x));
        }}
      >
        <SortableContext items={shown.map(({ row }) => row.key)} strategy={verticalListSortingStrategy}>
          <ul style={{ padding: 0, margin: '0.5rem 0' }}>
            {rows.length === 0 ? <Hint as="li">{t('navigationTree.empty')}</Hint> : null}
            {shown.map(({ row, path: rowPath }) => (
              <ItemRow key={row.key} rows={rows} row={row} path={rowPath} errors={errors} open={opened === row.key} disabled={disabled} onChange={change} onCopy={copy} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {disabled ? null : (
        <>
          <Button $variant="secondary" onClick={add}>
            {t('navigationTree.add')}
          </Button>
          <ClipboardNote<NavigationItem> kind="navigation-item" onPaste={(item) => change(addItems(rows, [item]))} />
        </>
      )}
    </div>
  );
}
