/**
 * Compiles the §3 field vocabulary of `@theke/contracts` to joi, so an entity's validation comes
 * from its description (issue 19: "no field is listed twice"). The German messages come out of
 * the kit's `validate` as for hand-written schemas.
 *
 * Top-level fields get no defaults (a PUT changes only what it sends) and keep '' as sent;
 * fields inside list items and groups get defaults (null, false, []) so stored items are whole.
 */
import Joi from 'joi';
import {
  TEXT_FORMATS,
  dataFields,
  type CollectionField,
  type DateField,
  type EntityDescription,
  type Field,
  type NumberField,
  type ReferenceField,
  type TextField,
} from '@theke/contracts';
import { entityId } from './entity-id';
import { instantDate } from './validation';

interface Level {
  /** Inside a list item or group: absent values take their defaults. */
  nested: boolean;
  /** A service's refinements by dotted field path (`alternativeUnits.unit`), and this level's path prefix. */
  refinements?: FieldRefinements;
  path?: string;
}

/** The level of a group's or a list item's fields. */
const inside = (level: Level, field: Field): Level => ({
  nested: true,
  refinements: level.refinements,
  path: `${level.path ?? ''}${field.name}.`,
});

/** Largest amount DECIMAL(12,2) holds comfortably. */
const NUMBER_MAX = 99_999_999;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end time may be 24:00 (midnight at the end of the day). */
const END_CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD', a real calendar day. */
export const calendarDate = () =>
  Joi.string().custom((value: string, helpers) => (isCalendarDate(value) ? value : helpers.error('date.base')));

/** SPEC §3 image reference `{id, version, extension, width, alt}`; uploads also carry publicHash. */
export const imageReference = () =>
  Joi.object({
    id: entityId().required(),
    version: Joi.number().integer().min(0).default(1),
    extension: Joi.string()
      .lowercase()
      .valid(...IMAGE_EXTENSIONS)
      .required(),
    width: Joi.number().integer().positive().allow(null).default(null),
    alt: Joi.string().trim().max(255).allow('', null).default(null),
    publicHash: Joi.string().max(128).allow(null),
  });

/** SPEC §3 uploaded file `{id, version, extension, publicHash, mimeType}`. */
export const uploadReference = (accept?: readonly string[]) =>
  Joi.object({
    id: entityId().required(),
    extension: accept ? Joi.string().valid(...accept) : Joi.string().max(16),
  }).unknown(true);

/** Optional at the top level: null (and '' for texts) allowed, nothing filled in. Nested: defaults. */
function optional(schema: Joi.Schema, field: Field, level: Level, emptyValue: string | null = null): Joi.Schema {
  if (field.required) return schema.required();
  const allowed = schema.allow(null);
  return level.nested ? allowed.default(emptyValue) : allowed;
}

/** A list: a required one must be sent (on create; `min` says how many entries), others default. */
function requiredList(schema: Joi.Schema, field: Field, level: Level, emptyValue: unknown[] | null): Joi.Schema {
  if (field.required) return schema.required();
  return level.nested ? schema.default(emptyValue) : schema;
}

function textSchema(field: TextField | { kind: 'textarea' | 'wysiwyg' | 'markdown'; max?: number }): Joi.StringSchema {
  const max = field.max ?? (field.kind === 'text' ? 255 : field.kind === 'textarea' ? 5000 : 200_000);
  let schema = Joi.string().trim().max(max);
  if (field.kind !== 'text') return schema;
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.format === 'email') return schema.email({ tlds: false });
  if (field.format === 'url' || field.format === 'iframe') return schema.uri({ scheme: ['http', 'https'] });
  const format = field.format ? TEXT_FORMATS[field.format] : undefined;
  return format ? schema.pattern(new RegExp(format.pattern, format.flags)) : schema;
}

function numberSchema(field: NumberField): Joi.Schema {
  let schema = Joi.number().max(field.max ?? NUMBER_MAX);
  if (field.min !== undefined) schema = field.exclusiveMin ? schema.greater(field.min) : schema.min(field.min);
  schema = field.decimals === 0 ? schema.integer() : schema.precision(field.decimals ?? 2);
  if (!field.atLeast) return schema;
  const lower = field.atLeast;
  return Joi.when(lower, { is: Joi.number().required(), then: schema.min(Joi.ref(lower)), otherwise: schema });
}

function dateSchema(field: DateField): Joi.Schema {
  if (field.mode === 'dateTime') return instantDate();
  if (field.mode === 'date') return calendarDate();
  return Joi.string().pattern(field.endOfDay ? END_CLOCK_TIME : CLOCK_TIME);
}

function listOf(items: Joi.Schema, field: { min?: number; max?: number; required?: boolean }, unique?: string | true) {
  let schema = Joi.array().items(items).max(field.max ?? 500);
  if (unique === true) schema = schema.unique();
  else if (unique) schema = schema.unique(unique);
  if (field.required && (field.min ?? 1) > 0) schema = schema.min(field.min ?? 1);
  return schema;
}

function referenceSchema(field: ReferenceField): Joi.Schema {
  const one =
    field.as === 'id'
      ? entityId()
      : field.as === 'object'
        ? Joi.object({ id: entityId().required() })
        : Joi.object({
            id: entityId().required(),
            type: Joi.string()
              .valid(...field.targets)
              .default(field.targets[0]),
          });
  if (!field.many) return one;
  return listOf(one, field, field.as === 'id' ? true : 'id');
}

function collectionSchema(field: CollectionField, level: Level): Joi.Schema {
  const items = Joi.object(keysOf(field.fields ?? [], inside(level, field)));
  const list = listOf(items, field, field.uniqueBy);
  return field.nullable ? list.allow(null) : list;
}

/** The joi rule of one field at a level. */
export function fieldSchema(field: Field, level: Level): Joi.Schema {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown': {
      const schema = textSchema(field);
      if (field.required) return schema.required();
      return level.nested ? schema.allow('', null).empty('').default(null) : schema.allow('', null);
    }
    case 'number':
      return optional(numberSchema(field), field, level);
    case 'date':
      return optional(dateSchema(field), field, level);
    case 'boolean':
      return level.nested ? Joi.boolean().default(field.default ?? false) : Joi.boolean();
    case 'select':
      return optional(Joi.string().valid(...field.options.map((option) => option.value)), field, level, field.default ?? null);
    case 'multiselect': {
      const list = listOf(Joi.string().valid(...field.options.map((option) => option.value)), field, true);
      return level.nested ? list.default([]) : list;
    }
    case 'image':
      return optional(imageReference(), field, level);
    case 'images': {
      const list = listOf(imageReference(), { ...field, max: field.max ?? 20 });
      return level.nested ? list.default([]) : list;
    }
    case 'file':
      return optional(uploadReference(field.accept), field, level);
    case 'files': {
      const list = listOf(uploadReference(field.accept), { ...field, max: field.max ?? 20 });
      return level.nested ? list.default([]) : list;
    }
    case 'group':
      return optional(Joi.object(keysOf(field.fields, inside(level, field))), field, level);
    case 'reference': {
      const schema = referenceSchema(field);
      if (field.many) return requiredList(schema, field, level, []);
      return optional(schema, field, level);
    }
    case 'collection':
      return requiredList(collectionSchema(field, level), field, level, field.nullable ? null : []);
    case 'tabs':
      throw new Error('tabs are flattened into their parent');
  }
}

/**
 * A field that applies only while a sibling has one of the listed values. Otherwise it is not
 * needed and null when absent, but a value sent anyway must still be a value of its kind (an
 * opening-hour rule's date on a daily rule is a real date or null, never any text).
 */
function conditional(field: Field, schema: Joi.Schema, level: Level): Joi.Schema {
  if (!field.when) return schema;
  const optional = fieldSchema({ ...field, required: false }, level).allow(null);
  // A top-level field absent from a PUT keeps its stored value; only list items and groups are filled in.
  const otherwise = level.nested ? optional.default(null) : optional;
  // `required()`: an absent sibling (a POST without the flag) is none of the values, as in the form.
  return Joi.when(field.when.field, { is: Joi.valid(...field.when.is).required(), then: schema, otherwise });
}

/** The joi keys of a field list (tabs flattened; read-only fields dropped from what is written). */
export function keysOf(fields: readonly Field[], level: Level): Record<string, Joi.Schema> {
  const keys: Record<string, Joi.Schema> = {};
  for (const field of dataFields(fields)) {
    const schema = field.readOnly ? Joi.any().strip() : conditional(field, fieldSchema(field, level), level);
    const refine = level.refinements?.[`${level.path ?? ''}${field.name}`];
    keys[field.name] = refine ? refine(schema) : schema;
  }
  return keys;
}

/**
 * Per-field refinements a service adds to what a description says (cross-field and cross-entity
 * rules), by dotted field path: `'defaultUnit'`, or `'alternativeUnits.unit'` for the field of
 * every item of a list (or of a group).
 */
export type FieldRefinements = Record<string, (schema: Joi.Schema) => Joi.Schema>;

/** Every field's dotted path, into groups and list items. */
function fieldPaths(fields: readonly Field[], prefix = ''): string[] {
  return dataFields(fields).flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const nested = field.kind === 'group' ? field.fields : field.kind === 'collection' ? (field.fields ?? []) : [];
    return [path, ...fieldPaths(nested, `${path}.`)];
  });
}

/**
 * The create and update schemas of a described entity: `id` is read-only. On update nothing is
 * required.
 */
export function entitySchemas(
  description: EntityDescription,
  refinements: FieldRefinements = {},
): { schema: Joi.ObjectSchema; updateSchema: Joi.ObjectSchema } {
  const paths = new Set(fieldPaths(description.fields));
  for (const name of Object.keys(refinements)) {
    if (!paths.has(name)) throw new Error(`${description.entity} has no field ${name} to refine`);
  }
  const keys = keysOf(description.fields, { nested: false, refinements });
  // `version` never reaches the schema: the CRUD router takes it off first (the lost-update check).
  const schema = Joi.object({ ...keys, id: Joi.any().strip() });
  const required = dataFields(description.fields)
    .filter((field) => field.required && !field.readOnly)
    .map((field) => field.name);
  return { schema, updateSchema: schema.fork(required, (key) => key.optional()) };
}
