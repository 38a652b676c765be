import { useEffect, useMemo, useState } from 'react';
import type { ProgrammeEntry } from '@theke/contracts';
import { styled } from '@theke/ui';
import { usePlayer } from '../player-context';
import { nextSlot, type Slot } from '../schedule';
import { SegmentView } from './SegmentView';

/** How long a new segment fades in over the one before. */
export const FADE_MS = 800;
/** The longest a region sleeps: a clock that jumped (a TV waking up) is noticed this soon. */
const MAX_WAIT_MS = 60_000;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  &[data-state='upcoming'] {
    opacity: 0;
    z-index: 0;
    pointer-events: none;
  }
  &[data-state='previous'] {
    z-index: 1;
  }
  &[data-state='current'] {
    opacity: 1;
    z-index: 2;
    transition: opacity ${FADE_MS}ms ease-in-out;
  }
`;

interface Turn extends Slot {
  serial: number;
  /**
   * The player clock's lead over the browser's when the turn began: the turn ends by the browser's
   * clock with this lead, so a new offset to the server's clock moves daypart boundaries but never
   * shortens or stretches a segment already playing.
   */
  lead: number;
}

const keyOf = (turn: Turn) => `${turn.serial}:${turn.index}`;

/**
 * One region looping its stream: the turn playing now, the next one rendered hidden beneath it so
 * its picture or video is loaded when its turn comes (same key: the same element becomes visible),
 * and the one before kept while the new one fades in.
 */
export function RegionLoop({ name, entries, onShowing }: { name: string; entries: ProgrammeEntry[]; onShowing: (region: string, segment: number | null) => void }) {
  const { now, timeZone } = usePlayer();
  const begin = (previous: number | null, serial: number): Turn => {
    const at = now();
    return { ...nextSlot(entries, previous, at, timeZone), serial, lead: at - Date.now() };
  };
  const [turn, setTurn] = useState<Turn>(() => begin(null, 0));
  const [previous, setPrevious] = useState<Turn | null>(null);
  const [wakeUps, wakeUp] = useState(0);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        if (Date.now() + turn.lead < turn.endsAt) return wakeUp((count) => count + 1);
        setPrevious(turn);
        setTurn(begin(turn.index, turn.serial + 1));
      },
      Math.min(Math.max(turn.endsAt - (Date.now() + turn.lead), 0), MAX_WAIT_MS),
    );
    return () => clearTimeout(timer);
    // `begin` reads entries, now and timeZone, which are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [turn, wakeUps, entries, now, timeZone]);

  useEffect(() => {
    if (!previous) return;
    const timer = setTimeout(() => setPrevious(null), FADE_MS);
    return () => clearTimeout(timer);
  }, [previous]);

  const playing = turn.index === null ? null : (entries[turn.index]?.segment ?? null);
  useEffect(() => onShowing(name, playing?.id ?? null), [name, playing, onShowing]);

  const upcoming = useMemo<Turn>(
    () => ({ ...nextSlot(entries, turn.index, turn.endsAt, timeZone), serial: turn.serial + 1, lead: turn.lead }),
    [entries, turn, timeZone],
  );
  const layers = [
    ...(previous && previous.index !== null ? [{ turn: previous, state: 'previous' }] : []),
    { turn, state: 'current' },
    { turn: upcoming, state: 'upcoming' },
  ];
  return (
    <>
      {layers.map(({ turn: shown, state }) => {
        const segment = shown.index === null ? null : entries[shown.index]?.segment;
        if (!segment) return null;
        return (
          <Layer
            key={keyOf(shown)}
            data-state={state}
            data-testid={state === 'current' ? 'signage-segment' : undefined}
            data-segment={segment.id}
            // When the turn began by the browser's clock (durations run on it): tests read them here, not from timing.
            data-started-at={state === 'current' ? shown.startsAt - shown.lead : undefined}
          >
            <SegmentView segment={segment} playing={state === 'current'} />
          </Layer>
        );
      })}
    </>
  );
}
