/**
 * The branch tablet screens that need no staff login (SPEC §2 hints: "frontdesk and backoffice
 * views per branch with an api key"): the branch's live orders through its api key, a read-only
 * counter display (frontdesk) and a desk that may change the status and print (backoffice).
 */
import type { TranslationKey } from '@theke/ui';

export type BranchScreenView = 'frontdesk' | 'backoffice';

export const BRANCH_SCREEN_VIEWS: readonly BranchScreenView[] = ['frontdesk', 'backoffice'];

export interface BranchScreenParams {
  view: BranchScreenView;
  branchId: number;
  apiKey: string;
}

/** The route `/orders/{view}/{branchId}/{apiKey}`; null when it is none (rendered as 404). */
export function branchScreenOf(pathname: string): BranchScreenParams | null {
  const match = /^\/orders\/(frontdesk|backoffice)\/(\d{1,10})\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  let apiKey: string;
  try {
    apiKey = decodeURIComponent(match[3]);
  } catch {
    return null;
  }
  return { view: match[1] as BranchScreenView, branchId: Number(match[2]), apiKey };
}

const keyPath = ({ view, branchId, apiKey }: BranchScreenParams): string =>
  `/api/orders/${view}/${branchId}/${encodeURIComponent(apiKey)}`;

/** `GET /api/orders/{frontdesk|backoffice}/{branchId}/{apiKey}`: the branch's current orders. */
export const branchOrdersUrl = keyPath;

export type BranchCommand =
  | { kind: 'status'; action: 'confirm' | 'reject' | 'cancel' | 'in-delivery' | 'completed'; rejectionMessage?: string | null }
  | { kind: 'print' };

export interface BranchCommandRequest {
  url: string;
  body?: unknown;
  fallbackKey: TranslationKey;
}

/** The backoffice key view's writes; the frontdesk view is read-only and has none. */
export function branchCommandRequest(
  screen: BranchScreenParams,
  orderId: number,
  command: BranchCommand,
): BranchCommandRequest | null {
  if (screen.view !== 'backoffice') return null;
  const order = `${keyPath(screen)}/${orderId}`;
  if (command.kind === 'print') return { url: `${order}/print`, fallbackKey: 'messages.order.print' };
  return {
    url: `${order}/status/${command.action}`,
    body: command.action === 'reject' ? { rejectionMessage: command.rejectionMessage?.trim() || null } : undefined,
    fallbackKey: command.action === 'cancel' ? 'messages.order.cancel' : 'messages.order.changeStatus',
  };
}

interface CounterOrder {
  id: number;
  ticketNumber: string;
  isInDelivery: boolean;
  isDelivery: boolean;
}

export interface CounterDisplay<O extends CounterOrder> {
  /** Placed or confirmed, not yet handed over: 'In Zubereitung'. */
  preparing: O[];
  /** Ready for pickup: 'Abholbereit'. */
  ready: O[];
}

/**
 * The counter display groups the live pickup orders by whether they are ready; deliveries leave
 * by car and are not called at the counter. Lowest ticket first within each group.
 */
export function counterDisplayOf<O extends CounterOrder>(orders: readonly O[]): CounterDisplay<O> {
  const pickups = orders.filter((order) => !order.isDelivery);
  const byTicket = (a: O, b: O) => Number(a.ticketNumber) - Number(b.ticketNumber) || a.id - b.id;
  return {
    preparing: pickups.filter((order) => !order.isInDelivery).sort(byTicket),
    ready: pickups.filter((order) => order.isInDelivery).sort(byTicket),
  };
}

export const screenTitleKey = (view: BranchScreenView): TranslationKey => `orderDesk.screens.${view}`;
