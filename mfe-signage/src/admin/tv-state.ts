/**
 * What the TV panel says about a TV (ADR 0042): online or since when offline, what it shows, its
 * open command, and the command requests its buttons send.
 */
import type { SignageCommandName, SignageCommandRequest, SignageCommandState, SignageDevice, SignageDeviceCommand } from '@theke/contracts';
import { formatDate, formatTime } from '@theke/domain';

export type Tv = SignageDevice;

export type TvOnlineState = { online: true } | { online: false; since: string | null };

/**
 * Online as the service says (a heartbeat in the last 90 s); offline since the last heartbeat,
 * as 'HH:mm' today and 'DD.MM.YYYY HH:mm' before, or never seen.
 */
export function onlineStateOf(tv: Pick<Tv, 'isOnline' | 'lastHeartbeatAt'>, now: Date, timeZone?: string): TvOnlineState {
  if (tv.isOnline) return { online: true };
  if (!tv.lastHeartbeatAt) return { online: false, since: null };
  const last = new Date(tv.lastHeartbeatAt);
  const sameDay = formatDate(last, timeZone) === formatDate(now, timeZone);
  return { online: false, since: sameDay ? formatTime(last, timeZone) : `${formatDate(last, timeZone)} ${formatTime(last, timeZone)}` };
}

/** 'DD.MM.YYYY HH:mm' of an instant, or null. */
export function dateTimeText(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

const OPEN_STATES: readonly SignageCommandState[] = ['pending', 'delivered'];

/** Still on its way: pending or delivered, and not expired (an expired command is never delivered). */
export const isOpen = (command: Pick<SignageDeviceCommand, 'state' | 'isExpired'>): boolean => OPEN_STATES.includes(command.state) && !command.isExpired;

/** The command 'Befehl abbrechen' would abort: the newest still pending or delivered. */
export function openCommandOf(commands: readonly SignageDeviceCommand[]): SignageDeviceCommand | null {
  return commands.find(isOpen) ?? null;
}

/** What a command dialog collects; each command reads only its own part. */
export interface CommandInput {
  sceneId?: number | null;
  segmentId?: number | null;
  durationSeconds?: number | null;
  message?: string;
}

/** The commands that ask for something before they are sent. */
export const COMMANDS_WITH_INPUT: readonly SignageCommandName[] = ['scene', 'segment', 'message'];

/** The request body of a command; null while what it needs is missing. */
export function commandRequest(command: SignageCommandName, input: CommandInput = {}): SignageCommandRequest | null {
  const duration = input.durationSeconds && input.durationSeconds > 0 ? Math.round(input.durationSeconds) : null;
  switch (command) {
    case 'reload':
    case 'logs':
      return { command };
    case 'scene':
      return input.sceneId ? { command, scene: { id: input.sceneId } } : null;
    case 'segment':
      return input.segmentId ? { command, segment: { id: input.segmentId }, durationSeconds: duration } : null;
    case 'message': {
      const message = input.message?.trim() ?? '';
      return message ? { command, message, durationSeconds: duration } : null;
    }
  }
}

/** Names of what each region shows now ('hauptbereich: Frühstück'); a segment not listed by its id. */
export function nowShowingOf(tv: Pick<Tv, 'nowShowing'>, segmentNames: ReadonlyMap<number, string>): { region: string; segment: string | null; segmentId: number | null }[] {
  return (tv.nowShowing ?? []).map((shown) => {
    const id = shown.segment?.id ?? null;
    return { region: shown.region, segmentId: id, segment: id === null ? null : (segmentNames.get(id) ?? `#${id}`) };
  });
}
