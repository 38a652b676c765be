/**
 * SPEC §8 closed, no-delivery and preorder notices and the §2 toolbar texts,
 * worded exactly as the spec writes them. Each notice is a list of sentences
 * (paragraphs), or null when it does not apply.
 */
import { businessDateOf, daysBetween, DEFAULT_TIME_ZONE, isSameDate } from '../time/business-time';
import type { BranchState } from './branch-state';
import { formatDate, formatTime, weekdayName } from '../formats/formats';
import type { OrderType } from '../ordering/order-types';
import type { Branch } from '../catalogue/types';

export const CLOSED_TEXT = 'Derzeit haben wir leider geschlossen.';
export const PREORDER_AT_CHECKOUT_TEXT = 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.';
export const NO_DELIVERY_TEXT = 'Derzeit ist leider keine Lieferung möglich.';
export const NO_DELIVERY_AT_CHECKOUT_TEXT = 'Derzeit bieten wir leider keine Lieferung an.';
export const PREORDER_TEXT = 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.';
export const PREORDER_WHILE_CLOSED_TEXT = 'Wir bearbeiten diese sobald wir wieder geöffnet haben.';
export const CLOSED_TOOLBAR_TEXT = 'Geschlossen';

export type NoticeContext = 'store' | 'checkout';

export interface NoticeOptions {
  context?: NoticeContext;
  timeZone?: string;
}

/**
 * The {day} of 'am {day} um {time} Uhr.': the German weekday within the
 * coming week, the date (DD.MM.YYYY) further ahead where a weekday would be
 * ambiguous; null when the instant is today.
 */
export function reopeningDay(next: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const today = businessDateOf(now, timeZone);
  const day = businessDateOf(next, timeZone);
  if (isSameDate(today, day)) return null;
  return daysBetween(today, day) < 7 ? weekdayName(day) : formatDate(next, timeZone);
}

/** 'Wir öffnen wieder um {time} Uhr.' or 'Wir öffnen wieder am {day} um {time} Uhr.' */
export function reopeningText(next: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = reopeningDay(next, now, timeZone);
  const time = formatTime(next, timeZone);
  return day === null ? `Wir öffnen wieder um ${time} Uhr.` : `Wir öffnen wieder am ${day} um ${time} Uhr.`;
}

/** 'Wir liefern wieder ab {time} Uhr.' or 'Wir liefern wieder am {day} ab {time} Uhr.' */
export function deliveryResumesText(next: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = reopeningDay(next, now, timeZone);
  const time = formatTime(next, timeZone);
  return day === null ? `Wir liefern wieder ab ${time} Uhr.` : `Wir liefern wieder am ${day} ab ${time} Uhr.`;
}

/** 'In der Zwischenzeit bieten wir ... an.' with what the branch offers besides delivery. */
export function meanwhileText(branch: Pick<Branch, 'isTakeawayEnabled' | 'isDineInEnabled'>): string | null {
  if (branch.isTakeawayEnabled && branch.isDineInEnabled) {
    return 'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.';
  }
  if (branch.isTakeawayEnabled) return 'In der Zwischenzeit bieten wir Takeaway an.';
  if (branch.isDineInEnabled) return 'In der Zwischenzeit bieten wir Konsum vor Ort an.';
  return null;
}

/**
 * SPEC §8 "Closed": the reopening time, or the branch closedMessage when there
 * is no next shift; at the checkout the preorder invitation when enabled.
 */
export function closedNotice(
  state: Pick<BranchState, 'isOpen' | 'nextOpeningAt'>,
  branch: Pick<Branch, 'closedMessage' | 'isPreorderEnabled'>,
  now: Date,
  options: NoticeOptions = {},
): string[] | null {
  if (state.isOpen) return null;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const lines = [CLOSED_TEXT];
  if (state.nextOpeningAt) {
    lines.push(reopeningText(state.nextOpeningAt, now, timeZone));
  } else if (branch.closedMessage) {
    lines.push(branch.closedMessage);
  }
  if (options.context === 'checkout' && branch.isPreorderEnabled) lines.push(PREORDER_AT_CHECKOUT_TEXT);
  return lines;
}

/**
 * SPEC §8 "No delivery": while the branch is open but does not deliver. A
 * closed branch gets the closed notice instead.
 */
export function noDeliveryNotice(
  state: Pick<BranchState, 'isOpen' | 'isDeliveryOpen' | 'nextDeliveryAt'>,
  branch: Pick<Branch, 'isDeliveryEnabled' | 'isTakeawayEnabled' | 'isDineInEnabled'>,
  now: Date,
  options: NoticeOptions = {},
): string[] | null {
  if (!branch.isDeliveryEnabled || state.isDeliveryOpen || !state.isOpen) return null;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const lines = [options.context === 'checkout' ? NO_DELIVERY_AT_CHECKOUT_TEXT : NO_DELIVERY_TEXT];
  if (state.nextDeliveryAt) lines.push(deliveryResumesText(state.nextDeliveryAt, now, timeZone));
  const meanwhile = meanwhileText(branch);
  if (meanwhile) lines.push(meanwhile);
  return lines;
}

/**
 * SPEC §8 "Preorder": when the branch takes preorders and cannot serve the
 * order now (closed, or delivery chosen while delivery is closed); 'Wir
 * bearbeiten diese ...' only when fully closed.
 */
export function preorderNotice(
  state: Pick<BranchState, 'isOpen' | 'isDeliveryOpen'>,
  branch: Pick<Branch, 'isPreorderEnabled'>,
  orderType: OrderType = 'takeaway',
): string[] | null {
  if (!branch.isPreorderEnabled) return null;
  if (!state.isOpen) return [PREORDER_TEXT, PREORDER_WHILE_CLOSED_TEXT];
  if (orderType === 'delivery' && !state.isDeliveryOpen) return [PREORDER_TEXT];
  return null;
}

export type ToolbarTone = 'success' | 'warning' | 'danger';

/** SPEC §2 toolbar with a branch selected: 'Geöffnet bis {time}' (warning when closing soon) or 'Geschlossen'. */
export function branchToolbarStatus(
  state: Pick<BranchState, 'isOpen' | 'closesAt' | 'isClosingSoon'>,
  timeZone: string = DEFAULT_TIME_ZONE,
): { text: string; tone: ToolbarTone } {
  if (!state.isOpen) return { text: CLOSED_TOOLBAR_TEXT, tone: 'danger' };
  const tone = state.isClosingSoon ? 'warning' : 'success';
  return { text: state.closesAt ? `Geöffnet bis ${formatTime(state.closesAt, timeZone)}` : 'Geöffnet', tone };
}

/** SPEC §2 toolbar without a branch: '{n} Standort geöffnet', '{n} Standorte geöffnet', 'Alle Standorte geschlossen'. */
export function openBranchesText(openCount: number): string {
  if (openCount === 0) return 'Alle Standorte geschlossen';
  return openCount === 1 ? `${openCount} Standort geöffnet` : `${openCount} Standorte geöffnet`;
}
