import { useEffect, useReducer } from 'react';
import type { PickupBoard as PickupBoardAnswer } from '@theke/contracts';
import { styled, useQuery, useTranslation } from '@theke/ui';
import { nextRemovalAt, pickupColumns } from '../pickup-board';
import { PICKUP_BOARD_KEY, usePlayer } from '../player-context';

/** Order events refresh the board at once; this is the fallback without the live stream. */
export const PICKUP_REFRESH_MS = 30_000;

const Board = styled.div`
  width: 100%;
  height: 100%;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 3vw;
  padding: 3% 4%;
  box-sizing: border-box;
  overflow: hidden;
  h2 {
    margin: 0 0 2vh;
    font-size: 5vh;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 2vh 3vw;
    font-size: 7vh;
    font-weight: 700;
  }
`;

function Column({ title, testId, numbers }: { title: string; testId: string; numbers: string[] }) {
  return (
    <section data-testid={testId}>
      <h2>{title}</h2>
      <ol>
        {numbers.map((number) => (
          <li key={number}>{number}</li>
        ))}
      </ol>
    </section>
  );
}

/** The branch's ticket numbers 'In Zubereitung' and 'Abholbereit' (ADR 0042 pickup board). */
export function PickupBoard({ removeAfterMinutes }: { removeAfterMinutes: number }) {
  const { t } = useTranslation();
  const { device, now, readySince } = usePlayer();
  const board = useQuery<PickupBoardAnswer>({
    queryKey: [PICKUP_BOARD_KEY, device.token],
    queryFn: () => device.pickupBoard(),
    meta: { silent: true },
    staleTime: 0,
    refetchInterval: PICKUP_REFRESH_MS,
  });
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const at = now();
  const columns = pickupColumns(board.data?.tickets ?? [], readySince, at, removeAfterMinutes);
  const removal = nextRemovalAt(readySince, removeAfterMinutes, at);

  useEffect(() => {
    if (removal === null) return;
    const timer = setTimeout(recheck, Math.max(removal - now(), 0) + 50);
    return () => clearTimeout(timer);
  }, [removal, now]);

  return (
    <Board data-testid="signage-pickup-board">
      <Column title={t('signagePlayer.preparing')} testId="signage-pickup-preparing" numbers={columns.preparing.map((ticket) => ticket.ticketNumber)} />
      <Column title={t('signagePlayer.ready')} testId="signage-pickup-ready" numbers={columns.ready.map((ticket) => ticket.ticketNumber)} />
    </Board>
  );
}
