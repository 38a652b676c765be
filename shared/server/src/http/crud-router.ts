import { Router, type Request } from 'express';
import type Joi from 'joi';
import type { Model, ModelStatic, Sequelize, WhereOptions } from 'sequelize';
import type { Outbox } from '../bus/outbox';
import { NotFound } from './errors';
import { Principal, assertBranchAccess, isStaff, principalOf, requireRole, requireStaff, ROLE_ADMIN } from './internal-auth';
import { validate } from './validation';

export type Access = 'public' | 'staff' | 'admin';

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
  read: Access;
  write: Exclude<Access, 'public'>;
  /** What guests may see of a public list (for example `{ isPublic: true }`). */
  guestWhere?: WhereOptions;
  /** Branch ids an entity belongs to; employees may only touch rows of their branches. */
  branchIdsOf?: (values: Record<string, unknown>) => number[];
  /** Serialises a row; guests get `publicView` when given (no internal fields). */
  toJson?: (row: Model, principal: Principal) => Record<string, unknown>;
  /** Events written in the same transaction as each change. */
  events?: { outbox: Outbox; type: string };
  order?: Array<[string, 'ASC' | 'DESC']>;
}

function accessGuard(access: Access) {
  if (access === 'admin') return requireRole(ROLE_ADMIN);
  if (access === 'staff') return requireStaff;
  return null;
}

function parseId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id <= 0) throw new NotFound();
  return id;
}

/** SPEC §7 generic create-read-update-delete: list, one, create (POST), update (PUT on id), delete. */
export function crudRouter(options: CrudOptions): Router {
  const { model, sequelize, path } = options;
  const router = Router();
  const read = accessGuard(options.read);
  const write = accessGuard(options.write);
  const serialize = (row: Model, principal: Principal) =>
    options.toJson ? options.toJson(row, principal) : (row.toJSON() as Record<string, unknown>);

  const checkBranches = (principal: Principal, values: Record<string, unknown>) => {
    if (!options.branchIdsOf || principal.roles.includes(ROLE_ADMIN)) return;
    const branchIds = options.branchIdsOf(values);
    if (branchIds.length === 0) assertBranchAccess(principal, null);
    for (const branchId of branchIds) assertBranchAccess(principal, branchId);
  };

  const findOne = async (req: Request) => {
    const principal = principalOf(req);
    const where = { id: parseId(req), ...(isStaff(principal) ? {} : (options.guestWhere ?? {})) } as WhereOptions;
    const row = await model.findOne({ where });
    if (!row) throw new NotFound();
    if (isStaff(principal)) checkBranches(principal, row.toJSON() as Record<string, unknown>);
    return row;
  };

  const publish = async (verb: string, row: Model, transaction: import('sequelize').Transaction) => {
    if (options.events) {
      await options.events.outbox.record(transaction, options.events.type, {
        entity: options.entity,
        verb,
        id: row.get('id'),
      });
    }
  };

  const guards = (guard: ReturnType<typeof accessGuard>) => (guard ? [guard] : []);

  router.get(path, ...guards(read), async (req, res) => {
    const principal = principalOf(req);
    const filters = options.filters ?? {};
    const where: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(filters)) {
      if (req.query[key] !== undefined) where[key] = validate(schema.label(key), req.query[key]);
    }
    const scoped = isStaff(principal) ? where : { ...where, ...(options.guestWhere ?? {}) };
    let rows = await model.findAll({ where: scoped as WhereOptions, order: options.order ?? [['id', 'ASC']] });
    const branchIdsOf = options.branchIdsOf;
    if (branchIdsOf && isStaff(principal) && !principal.roles.includes(ROLE_ADMIN) && options.read !== 'public') {
      rows = rows.filter((row) =>
        branchIdsOf(row.toJSON() as Record<string, unknown>).some((id) => principal.branchIds.includes(id)),
      );
    }
    res.json({ data: rows.map((row) => serialize(row, principal)) });
  });

  router.get(`${path}/:id`, ...guards(read), async (req, res) => {
    res.json({ data: serialize(await findOne(req), principalOf(req)) });
  });

  router.post(path, ...guards(write), async (req, res) => {
    const principal = principalOf(req);
    const values = validate(options.schema, req.body ?? {}) as Record<string, unknown>;
    checkBranches(principal, values);
    const row = await sequelize.transaction(async (transaction) => {
      const created = await model.create(values, { transaction });
      await publish('created', created, transaction);
      return created;
    });
    res.status(201).json({ data: serialize(row, principal) });
  });

  router.put(`${path}/:id`, ...guards(write), async (req, res) => {
    const principal = principalOf(req);
    const values = validate(options.updateSchema ?? options.schema, req.body ?? {}) as Record<string, unknown>;
    const row = await findOne(req);
    checkBranches(principal, { ...(row.toJSON() as Record<string, unknown>), ...values });
    await sequelize.transaction(async (transaction) => {
      await row.update(values, { transaction });
      await publish('updated', row, transaction);
    });
    res.json({ data: serialize(row, principal) });
  });

  router.delete(`${path}/:id`, ...guards(write), async (req, res) => {
    const row = await findOne(req);
    await sequelize.transaction(async (transaction) => {
      await row.destroy({ transaction });
      await publish('deleted', row, transaction);
    });
    res.status(204).end();
  });

  return router;
}
