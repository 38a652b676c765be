import { Router } from 'express';
import { ROLE_ADMIN, principalOf, requireRole, validate, type ServiceContext } from '@theke/server';
import { configSchema, type ConfigPayload } from './config.schema';
import { readConfig, saveConfig } from './config.service';

/** SPEC §7: GET and POST /config. Reading is public (it is part of /api/init); writing is for admins. */
export function configRouter(context: ServiceContext): Router {
  const router = Router();
  router.get('/config', async (req, res) => {
    res.json({ data: await readConfig(principalOf(req)) });
  });
  router.post('/config', requireRole(ROLE_ADMIN), async (req, res) => {
    const payload = validate(configSchema, req.body ?? {}) as ConfigPayload;
    await saveConfig(context, principalOf(req), payload);
    res.json({ data: await readConfig(principalOf(req)) });
  });
  return router;
}
