/**
 * SPEC §9 payment methods: each shown only if the plugin, the global setting
 * and the branch flag are all on; SPEC §4 default: cash if enabled, otherwise
 * datatrans. Cash has no plugin switch in the config (SPEC §3), so for cash
 * the global setting and the branch flag decide.
 */
import type { PaymentMethod } from './order-types';
import type { Branch, Config } from '../catalogue/types';

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'cash',
  'atm-card',
  'hydro-ag-voucher',
  'mollie',
  'datatrans',
];

/** Mollie and Datatrans redirect to the provider (SPEC §9 "redirect note") and are paid online. */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['mollie', 'datatrans'];

/**
 * What a counter can take (cash, the card at the counter's terminal): the only methods the
 * self-service kiosk offers and svc-orders accepts from it (docs/adr/0050-self-service-kiosk.md).
 */
export const COUNTER_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'atm-card'];

/** The answer to a kiosk order with another method (its `field` is `paymentMethod`). */
export const KIOSK_PAYMENT_TEXT = 'Am Bestellterminal können Sie nur bar oder mit Bankomatkarte an der Kassa bezahlen.';

export function isCounterPaymentMethod(method: PaymentMethod | null | undefined): boolean {
  return method !== null && method !== undefined && COUNTER_PAYMENT_METHODS.includes(method);
}

/**
 * The German names of the payment methods, once for the order desk, the checkout, the e-mails
 * and the receipts; an online method is its provider's name (see `paymentMethodLabels`).
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Barzahlung',
  'atm-card': 'Bankomatkarte',
  'hydro-ag-voucher': 'Hydro AG Gutschein',
  mollie: 'Mollie',
  datatrans: 'Datatrans',
};

/**
 * The labels with each online method worded as `{online} ({provider})`, e.g. the checkout's
 * "Online bezahlen (Mollie)" or the receipt's "Online-Zahlung (Mollie)".
 */
export function paymentMethodLabels(online: string): Readonly<Record<PaymentMethod, string>> {
  const label = (method: PaymentMethod) =>
    isOnlinePaymentMethod(method) ? `${online} (${PAYMENT_METHOD_LABELS[method]})` : PAYMENT_METHOD_LABELS[method];
  return {
    cash: label('cash'),
    'atm-card': label('atm-card'),
    'hydro-ag-voucher': label('hydro-ag-voucher'),
    mollie: label('mollie'),
    datatrans: label('datatrans'),
  };
}

/** The config switches of SPEC §9's payment rule (plugin and global setting per method). */
export type PaymentConfig = Pick<
  Config,
  | 'enableCash'
  | 'enablePluginATMCard'
  | 'enableATMCard'
  | 'enablePluginHydroAGVoucher'
  | 'enableHydroAGVoucher'
  | 'enablePluginMollie'
  | 'enableMollie'
  | 'enablePluginDatatrans'
  | 'enableDatatrans'
>;

type PaymentBranch = Pick<
  Branch,
  'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled' | 'isMollieEnabled' | 'isDatatransEnabled'
>;

export function isPaymentMethodAvailable(
  method: PaymentMethod,
  config: PaymentConfig,
  branch: PaymentBranch,
): boolean {
  switch (method) {
    case 'cash':
      return config.enableCash && branch.isCashEnabled;
    case 'atm-card':
      return config.enablePluginATMCard && config.enableATMCard && branch.isATMCardEnabled;
    case 'hydro-ag-voucher':
      return (
        config.enablePluginHydroAGVoucher && config.enableHydroAGVoucher && branch.isHydroAGVoucherEnabled
      );
    case 'mollie':
      return config.enablePluginMollie && config.enableMollie && branch.isMollieEnabled;
    case 'datatrans':
      return config.enablePluginDatatrans && config.enableDatatrans && branch.isDatatransEnabled;
    default:
      return false;
  }
}

export function availablePaymentMethods(config: PaymentConfig, branch: PaymentBranch): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => isPaymentMethodAvailable(method, config, branch));
}

/** SPEC §4: payment method defaults to cash if the branch enables it, otherwise datatrans. */
export function defaultPaymentMethod(config: PaymentConfig, branch: PaymentBranch): PaymentMethod {
  return isPaymentMethodAvailable('cash', config, branch) ? 'cash' : 'datatrans';
}

export function isOnlinePaymentMethod(method: PaymentMethod | null | undefined): boolean {
  return method !== null && method !== undefined && ONLINE_PAYMENT_METHODS.includes(method);
}
