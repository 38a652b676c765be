import Joi from 'joi';
import { SIGNAGE_COMMANDS } from '@theke/contracts';
import { entityId } from '@theke/server';

const MAX_SECONDS = 7 * 24 * 60 * 60;
const onlyFor = (command: string, schema: Joi.Schema) =>
  Joi.when('command', { is: command, then: schema.required(), otherwise: Joi.any().strip() });

/** `POST /api/digital-signage-devices/{id}/command` (ADR 0042); fields of other commands are dropped. */
export const commandRequestSchema = Joi.object({
  command: Joi.string()
    .valid(...SIGNAGE_COMMANDS)
    .required(),
  scene: onlyFor('scene', Joi.object({ id: entityId().required() })),
  segment: onlyFor('segment', Joi.object({ id: entityId().required() })),
  message: onlyFor('message', Joi.string().trim().min(1).max(500)),
  durationSeconds: Joi.number().integer().min(1).max(MAX_SECONDS).allow(null).default(null),
  expiresInSeconds: Joi.number().integer().min(1).max(MAX_SECONDS).allow(null).default(null),
});

/** `POST …/command/abort`: one command by id, or every open command of the device. */
export const abortRequestSchema = Joi.object({ id: entityId() });
