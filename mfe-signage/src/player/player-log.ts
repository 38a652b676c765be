/**
 * What a TV has been doing, for the 'logs' command (ADR 0042): the last lines in memory, each with
 * its time. Nothing personal goes in: programme loads, connection changes, commands, failures.
 */
import { SIGNAGE_LOG_MAX_LINE_LENGTH } from '@theke/contracts';

const MAX_LINES = 200;
const lines: string[] = [];

export function playerLog(message: string, at: number = Date.now()): void {
  // Cut to what `POST …/logs` takes, so a long failure text does not cost the whole set.
  lines.push(`${new Date(at).toISOString()} ${message}`.slice(0, SIGNAGE_LOG_MAX_LINE_LENGTH));
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
}

export function playerLogLines(): string[] {
  return [...lines];
}
