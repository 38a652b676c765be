/**
 * The audit log screen's logic (issue 19), no JSX: the filters and the `/api/logs` query they
 * become, German names of entities and fields (from the entity descriptions where one exists),
 * and an entry's changes as before/after rows with SPEC §9 formats.
 */
import {
  branchDescription,
  categoryDescription,
  configDescription,
  dataFields,
  departmentDescription,
  divisionDescription,
  donateeDescription,
  menuDescription,
  productDescription,
  tableDescription,
  tagDescription,
  userDescription,
  type ChangeAction,
  type EntityDescription,
  type LogEntry,
} from '@theke/contracts';
import { formatBoolean, formatDateTime } from '@theke/ui';

export const LOGS_URL = '/api/logs';
export const LOG_PAGE_SIZE = 50;

export interface LogFilter {
  /** Entity name as the API has it ('tag'); '' for all. */
  entity: string;
  /** A username or a user id; '' for everyone. */
  user: string;
  /** Business days 'YYYY-MM-DD' (as a date input gives them); '' for open. */
  from: string;
  to: string;
}

export const EMPTY_LOG_FILTER: LogFilter = { entity: '', user: '', from: '', to: '' };

/** The query params of one page; empty filters are left out. */
export function logQuery(filter: LogFilter, page: number, pageSize = LOG_PAGE_SIZE): Record<string, string> {
  const query: Record<string, string> = { page: String(page), limit: String(pageSize) };
  const user = filter.user.trim();
  if (filter.entity) query.entity = filter.entity;
  if (user) query.user = user;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  return query;
}

export function pageCount(total: number, pageSize = LOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Entities whose description names them (the list, the form and the log share the names). */
const DESCRIPTIONS: readonly EntityDescription[] = [
  divisionDescription,
  branchDescription,
  tagDescription,
  menuDescription,
  tableDescription,
  donateeDescription,
  categoryDescription,
  productDescription,
  configDescription,
  userDescription,
  departmentDescription,
];

/** The other writers' entities; their German names are texts of the log screen (`logs.entities`). */
export const OTHER_ENTITIES = [
  'order',
  'device',
  'site',
  'redirect',
  'block',
  'navigation',
  'image',
  'upload',
] as const;
export type OtherEntity = (typeof OTHER_ENTITIES)[number];

export type EntityName = { kind: 'label'; label: string } | { kind: 'text'; entity: OtherEntity } | { kind: 'raw'; entity: string };

const isOtherEntity = (entity: string): entity is OtherEntity => (OTHER_ENTITIES as readonly string[]).includes(entity);

export function entityNameOf(entity: string): EntityName {
  const description = DESCRIPTIONS.find((candidate) => candidate.entity === entity);
  if (description) return { kind: 'label', label: description.labels.singular };
  return isOtherEntity(entity) ? { kind: 'text', entity } : { kind: 'raw', entity };
}

/** Every entity the filter offers, as the API names them. */
export const LOG_ENTITIES: readonly string[] = [...DESCRIPTIONS.map((description) => description.entity), ...OTHER_ENTITIES];

export const ACTION_TEXTS = {
  created: 'logs.actions.created',
  updated: 'logs.actions.updated',
  deleted: 'logs.actions.deleted',
} as const satisfies Record<ChangeAction, string>;

/** A field's German label where the entity's description has one, else its API name. */
export function fieldLabelOf(entity: string, field: string): string {
  const description = DESCRIPTIONS.find((candidate) => candidate.entity === entity);
  const described = description ? dataFields(description.fields) : [];
  return described.find((candidate) => candidate.name === field)?.label ?? field;
}

export const EMPTY_VALUE = '–';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const isReference = (value: unknown): value is { id: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && 'id' in value;

/**
 * One logged value for a table cell: SPEC §9 booleans and date-times (business time zone),
 * references as '#id', decimals with a comma; anything structured as compact JSON.
 */
export function formatLoggedValue(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return formatBoolean(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
  if (typeof value === 'string') return INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  if (isReference(value)) return `#${String(value.id)}`;
  if (Array.isArray(value) && value.length > 0 && value.every(isReference)) return value.map((item) => `#${String(item.id)}`).join(', ');
  return JSON.stringify(value);
}

export interface ChangeRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The entry's changes as table rows, ordered by label. */
export function changeRowsOf(entry: Pick<LogEntry, 'entity' | 'changes'>, timeZone: string): ChangeRow[] {
  return Object.entries(entry.changes)
    .map(([field, change]) => ({
      field,
      label: fieldLabelOf(entry.entity, field),
      before: formatLoggedValue(change.before, timeZone),
      after: formatLoggedValue(change.after, timeZone),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** Who made the change: the username, else '#id'; null when nobody is named (shown as '–'). */
export function authorOf(entry: Pick<LogEntry, 'user'>): string | null {
  if (!entry.user) return null;
  return entry.user.username ?? (entry.user.id === null ? null : `#${entry.user.id}`);
}

/** SPEC §9 'DD.MM.YYYY HH:mm' in the business time zone. */
export const loggedAt = (entry: Pick<LogEntry, 'occurredAt'>, timeZone: string): string =>
  formatDateTime(entry.occurredAt, timeZone);
