import type { Branch } from '@theke/domain';
import { Alert, styled, useTranslation } from '@theke/ui';
import { statusView, type PublicOrder, type StatusConfig } from '../status-state';
import { BranchContact } from './BranchContact';
import { CounterAppointment } from './CounterAppointment';
import { InstallPromotion } from './InstallPromotion';
import { OrderInfo } from './OrderInfo';
import { Questionnaire } from './Questionnaire';
import { Timeline } from './Timeline';

const Ticket = styled.p`
  font-size: 1.25rem;
  strong {
    font-size: 2rem;
    margin-left: 0.5rem;
  }
`;

const VARIANT = { rejected: 'danger', 'payment-failed': 'danger', completed: 'success', delivered: 'success' } as const;

interface StatusViewProps {
  order: PublicOrder;
  hash: string;
  branch: Branch | null;
  config: StatusConfig | undefined;
  currency: string;
  timeZone: string;
  isSelfService: boolean;
}

/** SPEC §2 status page: thank-you, ticket, status, timeline, counter appointment, questionnaire, order info, contact, app promotion. */
export function StatusView({ order, hash, branch, config, currency, timeZone, isSelfService }: StatusViewProps) {
  const { t } = useTranslation();
  const view = statusView(order, config, isSelfService);
  const variant = view.status.key in VARIANT ? VARIANT[view.status.key as keyof typeof VARIANT] : 'info';
  return (
    <>
      <p data-testid="status-thank-you">{t(order.isQuotation ? 'status.thankYouQuotation' : 'status.thankYou')}</p>
      <Ticket data-testid="status-ticket">
        {t(view.ticketLabel)}
        <strong data-testid="status-ticket-number">{order.ticketNumber}</strong>
      </Ticket>
      <div data-testid="status-message">
        <Alert variant={variant} title={<span data-testid="status-text">{view.status.text}</span>}>
          {view.status.details.length > 0 ? view.status.details.join(' ') : null}
        </Alert>
      </div>
      {view.payment && view.payment.key !== 'pending' ? <p data-testid="payment-status">{view.payment.text}</p> : null}
      <Timeline items={view.timeline} />
      {view.showsCounterAppointment ? <CounterAppointment order={order} hash={hash} timeZone={timeZone} /> : null}
      {view.showsQuestionnaire ? <Questionnaire order={order} hash={hash} /> : null}
      {order.questionnaireRating !== null && order.questionnaireRating !== undefined ? (
        <p data-testid="questionnaire-thanks">{t('status.questionnaire.thanks')}</p>
      ) : null}
      <OrderInfo order={order} currency={currency} timeZone={timeZone} />
      {branch ? <BranchContact branch={branch} /> : null}
      {view.showsInstall ? <InstallPromotion /> : null}
    </>
  );
}
