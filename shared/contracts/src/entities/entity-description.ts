/**
 * One description per entity that staff manage (docs/architecture.md "Entity descriptions"): its
 * fields, German names, list columns and filters and who may write. The service's validation and
 * CRUD router options and the back-office list and form all come from it.
 */
import type { DataOf } from '../fields/field-values';
import type { Field } from '../fields/field-kinds';

export type Service = 'catalog' | 'orders' | 'content' | 'workforce' | 'gateway';

export interface EntityDescription<Fs extends readonly Field[] = readonly Field[]> {
  /** Entity name in events and logs ('tag'). */
  entity: string;
  /** Collection path under /api ('/tags'). */
  path: string;
  service: Service;
  /** German names; SPEC §8 builds the fallback messages from them ('Tisch konnte nicht …'). */
  labels: { singular: string; plural: string };
  fields: Fs;
  /** The field that names an entry (in lists, confirmations, the log). */
  titleField: string;
  list: {
    columns: readonly string[];
    /** Fields the list's search box looks in. */
    search?: readonly string[];
    /** Select, boolean and reference fields offered as list filters (query params of the same name). */
    filters?: readonly string[];
  };
  read: 'public' | 'staff' | 'admin';
  write: 'staff' | 'admin';
}

/** Keeps literal types (names, `required: true`, option values) so `EntityOf` derives the wire type. */
export function describeEntity<const Fs extends readonly Field[]>(
  description: EntityDescription<Fs>,
): EntityDescription<Fs> {
  return description;
}

/** Every stored entity has an id and a version (the lost-update check, issue 19). */
export interface Stored {
  id: number;
  version: number;
}

/** The entity as the API returns it. */
export type EntityOf<D> = D extends EntityDescription<infer Fs> ? Stored & DataOf<Fs> : never;

/** What a client sends: any of the fields, and the version it loaded (absent on create). */
export type PayloadOf<D> = D extends EntityDescription<infer Fs> ? Partial<DataOf<Fs>> & { version?: number } : never;
