import { styled, useTranslation } from '@theke/ui';
import { CheckoutSection, Note } from './layout';
import type { SectionProps } from './section-props';

const Method = styled.label<{ $invalid: boolean }>`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.5rem 0;
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : 'inherit')};
`;

/** SPEC §2 section 9: the payment methods the plugin, global setting and branch flag allow; a redirect note for Mollie and Datatrans. */
export function PaymentSection({ draft, onChange, view, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.sections.paymentMethod')} testId="checkout-payment">
      <div role="radiogroup" aria-label={t('checkout.sections.paymentMethod')} aria-invalid={Boolean(errors.paymentMethod)}>
        {view.paymentMethods.map((method) => (
          <Method key={method} $invalid={Boolean(errors.paymentMethod)}>
            <input type="radio" name="paymentMethod" value={method} checked={draft.paymentMethod === method} onChange={() => onChange({ paymentMethod: method })} />
            {t(`checkout.paymentMethods.${method}`)}
          </Method>
        ))}
      </div>
      {errors.paymentMethod ? (
        <Note $tone="danger" role="alert">
          {errors.paymentMethod}
        </Note>
      ) : null}
      {view.showsRedirectNote ? <Note data-testid="redirect-note">{t('checkout.redirectNote')}</Note> : null}
    </CheckoutSection>
  );
}
