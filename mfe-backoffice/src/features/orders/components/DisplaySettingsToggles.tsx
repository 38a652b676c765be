import { styled, useTranslation } from '@theke/ui';
import { Checkbox } from '@theke/ui/forms';
import { useDisplaySetting } from '../display-settings';

const Toggles = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  label {
    margin-bottom: 0.5rem;
  }
`;

/** SPEC §2 settings: 'Produktdaten anzeigen' and 'Kundendaten anzeigen'. */
export function DisplaySettingsToggles() {
  const { t } = useTranslation();
  const [showProductData, setShowProductData] = useDisplaySetting('showProductData');
  const [showCustomerData, setShowCustomerData] = useDisplaySetting('showCustomerData');
  return (
    <Toggles aria-label={t('orderDesk.settings')}>
      <Checkbox
        label={t('orderDesk.showProductData')}
        checked={showProductData}
        onChange={(event) => setShowProductData(event.target.checked)}
      />
      <Checkbox
        label={t('orderDesk.showCustomerData')}
        checked={showCustomerData}
        onChange={(event) => setShowCustomerData(event.target.checked)}
      />
    </Toggles>
  );
}
