/**
 * Beside the product form: what a guest pays for an amount, a unit and part choices, per order
 * type with its tax (issue 19), from the form's current values, before anything is saved.
 */
import { useMemo, useState } from 'react';
import { formatMoney, orderableUnits, unitLabel, type PartSelection } from '@theke/domain';
import { styled, useConfig, useTranslation } from '@theke/ui';
import type { FormValues } from '../../forms';
import { initialChoice, pricePreview, previewProduct, type PreviewChoice } from '../price-preview';

const Box = styled.section`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  label {
    display: grid;
    gap: 0.25rem;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  input[type='text'],
  select {
    padding: 0.4rem 0.5rem;
    font: inherit;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 0.75rem;
  }
  th,
  td {
    padding: 0.3rem 0.25rem;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  small {
    display: block;
    margin-top: 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Options = styled.fieldset`
  margin: 0 0 0.5rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: flex;
    gap: 0.4rem;
    font-weight: 400;
  }
`;

function PartChoice({
  part,
  selection,
  onChange,
}: {
  part: { name: string; type: string; options?: readonly { name: string }[] | null };
  selection: PartSelection;
  onChange: (selection: PartSelection) => void;
}) {
  const { t } = useTranslation();
  const options = part.options ?? [];
  if (part.type === 'select')
    return (
      <label>
        {part.name}
        <select
          value={typeof selection === 'number' ? String(selection) : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('products.preview.noOption')}</option>
          {options.map((option, index) => (
            <option key={index} value={index}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
    );
  const chosen = Array.isArray(selection) ? (selection as number[]) : [];
  return (
    <Options>
      <legend>{part.name}</legend>
      {options.map((option, index) => (
        <label key={index}>
          <input
            type="checkbox"
            checked={chosen.includes(index)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, index] : chosen.filter((candidate) => candidate !== index))
            }
          />
          {option.name}
        </label>
      ))}
    </Options>
  );
}

export function PricePreview({ values }: { values: FormValues }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const product = useMemo(() => previewProduct(values), [values]);
  const [choice, setChoice] = useState<PreviewChoice | null>(null);
  const currency = config?.currency;

  if (!product)
    return (
      <Box aria-label={t('products.preview.title')} data-testid="price-preview">
        <h2>{t('products.preview.title')}</h2>
        <p>{t('products.preview.invalid')}</p>
      </Box>
    );

  const current = choice ?? initialChoice(product);
  const preview = pricePreview(product, current, currency);
  const change = (next: Partial<PreviewChoice>) => setChoice({ ...current, ...next });
  const parts = product.config?.parts ?? [];

  return (
    <Box aria-label={t('products.preview.title')} data-testid="price-preview">
      <h2>{t('products.preview.title')}</h2>
      <p>{t('products.preview.intro')}</p>
      <label>
        {t('products.preview.amount')}
        <input type="text" inputMode="decimal" value={current.amountText} onChange={(event) => change({ amountText: event.target.value })} />
      </label>
      <label>
        {t('products.preview.unit')}
        <select value={preview.unit} onChange={(event) => change({ unit: event.target.value })}>
          {orderableUnits(product).map((unit) => (
            <option key={unit} value={unit}>
              {unitLabel(unit)}
            </option>
          ))}
        </select>
      </label>
      {parts.map((part, index) =>
        (part.type === 'select' || part.type === 'multiselect') && (part.options?.length ?? 0) > 0 ? (
          <PartChoice
            key={index}
            part={part}
            selection={current.parts[index]}
            onChange={(selection) => {
              const next = [...current.parts];
              next[index] = selection;
              change({ parts: next });
            }}
          />
        ) : null,
      )}
      <p data-testid="price-preview-unit-price">
        {t('products.preview.unitPrice', { unit: unitLabel(preview.unit) })}: <strong>{preview.unitPrice}</strong>
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('products.preview.orderType')}</th>
            <th>{t('products.preview.net')}</th>
            <th>{t('products.preview.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.orderType} data-testid={`price-preview-${line.orderType}`}>
              <td>
                {line.label}
                <small>{t('products.preview.tax', { rate: String(line.rate).replace('.', ',') })}</small>
              </td>
              <td>{formatMoney(line.net, currency)}</td>
              <td>
                <strong>{formatMoney(line.gross, currency)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.approximateModel ? <small>{t('products.preview.approximate', { model: preview.approximateModel })}</small> : null}
      {preview.isPriceHidden ? <small>{t('products.preview.priceHidden')}</small> : null}
    </Box>
  );
}
