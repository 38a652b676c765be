import { ADDRESS_KEYS } from '@theke/contracts/order-description';
import { COUNTRIES, type Branch, type DeliveryArea } from '@theke/domain';
import { useTranslation } from '@theke/ui';
import { Checkbox, Select } from '@theke/ui/forms';
import { DraftInput } from './DraftInput';
import { CheckoutSection, FieldLabel, Row } from './layout';
import type { SectionProps } from './section-props';

interface AddressSectionProps extends SectionProps {
  branch: Branch;
  deliveryArea: DeliveryArea | null;
  onAreaChange: (area: DeliveryArea | null) => void;
}

/** Street, floor, stairway, door, zip code, city and country, plain or delivery-prefixed. */
function AddressFields({ keys, ...props }: SectionProps & { keys: (typeof ADDRESS_KEYS)[keyof typeof ADDRESS_KEYS] }) {
  const { t } = useTranslation();
  const countryField = keys.country;
  const country = props.draft[countryField];
  return (
    <>
      <DraftInput {...props} field={keys.street} label={t('checkout.fields.street')} autoComplete="address-line1" />
      <Row>
        <DraftInput {...props} field={keys.floor} label={t('checkout.fields.floor')} />
        <DraftInput {...props} field={keys.stairway} label={t('checkout.fields.stairway')} />
        <DraftInput {...props} field={keys.door} label={t('checkout.fields.door')} />
      </Row>
      <Row>
        <DraftInput {...props} field={keys.zipCode} label={t('checkout.fields.zipCode')} autoComplete="postal-code" />
        <DraftInput {...props} field={keys.city} label={t('checkout.fields.city')} autoComplete="address-level2" />
        <Select
          name={countryField}
          label={<FieldLabel text={t('checkout.fields.country')} required={props.view.required.has(countryField)} />}
          value={country ?? ''}
          error={props.errors[countryField] ?? null}
          options={COUNTRIES.map((code) => ({ value: code, label: t(`checkout.countries.${code}`) }))}
          onChange={(event) => props.onChange({ [countryField]: event.target.value })}
        />
      </Row>
    </>
  );
}

/**
 * SPEC §2 section 4 / §5: delivery area (delivery), company fields, the address (required per the
 * branch flag; floor, stairway, door optional; countries DE, LI, AT, CH) and a different delivery address.
 */
export function AddressSection({ branch, deliveryArea, onAreaChange, ...props }: AddressSectionProps) {
  const { t } = useTranslation();
  const { draft, onChange, view, errors } = props;
  return (
    <CheckoutSection title={t('checkout.sections.address')} testId="checkout-address">
      {view.orderType === 'delivery' && branch.deliveryAreas.length > 0 ? (
        <Select
          name="deliveryArea"
          label={<FieldLabel text={t('checkout.fields.deliveryArea')} required={view.required.has('deliveryArea')} />}
          value={String(deliveryArea?.id ?? '')}
          error={errors.deliveryArea ?? view.minimumMessage}
          options={branch.deliveryAreas.map((area) => ({ value: String(area.id), label: area.area }))}
          onChange={(event) => onAreaChange(branch.deliveryAreas.find((area) => String(area.id) === event.target.value) ?? null)}
        />
      ) : null}
      <Checkbox name="isCompany" label={t('checkout.fields.isCompany')} checked={draft.isCompany} onChange={(event) => onChange({ isCompany: event.target.checked })} />
      {draft.isCompany ? (
        <Row>
          <DraftInput {...props} field="companyName" label={t('checkout.fields.companyName')} autoComplete="organization" />
          <DraftInput {...props} field="vatNo" label={t('checkout.fields.vatNo')} />
        </Row>
      ) : null}
      <AddressFields {...props} keys={ADDRESS_KEYS.main} />
      {view.showsDeliveryAddress ? (
        <>
          <Checkbox
            name="isDeliveryAddressDifferent"
            label={t('checkout.fields.isDeliveryAddressDifferent')}
            checked={draft.isDeliveryAddressDifferent}
            onChange={(event) => onChange({ isDeliveryAddressDifferent: event.target.checked })}
          />
          {draft.isDeliveryAddressDifferent ? (
            <div data-testid="checkout-delivery-address">
              <h3>{t('checkout.sections.deliveryAddress')}</h3>
              <Checkbox
                name="isDeliveryCompany"
                label={t('checkout.fields.isDeliveryCompany')}
                checked={draft.isDeliveryCompany}
                onChange={(event) => onChange({ isDeliveryCompany: event.target.checked })}
              />
              {draft.isDeliveryCompany ? <DraftInput {...props} field="deliveryCompanyName" label={t('checkout.fields.companyName')} /> : null}
              <AddressFields {...props} keys={ADDRESS_KEYS.delivery} />
            </div>
          ) : null}
        </>
      ) : null}
    </CheckoutSection>
  );
}
