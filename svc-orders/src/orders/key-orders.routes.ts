import { Router, type Request } from 'express';
import Joi from 'joi';
import { idParam, NotFound, validate, type PublicRoute } from '@theke/server';
import type { OrdersRuntime } from './order-ports';
import { branchOfKey, isKeyViewEnabled, keyPrincipal, type KeyView } from './branch-keys';
import { STAFF_ACTIONS, type StaffAction } from '@theke/domain';
import { staffOrderView } from './order-views';
import { changeStatus, currentOrders, requestPrint, type OrderWithItems } from './staff-orders.service';

const KEY_PATH = String.raw`\/orders\/(?:frontdesk|backoffice)\/[^/]+\/[^/]+`;

/**
 * Reached without a staff token: the key decides (a wrong one is a 404). Writes under the
 * frontdesk prefix are admitted too, so that they answer 404 rather than 401.
 */
export const PUBLIC_KEY_ORDER_ROUTES: PublicRoute[] = [
  { method: 'GET', path: new RegExp(`^${KEY_PATH}\\/?$`) },
  { method: 'POST', path: new RegExp(`^${KEY_PATH}\\/[^/]+\\/(?:status\\/[^/]+|print)\\/?$`) },
];

const staffView = ({ order, items }: OrderWithItems) => staffOrderView(order, items);

const statusBody = Joi.object({
  rejectionMessage: Joi.string().trim().max(2000).allow(null, '').empty('').default(null),
}).unknown(true);

const orderIdOf = (req: Request): number => idParam(req, 'orderId');

/**
 * `/orders/frontdesk/{branchId}/{apiKey}` (a counter screen, read-only) and
 * `/orders/backoffice/{branchId}/{apiKey}` (may confirm, reject, … and print): the branch's
 * current orders, through the same use cases and state machine as the staff routes.
 */
export function keyOrdersRouter(runtime: OrdersRuntime): Router {
  const router = Router();

  const principalOf = async (req: Request, view: KeyView) => {
    const snapshot = await runtime.catalogue.current();
    if (!isKeyViewEnabled(snapshot, view)) throw new NotFound();
    const branchId = branchOfKey(snapshot, Number(req.params.branchId), String(req.params.apiKey));
    return keyPrincipal(view, branchId);
  };

  for (const view of ['frontdesk', 'backoffice'] as const) {
    router.get(`/orders/${view}/:branchId/:apiKey`, async (req, res) => {
      const orders = await currentOrders(await principalOf(req, view), undefined);
      res.json({ data: orders.map(staffView) });
    });
  }

  router.post('/orders/backoffice/:branchId/:apiKey/:orderId/status/:action', async (req, res) => {
    const principal = await principalOf(req, 'backoffice');
    const action = String(req.params.action) as StaffAction;
    if (!STAFF_ACTIONS.includes(action)) throw new NotFound();
    const { rejectionMessage } = validate(statusBody, req.body ?? {}) as { rejectionMessage: string | null };
    const changed = await changeStatus(
      runtime,
      principal,
      orderIdOf(req),
      action,
      action === 'reject' ? rejectionMessage : null,
    );
    res.json({ data: staffView(changed) });
  });

  router.post('/orders/backoffice/:branchId/:apiKey/:orderId/print', async (req, res) => {
    const principal = await principalOf(req, 'backoffice');
    res.status(202).json({ data: staffView(await requestPrint(runtime, principal, orderIdOf(req))) });
  });

  // The counter screen only reads: nothing is writable through its key.
  router.all('/orders/frontdesk/:branchId/:apiKey/*rest', () => {
    throw new NotFound();
  });

  return router;
}
