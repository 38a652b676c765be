import { Router, type Request } from 'express';
import Joi from 'joi';
import { NotFound, principalOf, requireStaff, validate } from '@theke/server';
import type { OrdersRuntime } from './order-ports';
import { editOrderItem, type ItemEdit } from './order-item-edit';
import { staffOrderView } from './order-views';
import { orderIdOf } from './orders.routes';

/** SPEC §3 cart-item shape without the product (a line keeps its product); prices sent along are ignored. */
const itemEditSchema = Joi.object({
  amount: Joi.number().required(),
  unit: Joi.string().max(20).required(),
  parts: Joi.array().items(Joi.any()).max(50).allow(null).default(null),
}).unknown(true);

function indexOf(req: Request): number {
  const index = Number(req.params.index);
  if (!Number.isInteger(index) || index < 0 || index > 10_000) throw new NotFound();
  return index;
}

export function orderItemsRouter(runtime: OrdersRuntime): Router {
  const router = Router();

  // SPEC §7 PUT /orders/{id}/items/{index}: answers the staff order view.
  router.put('/orders/:id/items/:index', requireStaff, async (req, res) => {
    const edit = validate(itemEditSchema, req.body ?? {}) as ItemEdit;
    const changed = await editOrderItem(runtime, principalOf(req), orderIdOf(req), indexOf(req), edit);
    res.json({ data: staffOrderView(changed.order, changed.items) });
  });

  return router;
}
