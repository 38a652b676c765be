/**
 * A list of items made of fields (opening-hour rules, delivery areas, alternative units, parts).
 * Items of a few plain fields are rows of a table; richer items are framed blocks. Items can be
 * added, removed and moved; the server's errors reach each item's inputs by their dotted path.
 */
import type { ReactNode } from 'react';
import { dataFields, type CollectionField, type Field } from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import { newItem, type FieldErrors, type FormValues } from '../form-values';
import { Row } from './controls';
import { FieldFrame } from './FieldFrame';
import { FieldList } from './FieldList';

const PLAIN_KINDS = new Set<Field['kind']>(['text', 'number', 'date', 'boolean', 'select']);

const Item = styled.fieldset`
  margin: 0 0 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Rows = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;

const ItemRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 0.75rem;
  padding: 0.5rem 0.75rem 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  & > div {
    flex: 1 1 9rem;
  }
  & > div:has(input[type='checkbox']),
  & > label {
    flex: 0 0 auto;
    margin-bottom: 1rem;
  }
`;

const Wrapper = styled.div`
  margin-bottom: 1.25rem;
`;

interface CollectionInputProps {
  field: CollectionField;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
}

function isPlain(field: CollectionField): boolean {
  const fields = dataFields(field.fields ?? []).filter((candidate) => !candidate.hidden);
  return fields.length <= 6 && fields.every((candidate) => PLAIN_KINDS.has(candidate.kind));
}

/** Moves an item by `offset` places (−1 up, +1 down); out of range changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  if (item !== undefined) moved.splice(target, 0, item);
  return moved;
}

function ItemFrame({ plain, testId, children }: { plain: boolean; testId: string; children: ReactNode }) {
  return plain ? <ItemRow data-testid={testId}>{children}</ItemRow> : <Item data-testid={testId}>{children}</Item>;
}

export function CollectionInput({ field, value, onChange, path, errors, disabled }: CollectionInputProps) {
  const { t } = useTranslation();
  const items = Array.isArray(value) ? (value as FormValues[]) : [];
  const full = field.max !== undefined && items.length >= field.max;
  const change = (index: number, item: FormValues) => onChange(items.map((old, at) => (at === index ? item : old)));
  const plain = isPlain(field);
  return (
    <Wrapper>
      <FieldFrame label={field.label} required={field.required} hint={items.length === 0 ? field.help : null} error={errors[path]} />
      <Rows>
        {items.map((item, index) => (
          <ItemFrame key={index} plain={plain} testId={`${path}-item`}>
            <FieldList
              fields={field.fields ?? []}
              values={item}
              onChange={(next) => change(index, next)}
              prefix={`${path}.${index}.`}
              errors={errors}
              disabled={disabled}
            />
            {disabled ? null : (
              <Row style={{ marginBottom: '1rem' }}>
                <Button $variant="link" aria-label={t('forms.moveUp')} disabled={index === 0} onClick={() => onChange(moveItem(items, index, -1))}>
                  ↑
                </Button>
                <Button
                  $variant="link"
                  aria-label={t('forms.moveDown')}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moveItem(items, index, 1))}
                >
                  ↓
                </Button>
                <Button $variant="link" onClick={() => onChange(items.filter((_, at) => at !== index))}>
                  {t('forms.removeItem')}
                </Button>
              </Row>
            )}
          </ItemFrame>
        ))}
      </Rows>
      {disabled ? null : (
        <Button $variant="secondary" disabled={full} onClick={() => onChange([...items, newItem(field)])}>
          {t('forms.addItem', { label: field.label })}
        </Button>
      )}
    </Wrapper>
  );
}
