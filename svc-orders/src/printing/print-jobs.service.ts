/**
 * Queues receipts for the printing devices of a branch (docs/adr/0018-devices-and-cloudprnt.md).
 * A job is unique per device and cause: the same cause queued twice (a replayed event, a second
 * confirmation) adds nothing.
 */
import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { DEFAULT_TIME_ZONE } from '@theke/domain';
import type { CatalogueSnapshot } from '../catalogue-cache/catalogue-snapshot';
import { Device } from '../devices/device.model';
import { newDeviceToken } from '../devices/devices.service';
import { orderWithItems } from '../orders/order-reads';
import type { ServiceRuntime } from '../runtime';
import { orderReceiptLines, receiptMarkup, receiptText, testReceiptLines, type ReceiptBranch } from './receipt';

export interface QueuedReceipt {
  orderId: number | null;
  cause: string;
  lines: readonly string[];
}

export const timeZoneOf = (snapshot: CatalogueSnapshot) => snapshot.config.timeZone || DEFAULT_TIME_ZONE;

export function receiptBranchOf(snapshot: CatalogueSnapshot, branchId: number): ReceiptBranch | null {
  const branch = snapshot.branches.get(branchId);
  return branch
    ? { name: branch.name, street: branch.street, zipCode: branch.zipCode, city: branch.city, phone: branch.phone }
    : null;
}

/** One job per device for the receipt; returns how many were new. */
export async function queueReceipt(
  sequelize: Sequelize,
  transaction: Transaction,
  devices: readonly Pick<Device, 'id'>[],
  receipt: QueuedReceipt,
): Promise<number> {
  if (devices.length === 0) return 0;
  // ON CONFLICT DO NOTHING: a cause already queued for a device stays one job; RETURNING lists the new ones.
  const created = await sequelize.query(
    `INSERT INTO print_jobs ("deviceId", "orderId", cause, receipt, markup)
     SELECT device, $orderId, $cause, $receipt, $markup FROM unnest($devices::int[]) AS device
     ON CONFLICT ("deviceId", cause) DO NOTHING RETURNING id`,
    {
      transaction,
      type: QueryTypes.SELECT,
      bind: {
        devices: devices.map((device) => device.id),
        orderId: receipt.orderId,
        cause: receipt.cause,
        receipt: receiptText(receipt.lines),
        markup: receiptMarkup(receipt.lines),
      },
    },
  );
  return created.length;
}

/**
 * The order's receipt for every enabled printer of its branch (with `autoPrintOnly`, those that
 * print each confirmed order), rendered now from the order and the catalogue snapshot.
 */
export async function queueOrderReceipts(
  runtime: ServiceRuntime,
  transaction: Transaction,
  input: { orderId: number; cause: string; autoPrintOnly: boolean },
): Promise<number> {
  const found = await orderWithItems(runtime.context.sequelize, input.orderId, { transaction });
  // Deleted since the request: nothing to print.
  if (!found) return 0;
  const devices = await Device.unscoped().findAll({
    attributes: ['id'],
    where: {
      branchId: found.order.branchId,
      type: 'printing',
      isEnabled: true,
      ...(input.autoPrintOnly ? { isAutoPrintEnabled: true } : {}),
    },
    transaction,
  });
  if (devices.length === 0) return 0;
  const snapshot = await runtime.catalogue.current();
  const lines = orderReceiptLines({
    order: found.order,
    items: found.items,
    branch: receiptBranchOf(snapshot, found.order.branchId),
    timeZone: timeZoneOf(snapshot),
    disableTickets: Boolean(snapshot.config.disableTickets),
  });
  return queueReceipt(runtime.context.sequelize, transaction, devices, { orderId: input.orderId, cause: input.cause, lines });
}

/** A 'Testdruck' receipt for one printer (POST /devices/{id}/test/print, devices/ checks the device). */
export async function queueTestReceipt(
  runtime: ServiceRuntime,
  device: Pick<Device, 'id' | 'name' | 'branchId'>,
): Promise<void> {
  const snapshot = await runtime.catalogue.current();
  const lines = testReceiptLines({
    branch: receiptBranchOf(snapshot, device.branchId),
    deviceName: device.name,
    now: runtime.settings.now(),
    timeZone: timeZoneOf(snapshot),
  });
  await runtime.context.sequelize.transaction(async (transaction) => {
    // Every test is a print of its own.
    await queueReceipt(runtime.context.sequelize, transaction, [device], {
      orderId: null,
      cause: `test:${newDeviceToken()}`,
      lines,
    });
  });
}

/** Jobs a printer has not confirmed, oldest first: what it is offered next. */
export function openJobsOf(deviceId: number) {
  return { deviceId, state: { [Op.ne]: 'printed' } };
}
