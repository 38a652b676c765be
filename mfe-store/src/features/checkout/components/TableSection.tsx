import type { Table } from '@theke/domain';
import { useTranslation } from '@theke/ui';
import { Select } from '@theke/ui/forms';
import { CheckoutSection, FieldLabel } from './layout';
import type { SectionProps } from './section-props';

/** SPEC §2 section 2: the table (dine-in only, when the branch enables table selection; then required). */
export function TableSection({ draft, onChange, view, errors, tables }: SectionProps & { tables: readonly Table[] }) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.sections.table')} testId="checkout-table">
      <Select
        name="table"
        label={<FieldLabel text={t('checkout.fields.table')} required={view.required.has('table')} />}
        aria-required={view.required.has('table')}
        value={draft.table ? String(draft.table.id) : ''}
        error={errors.table ?? null}
        options={[{ value: '', label: t('checkout.fields.chooseTable') }, ...tables.map((table) => ({ value: String(table.id), label: table.identifier }))]}
        onChange={(event) => onChange({ table: tables.find((table) => String(table.id) === event.target.value) ?? null })}
      />
    </CheckoutSection>
  );
}
