/**
 * SPEC §3 content field kinds, as plain data: the block types of a page body are described
 * with them, the server compiles them to joi (`compile-block-types.ts`), and the back-office
 * editor of a later issue renders its forms from the same descriptions
 * (`GET /api/sites/block-types`). Labels are the German texts an editor shows.
 */

export const REFERENCE_TARGETS = ['block', 'site', 'category', 'product', 'scene'] as const;
export type ReferenceTarget = (typeof REFERENCE_TARGETS)[number];

export const DATE_MODES = ['dateTime', 'time', 'date'] as const;
export type DateMode = (typeof DATE_MODES)[number];

export interface SelectOption {
  value: string;
  label: string;
}

/** Only when a sibling field has one of these values does the field apply; otherwise it is null. */
export interface FieldCondition {
  field: string;
  is: string[];
}

interface FieldBase {
  /** Key of the value in the block's `value` object. */
  name: string;
  label: string;
  required?: boolean;
  when?: FieldCondition;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max?: number;
  /** How the text is checked: an e-mail address, a phone number, a web address (http/https), an embeddable https address. */
  format?: 'email' | 'phone' | 'url' | 'iframe';
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
  decimals?: number;
  min?: number;
  max?: number;
}
/** 24-hour clock, minute increment 1 (SPEC §3): `YYYY-MM-DD`, `HH:MM` or ISO-8601 with offset. */
export interface DateField extends FieldBase {
  kind: 'date';
  mode: DateMode;
}
/** An image reference `{id, version, extension, width, height, alt}` (only `id` is required on write). */
export interface ImageField extends FieldBase {
  kind: 'image';
}
export interface ImagesField extends FieldBase {
  kind: 'images';
  max?: number;
}
/** An uploaded file `{id, version, extension, publicHash, mimeType, …}`; `accept` lists the extensions. */
export interface FileField extends FieldBase {
  kind: 'file';
  accept?: string[];
}
export interface FilesField extends FieldBase {
  kind: 'files';
  accept?: string[];
  max?: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}
/** One of the options; without `required` the first option is the default. */
export interface SelectField extends FieldBase {
  kind: 'select';
  options: SelectOption[];
  default?: string;
}
export interface MultiselectField extends FieldBase {
  kind: 'multiselect';
  options: SelectOption[];
}
/** A nested object of fields. */
export interface GroupField extends FieldBase {
  kind: 'group';
  fields: ContentField[];
}
/** Editor tabs: the fields of every tab sit in the enclosing object (the tabs themselves store nothing). */
export interface TabsField extends FieldBase {
  kind: 'tabs';
  tabs: Array<{ name: string; label: string; fields: ContentField[] }>;
}
/**
 * A list. Either of items made of `fields`, or, with `blocks`, of nested body entries
 * `{type, value}` of the listed block types (container, column, columns).
 */
export interface CollectionField extends FieldBase {
  kind: 'collection';
  fields?: ContentField[];
  blocks?: string[];
  min?: number;
  max?: number;
}
/** `{id, type}` pointing at an entity of one of the targets. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  targets: ReferenceTarget[];
}

export type ContentField =
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

export type ContentFieldKind = ContentField['kind'];

/** One block type of a page body: its `type` key, the editor's label and the fields of its `value`. */
export interface BlockTypeDefinition {
  type: string;
  label: string;
  fields: ContentField[];
  /** Only allowed nested inside these block types (a column lives in columns). */
  onlyInside?: string[];
}
