import type { ErrorRequestHandler } from 'express';
import { UniqueConstraintError } from 'sequelize';
import { Conflict } from './errors';
import { MESSAGES } from './messages';

/**
 * Router-level error middleware: a unique-index violation (a second site on the same path,
 * a second navigation 'main') becomes SPEC §5 "value already used" on the indexed field (409)
 * instead of a 500. Mount it after a service's routes.
 */
export const uniqueViolationAsConflict: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  if (error instanceof UniqueConstraintError) {
    const field = Object.keys(error.fields ?? {})[0];
    next(new Conflict(MESSAGES.alreadyUsed, field, 'already_used'));
    return;
  }
  next(error);
};
