import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Branch, Cart, OrderType } from '@theke/domain';
import {
  Alert,
  branchStateAt,
  Button,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  Link,
  Loader,
  styled,
  useLocation,
  useNavigate,
  useRouteContext,
  useTranslation,
  type ApiError,
  type ApiErrorItem,
  type Config,
  useNow,
} from '@theke/ui';
import { clearedCart, getCart, statusPath, storeBasePath, trackCommerce, useBranchCart, withArea, withOrderType } from '../../cart';
import { STORE_CLOCK_MS, useStoreCatalogue } from '../../menu';
import { useDonatees, usePlaceOrder, useTables, type PlacedOrderAnswer } from '../api/use-place-order';
import { checkoutPaymentMethods, checkoutView, errorsByField, orderPayload, paymentConfigOf, tablesOf } from '../checkout-state';
import { clearDraft, draftAfterOrder, saveDraft, type DraftContext } from '../draft-state';
import { rememberPendingPayment } from '../pending-payment';
import { idempotencyKeyFor, isAttemptSettled, settleAttempt } from '../submit-attempt';
import { useCheckoutDraft } from '../use-checkout-draft';
import { AddressSection } from './AddressSection';
import { AppointmentSection } from './AppointmentSection';
import { CartSummary } from './CartSummary';
import { ContactSection } from './ContactSection';
import { DonationSection } from './DonationSection';
import { CheckoutSection, Note } from './layout';
import { LegalSection } from './LegalSection';
import { OrderTypeSection } from './OrderTypeSection';
import { PaymentSection } from './PaymentSection';
import { TableSection } from './TableSection';

const Form = styled.form`
  max-width: 48rem;
  margin: 0 auto;
  textarea {
    width: 100%;
    min-height: 5rem;
    padding: 0.5rem 0.75rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: stretch;
  margin-bottom: 2rem;
  a {
    text-align: center;
  }
`;

interface CheckoutProps {
  branch: Branch;
  config: Config | undefined;
  paymentFailed: boolean;
}

/** SPEC §2 checkout: the eleven sections in order, submitting to `POST /api/orders` (SPEC §4, §7, §8). */
export function Checkout({ branch, config, paymentFailed }: CheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selfService = useRouteContext() === 'self-service';
  // At the kiosk the store, this checkout and the status stay under /kiosk/{identifier} (ADR 0050).
  const basePath = storeBasePath(branch.identifier, useLocation().pathname);
  const timeZone = config?.timeZone || DEFAULT_TIME_ZONE;
  const currency = config?.currency || DEFAULT_CURRENCY;
  const now = useNow(STORE_CLOCK_MS);
  const minute = Math.floor(now.getTime() / 60_000);
  const catalogue = useStoreCatalogue(branch, now, timeZone);
  const [cart, changeCart] = useBranchCart(branch, catalogue?.active ?? null, config);
  const { data: allTables } = useTables();
  const { data: donatees } = useDonatees();
  const tables = useMemo(() => tablesOf(allTables ?? [], branch), [allTables, branch]);
  const paymentConfig = useMemo(() => paymentConfigOf(config), [config]);
  const draftContext = useMemo<DraftContext | null>(
    () =>
      config && allTables && donatees
        ? { paymentMethods: checkoutPaymentMethods(paymentConfig, branch, selfService), config: paymentConfig, branch, tables, donatees, now: new Date(minute * 60_000) }
        : null,
    // The draft is read only once (useCheckoutDraft), so a new context each minute changes nothing.
    [config, paymentConfig, allTables, donatees, branch, tables, minute, selfService],
  );
  const [draft, changeDraft] = useCheckoutDraft(branch.identifier, draftContext);
  const placeOrder = usePlaceOrder(selfService);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  // Once per visit of the checkout, as soon as the cart has something in it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || cart.items.length === 0) return;
    started.current = true;
    trackCommerce('checkout-start', branch.id, cart, currency);
  }, [cart, branch.id, currency]);

  if (!draft || !catalogue || !getCart(branch.identifier)) return <Loader />;
  if (cart.items.length === 0) {
    return (
      <section data-testid="checkout-empty">
        <p>{t('checkout.emptyCart')}</p>
        <Link to={basePath}>{t('checkout.backToStore')}</Link>
      </section>
    );
  }

  const state = branchStateAt(branch, now, timeZone);
  const view = checkoutView({
    branch,
    config: paymentConfig,
    cart,
    draft,
    state,
    hasDonatees: (donatees ?? []).length > 0,
    currency,
    isSubmitting: placeOrder.isPending,
    isSelfService: selfService,
  });
  // Offline the order waits (paused), at the kiosk also after the network lost it (retried): ADR 0050.
  const waitingForNetwork = placeOrder.isPaused || (placeOrder.isPending && placeOrder.failureCount > 0);
  const byField = errorsByField(errors);
  const sectionProps = { draft, onChange: changeDraft, view, errors: byField };

  const onPlaced = (answer: PlacedOrderAnswer) => {
    trackCommerce('purchase', branch.id, cart, currency);
    if (answer.paymentRedirectUrl) {
      rememberPendingPayment(window.sessionStorage, answer.uid, branch.identifier);
      window.location.assign(answer.paymentRedirectUrl);
      return;
    }
    if (selfService) clearDraft(window.localStorage, branch.identifier);
    else saveDraft(window.localStorage, branch.identifier, draftAfterOrder(draft));
    navigate(statusPath(basePath, answer.uid, answer.hash));
    changeCart(clearedCart);
  };

  const onFailed = (error: ApiError) => {
    if (isAttemptSettled(error.status)) settleAttempt(window.sessionStorage, branch.identifier);
    setErrors(error.errors.length > 0 ? error.errors : [{ message: error.message }]);
    window.scrollTo({ top: 0 });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (placeOrder.isPending || !view.canSubmit) return;
    const payload = orderPayload(draft, cart, branch, tables, selfService);
    const idempotencyKey = idempotencyKeyFor(window.sessionStorage, branch.identifier, JSON.stringify(payload));
    setErrors([]);
    placeOrder.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: (answer) => {
          settleAttempt(window.sessionStorage, branch.identifier);
          onPlaced(answer);
        },
        onError: onFailed,
      },
    );
  };

  const selectOrderType = (orderType: OrderType) => changeCart((current: Cart) => withOrderType(current, orderType));

  return (
    <Form noValidate onSubmit={submit} data-testid="checkout-form">
      {paymentFailed ? <Alert variant="danger">{t('checkout.paymentFailed')}</Alert> : null}
      {errors.length > 0 ? (
        <div data-testid="checkout-errors">
          <Alert variant="danger">
            <ul>
              {errors.map((error, index) => (
                <li key={`${error.field ?? ''}-${index}`}>{error.message}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      <OrderTypeSection branch={branch} state={state} view={view} now={now} timeZone={timeZone} onSelect={selectOrderType} />
      {view.showsTable ? <TableSection {...sectionProps} tables={tables} /> : null}
      {view.showsContact ? <ContactSection {...sectionProps} /> : null}
      {view.showsAddress ? (
        <AddressSection {...sectionProps} branch={branch} deliveryArea={cart.deliveryArea} onAreaChange={(area) => changeCart((current) => withArea(current, area))} />
      ) : null}
      <AppointmentSection {...sectionProps} branch={branch} cart={cart} isRequired={branch.isAppointmentRequired} now={now} timeZone={timeZone} />
      <CheckoutSection title={t('checkout.sections.comment')} testId="checkout-comment">
        <textarea
          name="comment"
          aria-label={t('checkout.fields.comment')}
          value={draft.comment ?? ''}
          aria-invalid={Boolean(byField.comment)}
          onChange={(event) => changeDraft({ comment: event.target.value === '' ? null : event.target.value })}
        />
        {byField.comment ? <Note $tone="danger">{byField.comment}</Note> : null}
      </CheckoutSection>
      <CartSummary cart={cart} pricing={view.pricing} isDelivery={view.orderType === 'delivery'} currency={currency} />
      {view.showsDonation ? <DonationSection {...sectionProps} donatees={donatees ?? []} currency={currency} /> : null}
      {view.paymentMethods.length > 0 ? <PaymentSection {...sectionProps} /> : null}
      <LegalSection {...sectionProps} config={config} />
      <Footer>
        {/* Beside the button the guest just pressed. */}
        {waitingForNetwork ? (
          <div data-testid="checkout-waiting-for-network">
            <Alert variant="warning">{t('checkout.waitingForNetwork')}</Alert>
          </div>
        ) : null}
        {view.canSubmit || placeOrder.isPending ? (
          <Button type="submit" $block disabled={placeOrder.isPending} data-testid="checkout-submit">
            {t(view.submitLabel)}
          </Button>
        ) : null}
        <Link to={basePath}>{t('checkout.backToStore')}</Link>
      </Footer>
    </Form>
  );
}
