import { Router, type Request } from 'express';
import Joi from 'joi';
import {
  Op,
  UniqueConstraintError,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import { dataFields, type ChangeAction, type EntityDescription, type EventPayloads, type EventType } from '@theke/contracts';
import { recordChange } from '../bus/change-log';
import type { Outbox } from '../bus/outbox';
import { idParam } from './entity-id';
import { entitySchemas, type FieldRefinements } from './field-schema';
import { Conflict, NotFound } from './errors';
import {
  Principal,
  assertBranchAccess,
  canActOnBranch,
  isStaff,
  principalOf,
  requireRole,
  requireStaff,
  ROLE_ADMIN,
} from './internal-auth';
import { MESSAGES } from './messages';
import { validate } from './validation';

export type Access = 'public' | 'staff' | 'admin';
export type WriteAccess = Exclude<Access, 'public'>;

/** What `prepare` and `beforeDestroy` get to work with, inside the write transaction. */
export interface WriteContext {
  principal: Principal;
  transaction: Transaction;
  /** The stored row on update and delete; null on create. */
  existing: Model | null;
}

/** A list query param that maps to a condition other than column equality (`?branch=` on a JSONB list). */
export interface QueryFilter {
  schema: Joi.Schema;
  where(value: unknown): WhereOptions;
}

/** The events a CRUD router may publish: those whose payload is `{entity, verb, id}` of one written row. */
export type CrudEventType = {
  [K in EventType]: EventPayloads[K] extends { verb: unknown }
    ? { entity: never; verb: ChangeAction; id: number } extends EventPayloads[K]
      ? K
      : never
    : never;
}[EventType];

/** An event whose payload carries more of the written row than `{entity, verb, id}`. */
export type RowEvent = {
  [K in EventType]: { outbox: Outbox; type: K; payload(verb: ChangeAction, row: Model): EventPayloads[K] };
}[EventType];

export interface CrudOptions {
  /** Path under /api, e.g. '/branches'. */
  path: string;
  /** Entity name used in events, e.g. 'branch'. */
  entity: string;
  model: ModelStatic<Model>;
  sequelize: Sequelize;
  /** Payload schema for POST; PUT uses `updateSchema` or the same schema. */
  schema: Joi.ObjectSchema;
  updateSchema?: Joi.ObjectSchema;
  /** List query params allowed as equality filters, with their joi types. */
  filters?: Record<string, Joi.Schema>;
  /** List query params with custom conditions; combined with `filters` by AND. */
  queryFilters?: Record<string, QueryFilter>;
  read: Access;
  write: WriteAccess;
  /** Overrides `write` per operation, e.g. employees may update a branch but not create one. */
  access?: { create?: WriteAccess; update?: WriteAccess; delete?: WriteAccess };
  /** What guests may see of a public list (for example `{ isPublic: true }`). */
  guestWhere?: WhereOptions;
  /** Branch ids an entity belongs to; employees may only touch rows of their branches. */
  branchIdsOf?: (values: Record<string, unknown>) => number[];
  /** Serialises a row; guests get `publicView` when given (no internal fields). */
  toJson?: (row: Model, principal: Principal, req: Request) => Record<string, unknown>;
  /**
   * A row of a branch the employee does not belong to answers 404, as if it did not exist
   * (instead of 403): ids of other branches' rows reveal nothing.
   */
  hideOtherBranches?: boolean;
  /**
   * Rows that belong to someone (a working schedule's employee): the condition that selects the
   * caller's own rows. Staff other than administrators list, read, update and delete only rows
   * matching it; another's row answers 404, as if it did not exist. Administrators see all.
   * A create is the route's own check (`prepare`), as the row does not exist yet.
   */
  ownRowsWhere?: (principal: Principal) => WhereOptions;
  /**
   * Events written in the same transaction as each change: `{entity, verb, id}` of the row, or for
   * an event that says more (a planned shift's employee and day) the payload built from the row.
   */
  events?: { outbox: Outbox; type: CrudEventType } | RowEvent;
  /** The field that names an entry in the audit log (the description's `titleField`). */
  titleField?: string;
  order?: Array<[string, 'ASC' | 'DESC']>;
  /**
   * Turns the validated payload into column values inside the write transaction: checks
   * references, fills generated fields, refuses fields the caller may not change (typed errors).
   */
  prepare?(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>>;
  /** Runs in the delete transaction before the row goes (clean up references to it). */
  beforeDestroy?(row: Model, context: WriteContext): Promise<void>;
}

/**
 * The options a description decides: path, entity name, validation and who may read and write.
 * A route adds only what is special about its entity (model, references, serialisation).
 */
export function describedCrud(description: EntityDescription, refinements?: FieldRefinements) {
  const names = dataFields(description.fields).map((field) => field.name);
  return {
    path: description.path,
    entity: description.entity,
    ...entitySchemas(description, refinements),
    read: description.read,
    write: description.write,
    titleField: description.titleField,
    /** The row as the API shows it: id and the described fields (a route overrides it for stored shapes). */
    toJson: (row: Model) => Object.fromEntries([['id', row.get('id')], ...names.map((name) => [name, row.get(name)])]),
  } satisfies Partial<CrudOptions>;
}

const versionSchema = Joi.object({ version: Joi.number().integer().min(1) });

/**
 * The version a client loaded: the body's `version`, else an `If-Match: "3"` (or `W/"3"`) header
 * (SPEC §3), or the ETag a read answered (`W/"3-<hash>"`: a single entry's tag starts with its
 * version). Routers of their own (the gateway's users) read it the same way.
 */
export function expectedVersion(sentVersion: unknown, req: Request): number | undefined {
  const { version } = validate(versionSchema, { version: sentVersion }) as { version?: number };
  if (version !== undefined) return version;
  const header = req.get('if-match');
  if (!header || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"(\d+)(?:-[A-Za-z0-9_-]+)?"$/.exec(header.trim());
  // An If-Match naming no version of ours cannot match the stored one.
  return match ? Number(match[1]) : -1;
}

/** A unique index violation is the §5 "already used" message on the payload field (409). */
async function alreadyUsedOnConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    // Composite indexes list the scope first (branchId, identifier): the payload field is last.
    const fields = Object.keys(error.fields ?? {});
    throw new Conflict(MESSAGES.alreadyUsed, fields[fields.length - 1], 'already_used');
  }
}

function accessGuard(access: Access) {
  if (access === 'admin') return requireRole(ROLE_ADMIN);
  if (access === 'staff') return requireStaff;
  return null;
}

/** A list query param, validated so that an error names the param as its field. */
function validateQueryParam(key: string, schema: Joi.Schema, value: unknown): unknown {
  const validated = validate(Joi.object({ [key]: schema }), { [key]: value }) as Record<string, unknown>;
  return validated[key];
}

/** SPEC §7 generic create-read-update-delete: list, one, create (POST), update (PUT on id), delete. */
export function crudRouter(options: CrudOptions): Router {
  const { model, sequelize, path } = options;
  const router = Router();
  const read = accessGuard(options.read);
  const createGuard = accessGuard(options.access?.create ?? options.write);
  const updateGuard = accessGuard(options.access?.update ?? options.write);
  const deleteGuard = accessGuard(options.access?.delete ?? options.write);
  const versioned = 'version' in model.getAttributes();
  const serialize = (row: Model, principal: Principal, req: Request) => {
    const json = options.toJson ? options.toJson(row, principal, req) : (row.toJSON() as Record<string, unknown>);
    return versioned ? { ...json, version: row.get('version') } : json;
  };

  const checkBranches = (principal: Principal, values: Record<string, unknown>) => {
    if (!options.branchIdsOf || principal.roles.includes(ROLE_ADMIN)) return;
    const branchIds = options.branchIdsOf(values);
    if (branchIds.length === 0) assertBranchAccess(principal, null);
    for (const branchId of branchIds) assertBranchAccess(principal, branchId);
  };

  /** A stored row: 403 for another branch's, or 404 with `hideOtherBranches`. */
  const checkRowBranches = (principal: Principal, values: Record<string, unknown>) => {
    if (!options.hideOtherBranches) return checkBranches(principal, values);
    if (!options.branchIdsOf || principal.roles.includes(ROLE_ADMIN)) return;
    const branchIds = options.branchIdsOf(values);
    if (branchIds.length === 0 || !branchIds.every((branchId) => canActOnBranch(principal, branchId)))
      throw new NotFound();
  };

  /** The `ownRowsWhere` condition when it limits this caller (staff, not an administrator). */
  const ownRows = (principal: Principal): WhereOptions | null =>
    options.ownRowsWhere && isStaff(principal) && !principal.roles.includes(ROLE_ADMIN)
      ? options.ownRowsWhere(principal)
      : null;

  /** Public data reads need no branch check (a guest could read it); writes always do. */
  const findOne = async (req: Request, purpose: 'read' | 'write' = 'write') => {
    const principal = principalOf(req);
    const own = ownRows(principal);
    const where = {
      id: idParam(req),
      ...(isStaff(principal) ? {} : (options.guestWhere ?? {})),
      ...(own ? { [Op.and]: [own] } : {}),
    } as WhereOptions;
    const row = await model.findOne({ where });
    if (!row) throw new NotFound();
    const branchChecked = purpose === 'write' || options.read !== 'public';
    if (isStaff(principal) && branchChecked)
      checkRowBranches(principal, row.toJSON() as Record<string, unknown>);
    return row;
  };

  const prepare = async (values: Record<string, unknown>, context: WriteContext) =>
    options.prepare ? options.prepare(values, context) : values;

  const publish = async (verb: ChangeAction, row: Model, transaction: import('sequelize').Transaction) => {
    const events = options.events;
    if (!events) return;
    if ('payload' in events) {
      // Type and payload were paired where the option is configured (RowEvent); the union loses that pairing here.
      const { outbox, type, payload } = events as RowEvent & { type: EventType; payload(verb: ChangeAction, row: Model): EventPayloads[EventType] };
      await outbox.record(transaction, type, payload(verb, row));
      return;
    }
    // The entity name and the row's id are the router's options, not types: the event's type is checked where it is configured.
    const change = { entity: options.entity, verb, id: row.get('id') } as EventPayloads[CrudEventType];
    await events.outbox.record(transaction, events.type, change);
  };

  /** The row as the API shows it, without the lock version every save bumps (the audit log's view). */
  const snapshot = (row: Model, req: Request) => {
    const { version: _version, ...json } = serialize(row, principalOf(req), req);
    return json;
  };

  /** Issue 19: every write is in the audit log, in its own transaction, as the API shows the row. */
  const logChange = (req: Request, transaction: Transaction, action: ChangeAction, row: Model, before: Record<string, unknown> | null) =>
    recordChange(req, transaction, {
      entity: options.entity,
      entityId: Number(row.get('id')),
      action,
      before,
      after: action === 'deleted' ? null : snapshot(row, req),
      titleField: options.titleField,
    });

  const guards = (guard: ReturnType<typeof accessGuard>) => (guard ? [guard] : []);

  const schemaKeys = Object.keys(options.schema.describe().keys ?? {});
  /**
   * A PUT changes what it sends, but the rules between fields (minimum ≤ maximum, from ≤ to)
   * hold for the entity as it will be stored: the sent fields over the stored ones are
   * validated with the full schema (issue 17). Only the sent fields are written.
   */
  const validateMerged = (sent: Record<string, unknown>, stored: Record<string, unknown>) => {
    const merged: Record<string, unknown> = {};
    for (const key of schemaKeys) if (stored[key] !== null && stored[key] !== undefined) merged[key] = stored[key];
    const checked = validate(options.schema, { ...merged, ...sent }) as Record<string, unknown>;
    return Object.fromEntries(Object.keys(sent).map((key) => [key, checked[key]]));
  };

  router.get(path, ...guards(read), async (req, res) => {
    const principal = principalOf(req);
    const filters = options.filters ?? {};
    const where: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(filters)) {
      if (req.query[key] !== undefined) where[key] = validateQueryParam(key, schema, req.query[key]);
    }
    const conditions: WhereOptions[] = [];
    for (const [key, filter] of Object.entries(options.queryFilters ?? {})) {
      if (req.query[key] !== undefined)
        conditions.push(filter.where(validateQueryParam(key, filter.schema, req.query[key])));
    }
    const own = ownRows(principal);
    if (own) conditions.push(own);
    if (conditions.length > 0) Object.assign(where, { [Op.and]: conditions });
    const scoped = isStaff(principal) ? where : { ...where, ...(options.guestWhere ?? {}) };
    let rows = await model.findAll({
      where: scoped as WhereOptions,
      order: options.order ?? [['id', 'ASC']],
    });
    const branchIdsOf = options.branchIdsOf;
    if (
      branchIdsOf &&
      isStaff(principal) &&
      !principal.roles.includes(ROLE_ADMIN) &&
      options.read !== 'public'
    ) {
      rows = rows.filter((row) =>
        branchIdsOf(row.toJSON() as Record<string, unknown>).some((id) => principal.branchIds.includes(id)),
      );
    }
    res.json({ data: rows.map((row) => serialize(row, principal, req)) });
  });

  router.get(`${path}/:id`, ...guards(read), async (req, res) => {
    const row = await findOne(req, 'read');
    if (versioned) res.set('ETag', `"${String(row.get('version'))}"`);
    res.json({ data: serialize(row, principalOf(req), req) });
  });

  router.post(path, ...guards(createGuard), async (req, res) => {
    const principal = principalOf(req);
    // A copy of an entry sends its version along; a new entry starts at 1 whatever it says.
    const { version: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const values = validate(options.schema, body) as Record<string, unknown>;
    checkBranches(principal, values);
    const row = await alreadyUsedOnConflict(() =>
      sequelize.transaction(async (transaction) => {
        const prepared = await prepare(values, { principal, transaction, existing: null });
        const created = await model.create(prepared, { transaction });
        await publish('created', created, transaction);
        await logChange(req, transaction, 'created', created, null);
        return created;
      }),
    );
    res.status(201).json({ data: serialize(row, principal, req) });
  });

  router.put(`${path}/:id`, ...guards(updateGuard), async (req, res) => {
    const principal = principalOf(req);
    const { version: sentVersion, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const expected = expectedVersion(sentVersion, req);
    const sent = validate(options.updateSchema ?? options.schema, body) as Record<string, unknown>;
    const row = await findOne(req);
    const { version: _storedVersion, ...stored } = serialize(row, principal, req);
    const values = validateMerged(sent, stored);
    checkBranches(principal, { ...(row.toJSON() as Record<string, unknown>), ...values });
    await alreadyUsedOnConflict(() =>
      sequelize.transaction(async (transaction) => {
        const prepared = await prepare(values, { principal, transaction, existing: row });
        if (versioned) {
          // The row as it is now, locked until commit: two saves of one version cannot both pass.
          await row.reload({ transaction, lock: transaction.LOCK.UPDATE });
          const current = Number(row.get('version'));
          if (expected !== undefined && expected !== current)
            throw new Conflict(MESSAGES.staleVersion, 'version', 'stale_version');
          prepared.version = current + 1;
        }
        const before = snapshot(row, req);
        await row.update(prepared, { transaction });
        await publish('updated', row, transaction);
        await logChange(req, transaction, 'updated', row, before);
      }),
    );
    res.json({ data: serialize(row, principal, req) });
  });

  router.delete(`${path}/:id`, ...guards(deleteGuard), async (req, res) => {
    const principal = principalOf(req);
    const row = await findOne(req);
    await sequelize.transaction(async (transaction) => {
      const before = snapshot(row, req);
      await options.beforeDestroy?.(row, { principal, transaction, existing: row });
      await row.destroy({ transaction });
      await publish('deleted', row, transaction);
      await logChange(req, transaction, 'deleted', row, before);
    });
    res.status(204).end();
  });

  return router;
}
