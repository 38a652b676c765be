/**
 * The field vocabulary of everything staff edit (SPEC §3 "Content field kinds"), as plain data.
 * Entities (`describeEntity`) and the website's block types are described with it; the services
 * compile it to joi (@theke/server `entitySchemas`, `blockBodySchema`), the back-office renders its
 * lists and forms and runs its client-side checks from the same descriptions. Nothing here imports joi or React.
 */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'wysiwyg',
  'markdown',
  'number',
  'date',
  'image',
  'images',
  'file',
  'files',
  'boolean',
  'select',
  'multiselect',
  'group',
  'tabs',
  'collection',
  'reference',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * SPEC §3 reference targets, and the entities staff pick elsewhere (a table's branch, an order's
 * table). A `user` (a staff account of the gateway, issue 21) is kept as `{id, username}`: other
 * services hold no users, so they store the name they were given beside the id.
 */
export const REFERENCE_TARGETS = [
  'block',
  'site',
  'category',
  'product',
  'scene',
  'branch',
  'tag',
  'division',
  'department',
  'table',
  'donatee',
  'user',
  'project',
  'task',
  'menu',
  'image-template',
  'digital-signage-segment',
  'digital-signage-stream',
] as const;
export type ReferenceTarget = (typeof REFERENCE_TARGETS)[number];

export const DATE_MODES = ['dateTime', 'time', 'date'] as const;
export type DateMode = (typeof DATE_MODES)[number];

/** Named text formats; their patterns live in `TEXT_FORMATS` so server and form check the same. */
export type TextFormat =
  | 'identifier'
  | 'email'
  | 'phone'
  | 'phoneDisplay'
  | 'url'
  | 'iframe'
  | 'zipCode'
  | 'label'
  | 'username'
  | 'password'
  | 'mapboxToken'
  | 'color';

export interface SelectOption {
  value: string;
  label: string;
}

/** Only while a sibling field has one of these values does the field apply; otherwise it is null. */
export interface FieldCondition {
  field: string;
  is: readonly (string | boolean)[];
}

interface FieldBase {
  /** Key of the value in its object (the spec's field name). */
  name: string;
  /** The German label of the form input and the list column. */
  label: string;
  /** Must be given (on create) and may not be emptied; otherwise null means "none". */
  required?: boolean;
  /** A German hint under the input. */
  help?: string;
  /** Returned by the API, never set by a client (generated uids, api keys shown to admins). */
  readOnly?: boolean;
  when?: FieldCondition;
  /** A special editor a screen registers for this field (opening hours, a map pin, the menu catalogue). */
  editor?: string;
  /**
   * Kept as loaded and sent back, but never shown as an input (a list item's stable id, such as
   * a delivery area's: the server keeps it, so orders keep pointing at the same area).
   */
  hidden?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max?: number;
  min?: number;
  format?: TextFormat;
}
export interface TextareaField extends FieldBase {
  kind: 'textarea';
  max?: number;
}
/** HTML, sanitised on write. */
export interface WysiwygField extends FieldBase {
  kind: 'wysiwyg';
}
/** Markdown source, stored as written; renderers must not pass raw HTML through. */
export interface MarkdownField extends FieldBase {
  kind: 'markdown';
}
export interface NumberField extends FieldBase {
  kind: 'number';
  /** 0 for whole numbers, 2 for money, 3 for quantities. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Strictly greater than `min` (a step size of 0 makes no sense). */
  exclusiveMin?: boolean;
  /** At or above this sibling field when both are given (maximum ≥ minimum). */
  atLeast?: string;
  /** Shown with the shop currency / a percent sign. */
  unit?: 'money' | 'percent';
}
/** 24-hour clock, minute increment 1 (SPEC §3): `YYYY-MM-DD`, `HH:MM` or ISO-8601 with offset. */
export interface DateField extends FieldBase {
  kind: 'date';
  mode: DateMode;
  /** A time that may say 24:00 (the end of a day). */
  endOfDay?: boolean;
}
/** An image reference `{id, version, extension, width, alt}` (SPEC §3). */
export interface ImageField extends FieldBase {
  kind: 'image';
}
export interface ImagesField extends FieldBase {
  kind: 'images';
  min?: number;
  max?: number;
}
/** An uploaded file `{id, version, extension, publicHash, mimeType}`; `accept` lists the extensions. */
export interface FileField extends FieldBase {
  kind: 'file';
  accept?: string[];
}
export interface FilesField extends FieldBase {
  kind: 'files';
  accept?: string[];
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}
/** One of the options; in a block without `required` the first option is the default. */
export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly SelectOption[];
  default?: string;
}
export interface MultiselectField extends FieldBase {
  kind: 'multiselect';
  options: readonly SelectOption[];
  min?: number;
  max?: number;
}
/** A nested object of fields. */
export interface GroupField extends FieldBase {
  kind: 'group';
  fields: readonly Field[];
}
/** Editor tabs: the fields of every tab sit in the enclosing object (the tabs themselves store nothing). */
export interface TabsField extends FieldBase {
  kind: 'tabs';
  tabs: readonly { name: string; label: string; fields: readonly Field[] }[];
}
/**
 * A list. Either of items made of `fields`, or, with `blocks`, of nested body entries
 * `{type, value}` of the listed block types (container, column, columns).
 */
export interface CollectionField extends FieldBase {
  kind: 'collection';
  fields?: readonly Field[];
  blocks?: readonly string[];
  min?: number;
  max?: number;
  /** An item key whose value must be unique across the items. */
  uniqueBy?: string;
  /** The item field that names an item in the editor. */
  titleField?: string;
  /** null means something of its own ("always" for a schedule); otherwise absent is an empty list. */
  nullable?: boolean;
}
/**
 * Points at other entries. `as: 'typed'` (the default, content blocks) stores `{id, type}`; `as: 'id'`
 * stores bare ids (`branches: [3, 4]`), `as: 'object'` stores `{id}` (`tags: [{id: 3}]`), as SPEC §3
 * writes each field; a `user` target `as: 'object'` stores `{id, username}` (`UserReference`).
 */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  targets: readonly ReferenceTarget[];
  as?: 'typed' | 'id' | 'object';
  many?: boolean;
  /** With `many` and `required`: the least number of entries (default 1; 0 lets a required list be empty). */
  min?: number;
  max?: number;
}

export type Field =
  | TextField
  | TextareaField
  | WysiwygField
  | MarkdownField
  | NumberField
  | DateField
  | ImageField
  | ImagesField
  | FileField
  | FilesField
  | BooleanField
  | SelectField
  | MultiselectField
  | GroupField
  | TabsField
  | CollectionField
  | ReferenceField;

/** One block type of a page body: its `type` key, the editor's label and the fields of its `value`. */
export interface BlockTypeDefinition {
  type: string;
  label: string;
  fields: readonly Field[];
  /** Only allowed nested inside these block types (a column lives in columns). */
  onlyInside?: readonly string[];
}

/**
 * The patterns behind `TextField.format` (e-mail, url and iframe are checked by the server's joi
 * rules): one copy for server and form, as sources so a browser compiles them only when needed.
 */
export const TEXT_FORMATS: Readonly<Partial<Record<TextFormat, { pattern: string; flags?: string }>>> = {
  // URL-safe (`/store/{identifier}`): lower-case words joined by single hyphens.
  identifier: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
  email: { pattern: '^[^\\s@]+@[^\\s@]+$' },
  // SPEC §5 phone format: international, '+' then digits (spaces allowed for readability).
  phone: { pattern: '^\\+[0-9][0-9 ]{5,30}$' },
  // A number as a website shows it (contact persons): at least three digits, common separators.
  phoneDisplay: { pattern: '^(?=(?:\\D*\\d){3})[+(0-9][0-9 ()/.-]{2,49}$' },
  url: { pattern: '^https?://\\S+$' },
  zipCode: { pattern: '^[A-Za-z0-9 -]{3,20}$' },
  // A short printed name (a table's identifier): letters or digits first, then a few separators.
  label: { pattern: '^[\\p{L}\\p{N}][\\p{L}\\p{N} ._/-]*$', flags: 'u' },
  username: { pattern: '^[a-zA-Z0-9._-]+$' },
  // A Mapbox *public* token (pk.…): it is sent to every guest's browser, so a secret one (sk.…) is refused.
  mapboxToken: { pattern: '^pk\\.[A-Za-z0-9._-]+$' },
  // A colour as `<input type="color">` gives and SVG and CSS take it: '#rrggbb'.
  color: { pattern: '^#[0-9a-fA-F]{6}$' },
  // 'password' has no pattern: it only makes the input hide what is typed (and never trims it).
};

/** The fields whose values an object holds: tabs flattened into their parent. */
export function dataFields(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) =>
    field.kind === 'tabs' ? field.tabs.flatMap((tab) => dataFields(tab.fields)) : [field],
  );
}
