/**
 * The status page's logic (SPEC §2 status page, §4 order status): status text, timeline, what
 * shows, and when polling stops. Rules and their spec texts come from @theke/domain.
 */
import {
  canRespondToCounterAppointment,
  isOrderRejected,
  isQuestionnaireCommentVisible,
  isQuestionnaireValid,
  orderStatus,
  orderTimeline,
  paymentStatus,
  shouldStopPolling,
  STATUS_POLL_INTERVAL_MS,
  type OrderStatusView,
  type PlacedOrder,
  type Questionnaire,
  type TimelineItem,
} from '@theke/domain';
import type { OrderItemView, PublicOrder as PublicOrderView } from '@theke/contracts';
import type { TranslationKey } from '@theke/ui';

/** What the status page reads of a line of the public order (@theke/contracts `OrderItemView`). */
export type PublicOrderItem = Pick<OrderItemView, 'position' | 'product' | 'amount' | 'unit' | 'options' | 'gross'>;

/**
 * ARCHITECTURE "Public order" (@theke/contracts `PublicOrder`) as the status page reads it: the
 * placed-order fields the domain's status rules take, the items and the pricing.
 */
export type PublicOrder = PlacedOrder &
  Partial<Pick<PublicOrderView, 'isQuotation'>> & { items: PublicOrderItem[]; pricing: PublicOrderView['pricing'] };

export interface StatusConfig {
  disableTickets?: boolean | null;
  enablePluginOrderReviews?: boolean | null;
  enablePluginPWA?: boolean | null;
}

export interface StatusView {
  status: OrderStatusView;
  timeline: TimelineItem[];
  payment: { key: string; text: string } | null;
  ticketLabel: TranslationKey;
  showsCounterAppointment: boolean;
  showsQuestionnaire: boolean;
  showsInstall: boolean;
}

/** SPEC §2: 'Ticket', or 'Bestellnummer' when tickets are disabled. */
export const ticketLabelKey = (config: StatusConfig | undefined): TranslationKey =>
  config?.disableTickets ? 'status.orderNumber' : 'status.ticket';

export function statusView(order: PublicOrder, config: StatusConfig | undefined, isSelfService: boolean): StatusView {
  return {
    status: orderStatus(order),
    timeline: orderTimeline(order),
    payment: paymentStatus(order),
    ticketLabel: ticketLabelKey(config),
    showsCounterAppointment: canRespondToCounterAppointment(order),
    // SPEC §5 questionnaire: order-reviews plugin, a completed order not rated yet.
    showsQuestionnaire:
      config?.enablePluginOrderReviews === true && order.isCompleted && !isOrderRejected(order) && (order.questionnaireRating ?? null) === null,
    // SPEC §2: the app-install promotion with the PWA plugin; the self-service kiosk offers none.
    showsInstall: config?.enablePluginPWA === true && !isSelfService,
  };
}

/** SPEC §4/§9: poll every 10 s until the order is completed, rejected, canceled or failed. */
export function pollInterval(order: PublicOrder | undefined): number | false {
  if (order && shouldStopPolling(order)) return false;
  return STATUS_POLL_INTERVAL_MS;
}

export type QuestionnaireDraft = Omit<Questionnaire, 'comment'> & { comment: string };

export const EMPTY_QUESTIONNAIRE: QuestionnaireDraft = { rating: null, foodRating: null, serviceRating: null, processRating: null, comment: '' };

/** SPEC §5: all four ratings required; the comment shows once they are set. */
export function questionnaireState(draft: QuestionnaireDraft): { canSubmit: boolean; showsComment: boolean } {
  return { canSubmit: isQuestionnaireValid(draft), showsComment: isQuestionnaireCommentVisible(draft) };
}
