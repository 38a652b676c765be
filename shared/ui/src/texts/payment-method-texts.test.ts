import { PAYMENT_METHOD_LABELS } from '@theke/domain';
import { translate } from '../i18n/i18n';
import { orderDeskTexts } from './order-desk';

describe('payment method texts (one copy, @theke/domain)', () => {
  it('gives the order desk the domain labels themselves', () => {
    expect(orderDeskTexts.orderDesk.paymentMethods).toBe(PAYMENT_METHOD_LABELS);
  });

  it.each([
    ['orderDesk.paymentMethods.cash', 'Barzahlung'],
    ['orderDesk.paymentMethods.mollie', 'Mollie'],
    ['checkout.paymentMethods.cash', 'Barzahlung'],
    ['checkout.paymentMethods.atm-card', 'Bankomatkarte'],
    ['checkout.paymentMethods.hydro-ag-voucher', 'Hydro AG Gutschein'],
    ['checkout.paymentMethods.mollie', 'Online bezahlen (Mollie)'],
    ['checkout.paymentMethods.datatrans', 'Online bezahlen (Datatrans)'],
  ] as const)('%s is exactly %j', (key, text) => {
    expect(translate(key)).toBe(text);
  });
});
