// Loaded lazily with the checkout's and status page's texts: the kiosk's first screen is the store.
import '../../checkout-texts';
import { useEffect, useState } from 'react';
import { Button, Loader, styled, useConfig, useParams, useTranslation } from '@theke/ui';
import { ticketLabelKey, usePublicOrder } from '../status';

/** How long the kiosk shows the placed order's ticket before it is ready for the next guest (ADR 0050). */
export const STATUS_SECONDS = 20;

const Done = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.5rem;
  padding: 3rem 1rem;
  text-align: center;
  font-size: 1.5rem;
`;

const Ticket = styled.p`
  margin: 0;
  strong {
    display: block;
    font-size: 5rem;
    line-height: 1.1;
  }
`;

/**
 * SPEC §4 self-service after an order: the ticket number, where to pay, then back to the empty
 * store (by itself after STATUS_SECONDS, or at once with 'Neue Bestellung').
 */
export default function KioskStatus({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { uid = '', hash = '' } = useParams();
  const { data: config } = useConfig();
  const { data: order } = usePublicOrder(uid, hash);
  const [seconds, setSeconds] = useState(STATUS_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((left) => left - 1), 1_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds <= 0) onDone();
  }, [seconds, onDone]);
  return (
    <Done data-testid="kiosk-status">
      <h1>{t(order?.isQuotation ? 'status.thankYouQuotation' : 'status.thankYou')}</h1>
      {order ? (
        <Ticket data-testid="kiosk-ticket">
          {t(ticketLabelKey(config))}
          <strong data-testid="kiosk-ticket-number">{order.ticketNumber}</strong>
        </Ticket>
      ) : (
        <Loader />
      )}
      {order?.isQuotation ? null : <p>{t('kiosk.payAtCounter')}</p>}
      <Button onClick={onDone} data-testid="kiosk-new-order">
        {t('kiosk.newOrder')}
      </Button>
      <p>{t('kiosk.returning', { seconds: Math.max(seconds, 0) })}</p>
    </Done>
  );
}
