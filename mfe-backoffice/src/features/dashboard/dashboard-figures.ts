/**
 * The dashboard's figures (issue 19), no JSX: today's orders by state, which of the viewer's
 * branches are open now, and the latest changes of the audit log. Every rule is borrowed: the
 * business day and the opening state from @theke/domain (the storefront's rule), the order list's
 * query and status filters from the order desk, the log's query and formats from the log screen.
 */
import type { ChangeAction, LogEntry } from '@theke/contracts';
import { businessDateOf, formatDateTime, formatIsoDate, formatTime, isOrderableYet, reopeningDay } from '@theke/domain';
import { branchStateAt, type Branch } from '@theke/ui';
import type { Viewer } from '../frame';
import { authorOf, EMPTY_LOG_FILTER, EMPTY_VALUE, loggedAt, logQuery } from '../logs';
import {
  EMPTY_HISTORY_FILTER,
  HISTORY_STATUSES,
  historyQuery,
  ORDER_LIST_PATHS,
  type HistoryStatus,
} from '../orders';

// ---- Today's orders by state ------------------------------------------------------------------

/** Today's business day 'YYYY-MM-DD' in the business time zone (never the browser's). */
export function businessToday(now: Date, timeZone: string): string {
  return formatIsoDate(businessDateOf(now, timeZone));
}

/** What is counted: all of today's orders, and each of the order history's status filters. */
export type CountedStatus = 'total' | HistoryStatus;
export const COUNTED: readonly CountedStatus[] = ['total', ...HISTORY_STATUSES];

/**
 * The order history's query for one count: today as the from/to business day (svc-orders reads
 * a day in the business time zone, `to` including its day), the status filter, and a page of
 * one order, since only the answer's `X-Total-Count` is read. No branch: the server answers an
 * administrator's orders of every branch and an employee's of their own branches.
 */
export function todaysOrdersQuery(today: string, counted: CountedStatus): Record<string, string> {
  const status = counted === 'total' ? '' : counted;
  return historyQuery({ ...EMPTY_HISTORY_FILTER, from: today, to: today, status }, 0, 1);
}

/** Orders still being worked on: the order desk's current list shows them. */
const OPEN_STATUSES: readonly HistoryStatus[] = ['waiting', 'preparing', 'in-delivery'];

/**
 * Where a count leads: open orders to the order desk, finished ones to the history. Neither list
 * takes its filters from the hash yet, so the link opens the list unfiltered.
 */
export function orderListPathOf(status: HistoryStatus): string {
  return OPEN_STATUSES.includes(status) ? ORDER_LIST_PATHS.current : ORDER_LIST_PATHS.history;
}

export interface StatusCount {
  status: HistoryStatus;
  count: number;
  path: string;
}

export interface TodaysOrders {
  total: number;
  /** Every status, in the order desk's order, zeros included (the panel keeps its shape). */
  byStatus: StatusCount[];
}

/** The panel's figures once every count is there; null while one is missing. */
export function todaysOrdersOf(counts: Partial<Record<CountedStatus, number>>): TodaysOrders | null {
  if (COUNTED.some((counted) => counts[counted] === undefined)) return null;
  return {
    total: counts.total ?? 0,
    byStatus: HISTORY_STATUSES.map((status) => ({
      status,
      count: counts[status] ?? 0,
      path: orderListPathOf(status),
    })),
  };
}

// ---- Branches open now ------------------------------------------------------------------------

/** The branches a viewer works for: an administrator all, an employee their own (SPEC §6). */
export function branchesOf(branches: readonly Branch[], viewer: Viewer): Branch[] {
  if (viewer.isAdmin) return [...branches];
  return branches.filter((branch) => viewer.branchIds.includes(Number(branch.id)));
}

export type OpeningNow =
  /** `until` is null when the branch is open around the clock. */
  | { kind: 'open'; until: string | null; isClosingSoon: boolean }
  /** `day` is null when the branch opens again today; `reopens` null when it has no next shift. */
  | { kind: 'closed'; reopens: { time: string; day: string | null } | null; closedMessage: string | null };

export interface BranchNow {
  id: number;
  name: string;
  opening: OpeningNow;
  /** 'DD.MM.YYYY HH:mm' while `orderableFrom` lies ahead: the shop takes no orders before it. */
  orderableFrom: string | null;
  isPublic: boolean;
}

/**
 * A branch's state now, by the storefront's rule (@theke/domain branchStateAt: opening hours,
 * delivery hours when enabled, closing soon, next shift) and its closed notice's choice: the
 * next opening, else the branch's closed message.
 */
export function branchNowOf(branch: Branch, now: Date, timeZone: string): BranchNow {
  const state = branchStateAt(branch, now, timeZone);
  const opening: OpeningNow = state.isOpen
    ? {
        kind: 'open',
        until: state.closesAt ? formatTime(state.closesAt, timeZone) : null,
        isClosingSoon: state.isClosingSoon,
      }
    : {
        kind: 'closed',
        reopens: state.nextOpeningAt
          ? {
              time: formatTime(state.nextOpeningAt, timeZone),
              day: reopeningDay(state.nextOpeningAt, now, timeZone),
            }
          : null,
        closedMessage: state.nextOpeningAt ? null : branch.closedMessage?.trim() || null,
      };
  // The rule svc-orders applies before it accepts an order.
  const notYetOrderable = !isOrderableYet(branch.orderableFrom, now);
  return {
    id: Number(branch.id),
    name: branch.name,
    opening,
    orderableFrom: notYetOrderable && branch.orderableFrom ? formatDateTime(new Date(branch.orderableFrom), timeZone) : null,
    isPublic: branch.isPublic !== false,
  };
}

// ---- Latest changes ---------------------------------------------------------------------------

export const LATEST_CHANGES = 8;

/** The log screen's query for its newest entries, one short page. */
export const latestChangesQuery = (): Record<string, string> => logQuery(EMPTY_LOG_FILTER, 1, LATEST_CHANGES);

export interface ChangeLine {
  id: number;
  /** 'DD.MM.YYYY HH:mm' in the business time zone, as the log screen shows it. */
  at: string;
  /** The username, else '#id'; null when nobody is named. */
  author: string | null;
  /** The entity as the API names it (the screen names it in German as the log screen does). */
  entity: string;
  title: string;
  action: ChangeAction;
}

export function changeLineOf(entry: LogEntry, timeZone: string): ChangeLine {
  return {
    id: entry.id,
    at: loggedAt(entry, timeZone),
    author: authorOf(entry),
    entity: entry.entity,
    title: entry.title ?? (entry.entityId === null ? EMPTY_VALUE : `#${entry.entityId}`),
    action: entry.action,
  };
}
