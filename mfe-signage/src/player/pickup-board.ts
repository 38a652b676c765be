/**
 * The pickup board's columns (issue 23): ticket numbers of the branch's orders 'In Zubereitung'
 * and 'Abholbereit', as svc-orders lists them. A ready ticket leaves the board `removeAfterMinutes`
 * after it became ready (the server's `readySince`, compared on the player's clock, which follows
 * the server's; without it, after the TV first saw it ready), so a customer who never came does
 * not stay up all day.
 */
import type { PickupBoardTicket } from '@theke/contracts';

export interface PickupColumns {
  preparing: PickupBoardTicket[];
  ready: PickupBoardTicket[];
}

/** Since when each ready ticket is ready (ms), kept by the board between refreshes. */
export type ReadySince = Map<number, number>;

export function pickupColumns(
  tickets: readonly PickupBoardTicket[],
  readySince: ReadySince,
  now: number,
  removeAfterMinutes: number,
): PickupColumns {
  const ready = new Set<number>();
  const columns: PickupColumns = { preparing: [], ready: [] };
  for (const ticket of tickets) {
    if (ticket.status === 'preparing') {
      columns.preparing.push(ticket);
      continue;
    }
    ready.add(ticket.id);
    const since = (ticket.readySince ? Date.parse(ticket.readySince) : Number.NaN) || (readySince.get(ticket.id) ?? now);
    readySince.set(ticket.id, since);
    if (now - since < removeAfterMinutes * 60_000) columns.ready.push(ticket);
  }
  // Forget tickets the server no longer lists: the map stays as small as the board.
  for (const id of readySince.keys()) if (!ready.has(id)) readySince.delete(id);
  return columns;
}

/** When the board must look again without a refresh: the next ready ticket's removal. */
export function nextRemovalAt(readySince: ReadySince, removeAfterMinutes: number, now: number): number | null {
  const removals = [...readySince.values()].map((since) => since + removeAfterMinutes * 60_000).filter((at) => at > now);
  return removals.length > 0 ? Math.min(...removals) : null;
}
