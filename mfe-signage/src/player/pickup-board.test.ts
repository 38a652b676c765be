import type { PickupBoardTicket } from '@theke/contracts';
import { nextRemovalAt, pickupColumns, type ReadySince } from './pickup-board';

const ticket = (id: number, status: PickupBoardTicket['status']): PickupBoardTicket => ({
  id,
  ticketNumber: String(100 + id),
  status,
  statusText: status === 'preparing' ? 'In Zubereitung' : 'Abholbereit',
  createdAt: '2026-03-04T11:00:00Z',
  readySince: null,
});
const numbers = (tickets: PickupBoardTicket[]) => tickets.map((shown) => shown.ticketNumber);
const MINUTE = 60_000;

describe('pickup board columns (issue 23)', () => {
  it('puts tickets in preparation and ready ones in their columns, in the server’s order', () => {
    const columns = pickupColumns([ticket(1, 'preparing'), ticket(2, 'pickup-ready'), ticket(3, 'preparing')], new Map(), 0, 15);
    expect(numbers(columns.preparing)).toEqual(['101', '103']);
    expect(numbers(columns.ready)).toEqual(['102']);
  });

  it('removes a ready ticket removeAfterMinutes after it was first seen ready', () => {
    const since: ReadySince = new Map();
    const start = 1_000 * MINUTE;
    pickupColumns([ticket(1, 'preparing')], since, start, 15);
    expect(numbers(pickupColumns([ticket(1, 'pickup-ready')], since, start + 5 * MINUTE, 15).ready)).toEqual(['101']);
    expect(nextRemovalAt(since, 15, start + 5 * MINUTE)).toBe(start + 20 * MINUTE);
    expect(numbers(pickupColumns([ticket(1, 'pickup-ready')], since, start + 19 * MINUTE, 15).ready)).toEqual(['101']);
    expect(numbers(pickupColumns([ticket(1, 'pickup-ready')], since, start + 20 * MINUTE, 15).ready)).toEqual([]);
    expect(nextRemovalAt(since, 15, start + 20 * MINUTE)).toBeNull();
  });

  it('counts from the server’s readySince when it names one', () => {
    const readyAt = Date.parse('2026-03-04T11:30:00Z');
    const ready = { ...ticket(1, 'pickup-ready'), readySince: new Date(readyAt).toISOString() };
    expect(numbers(pickupColumns([ready], new Map(), readyAt + 14 * MINUTE, 15).ready)).toEqual(['101']);
    expect(numbers(pickupColumns([ready], new Map(), readyAt + 15 * MINUTE, 15).ready)).toEqual([]);
  });

  it('forgets tickets the server no longer lists', () => {
    const since: ReadySince = new Map();
    pickupColumns([ticket(1, 'pickup-ready'), ticket(2, 'pickup-ready')], since, 0, 15);
    pickupColumns([ticket(2, 'pickup-ready')], since, MINUTE, 15);
    expect([...since.keys()]).toEqual([2]);
  });
});
