/**
 * The form engine's one extension point for special editors. A field's description names an
 * `editor` ('openingHours', 'mapPin', 'menuCatalog'); the component registered under that name
 * edits the field instead of the generic input of its kind, and an unknown name falls back to the
 * generic input. Editors are lazy components, so a heavy one (mapbox-gl, drag and drop) loads
 * only when a form that needs it opens.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Field } from '@theke/contracts';
import type { FieldErrors, FormValues } from './form-values';

export interface FieldEditorProps<F extends Field = Field> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Dotted path of the value, as the server names fields in its errors. */
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
  /** The object the field sits in (a map pin reads and sets latitude and longitude together). */
  siblings: FormValues;
  onSiblingsChange: (values: FormValues) => void;
}

export interface FieldEditor {
  component: LazyExoticComponent<ComponentType<FieldEditorProps>>;
  /** Sibling fields this editor edits as well; the form shows no input of their own for them. */
  alsoEdits: readonly string[];
}

export interface FieldEditorDefinition<F extends Field = Field> {
  load: () => Promise<{ default: ComponentType<FieldEditorProps<F>> }>;
  alsoEdits?: readonly string[];
}

const editors = new Map<string, FieldEditor>();

/**
 * Registers editors by name. The description pairs an editor name with the kind of field it
 * edits (openingHours with a collection of rules), so each editor is typed for its kind.
 */
export function registerFieldEditors(definitions: Record<string, FieldEditorDefinition<never>>): void {
  for (const [name, definition] of Object.entries(definitions)) {
    if (editors.has(name)) continue;
    const load = definition.load as unknown as () => Promise<{ default: ComponentType<FieldEditorProps> }>;
    editors.set(name, { component: lazy(load), alsoEdits: definition.alsoEdits ?? [] });
  }
}

/** The registered editor of a field, if its description names one that is registered. */
export function fieldEditorOf(field: Field): FieldEditor | undefined {
  return field.editor ? editors.get(field.editor) : undefined;
}

/** Fields of a list that another field's editor already edits (longitude beside a map pin). */
export function editedByOthers(fields: readonly Field[]): Set<string> {
  return new Set(fields.flatMap((field) => fieldEditorOf(field)?.alsoEdits ?? []));
}

/** Typed helper for one definition (keeps the editor's field kind in its props). */
export function fieldEditor<F extends Field>(
  load: () => Promise<{ default: ComponentType<FieldEditorProps<F>> }>,
  alsoEdits?: readonly string[],
): FieldEditorDefinition<never> {
  return { load, alsoEdits } as unknown as FieldEditorDefinition<never>;
}

// Built in: every opening-hours and schedule field (branches, categories, products, menu entries).
registerFieldEditors({ openingHours: fieldEditor(() => import('./components/OpeningHoursEditor')) });
