/**
 * A paired TV's live side (ADR 0042 "The player's calls", "Commands"): the gateway's stream with
 * its commands and the branch's order and catalogue events; on every (re)connect the commands that
 * wait (`GET …/commands`), each run once and acknowledged; the heartbeat with what it shows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EVENTS, SIGNAGE_HEARTBEAT_SECONDS, type ProgrammeSegment, type SignageCommand, type SignageCommandFields, type SignageProgramme } from '@theke/contracts';
import { isApiError, useQueryClient } from '@theke/ui';
import type { CommandInbox } from './command-inbox';
import { followLiveStream, type LiveEvent } from './live-stream';
import { deviceHeaders, EVENTS_URL, isUnpaired, type DeviceApi } from './player-api';
import { CATALOGUE_KEYS, PICKUP_BOARD_KEY } from './player-context';
import { playerLog, playerLogLines } from './player-log';

export interface ShownMessage {
  command: number;
  text: string;
  /** Epoch ms (player clock); null: until the next command. */
  until: number | null;
}

export interface SegmentOverride {
  command: number;
  segment: ProgrammeSegment;
  until: number;
}

export interface DeviceLiveOptions {
  device: DeviceApi;
  deviceId: number;
  inbox: CommandInbox;
  now: () => number;
  programme: SignageProgramme | null;
  refreshProgramme: (scene?: number | null) => void;
  nowShowing: () => SignageProgrammeShowing;
  onUnpaired: () => void;
}

type SignageProgrammeShowing = { region: string; segment: { id: number } | null }[];

function parseEnvelope(data: string): { data?: unknown } | null {
  try {
    return JSON.parse(data) as { data?: unknown };
  } catch {
    return null;
  }
}

const segmentIn = (programme: SignageProgramme | null, id: number): ProgrammeSegment | undefined =>
  programme?.regions.flatMap((region) => region.stream?.entries ?? []).find((entry) => entry.segment.id === id)?.segment;

export function useDeviceLive(options: DeviceLiveOptions): { message: ShownMessage | null; override: SegmentOverride | null } {
  const { device, deviceId, inbox, now, onUnpaired } = options;
  const client = useQueryClient();
  const [message, setMessage] = useState<ShownMessage | null>(null);
  const [override, setOverride] = useState<SegmentOverride | null>(null);
  const sceneCommand = useRef<number | null>(null);
  const streamOpen = useRef(false);
  // The latest programme and callbacks, read by the stream's handlers without reconnecting it.
  const latest = useRef(options);
  latest.current = options;

  // One round of acknowledgements at a time: overlapping rounds would send the same one twice.
  const acknowledging = useRef<Promise<void>>(Promise.resolve());
  const acknowledgeRound = useCallback(async () => {
    for (const id of inbox.unacknowledged()) {
      try {
        await device.acknowledge(id);
        inbox.acknowledged(id);
        playerLog(`command ${id}: acknowledged`);
      } catch (error) {
        if (isUnpaired(error)) return latest.current.onUnpaired();
        // Refused for good (aborted or expired meanwhile): nothing to send again.
        if (isApiError(error) && error.status >= 400 && error.status < 500) inbox.acknowledged(id);
        // Unreachable: the next heartbeat or reconnect tries again.
        else return;
      }
    }
  }, [device, inbox]);
  const acknowledgeWaiting = useCallback(() => {
    acknowledging.current = acknowledging.current.then(acknowledgeRound);
    return acknowledging.current;
  }, [acknowledgeRound]);

  const execute = useCallback(
    async (command: SignageCommandFields) => {
      const { refreshProgramme } = latest.current;
      playerLog(`command ${command.id}: ${command.command}`);
      const seconds = command.durationSeconds;
      if (command.command !== 'logs') setMessage(null);
      switch (command.command) {
        case 'reload':
          // Acknowledged first: after the reload the inbox knows it ran, the server knows it arrived.
          await acknowledgeWaiting();
          window.location.reload();
          return;
        case 'scene':
          if (!command.scene) return;
          sceneCommand.current = command.id;
          refreshProgramme(command.scene.id);
          if (seconds)
            setTimeout(() => {
              if (sceneCommand.current !== command.id) return;
              sceneCommand.current = null;
              latest.current.refreshProgramme(null);
            }, seconds * 1_000);
          return;
        case 'segment': {
          if (!command.segment) return;
          const segment = segmentIn(latest.current.programme, command.segment.id) ?? (await device.segment(command.segment.id).catch(() => undefined));
          if (!segment) return playerLog(`command ${command.id}: segment ${command.segment.id} not found`);
          setOverride({ command: command.id, segment, until: now() + (seconds ?? segment.durationSeconds) * 1_000 });
          return;
        }
        case 'message':
          setMessage({ command: command.id, text: command.message ?? '', until: seconds ? now() + seconds * 1_000 : null });
          return;
        case 'logs':
          await device.logs(playerLogLines()).catch(() => playerLog('logs: not sent'));
          return;
      }
    },
    [acknowledgeWaiting, device, now],
  );

  const receive = useCallback(
    async (commands: readonly SignageCommandFields[]) => {
      for (const command of inbox.take(commands, now())) await execute(command);
      await acknowledgeWaiting();
    },
    [acknowledgeWaiting, execute, inbox, now],
  );

  const abort = useCallback(
    (id: number) => {
      inbox.abort(id);
      playerLog(`command ${id}: aborted`);
      setMessage((shown) => (shown?.command === id ? null : shown));
      setOverride((shown) => (shown?.command === id ? null : shown));
      if (sceneCommand.current === id) {
        sceneCommand.current = null;
        latest.current.refreshProgramme(null);
      }
    },
    [inbox],
  );

  // The stream: commands live, the boards' data, and a catch-up whenever it (re)connects.
  useEffect(() => {
    const refreshBoards = (keys: readonly string[]) => {
      for (const key of keys) void client.invalidateQueries({ queryKey: [key] });
    };
    const onEvent = (event: LiveEvent) => {
      if (event.type === EVENTS.signageCommand) {
        const command = parseEnvelope(event.data)?.data as SignageCommand | undefined;
        if (!command || command.deviceId !== deviceId) return;
        if (command.state === 'aborted') abort(command.id);
        else if (command.state === 'pending' || command.state === 'delivered') void receive([command]);
        return;
      }
      if (event.type.startsWith('orders.')) refreshBoards([PICKUP_BOARD_KEY]);
      else if (event.type.startsWith('catalog.')) refreshBoards(CATALOGUE_KEYS);
      else if (event.type.startsWith('content.signage.')) latest.current.refreshProgramme();
      else if (event.type === 'resync') {
        refreshBoards([PICKUP_BOARD_KEY, ...CATALOGUE_KEYS]);
        latest.current.refreshProgramme();
      }
    };
    const onOpen = () => {
      streamOpen.current = true;
      playerLog('live: connected');
      latest.current.refreshProgramme();
      refreshBoards([PICKUP_BOARD_KEY, ...CATALOGUE_KEYS]);
      device.commands().then(receive, (error: unknown) => {
        if (isUnpaired(error)) latest.current.onUnpaired();
      });
    };
    const onClose = () => {
      if (streamOpen.current) playerLog('live: disconnected');
      streamOpen.current = false;
    };
    return followLiveStream({ url: EVENTS_URL, headers: deviceHeaders(device.token), onEvent, onOpen, onClose, onUnauthorized: () => latest.current.onUnpaired() });
  }, [abort, client, device, deviceId, receive]);

  // Heartbeat (online = a heartbeat in the last 90 s); it also sends acknowledgements that failed,
  // and asks for waiting commands while the stream is down (a proxy that buffers it, say).
  useEffect(() => {
    const beat = () => {
      device.heartbeat({ nowShowing: latest.current.nowShowing() }).then(
        () => {
          if (!streamOpen.current) void device.commands().then(receive, () => undefined);
          else void acknowledgeWaiting();
        },
        (error: unknown) => {
          if (isUnpaired(error)) onUnpaired();
        },
      );
    };
    beat();
    const timer = setInterval(beat, SIGNAGE_HEARTBEAT_SECONDS * 1_000);
    return () => clearInterval(timer);
  }, [acknowledgeWaiting, device, onUnpaired, receive]);

  // Messages and overrides end by themselves.
  useEffect(() => {
    if (!message?.until) return;
    const timer = setTimeout(() => setMessage(null), Math.max(message.until - now(), 0));
    return () => clearTimeout(timer);
  }, [message, now]);
  useEffect(() => {
    if (!override) return;
    const timer = setTimeout(() => setOverride(null), Math.max(override.until - now(), 0));
    return () => clearTimeout(timer);
  }, [override, now]);

  return { message, override };
}
