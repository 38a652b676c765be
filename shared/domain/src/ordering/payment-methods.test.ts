import type { PaymentMethod } from './order-types';
import {
  availablePaymentMethods,
  defaultPaymentMethod,
  isOnlinePaymentMethod,
  isPaymentMethodAvailable,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentMethodLabels,
} from './payment-methods';
import { makeBranch } from '../testing';
import type { Config } from '../catalogue/types';

const allOn: Config = {
  currency: 'EUR',
  enableCash: true,
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginHydroAGVoucher: true,
  enableHydroAGVoucher: true,
  enablePluginMollie: true,
  enableMollie: true,
  enablePluginDatatrans: true,
  enableDatatrans: true,
};
const branchAllOn = makeBranch({
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: true,
  isMollieEnabled: true,
  isDatatransEnabled: true,
});

describe('payment methods (SPEC §9)', () => {
  it('knows cash, atm-card, hydro-ag-voucher, mollie, datatrans', () => {
    expect(PAYMENT_METHODS).toEqual(['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans']);
    expect(availablePaymentMethods(allOn, branchAllOn)).toEqual(PAYMENT_METHODS);
  });

  it('shows each only if the plugin, the global setting and the branch flag are all on', () => {
    const cases: Array<[PaymentMethod, Partial<Config>, Partial<typeof branchAllOn>]> = [
      ['atm-card', { enablePluginATMCard: false }, { isATMCardEnabled: false }],
      ['hydro-ag-voucher', { enableHydroAGVoucher: false }, { isHydroAGVoucherEnabled: false }],
      ['mollie', { enablePluginMollie: false }, { isMollieEnabled: false }],
      ['datatrans', { enableDatatrans: false }, { isDatatransEnabled: false }],
      ['cash', { enableCash: false }, { isCashEnabled: false }],
    ];
    for (const [method, configOff, branchOff] of cases) {
      expect(isPaymentMethodAvailable(method, { ...allOn, ...configOff }, branchAllOn)).toBe(false);
      expect(isPaymentMethodAvailable(method, allOn, { ...branchAllOn, ...branchOff })).toBe(false);
      expect(isPaymentMethodAvailable(method, allOn, branchAllOn)).toBe(true);
    }
    expect(isPaymentMethodAvailable('paypal' as PaymentMethod, allOn, branchAllOn)).toBe(false);
  });

  it('defaults to cash if enabled, else datatrans', () => {
    expect(defaultPaymentMethod(allOn, branchAllOn)).toBe('cash');
    expect(defaultPaymentMethod(allOn, { ...branchAllOn, isCashEnabled: false })).toBe('datatrans');
  });

  it('treats mollie and datatrans as online (redirect) methods', () => {
    expect(isOnlinePaymentMethod('mollie')).toBe(true);
    expect(isOnlinePaymentMethod('datatrans')).toBe(true);
    expect(isOnlinePaymentMethod('cash')).toBe(false);
    expect(isOnlinePaymentMethod(null)).toBe(false);
  });
});

describe('payment method labels', () => {
  it('names every SPEC §9 method once, in German', () => {
    expect(Object.keys(PAYMENT_METHOD_LABELS)).toEqual([...PAYMENT_METHODS]);
    expect(PAYMENT_METHOD_LABELS).toEqual({
      cash: 'Barzahlung',
      'atm-card': 'Bankomatkarte',
      'hydro-ag-voucher': 'Hydro AG Gutschein',
      mollie: 'Mollie',
      datatrans: 'Datatrans',
    });
  });

  it('words only the online methods with the given phrase around the provider', () => {
    expect(paymentMethodLabels('Online-Zahlung')).toEqual({
      cash: 'Barzahlung',
      'atm-card': 'Bankomatkarte',
      'hydro-ag-voucher': 'Hydro AG Gutschein',
      mollie: 'Online-Zahlung (Mollie)',
      datatrans: 'Online-Zahlung (Datatrans)',
    });
  });
});
