/**
 * A page body's blocks (the `siteBlocks` editor, issue 20, as Payload's blocks field): added from
 * a palette of the block types the list takes, ordered by drag and drop (@dnd-kit as in ADR 0034:
 * pointer and keyboard, German announcements) or the arrow buttons, removed, copied to the
 * clipboard and pasted where the type fits; each block's fields are the form engine's inputs, and
 * nested lists (container, columns) are this editor again. Its own chunk: dnd-kit loads when a
 * page form opens.
 */
import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { siteDescription, type BlockTypeDefinition, type CollectionField } from '@theke/contracts';
import { Button, Loader, styled, useTranslation } from '@theke/ui';
import { ClipboardNote, useClipboard } from '../../clipboard';
import { useEntity } from '../../entities';
import { useHashPath } from '../../frame';
import { ErrorText, FieldFrame, FieldLabel, FieldList, Hint, moveItem, Row, type FieldEditorProps, type FormValues } from '../../forms';
import { dragAnnouncements, SortableList, sortableStyle, useSortableKeys } from '../../sortable-lists';
import { useBlockTypes } from '../api/use-block-types';
import { allowedBlockTypes, editableFields, newBlock } from '../block-fields';
import type { BodyEntry } from '../site-changes';

const Blocks = styled.ol`
  margin: 0.5rem 0;
  padding: 0;
  list-style: none;
`;

const BlockCard = styled.li`
  margin-bottom: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  summary {
    cursor: pointer;
    margin: 0.25rem 0;
    font-weight: 700;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  & > details {
    flex: 1 1 16rem;
  }
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

const Palette = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 1.25rem;
`;

interface BlockItemProps {
  dragId: string;
  index: number;
  count: number;
  block: BodyEntry;
  definition: BlockTypeDefinition | undefined;
  path: string;
  errors: Record<string, string>;
  disabled?: boolean;
  onChange: (block: BodyEntry) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
  onCopy: () => void;
}

function BlockItem({ dragId, index, count, block, definition, path, errors, disabled, onChange, onMove, onRemove, onCopy }: BlockItemProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: dragId, disabled });
  const name = definition?.label ?? t('siteBlocks.unknownType', { type: block.type });
  const prefix = `${path}.${index}.value.`;
  const hasErrors = Object.keys(errors).some((key) => key.startsWith(`${path}.${index}.`));
  const value = (block.value && typeof block.value === 'object' ? block.value : {}) as FormValues;
  return (
    <BlockCard ref={sortable.setNodeRef} style={sortableStyle(sortable)} data-testid="site-block" data-block-type={block.type} aria-label={t('siteBlocks.position', { position: index + 1, name })}>
      <Head>
        <Handle type="button" aria-label={t('siteBlocks.drag', { name })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
          ⠿
        </Handle>
        <details open={hasErrors || undefined}>
          <summary>{name}</summary>
          {definition ? (
            <FieldList
              fields={editableFields(definition.fields)}
              values={value}
              onChange={(next) => onChange({ ...block, value: next })}
              prefix={prefix}
              errors={errors}
              disabled={disabled}
            />
          ) : null}
        </details>
        {disabled ? null : (
          <Row>
            <Button $variant="link" aria-label={t('siteBlocks.up', { name })} disabled={index === 0} onClick={() => onMove(-1)}>
              ↑
            </Button>
            <Button $variant="link" aria-label={t('siteBlocks.down', { name })} disabled={index === count - 1} onClick={() => onMove(1)}>
              ↓
            </Button>
            <Button $variant="link" aria-label={t('siteBlocks.copy', { name })} onClick={onCopy}>
              ⧉
            </Button>
            <Button $variant="link" aria-label={t('siteBlocks.remove', { name })} onClick={onRemove}>
              ✕
            </Button>
          </Row>
        )}
      </Head>
      {errors[`${path}.${index}`] ? <ErrorText role="alert">{errors[`${path}.${index}`]}</ErrorText> : null}
    </BlockCard>
  );
}

/** The page a copied block comes from, by its name (the page open at '#/sites/12'), as the clipboard shows it. */
function useSourceName(): string {
  const { t } = useTranslation();
  const match = /^\/sites\/(\d+)/.exec(useHashPath());
  const page = useEntity(siteDescription, match ? Number(match[1]) : null);
  return typeof page.data?.name === 'string' ? page.data.name : t('siteTree.newPage');
}

export default function BlocksEditor({ field, value, onChange, path, errors, disabled }: FieldEditorProps<CollectionField>): ReactNode {
  const { t } = useTranslation();
  const blocks = Array.isArray(value) ? (value as BodyEntry[]) : [];
  // Stable drag ids and React keys for blocks, which have none of their own.
  const keys = useSortableKeys(blocks.length, 'block');
  const { data: blockTypes } = useBlockTypes();
  const blockClipboard = useClipboard<BodyEntry>('site-block');
  const sectionClipboard = useClipboard<BodyEntry[]>('site-blocks');
  const from = useSourceName();
  const definitionOf = (type: string) => blockTypes?.find((definition) => definition.type === type);
  const labelOf = (block: BodyEntry | undefined) => (block ? (definitionOf(block.type)?.label ?? block.type) : '');
  const announcements = dragAnnouncements(
    (dragId) => labelOf(blocks[keys.keys.indexOf(dragId)]),
    (moment, names) => t(`siteBlocks.announce.${moment}`, names),
  );
  if (!blockTypes) return <Loader />;

  const allowed = allowedBlockTypes(blockTypes, field.blocks);
  const fits = (block: BodyEntry) => allowed.some((definition) => definition.type === block.type);
  const full = field.max !== undefined && blocks.length >= field.max;
  const move = (from_: number, offset: number) => {
    keys.move(from_, offset);
    onChange(moveItem(blocks, from_, offset));
  };
  const append = (added: BodyEntry[]) => {
    const fitting = added.filter(fits).slice(0, field.max === undefined ? undefined : Math.max(0, field.max - blocks.length));
    if (fitting.length === 0) return;
    for (const _ of fitting) keys.add();
    onChange([...blocks, ...fitting]);
  };

  return (
    <div data-testid="site-blocks" style={{ marginBottom: '1.25rem' }}>
      <FieldFrame label={field.label} required={field.required} hint={disabled ? null : t('siteBlocks.help')} error={errors[path]} />
      <SortableList keys={keys.keys} onMove={move} announcements={announcements} instructions={t('siteBlocks.announce.instructions')}>
          {blocks.length === 0 ? <Hint as="p">{t('siteBlocks.empty')}</Hint> : null}
          <Blocks aria-label={field.label}>
            {blocks.map((block, index) => (
              <BlockItem
                key={keys.keys[index]}
                dragId={keys.keys[index] ?? String(index)}
                index={index}
                count={blocks.length}
                block={block}
                definition={definitionOf(block.type)}
                path={path}
                errors={errors}
                disabled={disabled}
                onChange={(next) => onChange(blocks.map((old, at) => (at === index ? next : old)))}
                onMove={(offset) => move(index, offset)}
                onRemove={() => {
                  keys.remove(index);
                  onChange(blocks.filter((_, at) => at !== index));
                }}
                onCopy={() => blockClipboard.copy(block, { from, label: labelOf(block) })}
              />
            ))}
          </Blocks>
      </SortableList>
      {disabled ? null : (
        <>
          {blockClipboard.item && fits(blockClipboard.item.value) ? <ClipboardNote<BodyEntry> kind="site-block" disabled={full} onPaste={(block) => append([block])} /> : null}
          {sectionClipboard.item?.value.some(fits) ? <ClipboardNote<BodyEntry[]> kind="site-blocks" disabled={full} onPaste={append} /> : null}
          <FieldLabel as="div">{t('siteBlocks.palette')}</FieldLabel>
          <Palette role="group" aria-label={t('siteBlocks.palette')}>
            {allowed.map((definition) => (
              <Button key={definition.type} $variant="secondary" disabled={full} onClick={() => append([newBlock(definition)])}>
                + {definition.label}
              </Button>
            ))}
            {blocks.length > 0 ? (
              <Button $variant="link" onClick={() => sectionClipboard.copy(blocks, { from, label: field.label })}>
                {t('siteBlocks.copySection')}
              </Button>
            ) : null}
          </Palette>
        </>
      )}
    </div>
  );
}
