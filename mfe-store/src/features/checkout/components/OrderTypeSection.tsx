import { ORDER_TYPE_LABELS, type Branch, type BranchState, type OrderType } from '@theke/domain';
import { Alert, Button, closedNotice, noDeliveryNotice, useTranslation } from '@theke/ui';
import type { CheckoutView } from '../checkout-state';
import { CheckoutSection, Choices } from './layout';

interface OrderTypeSectionProps {
  branch: Branch;
  state: BranchState;
  view: CheckoutView;
  now: Date;
  timeZone: string;
  onSelect: (orderType: OrderType) => void;
}

/** SPEC §2 section 1: the order type, with the closed (or no-delivery) warning of SPEC §8 in its checkout wording. */
export function OrderTypeSection({ branch, state, view, now, timeZone, onSelect }: OrderTypeSectionProps) {
  const { t } = useTranslation();
  const closed = closedNotice(state, branch, now, { timeZone, context: 'checkout' });
  const noDelivery = view.orderType === 'delivery' ? noDeliveryNotice(state, branch, now, { timeZone, context: 'checkout' }) : null;
  const notice = closed ?? noDelivery;
  return (
    <CheckoutSection title={t('checkout.sections.orderType')} testId="checkout-order-type">
      <Choices role="radiogroup" aria-label={t('checkout.sections.orderType')}>
        {view.orderTypes.map((type) => (
          <Button key={type} role="radio" aria-checked={type === view.orderType} $variant={type === view.orderType ? 'primary' : 'secondary'} onClick={() => onSelect(type)}>
            {ORDER_TYPE_LABELS[type]}
          </Button>
        ))}
      </Choices>
      {notice ? (
        <div data-testid="checkout-closed-notice">
          <Alert variant="warning">{notice.join(' ')}</Alert>
        </div>
      ) : null}
    </CheckoutSection>
  );
}
