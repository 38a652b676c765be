import Joi from 'joi';
import { entityId } from '@theke/server';
import { DEVICE_TYPES } from './device.model';

const id = entityId;
/** Fields the client may send back from a GET (round trip) but never sets. */
const readOnly = () => Joi.any().strip();

const fields = {
  id: readOnly(),
  identifier: Joi.string()
    .trim()
    .max(100)
    .pattern(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u),
  name: Joi.string().trim().max(255),
  type: Joi.string().valid(...DEVICE_TYPES),
  branch: Joi.object({ id: id().required() }),
  isEnabled: Joi.boolean(),
  isAutoPrintEnabled: Joi.boolean(),
  token: readOnly(),
  cloudPrntUrl: readOnly(),
  lastSeenAt: readOnly(),
  lastStatus: readOnly(),
  logs: readOnly(),
  pendingJobs: readOnly(),
};

/** SPEC §7 device payload (POST): identifier, name, type and branch are required. */
export const deviceSchema = Joi.object({
  ...fields,
  identifier: fields.identifier.required(),
  name: fields.name.required(),
  type: fields.type.required(),
  branch: fields.branch.required(),
  isEnabled: fields.isEnabled.default(true),
  isAutoPrintEnabled: fields.isAutoPrintEnabled.default(false),
});

/** PUT changes only what it names: no defaults that would reset stored flags. */
export const deviceUpdateSchema = Joi.object(fields);
