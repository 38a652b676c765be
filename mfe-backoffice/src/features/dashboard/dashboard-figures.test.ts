import type { LogEntry } from '@theke/contracts';
import { makeBranch, rule, vienna } from '@theke/domain/testing';
import {
  branchesOf,
  branchNowOf,
  businessToday,
  changeLineOf,
  COUNTED,
  latestChangesQuery,
  orderListPathOf,
  todaysOrdersOf,
  todaysOrdersQuery,
} from './dashboard-figures';

const VIENNA = 'Europe/Vienna';

describe("today's orders", () => {
  it('takes today as the business day in the configured time zone, not the UTC or browser day', () => {
    // 22:30 UTC on 30 March is 00:30 on 31 March in Vienna (summer time), still the 30th in New York.
    const now = new Date('2025-03-30T22:30:00Z');
    expect(businessToday(now, VIENNA)).toBe('2025-03-31');
    expect(businessToday(now, 'America/New_York')).toBe('2025-03-30');
  });

  it("asks the order history for today's orders of one status, one order per page, no branch", () => {
    expect(todaysOrdersQuery('2025-03-31', 'waiting')).toEqual({
      from: '2025-03-31',
      to: '2025-03-31',
      status: 'waiting',
      limit: '1',
      offset: '0',
    });
    expect(todaysOrdersQuery('2025-03-31', 'total')).toEqual({
      from: '2025-03-31',
      to: '2025-03-31',
      limit: '1',
      offset: '0',
    });
  });

  it('counts every order desk status once, and the total', () => {
    expect(COUNTED).toEqual([
      'total',
      'waiting',
      'preparing',
      'in-delivery',
      'completed',
      'rejected',
      'canceled',
      'failed',
    ]);
  });

  it('sends open orders to the order desk and finished ones to the history', () => {
    expect(
      ['waiting', 'preparing', 'in-delivery'].map((status) => orderListPathOf(status as 'waiting')),
    ).toEqual(['/orders', '/orders', '/orders']);
    expect(
      ['completed', 'rejected', 'canceled', 'failed'].map((status) => orderListPathOf(status as 'failed')),
    ).toEqual(['/orders/history', '/orders/history', '/orders/history', '/orders/history']);
  });

  it('has no figures until every count is there, then lists all statuses in order with zeros', () => {
    expect(todaysOrdersOf({ total: 3, waiting: 1 })).toBeNull();
    const figures = todaysOrdersOf({
      total: 4,
      waiting: 1,
      preparing: 0,
      'in-delivery': 1,
      completed: 2,
      rejected: 0,
      canceled: 0,
      failed: 0,
    });
    expect(figures?.total).toBe(4);
    expect(figures?.byStatus.map(({ status, count, path }) => `${status} ${count} ${path}`)).toEqual([
      'waiting 1 /orders',
      'preparing 0 /orders',
      'in-delivery 1 /orders',
      'completed 2 /orders/history',
      'rejected 0 /orders/history',
      'canceled 0 /orders/history',
      'failed 0 /orders/history',
    ]);
  });
});

describe('branches open now', () => {
  const mitte = makeBranch({ id: 1, name: 'Wien Mitte' });
  const graz = makeBranch({ id: 2, name: 'Graz' });

  it('shows an administrator every branch and an employee their own', () => {
    expect(branchesOf([mitte, graz], { isAdmin: true, branchIds: [] }).map((branch) => branch.name)).toEqual([
      'Wien Mitte',
      'Graz',
    ]);
    expect(
      branchesOf([mitte, graz], { isAdmin: false, branchIds: [2] }).map((branch) => branch.name),
    ).toEqual(['Graz']);
    expect(branchesOf([mitte, graz], { isAdmin: false, branchIds: [] })).toEqual([]);
  });

  it('is open until the end of the opening hours in the business time zone, closing soon under 60 minutes', () => {
    expect(branchNowOf(mitte, vienna('2025-05-05T09:00'), VIENNA).opening).toEqual({
      kind: 'open',
      until: '18:00',
      isClosingSoon: false,
    });
    expect(branchNowOf(mitte, vienna('2025-05-05T17:30'), VIENNA).opening).toEqual({
      kind: 'open',
      until: '18:00',
      isClosingSoon: true,
    });
  });

  it('counts separate delivery hours as open, as the storefront does', () => {
    const delivering = makeBranch({
      openingHours: [rule('daily', '08:00', '14:00')],
      deliveryHours: [rule('daily', '11:00', '20:00')],
      isDeliveryHoursEnabled: true,
    });
    expect(branchNowOf(delivering, vienna('2025-05-05T19:00'), VIENNA).opening).toEqual({
      kind: 'open',
      until: '20:00',
      isClosingSoon: false,
    });
  });

  it('is closed, opening again today or on a named day', () => {
    expect(branchNowOf(mitte, vienna('2025-05-05T06:00'), VIENNA).opening).toEqual({
      kind: 'closed',
      reopens: { time: '08:00', day: null },
      closedMessage: null,
    });
    const weekdays = makeBranch({
      openingHours: [
        rule('daily', '08:00', '18:00'),
        rule('saturday', null, null, { isClosed: true }),
        rule('sunday', null, null, { isClosed: true }),
      ],
    });
    // Friday 9 May 2025 evening: next shift on Monday.
    expect(branchNowOf(weekdays, vienna('2025-05-09T19:00'), VIENNA).opening).toEqual({
      kind: 'closed',
      reopens: { time: '08:00', day: 'Montag' },
      closedMessage: null,
    });
  });

  it("names the branch's closed message when there is no next shift", () => {
    const shut = makeBranch({ openingHours: [], closedMessage: ' Wegen Umbau geschlossen. ' });
    expect(branchNowOf(shut, vienna('2025-05-05T09:00'), VIENNA).opening).toEqual({
      kind: 'closed',
      reopens: null,
      closedMessage: 'Wegen Umbau geschlossen.',
    });
  });

  it('says from when a branch takes orders while that lies ahead, and whether guests see it', () => {
    const now = vienna('2025-05-05T09:00');
    const future = makeBranch({ orderableFrom: '2025-06-01T06:00:00.000Z', isPublic: false });
    expect(branchNowOf(future, now, VIENNA)).toMatchObject({
      orderableFrom: '01.06.2025 08:00',
      isPublic: false,
    });
    const past = makeBranch({ orderableFrom: '2025-05-01T06:00:00.000Z' });
    expect(branchNowOf(past, now, VIENNA)).toMatchObject({ orderableFrom: null, isPublic: true });
  });
});

describe('latest changes', () => {
  const entry: LogEntry = {
    id: 12,
    service: 'catalog',
    entity: 'tag',
    entityId: 4,
    action: 'updated',
    title: 'Graffitischutz',
    user: { id: 1, username: 'admin' },
    occurredAt: '2025-03-30T22:05:00.000Z',
    changes: { name: { before: 'Graffiti', after: 'Graffitischutz' } },
  };

  it('asks the log for its newest eight entries', () => {
    expect(latestChangesQuery()).toEqual({ page: '1', limit: '8' });
  });

  it('formats an entry as the log screen does: business time, author, entity and title', () => {
    expect(changeLineOf(entry, VIENNA)).toEqual({
      id: 12,
      at: '31.03.2025 00:05',
      author: 'admin',
      entity: 'tag',
      title: 'Graffitischutz',
      action: 'updated',
    });
  });

  it('names an untitled entry by its id and leaves an unnamed author out', () => {
    expect(changeLineOf({ ...entry, title: null, user: null }, VIENNA)).toMatchObject({
      title: '#4',
      author: null,
    });
    expect(changeLineOf({ ...entry, title: null, entityId: null }, VIENNA).title).toBe('–');
  });
});
