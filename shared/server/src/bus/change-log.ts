/**
 * The writing half of the audit log (issue 19): every staff create, update and delete is
 * announced as `<service>.log.recorded` through the writer's outbox, in the change's own
 * transaction (a rolled-back change logs nothing), with the changed fields as the API names them.
 * svc-content stores and serves the entries. Secrets never leave the writer: a field named like
 * one (password, token, api key, hash) is logged as '***' whatever its value.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import {
  CHANGE_RECORDED_EVENTS,
  type ChangeAction,
  type ChangeAuthor,
  type ChangeRecorded,
  type FieldChange,
} from '@theke/contracts';
import { principalOf, type Principal } from '../http/internal-auth';
import type { Outbox } from './outbox';

export const REDACTED = '***';

const SECRET_FIELD = /password|secret|token|api-?key|hash|cloudprnt/i;

/**
 * Every write touches these; they are no one's change (the id is the entry's `entityId`). A
 * lock version is left out by its writer (the CRUD router); an image's `version` names its file.
 */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

/** Fields that name an entry, tried in order when the entity names none (`titleField`). */
const TITLE_FIELDS = ['name', 'title', 'username', 'identifier', 'ticketNumber', 'path', 'source'];

export type Snapshot = Record<string, unknown>;

export interface Change {
  entity: string;
  entityId: number | null;
  action: ChangeAction;
  /** The entry as the API shows it before the change; null on create. */
  before: Snapshot | null;
  /** The entry as the API shows it after the change; null on delete. */
  after: Snapshot | null;
  /** The field that names the entry (an entity description's `titleField`). */
  titleField?: string;
  /** The entry's name when no field of it holds one. */
  title?: string | null;
}

/** The value as it will be stored: Dates become ISO strings, undefined becomes null. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

function redacted(key: string, value: unknown): unknown {
  if (value === null) return null;
  if (SECRET_FIELD.test(key)) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redacted('', item));
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, redacted(field, inner)]));
  return value;
}

/**
 * The fields that differ between two snapshots (all of them on create and delete), secrets
 * redacted after comparing: a changed password shows as `{before: '***', after: '***'}`.
 */
export function changesBetween(before: Snapshot | null, after: Snapshot | null): Record<string, FieldChange> {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue;
    const was = before ? asJson(before[field]) : null;
    const is = after ? asJson(after[field]) : null;
    if (before && after && isDeepStrictEqual(was, is)) continue;
    changes[field] = { before: redacted(field, was), after: redacted(field, is) };
  }
  return changes;
}

function titleOf(change: Change): string | null {
  const snapshot = change.after ?? change.before ?? {};
  const fields = change.titleField ? [change.titleField, ...TITLE_FIELDS] : TITLE_FIELDS;
  for (const field of fields) {
    const value = snapshot[field];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  }
  return change.title ?? null;
}

function authorOf(principal: Principal): ChangeAuthor | null {
  if (principal.userId === null && principal.username === null) return null;
  return { id: principal.userId, username: principal.username };
}

/** One writer's audit log: its service name decides the routing key. */
export class ChangeLog {
  constructor(
    private readonly outbox: Outbox,
    readonly service: string,
  ) {}

  /**
   * Writes the entry into the outbox in `transaction`. An update that changed no field is not a
   * change and logs nothing (null).
   */
  async record(transaction: Transaction, principal: Principal, change: Change): Promise<ChangeRecorded | null> {
    const changes = changesBetween(change.before, change.after);
    if (change.action === 'updated' && Object.keys(changes).length === 0) return null;
    const type = CHANGE_RECORDED_EVENTS[this.service];
    if (!type) throw new Error(`no audit-log event is declared for the service '${this.service}'`);
    const entry: ChangeRecorded = {
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      title: titleOf(change),
      user: authorOf(principal),
      occurredAt: new Date().toISOString(),
      changes,
    };
    await this.outbox.record(transaction, type, entry);
    return entry;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set where a service mounts its routes: the audit log its writes go to. */
    changeLog?: ChangeLog;
  }
}

/**
 * Logs a change made by the request's caller. A write reached without a change log is a
 * programming error (a router mounted outside the service app), not a change to lose quietly.
 */
export function recordChange(req: Request, transaction: Transaction, change: Change): Promise<ChangeRecorded | null> {
  if (!req.changeLog) throw new Error(`no change log on ${req.method} ${req.originalUrl}`);
  return req.changeLog.record(transaction, principalOf(req), change);
}
