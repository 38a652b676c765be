import type { OrderDraft } from '@theke/domain';
import type { CheckoutView } from '../checkout-state';

/** What every checkout section receives: the draft, how to change it, the view and the errors by field. */
export interface SectionProps {
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
  view: CheckoutView;
  errors: Readonly<Record<string, string>>;
}
