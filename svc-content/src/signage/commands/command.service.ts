/**
 * Commands to a TV (ADR 0042 "Commands"): pending → delivered → acknowledged, or aborted while
 * pending or delivered; past `expiresAt` a command is never delivered. Every state change is one
 * `content.signage.command` event in the change's transaction: the gateway streams it to the TV
 * and to the back-office.
 */
import { Op, type Transaction } from 'sequelize';
import {
  DEFAULT_COMMAND_EXPIRY_SECONDS,
  EVENTS,
  type SignageCommand,
  type SignageCommandRequest,
  type SignageCommandState,
  type SignageDeviceCommand,
} from '@theke/contracts';
import { Conflict, NotFound, type ServiceContext } from '@theke/server';
import type { Device } from '../devices/device.model';
import { Command } from './command.model';

export const COMMAND_ABORTED_MESSAGE = 'Der Befehl wurde abgebrochen.';
export const COMMAND_EXPIRED_MESSAGE = 'Der Befehl ist abgelaufen.';
export const NO_OPEN_COMMAND_MESSAGE = 'Für diesen TV gibt es keinen offenen Befehl.';

const OPEN_STATES: SignageCommandState[] = ['pending', 'delivered'];

const isExpired = (command: Command, now = new Date()) => command.expiresAt.getTime() <= now.getTime();

export function commandJson(command: Command): SignageDeviceCommand {
  return {
    id: command.id,
    device: { id: command.deviceId },
    command: command.command,
    state: command.state,
    scene: command.sceneId === null ? null : { id: command.sceneId },
    segment: command.segmentId === null ? null : { id: command.segmentId },
    durationSeconds: command.durationSeconds,
    message: command.message,
    expiresAt: command.expiresAt.toISOString(),
    isExpired: command.state === 'pending' && isExpired(command),
    createdAt: command.createdAt.toISOString(),
    deliveredAt: command.deliveredAt?.toISOString() ?? null,
    acknowledgedAt: command.acknowledgedAt?.toISOString() ?? null,
    abortedAt: command.abortedAt?.toISOString() ?? null,
  };
}

export function commandEvent(command: Command): SignageCommand {
  const { device, createdAt: _c, deliveredAt: _d, acknowledgedAt: _a, abortedAt: _b, isExpired: _e, ...fields } = commandJson(command);
  return { ...fields, deviceId: device.id, branchId: command.branchId };
}

async function announce(context: ServiceContext, transaction: Transaction, command: Command): Promise<void> {
  await context.outbox.record(transaction, EVENTS.signageCommand, commandEvent(command));
}

/** Stores a command for the device ('pending') and announces it. */
export async function sendCommand(
  context: ServiceContext,
  transaction: Transaction,
  device: Device,
  request: SignageCommandRequest,
): Promise<Command> {
  const expiresIn = request.expiresInSeconds ?? DEFAULT_COMMAND_EXPIRY_SECONDS;
  const command = await Command.create(
    {
      deviceId: device.id,
      branchId: device.branchId,
      command: request.command,
      state: 'pending',
      sceneId: request.scene?.id ?? null,
      segmentId: request.segment?.id ?? null,
      durationSeconds: request.durationSeconds ?? null,
      message: request.message ?? null,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    },
    { transaction },
  );
  await announce(context, transaction, command);
  return command;
}

/** Aborts one open command of the device, or all of them; 409 when there is none to abort. */
export async function abortCommands(
  context: ServiceContext,
  transaction: Transaction,
  deviceId: number,
  commandId?: number,
): Promise<Array<{ command: Command; before: ReturnType<typeof commandJson> }>> {
  const commands = await Command.findAll({
    where: { deviceId, ...(commandId === undefined ? { state: { [Op.in]: OPEN_STATES } } : { id: commandId }) },
    order: [['id', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (commandId !== undefined && commands.length === 0) throw new NotFound();
  const open = commands.filter((command) => OPEN_STATES.includes(command.state));
  if (open.length === 0) throw new Conflict(NO_OPEN_COMMAND_MESSAGE, undefined, 'no_open_command');
  const aborted = [];
  for (const command of open) {
    const before = commandJson(command);
    await command.update({ state: 'aborted', abortedAt: new Date() }, { transaction });
    await announce(context, transaction, command);
    aborted.push({ command, before });
  }
  return aborted;
}

/**
 * What waits for a TV: its delivered and not expired pending commands, oldest first. Pending
 * ones are delivered now (a TV that fetches them twice gets them twice and acknowledges once).
 */
export async function deliverOpenCommands(context: ServiceContext, deviceId: number): Promise<Command[]> {
  return context.sequelize.transaction(async (transaction) => {
    const now = new Date();
    const commands = await Command.findAll({
      where: {
        deviceId,
        [Op.or]: [{ state: 'delivered' }, { state: 'pending', expiresAt: { [Op.gt]: now } }],
      },
      order: [['id', 'ASC']],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    for (const command of commands.filter((entry) => entry.state === 'pending')) {
      await command.update({ state: 'delivered', deliveredAt: now }, { transaction });
      await announce(context, transaction, command);
    }
    return commands;
  });
}

/**
 * The TV ran the command. Acknowledging twice answers the same; an aborted command, or one that
 * expired before it was delivered, is refused (409): the TV drops it.
 */
export async function acknowledgeCommand(context: ServiceContext, deviceId: number, commandId: number): Promise<Command> {
  return context.sequelize.transaction(async (transaction) => {
    const command = await Command.findOne({ where: { id: commandId, deviceId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!command) throw new NotFound();
    if (command.state === 'acknowledged') return command;
    if (command.state === 'aborted') throw new Conflict(COMMAND_ABORTED_MESSAGE, undefined, 'command_aborted');
    if (command.state === 'pending' && isExpired(command)) throw new Conflict(COMMAND_EXPIRED_MESSAGE, undefined, 'command_expired');
    const now = new Date();
    await command.update({ state: 'acknowledged', acknowledgedAt: now, deliveredAt: command.deliveredAt ?? now }, { transaction });
    await announce(context, transaction, command);
    return command;
  });
}
