/** SPEC §7: GET and POST /config, the single configuration document (not a CRUD list). */
import { Router } from 'express';
import Joi from 'joi';
import { ROLE_ADMIN, principalOf, requireRole, validate, type ServiceContext } from '@theke/server';
import { configSchema, type ConfigPayload } from './config.schema';
import { readConfig, saveConfig } from './config.service';

/** The version the client loaded (issue 19, lost updates); the app version moved to `appVersion`. */
const versionSchema = Joi.object({ version: Joi.number().integer().min(1) });

/** Reading is public (it is part of /api/init); writing is for admins. */
export function configRouter(context: ServiceContext): Router {
  const router = Router();
  router.get('/config', async (req, res) => {
    res.json({ data: await readConfig(principalOf(req)) });
  });
  router.post('/config', requireRole(ROLE_ADMIN), async (req, res) => {
    const { version, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const expected = validate<{ version?: number }>(versionSchema, { version }).version;
    const payload = validate(configSchema, body) as ConfigPayload;
    await saveConfig(context, principalOf(req), payload, expected);
    res.json({ data: await readConfig(principalOf(req)) });
  });
  return router;
}
