import { Router, type Response } from 'express';
import { ROLE_ADMIN, Unauthorized, type DomainEvent, type EventBus } from '@theke/server';

interface Listener {
  res: Response;
  roles: string[];
  branchIds: number[];
}

/** Branch an event concerns, when it names one (`branchId` or `branch.id` in its data). */
function branchOf(event: DomainEvent): number | null {
  const data = event.data as { branchId?: unknown; branch?: { id?: unknown } } | null;
  const id = data?.branchId ?? data?.branch?.id;
  return typeof id === 'number' ? id : null;
}

function mayReceive(listener: Listener, event: DomainEvent): boolean {
  if (listener.roles.includes(ROLE_ADMIN)) return true;
  const branchId = branchOf(event);
  return branchId === null || listener.branchIds.includes(branchId);
}

const HEARTBEAT_MS = 25_000;
/** Events staff screens follow live. */
export const LIVE_PATTERNS = ['orders.#', 'catalog.#', 'content.signage.#', 'workforce.#'];

/** GET /api/events: server-sent events for staff, fed from the bus, filtered by the user's branches. */
export function eventsRouter(bus: EventBus): Router {
  const router = Router();
  const listeners = new Set<Listener>();
  void bus.subscribe({
    queue: 'gateway.live-events',
    patterns: LIVE_PATTERNS,
    fanout: true,
    handler: async (event) => {
      const frame = `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
      for (const listener of listeners) if (mayReceive(listener, event)) listener.res.write(frame);
    },
  });

  router.get('/events', (req, res) => {
    const user = req.user;
    if (!user) throw new Unauthorized();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const listener: Listener = { res, roles: user.roles, branchIds: user.branches.map((branch) => branch.id) };
    listeners.add(listener);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      listeners.delete(listener);
    });
  });

  return router;
}
