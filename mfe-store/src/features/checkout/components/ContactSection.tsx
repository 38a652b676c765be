import { filterPhoneInput, normalizePhone, phoneFormatError } from '@theke/domain';
import { useTranslation } from '@theke/ui';
import { DraftInput } from './DraftInput';
import { CheckoutSection, Row } from './layout';
import type { SectionProps } from './section-props';

/**
 * SPEC §2 section 3: contact details. First and last name are marked required, email and phone per
 * the branch flag of the order type; the phone keeps digits, plus and space while typing, then only
 * digits and plus with a leading 00 as + (SPEC §5).
 */
export function ContactSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.sections.contact')} testId="checkout-contact">
      <Row>
        <DraftInput {...props} field="firstName" label={t('checkout.fields.firstName')} autoComplete="given-name" />
        <DraftInput {...props} field="lastName" label={t('checkout.fields.lastName')} autoComplete="family-name" />
      </Row>
      <Row>
        <DraftInput {...props} field="email" type="email" label={t('checkout.fields.email')} autoComplete="email" />
        <DraftInput
          {...props}
          field="phone"
          type="tel"
          label={t('checkout.fields.phone')}
          autoComplete="tel"
          placeholder="+436641234567"
          filter={filterPhoneInput}
          normalize={normalizePhone}
          hint={phoneFormatError(props.draft.phone)}
        />
      </Row>
    </CheckoutSection>
  );
}
