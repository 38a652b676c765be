/**
 * Exactly once (ADR 0042 "Commands"): a command reaches the TV by the live stream and again by
 * `GET …/commands` after every (re)connect, and an acknowledgement may fail on the way. The inbox
 * remembers, in localStorage so a reload keeps it, which commands ran (or were aborted) and which
 * of those the server has not acknowledged yet.
 */
import type { SignageCommandFields } from '@theke/contracts';
import type { KeyValueStorage } from './device-store';

export const COMMANDS_KEY = 'theke.signage.commands';
/** Ids older than the newest this many are forgotten (the server expires commands within a day). */
const REMEMBERED = 500;

interface InboxState {
  /** Executed or aborted: never run again. */
  done: number[];
  /** Executed, acknowledgement not yet answered by the server. */
  unacknowledged: number[];
}

export class CommandInbox {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key = COMMANDS_KEY,
  ) {}

  private read(): InboxState {
    try {
      const state = JSON.parse(this.storage.getItem(this.key) ?? 'null') as Partial<InboxState> | null;
      return { done: state?.done ?? [], unacknowledged: state?.unacknowledged ?? [] };
    } catch {
      return { done: [], unacknowledged: [] };
    }
  }

  private write(state: InboxState): void {
    const done = state.done.length > REMEMBERED ? state.done.slice(-REMEMBERED) : state.done;
    try {
      this.storage.setItem(this.key, JSON.stringify({ done, unacknowledged: state.unacknowledged }));
    } catch {
      // Without storage the inbox still holds within this page: the caller keeps the instance.
    }
  }

  /**
   * The commands to run now, in id order: neither done nor aborted nor expired. They count as done
   * from here on (before they run: a reload command must not run again after the reload).
   */
  take(commands: readonly SignageCommandFields[], now: number): SignageCommandFields[] {
    const state = this.read();
    const done = new Set(state.done);
    const runnable = [...commands]
      .sort((a, b) => a.id - b.id)
      .filter((command) => {
        if (done.has(command.id)) return false;
        if (command.state === 'aborted' || command.state === 'acknowledged') {
          state.done.push(command.id);
          done.add(command.id);
          return false;
        }
        return Date.parse(command.expiresAt) > now;
      });
    for (const command of runnable) {
      state.done.push(command.id);
      done.add(command.id);
      state.unacknowledged.push(command.id);
    }
    this.write(state);
    return runnable;
  }

  /** An abort: the command never runs from now on. True when it had run (its effect may still show). */
  abort(id: number): boolean {
    const state = this.read();
    const ran = state.done.includes(id);
    if (!ran) state.done.push(id);
    state.unacknowledged = state.unacknowledged.filter((waiting) => waiting !== id);
    this.write(state);
    return ran;
  }

  unacknowledged(): number[] {
    return this.read().unacknowledged;
  }

  acknowledged(id: number): void {
    const state = this.read();
    state.unacknowledged = state.unacknowledged.filter((waiting) => waiting !== id);
    this.write(state);
  }
}
