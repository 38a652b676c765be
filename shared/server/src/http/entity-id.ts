/**
 * Ids of stored rows: positive integers that fit PostgreSQL's INTEGER. One rule for every path
 * param and payload reference, so that `1e15` or `-1` is a miss (404) or a field error, never a
 * database error (issue 17).
 */
import type { Request } from 'express';
import Joi from 'joi';
import { NotFound } from './errors';

export const MAX_ENTITY_ID = 2_147_483_647;

export const isEntityId = (value: number): boolean => Number.isInteger(value) && value > 0 && value <= MAX_ENTITY_ID;

/** The id in a path param; anything else names nothing (404). */
export function idParam(req: Request, name = 'id'): number {
  const id = Number(req.params[name]);
  if (!isEntityId(id)) throw new NotFound();
  return id;
}

/** A database id sent by the client (`{id}` references, filters, list entries). */
export const entityId = (): Joi.NumberSchema => Joi.number().integer().positive().max(MAX_ENTITY_ID);
