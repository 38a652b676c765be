import { Router, type Request } from 'express';
import { Unauthorized } from '@theke/server';
import type { BranchScreenKeys } from './branch-screen-keys';
import { branchScreenAudience, staffAudience } from './live-event-audiences';
import type { LiveEventHub, ResumePoint } from './live-event-hub';

const SEQUENCE = /^\d{1,15}$/;

/** `Last-Event-ID` (what EventSource sends on reconnect) or `?lastEventId=` for clients that cannot set headers. */
export function resumePointOf(req: Request): ResumePoint {
  const header = req.get('last-event-id');
  const query = req.query.lastEventId;
  const given = header ?? (typeof query === 'string' ? query : undefined);
  if (given === undefined || given === '') return { kind: 'fresh' };
  return SEQUENCE.test(given) ? { kind: 'after', seq: Number(given) } : { kind: 'unknown' };
}

/**
 * Live events as server-sent events (docs/adr/0021): GET /api/events for staff, filtered by
 * their branches, and GET /api/events/branch/{branchId}/{apiKey} for a branch's api-key
 * screens, which receive that branch's order events only.
 */
export function eventsRouter(hub: LiveEventHub, keys: BranchScreenKeys): Router {
  const router = Router();

  router.get('/events', async (req, res) => {
    const user = req.user;
    if (!user) throw new Unauthorized();
    await hub.connect(res, staffAudience(user), resumePointOf(req));
  });

  router.get('/events/branch/:branchId/:apiKey', async (req, res) => {
    const branchId = await keys.verify(req.params.branchId, req.params.apiKey);
    await hub.connect(res, branchScreenAudience(branchId), resumePointOf(req));
  });

  return router;
}
