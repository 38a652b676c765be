/**
 * The block types svc-content describes (`GET /api/sites/block-types`) as the form engine edits
 * them: a nested list of blocks (container, column, columns) is edited by the block editor itself
 * (`siteBlocks`), every other field by the engine's own inputs.
 */
import type { BlockTypeDefinition, Field } from '@theke/contracts';
import { initialValues } from '../forms';
import type { BodyEntry } from './site-changes';

/** The fields with every nested block list handed to the block editor. */
export function editableFields(fields: readonly Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.kind === 'collection' && field.blocks) return { ...field, editor: 'siteBlocks' };
    if (field.kind === 'collection' && field.fields) return { ...field, fields: editableFields(field.fields) };
    if (field.kind === 'group') return { ...field, fields: editableFields(field.fields) };
    if (field.kind === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: editableFields(tab.fields) })) };
    return field;
  });
}

/** The block types a list takes: those it names, or at the top of a page every type not limited to a parent. */
export function allowedBlockTypes(all: readonly BlockTypeDefinition[], names: readonly string[] | undefined): BlockTypeDefinition[] {
  if (names && names.length > 0) return all.filter((definition) => names.includes(definition.type));
  return all.filter((definition) => !definition.onlyInside);
}

/** A new block of a type, its fields empty (or at their defaults). */
export function newBlock(definition: BlockTypeDefinition): BodyEntry {
  return { type: definition.type, value: initialValues(editableFields(definition.fields)) };
}
