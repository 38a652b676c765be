/**
 * The programme on screen (ADR 0042): loaded when the player starts, again whenever the live stream
 * (re)connects and every PROGRAMME_REFRESH_MS; the kept one while the server is away. A 'scene'
 * command shows another scene until it is over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { playerLog } from './player-log';
import { isUnpaired, type DeviceApi } from './player-api';
import { loadCurrentProgramme, type LoadedProgramme } from './programme-source';
import type { KeyValueStorage } from './device-store';

export const PROGRAMME_REFRESH_MS = 5 * 60_000;

/**
 * A TV runs for days and reads its boards, programme and media again and again: the browser keeps
 * a timing entry for each request until its buffer (250) is full. Nothing on a TV reads them.
 */
const clearResourceTimings = () => globalThis.performance?.clearResourceTimings?.();

export interface ProgrammeState {
  loaded: LoadedProgramme | null;
  /** Loads again (the current scene, or the one a command asked for: `undefined` keeps it). */
  refresh: (scene?: number | null) => void;
}

export function useProgramme(device: DeviceApi, storage: KeyValueStorage, onUnpaired: () => void): ProgrammeState {
  const [loaded, setLoaded] = useState<LoadedProgramme | null>(null);
  const scene = useRef<number | null>(null);
  const request = useRef(0);

  const refresh = useCallback(
    (next?: number | null) => {
      if (next !== undefined) scene.current = next;
      clearResourceTimings();
      const number = ++request.current;
      loadCurrentProgramme(device, storage, scene.current).then(
        (answer) => {
          if (number !== request.current) return;
          playerLog(answer.fromCache ? 'programme: kept copy (server unreachable)' : `programme: scene ${answer.programme.scene?.id ?? '-'}`);
          // The same programme again (a reconnect, the periodic refresh) leaves the loops alone.
          setLoaded((current) => (current && JSON.stringify(current.programme.regions) === JSON.stringify(answer.programme.regions) && current.programme.timeZone === answer.programme.timeZone ? { ...current, clockOffsetMs: answer.fromCache ? current.clockOffsetMs : answer.clockOffsetMs, fromCache: answer.fromCache } : answer));
        },
        (error: unknown) => {
          if (number !== request.current) return;
          if (isUnpaired(error)) return onUnpaired();
          playerLog('programme: not loaded (server unreachable, nothing kept)');
        },
      );
    },
    [device, storage, onUnpaired],
  );

  useEffect(() => {
    refresh();
    const timer = setInterval(() => refresh(), PROGRAMME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  // Without any programme yet (first start while the server is away), try again soon.
  useEffect(() => {
    if (loaded) return;
    const timer = setInterval(() => refresh(), 15_000);
    return () => clearInterval(timer);
  }, [loaded, refresh]);

  return { loaded, refresh };
}
