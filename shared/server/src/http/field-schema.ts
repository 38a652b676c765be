/**
 * Compiles the §3 field vocabulary of `@theke/contracts` to joi, so an entity's validation comes
 * from its description (issue 19: "no field is listed twice"). The German messages come out of
 * the kit's `validate` as for hand-written schemas.
 *
 * Top-level fields get no defaults (a PUT changes only what it sends) and keep '' as sent;
 * fields inside list items and groups get defaults (null, false, []) so stored items are whole.
 * Values stored whole in JSON (a website block's value, `blockBodySchema`) follow `ContentRules`.
 */
import Joi from 'joi';
import {
  TEXT_FORMATS,
  dataFields,
  type CollectionField,
  type DateField,
  type EntityDescription,
  type Field,
  type MarkdownField,
  type NumberField,
  type ReferenceField,
  type TextField,
  type TextareaField,
  type WysiwygField,
  userDescription,
} from '@theke/contracts';
import { entityId } from './entity-id';
import { calendarDate, clockTime, imageReference, pickedImage, uploadReference } from './field-values';
import { instantDate } from './validation';

interface Level {
  /** Inside a list item or group: absent values take their defaults. */
  nested: boolean;
  /** A value stored whole in JSON, such as a website block's (always nested). */
  content?: ContentRules;
  /** A service's refinements by dotted field path (`alternativeUnits.unit`), and this level's path prefix. */
  refinements?: FieldRefinements;
  path?: string;
}

/** The level of a group's or a list item's fields. */
const inside = (level: Level, field: Field): Level => ({
  nested: true,
  content: level.content,
  refinements: level.refinements,
  path: `${level.path ?? ''}${field.name}.`,
});

/** A service's own rule for a text the kit cannot check alone; the kit adds required, empty and default. */
export type TextRule = (
  field: TextField | TextareaField | WysiwygField | MarkdownField,
) => Joi.Schema | undefined;

/**
 * How a value stored whole in JSON (a page body's block values, SPEC §2) differs from an entity's
 * nested fields, as the website's block editor has always been answered:
 * - an empty optional field takes its default: null and '' are empty for texts and selects, null
 *   for booleans, groups and lists; a select's default is its first option, a group's its fields'
 *   defaults;
 * - a field whose `when` does not apply is null, whatever was sent;
 * - a required list needs an entry ("should not be blank"); lists have only the description's max;
 * - an image keeps what the picker sent besides its id; e-mail domains must have a known ending.
 */
export interface ContentRules {
  /** The rule of a body entry `{type, value}` of one of these block types (container, columns). */
  blocks: (types: readonly string[]) => Joi.Schema;
  /** Sanitised rich text, an embed address (svc-content). */
  textRule?: TextRule;
}

/** Largest amount DECIMAL(12,2) holds comfortably. */
const NUMBER_MAX = 99_999_999;
/** The null of a content field whose `when` does not apply, whatever was sent. */
const notApplicable = () => Joi.any().empty(Joi.any()).default(null);

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

function textSchema(
  field: TextField | { kind: 'textarea' | 'wysiwyg' | 'markdown'; max?: number },
  level: Level,
): Joi.StringSchema {
  const max = field.max ?? (field.kind === 'text' ? 255 : field.kind === 'textarea' ? 5000 : 200_000);
  let schema = Joi.string().trim().max(max);
  if (field.kind !== 'text') return schema;
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.format === 'email') return schema.email(level.content ? undefined : { tlds: false });
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
  return clockTime(field.endOfDay);
}

/** A content value's list: absent or null is [], a required one needs an entry. */
function contentList(items: Joi.Schema, field: ListField, unique?: string | true): Joi.Schema {
  let schema = Joi.array().items(items);
  if (unique === true) schema = schema.unique();
  else if (unique) schema = schema.unique(unique);
  if (field.min !== undefined && field.min > 1) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  if (!field.required) return schema.empty(null).default([]);
  return schema
    .required()
    .custom((value: unknown[], helpers) => (value.length === 0 ? helpers.error('any.required') : value));
}

interface ListField {
  min?: number;
  max?: number;
  required?: boolean;
}

function listOf(items: Joi.Schema, field: ListField, unique?: string | true) {
  let schema = Joi.array().items(items).max(field.max ?? 500);
  if (unique === true) schema = schema.unique();
  else if (unique) schema = schema.unique(unique);
  if (field.required && (field.min ?? 1) > 0) schema = schema.min(field.min ?? 1);
  return schema;
}

/** The account's name as the gateway's user description checks it (min, max, format). */
const usernameField = userDescription.fields.find((field) => field.name === 'username') as TextField;

/** `{id, username}` of a gateway user (issue 21): the name as given, checked like the account's own. */
const userReference = () =>
  Joi.object({ id: entityId().required(), username: textSchema(usernameField, { nested: false }).required() });

function referenceSchema(field: ReferenceField, level: Level): Joi.Schema {
  const one =
    field.as === 'id'
      ? entityId()
      : field.as === 'object'
        ? field.targets.includes('user')
          ? userReference()
          : Joi.object({ id: entityId().required() })
        : Joi.object({
            id: entityId().required(),
            type: Joi.string()
              .valid(...field.targets)
              .default(field.targets[0]),
          });
  if (!field.many) return optional(one, field, level);
  const unique = field.as === 'id' ? true : 'id';
  if (level.content) return contentList(one, field, unique);
  return requiredList(listOf(one, field, unique), field, level, []);
}

function collectionSchema(field: CollectionField, level: Level): Joi.Schema {
  if (field.blocks && !level.content)
    throw new Error(`${field.name}: block lists are compiled by blockBodySchema`);
  const items = field.blocks
    ? (level.content?.blocks(field.blocks) ?? Joi.any())
    : Joi.object(keysOf(field.fields ?? [], inside(level, field)));
  if (level.content) return contentList(items, field, field.uniqueBy);
  const list = listOf(items, field, field.uniqueBy);
  return requiredList(field.nullable ? list.allow(null) : list, field, level, field.nullable ? null : []);
}

/** The joi rule of one field at a level. */
export function fieldSchema(field: Field, level: Level): Joi.Schema {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown': {
      const schema = level.content?.textRule?.(field) ?? textSchema(field, level);
      if (field.required) return schema.required();
      return level.nested ? schema.allow('', null).empty('').default(null) : schema.allow('', null);
    }
    case 'number':
      return optional(numberSchema(field), field, level);
    case 'date':
      return optional(dateSchema(field), field, level);
    case 'boolean': {
      if (!level.nested) return Joi.boolean();
      const schema = Joi.boolean().default(field.default ?? false);
      return level.content ? schema.empty(null) : schema;
    }
    case 'select': {
      const schema = Joi.string().valid(...field.options.map((option) => option.value));
      if (!level.content || field.required) return optional(schema, field, level, field.default ?? null);
      return schema.empty(Joi.valid(null, '')).default(field.default ?? field.options[0]?.value ?? null);
    }
    case 'multiselect': {
      const options = Joi.string().valid(...field.options.map((option) => option.value));
      if (level.content) return contentList(options, field, true);
      const list = listOf(options, field, true);
      return level.nested ? list.default([]) : list;
    }
    case 'image':
      return optional(level.content ? pickedImage() : imageReference(), field, level);
    case 'images': {
      if (level.content) return contentList(pickedImage(), field);
      const list = listOf(imageReference(), { ...field, max: field.max ?? 20 });
      return level.nested ? list.default([]) : list;
    }
    case 'file':
      return optional(uploadReference(field.accept), field, level);
    case 'files': {
      if (level.content) return contentList(uploadReference(field.accept), field);
      const list = listOf(uploadReference(field.accept), { ...field, max: field.max ?? 20 });
      return level.nested ? list.default([]) : list;
    }
    case 'group': {
      const schema = Joi.object(keysOf(field.fields, inside(level, field)));
      // A content value's group is whole: absent or null, it holds its fields' defaults.
      if (level.content && !field.required) return schema.empty(null).default();
      return optional(schema, field, level);
    }
    case 'reference':
      return referenceSchema(field, level);
    case 'collection':
      return collectionSchema(field, level);
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
  if (level.content) {
    return Joi.when(field.when.field, {
      is: Joi.valid(...field.when.is).required(),
      then: schema,
      otherwise: notApplicable(),
    });
  }
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
