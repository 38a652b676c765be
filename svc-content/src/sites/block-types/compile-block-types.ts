import Joi from 'joi';
import { entityId, instant } from '@theke/server';
import { PHONE_NUMBER } from '../../payload-fields';
import { iframeField, requiredRichText, richText } from '../../rich-text/rich-text.schema';
import { CONTENT_BLOCK_TYPES } from './block-types';
import type {
  BlockTypeDefinition,
  CollectionField,
  Field as ContentField,
  DateField,
  TextField,
  TextareaField,
} from '@theke/contracts';

/**
 * Compiles the block type descriptions (plain data, `block-types.ts`) to joi. Errors come out
 * through the kit's `validate` as German messages on the dotted path, for example
 * `content.body.2.value.slides.0.image.id`.
 */

/** Nested blocks (container › columns › column › …) go at most this deep; deeper only leaf blocks. */
export const MAX_BLOCK_DEPTH = 6;
const NESTING_TYPES = new Set(
  CONTENT_BLOCK_TYPES.filter((type) =>
    type.fields.some((field) => field.kind === 'collection' && field.blocks),
  ).map((type) => type.type),
);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const id = () => entityId().required();
/** The value a field takes when it is not applicable or left empty. */
const nothing = () => Joi.any().empty(Joi.any()).default(null);

function optionalOrRequired(schema: Joi.Schema, field: ContentField, emptyValue: null): Joi.Schema {
  if (field.required) return schema.required();
  return schema.allow(null).empty(null).default(emptyValue);
}

function textSchema(field: TextField | TextareaField): Joi.Schema {
  if (field.kind === 'text' && field.format === 'iframe') {
    return field.required ? iframeField().required() : iframeField().empty(Joi.valid(null, '')).default(null);
  }
  let schema = Joi.string()
    .trim()
    .max(field.max ?? (field.kind === 'textarea' ? 5000 : 255));
  if (field.kind === 'text' && field.format === 'email') schema = schema.email();
  if (field.kind === 'text' && field.format === 'phoneDisplay') schema = schema.pattern(PHONE_NUMBER);
  if (field.kind === 'text' && field.format === 'url') schema = schema.uri({ scheme: ['http', 'https'] });
  return field.required ? schema.required() : schema.empty(Joi.valid(null, '')).default(null);
}

function dateSchema(field: DateField): Joi.Schema {
  if (field.mode === 'dateTime') return optionalOrRequired(instant(), field, null);
  const pattern = field.mode === 'date' ? DATE : TIME;
  const schema = Joi.string().custom((value: string, helpers) =>
    pattern.test(value) ? value : helpers.error('date.format'),
  );
  return optionalOrRequired(schema, field, null);
}

/** A required list must hold at least one item: empty is "should not be blank". */
function listSchema(
  items: Joi.Schema,
  field: ContentField & { min?: number; max?: number },
  unique = false,
): Joi.Schema {
  let schema = Joi.array().items(items);
  if (unique) schema = schema.unique();
  if (field.min !== undefined && field.min > 1) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  if (!field.required) return schema.empty(null).default([]);
  return schema
    .required()
    .custom((value: unknown[], helpers) => (value.length === 0 ? helpers.error('any.required') : value));
}

const imageReference = () => Joi.object({ id: id() }).unknown(true);
const uploadReference = (accept?: string[]) =>
  Joi.object({ id: id(), extension: accept ? Joi.string().valid(...accept) : Joi.string() }).unknown(true);

class BlockSchemaCompiler {
  private readonly definitions = new Map(
    CONTENT_BLOCK_TYPES.map((definition) => [definition.type, definition]),
  );
  private readonly entries = new Map<string, Joi.ObjectSchema>();
  private readonly values = new Map<string, Joi.ObjectSchema>();

  /** A body entry `{type, value}` of one of `types`, at nesting `depth` (0 is the page body). */
  entry(types: readonly string[], depth: number): Joi.ObjectSchema {
    const allowed = depth >= MAX_BLOCK_DEPTH ? types.filter((type) => !NESTING_TYPES.has(type)) : [...types];
    const key = `${depth}:${allowed.join(',')}`;
    let schema = this.entries.get(key);
    if (!schema) {
      schema = Joi.object({
        type: Joi.string()
          .valid(...allowed)
          .required(),
        value: Joi.when('type', {
          switch: allowed.map((type) => ({
            is: type,
            then: this.value(this.definition(type), depth).required(),
          })),
          otherwise: Joi.any(),
        }),
      });
      this.entries.set(key, schema);
    }
    return schema;
  }

  private definition(type: string): BlockTypeDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw new Error(`unknown block type ${type}`);
    return definition;
  }

  private value(definition: BlockTypeDefinition, depth: number): Joi.ObjectSchema {
    const key = `${definition.type}:${depth}`;
    let schema = this.values.get(key);
    if (!schema) {
      schema = this.object(definition.fields, depth);
      this.values.set(key, schema);
    }
    return schema;
  }

  object(fields: readonly ContentField[], depth: number): Joi.ObjectSchema {
    return Joi.object(this.keys(fields, depth));
  }

  private keys(fields: readonly ContentField[], depth: number): Record<string, Joi.Schema> {
    const keys: Record<string, Joi.Schema> = {};
    for (const field of fields) {
      if (field.kind === 'tabs') {
        for (const tab of field.tabs) Object.assign(keys, this.keys(tab.fields, depth));
        continue;
      }
      const schema = this.field(field, depth);
      keys[field.name] = field.when
        ? Joi.when(field.when.field, { is: Joi.valid(...field.when.is), then: schema, otherwise: nothing() })
        : schema;
    }
    return keys;
  }

  private field(field: ContentField, depth: number): Joi.Schema {
    switch (field.kind) {
      case 'text':
      case 'textarea':
        return textSchema(field);
      case 'wysiwyg':
        return field.required ? requiredRichText() : richText().empty('').default(null);
      case 'markdown':
        return optionalOrRequired(Joi.string().max(200_000), field, null);
      case 'number': {
        let schema = Joi.number();
        if (field.min !== undefined) schema = schema.min(field.min);
        if (field.max !== undefined) schema = schema.max(field.max);
        if (field.decimals !== undefined)
          schema = field.decimals === 0 ? schema.integer() : schema.precision(field.decimals);
        return optionalOrRequired(schema, field, null);
      }
      case 'date':
        return dateSchema(field);
      case 'image':
        return optionalOrRequired(imageReference(), field, null);
      case 'images':
        return listSchema(imageReference(), field);
      case 'file':
        return optionalOrRequired(uploadReference(field.accept), field, null);
      case 'files':
        return listSchema(uploadReference(field.accept), field);
      case 'boolean':
        return Joi.boolean()
          .empty(null)
          .default(field.default ?? false);
      case 'select': {
        const schema = Joi.string().valid(...field.options.map((option) => option.value));
        if (field.required) return schema.required();
        return schema.empty(Joi.valid(null, '')).default(field.default ?? field.options[0]?.value ?? null);
      }
      case 'multiselect':
        return listSchema(Joi.string().valid(...field.options.map((option) => option.value)), field, true);
      case 'group': {
        const schema = this.object(field.fields, depth);
        return field.required ? schema.required() : schema.empty(null).default();
      }
      case 'tabs':
        throw new Error('tabs are flattened into their parent');
      case 'collection':
        return this.collection(field, depth);
      case 'reference':
        return optionalOrRequired(
          Joi.object({
            id: id(),
            type: Joi.string()
              .valid(...field.targets)
              .default(field.targets[0]),
          }),
          field,
          null,
        );
    }
  }

  private collection(field: CollectionField, depth: number): Joi.Schema {
    const items = field.blocks ? this.entry(field.blocks, depth + 1) : this.object(field.fields ?? [], depth);
    return listSchema(items, field);
  }
}

const compiler = new BlockSchemaCompiler();

/** Block types a page body may hold at its top level (a column only inside columns). */
export const TOP_LEVEL_BLOCK_TYPES = CONTENT_BLOCK_TYPES.filter((definition) => !definition.onlyInside).map(
  (definition) => definition.type,
);

/** `content.body` of a site: typed blocks, each value checked against its block type. */
export const bodySchema = (): Joi.ArraySchema => Joi.array().items(compiler.entry(TOP_LEVEL_BLOCK_TYPES, 0));

/** A value made of `fields` (a block type's, or any form described with the §3 field kinds). */
export const fieldsSchema = (fields: readonly ContentField[]): Joi.ObjectSchema => compiler.object(fields, 0);
