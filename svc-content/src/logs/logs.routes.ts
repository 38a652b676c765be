import { Router } from 'express';
import { DEFAULT_TIME_ZONE } from '@theke/domain';
import { idParam, NotFound, requireRole, ROLE_ADMIN, validate } from '@theke/server';
import { CONFIG_ID, ConfigRecord } from '../config/config.model';
import { LogEntry, logEntryView } from './log-entry.model';
import { logConditions, logQuerySchema, type LogQuery } from './log-query';

async function businessTimeZone(): Promise<string> {
  const config = await ConfigRecord.findByPk(CONFIG_ID, { attributes: ['timeZone'] });
  return (config?.get('timeZone') as string | undefined) || DEFAULT_TIME_ZONE;
}

/**
 * SPEC §7 GET /logs and /logs/{id}: the audit log, for administrators. Newest first, paged
 * (`page`, `limit`); the total is the `X-Total-Count` header, so `data` stays the list.
 */
export function logsRouter(): Router {
  const router = Router();
  const admin = requireRole(ROLE_ADMIN);

  router.get('/logs', admin, async (req, res) => {
    const query = validate(logQuerySchema, req.query) as LogQuery;
    const { rows, count } = await LogEntry.findAndCountAll({
      where: logConditions(query, await businessTimeZone()),
      order: [
        ['occurredAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    res.setHeader('X-Total-Count', String(count));
    res.json({ data: rows.map(logEntryView) });
  });

  router.get('/logs/:id', admin, async (req, res) => {
    const entry = await LogEntry.findByPk(idParam(req));
    if (!entry) throw new NotFound();
    res.json({ data: logEntryView(entry) });
  });

  return router;
}
