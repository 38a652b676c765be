import { Router, type Request } from 'express';
import Joi from 'joi';
import { Op } from 'sequelize';
import { ROLE_SIGNAGE_DEVICE, type PickupBoard, type PickupBoardTicket } from '@theke/contracts';
import { businessDateOf, DEFAULT_TIME_ZONE, formatIsoDate, ORDER_STATUS_TEXTS, orderStatus } from '@theke/domain';
import {
  assertBranchAccess,
  entityId,
  Forbidden,
  Invalid,
  MESSAGES,
  principalOf,
  Unauthorized,
  validate,
} from '@theke/server';
import type { OrdersRuntime } from './order-ports';
import { Order } from './order.model';

/** The statuses a pickup board shows (@theke/domain `orderStatus`). */
const ON_THE_BOARD = new Set(['preparing', 'pickup-ready']);

/**
 * A completed pickup order stays on the board as 'Abholbereit' this long at most (issue 23: the
 * desk completes an order when it is ready at the counter); the TV removes it earlier, after its
 * segment's `removeAfterMinutes`.
 */
const COMPLETED_ON_THE_BOARD_MS = 60 * 60_000;

const boardQuery = Joi.object({ branch: entityId() }).unknown(true);

/**
 * The branch whose board is asked for: a TV's own (ADR 0042, the gateway signs its branch), which it
 * may name but not change (403); staff name one of theirs.
 */
function boardBranch(req: Request): number {
  const principal = principalOf(req);
  const { branch } = validate(boardQuery, req.query) as { branch?: number };
  if (principal.roles.includes(ROLE_SIGNAGE_DEVICE)) {
    const own = principal.branchIds[0];
    if (own === undefined || (branch !== undefined && branch !== own)) throw new Forbidden();
    return own;
  }
  if (principal.userId === null) throw new Unauthorized();
  if (branch === undefined) throw new Invalid([{ message: MESSAGES.notBlank, field: 'branch', code: 'required' }]);
  assertBranchAccess(principal, branch);
  return branch;
}

/**
 * Today's (business day) pickup orders of a branch in preparation or ready, oldest first. A
 * delivery is not picked up; an order still awaiting its online payment is not being prepared.
 */
async function pickupBoard(runtime: OrdersRuntime, branchId: number): Promise<PickupBoard> {
  const { config } = await runtime.catalogue.current();
  const today = formatIsoDate(businessDateOf(runtime.settings.now(), config.timeZone || DEFAULT_TIME_ZONE));
  const orders = await Order.findAll({
    where: {
      branchId,
      businessDate: today,
      isDelivery: false,
      isRejected: false,
      isCanceled: false,
      isFailed: false,
      [Op.or]: [
        { isCompleted: false, [Op.or]: [{ isConfirmed: true }, { isInDelivery: true }] },
        { isCompleted: true, updatedAt: { [Op.gte]: new Date(runtime.settings.now().getTime() - COMPLETED_ON_THE_BOARD_MS) } },
      ],
    },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const tickets = orders.flatMap((order): PickupBoardTicket[] => {
    // Completed at the desk means ready at the counter: the guest has not necessarily collected it.
    const key = order.isCompleted ? 'pickup-ready' : orderStatus(order).key;
    if (!ON_THE_BOARD.has(key)) return [];
    return [
      {
        id: order.id,
        ticketNumber: String(order.ticketNumber),
        status: key as PickupBoardTicket['status'],
        statusText: ORDER_STATUS_TEXTS[key],
        createdAt: order.createdAt.toISOString(),
        readySince: key === 'pickup-ready' ? order.updatedAt.toISOString() : null,
      },
    ];
  });
  return { branch: { id: branchId }, tickets };
}

/**
 * `GET /orders/pickup-board?branch=` (ADR 0042): for staff of the branch and for a TV of it (the
 * gateway forwards `/api/digital-signage-player/pickup-board` here with the TV's principal).
 * Mounted before the staff routes' `/orders/:id`.
 */
export function pickupBoardRouter(runtime: OrdersRuntime): Router {
  const router = Router();
  router.get('/orders/pickup-board', async (req, res) => {
    const branchId = boardBranch(req);
    res.set('Cache-Control', 'no-store');
    res.json({ data: await pickupBoard(runtime, branchId) });
  });
  return router;
}
