/**
 * What of a `POST /analytics-log` body is kept (ADR 0043): the entry's names, the page path and
 * branch its `data` names (see @theke/contracts analytics-log), and the rest of `data` when small.
 * Anything else is not an entry: the call still answers 202, nothing is stored.
 */
import Joi from 'joi';
import { PAGEVIEW_ENTRY } from '@theke/contracts';

const NAME_LENGTH = 100;
const PATH_LENGTH = 500;
/** `data` beyond this many characters of JSON is dropped (the entry is kept without it). */
const DATA_LENGTH = 2_000;
const MAX_ID = 2_147_483_647;

export interface AnalyticsEntry {
  type: string;
  action: string;
  category: string;
  /** A page view's path (no query or fragment); null for other entries. */
  path: string | null;
  branchId: number | null;
  data: Record<string, unknown> | null;
}

const name = () => Joi.string().trim().min(1).max(NAME_LENGTH).required();
const bodySchema = Joi.object({ type: name(), action: name(), category: name(), data: Joi.any() }).unknown(false);

function pathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  return path.length > 0 && path.length <= PATH_LENGTH ? path : null;
}

function branchIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

function smallData(value: Record<string, unknown>): Record<string, unknown> | null {
  const json = JSON.stringify(value);
  return json.length <= DATA_LENGTH && json !== '{}' ? value : null;
}

/** The entry to store, or null when the body is none (a page view needs its path). */
export function analyticsEntryOf(body: unknown): AnalyticsEntry | null {
  const { value, error } = bodySchema.validate(body);
  if (error) return null;
  const { type, action, category } = value as { type: string; action: string; category: string };
  const raw: unknown = (value as { data?: unknown }).data;
  const data = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const isPageview = type === PAGEVIEW_ENTRY.type;
  const path = isPageview ? pathOf(data.path) : null;
  if (isPageview && path === null) return null;
  return { type, action, category, path, branchId: branchIdOf(data.branchId), data: smallData(data) };
}
