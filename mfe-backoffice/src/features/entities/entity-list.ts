/**
 * What an entity list does with its entries, without React: search in the described search
 * fields, filter by described filters, sort by a column, cut into pages, and show a cell.
 */
import { dataFields, type EntityDescription, type Field } from '@theke/contracts';
import { formatMoney } from '@theke/domain';

export type Entry = { id: number; version?: number } & Record<string, unknown>;

export const PAGE_SIZE = 50;

export interface ListState {
  search: string;
  /** Filter values by field name; '' is "all". */
  filters: Record<string, string>;
  sort: { field: string; descending: boolean } | null;
  page: number;
}

export const INITIAL_LIST_STATE: ListState = { search: '', filters: {}, sort: null, page: 1 };

export function fieldOf(description: EntityDescription, name: string): Field | undefined {
  return dataFields(description.fields).find((field) => field.name === name);
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value])
    .map((item) => (typeof item === 'number' ? item : (item as { id?: number }).id))
    .filter((id): id is number => typeof id === 'number');

/** Does an entry pass one filter? Booleans compare 'true'/'false', references by id. */
function passes(field: Field, value: unknown, wanted: string): boolean {
  if (field.kind === 'boolean') return String(value === true) === wanted;
  if (field.kind === 'reference') return idsOf(value).includes(Number(wanted));
  if (Array.isArray(value)) return value.includes(wanted);
  return String(value ?? '') === wanted;
}

/**
 * The lower-cased text an entry is searched in, kept per entry object: typing in a list of
 * thousands would otherwise join and lower-case every entry again on each key.
 */
const haystacks = new WeakMap<Entry, { fields: string; text: string }>();

function haystackOf(entry: Entry, fields: readonly string[]): string {
  const key = fields.join(',');
  const cached = haystacks.get(entry);
  if (cached?.fields === key) return cached.text;
  const text = fields.map((name) => String(entry[name] ?? '')).join(' ').toLowerCase();
  haystacks.set(entry, { fields: key, text });
  return text;
}

/** SPEC §5 style search: every term (split on spaces and commas) must occur in one of the fields. */
export function matchesSearch(entry: Entry, fields: readonly string[], search: string): boolean {
  const terms = search.toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = haystackOf(entry, fields);
  return terms.every((term) => haystack.includes(term));
}

// One collator for every comparison: `localeCompare` with options builds a new one per call,
// which made sorting thousands of entries take a noticeable moment.
const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a === true) - Number(b === true);
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/** The entries a list shows for its state, and how many pages they make. */
export function visibleEntries(
  description: EntityDescription,
  entries: readonly Entry[],
  state: ListState,
): { rows: Entry[]; total: number; pages: number } {
  const searchFields = description.list.search ?? [description.titleField];
  let rows = entries.filter((entry) => matchesSearch(entry, searchFields, state.search));
  for (const [name, wanted] of Object.entries(state.filters)) {
    const field = fieldOf(description, name);
    if (field && wanted !== '') rows = rows.filter((entry) => passes(field, entry[name], wanted));
  }
  if (state.sort) {
    const { field, descending } = state.sort;
    rows = [...rows].sort((a, b) => compare(a[field], b[field]) * (descending ? -1 : 1));
  }
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, state.page), pages);
  return { rows: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: rows.length, pages };
}

/** A user reference carries its username: the name where the users list is not readable (employees). */
const usernameOf = (item: unknown): string | undefined => {
  const username = (item as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username !== '' ? username : undefined;
};

/** Names of referenced entries, by target and id (branches, tags, …) for list cells. */
export type Lookups = Partial<Record<string, Map<number, string>>>;

/** A list cell as text (images render as thumbnails in the component). */
export function cellText(field: Field, value: unknown, lookups: Lookups = {}, yesNo = ['Ja', 'Nein']): string {
  if (value === null || value === undefined || value === '') return '–';
  switch (field.kind) {
    case 'boolean':
      return value === true ? (yesNo[0] ?? 'Ja') : (yesNo[1] ?? 'Nein');
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case 'multiselect':
      return (value as string[])
        .map((item) => field.options.find((option) => option.value === item)?.label ?? item)
        .join(', ');
    case 'number':
      return field.unit === 'money' ? formatMoney(Number(value)) : String(value).replace('.', ',');
    case 'reference': {
      const names = lookups[field.targets[0] ?? ''];
      return (Array.isArray(value) ? value : [value])
        .flatMap((item) => idsOf(item).map((id) => names?.get(id) ?? usernameOf(item) ?? `#${id}`))
        .join(', ');
    }
    case 'collection':
    case 'images':
    case 'files':
      return String((value as unknown[]).length);
    default:
      return String(value);
  }
}

/** A copy of an entry to start a new one from: no id or version, the title marked as a copy. */
export function duplicateOf(description: EntityDescription, entry: Entry, copyLabel: (name: string) => string): Entry {
  const { id: _id, version: _version, ...rest } = entry;
  const copy: Record<string, unknown> = { ...rest };
  const title = description.titleField;
  if (typeof copy[title] === 'string') copy[title] = copyLabel(String(copy[title]));
  // Identifiers are unique: a copy needs its own.
  for (const field of dataFields(description.fields)) {
    if (field.kind === 'text' && field.format === 'identifier' && typeof copy[field.name] === 'string')
      copy[field.name] = `${String(copy[field.name])}-kopie`;
  }
  return copy as Entry;
}
