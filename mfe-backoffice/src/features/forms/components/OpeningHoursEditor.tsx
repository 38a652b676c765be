/**
 * Opening hours, delivery hours and schedules as a compact weekly table (the `openingHours`
 * editor): one row per day and per special date, each with its hour ranges or closed. The rows
 * are views of the stored rule list (opening-hours-table.ts), so the server's errors still land
 * at the input they name.
 */
import type { CollectionField } from '@theke/contracts';
import { OPENING_HOUR_RULE_OPTIONS } from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import type { FieldEditorProps } from '../field-editors';
import {
  addDate,
  addRange,
  changeDate,
  changeRule,
  copyRow,
  dateRows,
  emptyRowMeaning,
  removeRow,
  removeRule,
  rulesOf,
  setClosed,
  weekRows,
  WORKDAYS_AFTER_MONDAY,
  type Rule,
  type RuleRow,
} from '../opening-hours-table';
import { ErrorText, FieldLabel, Hint, TextInput } from './controls';
import { FieldFrame } from './FieldFrame';

const Table = styled.table`
  width: 100%;
  margin-bottom: 0.5rem;
  border-collapse: collapse;
  th,
  td {
    padding: 0.35rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[scope='row'] {
    width: 9rem;
    padding-top: 0.7rem;
  }
`;

const Ranges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.75rem;
`;

const Range = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  input {
    width: 5.25rem;
    padding: 0.35rem 0.5rem;
  }
`;

const Closed = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  white-space: nowrap;
  padding-top: 0.35rem;
`;

const Wrapper = styled.div`
  margin-bottom: 1.25rem;
`;

const typeLabel = (type: string) => OPENING_HOUR_RULE_OPTIONS.find((option) => option.value === type)?.label ?? type;

interface RowProps {
  row: RuleRow;
  rules: Rule[];
  path: string;
  errors: FieldEditorProps['errors'];
  disabled?: boolean;
  /** A schedule without any rule is always open (SPEC §3: null or [] means "always"). */
  always: boolean;
  onChange: (rules: Rule[]) => void;
}

const emptyHint = (rules: Rule[], type: string, always: boolean) =>
  always ? 'openingHours.always' : emptyRowMeaning(rules, type) === 'asDaily' ? 'openingHours.asDaily' : 'openingHours.closedByDefault';

function RowCells({ row, rules, path, errors, disabled, always, onChange }: RowProps) {
  const { t } = useTranslation();
  const label = row.type === 'once' ? t('openingHours.dateOf', { date: row.date || '…' }) : typeLabel(row.type);
  const closed = row.closedIndex !== null;
  const messages = [...new Set(row.indices.flatMap((index) => ['type', 'date', 'from', 'to'].map((key) => errors[`${path}.${index}.${key}`]).filter(Boolean)))];
  return (
    <>
      <td>
        {closed ? (
          <Hint>{t('openingHours.closed')}</Hint>
        ) : row.ranges.length === 0 ? (
          <Hint>{t(emptyHint(rules, row.type, always))}</Hint>
        ) : null}
        <Ranges>
          {closed
            ? null
            : row.ranges.map((range, position) => (
                <Range key={range.index} data-testid={`${path}-range`}>
                  {(['from', 'to'] as const).map((key) => (
                    <TextInput
                      key={key}
                      name={`${path}.${range.index}.${key}`}
                      aria-label={`${label}: ${t(`openingHours.${key}`)} (${position + 1})`}
                      placeholder={key === 'from' ? '08:00' : '17:00'}
                      inputMode="numeric"
                      value={range[key]}
                      readOnly={disabled}
                      $invalid={Boolean(errors[`${path}.${range.index}.${key}`])}
                      aria-invalid={Boolean(errors[`${path}.${range.index}.${key}`])}
                      onChange={(event) => onChange(changeRule(rules, range.index, { [key]: event.target.value }))}
                    />
                  ))}
                  {disabled ? null : (
                    <Button $variant="link" aria-label={t('openingHours.removeRange', { day: label })} onClick={() => onChange(removeRule(rules, range.index))}>
                      ✕
                    </Button>
                  )}
                </Range>
              ))}
          {disabled ? null : (
            <Button $variant="link" onClick={() => onChange(addRange(rules, row.type, row.date))}>
              {t('openingHours.addRange')}
            </Button>
          )}
        </Ranges>
        {messages.map((message) => (
          <ErrorText key={message} role="alert">
            {message}
          </ErrorText>
        ))}
      </td>
      <td>
        <Closed>
          <input
            type="checkbox"
            checked={closed}
            disabled={disabled}
            aria-label={`${label}: ${t('openingHours.closed')}`}
            onChange={(event) => onChange(setClosed(rules, row.type, row.date, event.target.checked))}
          />
          {t('openingHours.closed')}
        </Closed>
      </td>
    </>
  );
}

export default function OpeningHoursEditor({ field, value, onChange, path, errors, disabled }: FieldEditorProps<CollectionField>) {
  const { t } = useTranslation();
  const rules = rulesOf(value);
  const change = (next: Rule[]) => onChange(next);
  const rowProps = { rules, path, errors, disabled, always: Boolean(field.nullable) && rules.length === 0, onChange: change };
  const dates = dateRows(rules);
  return (
    <Wrapper data-testid={`${path}-editor`}>
      <FieldFrame label={field.label} hint={rules.length === 0 ? field.help : null} error={errors[path]} />
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('openingHours.day')}</th>
            <th scope="col">{t('openingHours.hours')}</th>
            <th scope="col">{t('openingHours.closed')}</th>
          </tr>
        </thead>
        <tbody>
          {weekRows(rules).map((row) => (
            <tr key={row.type} data-testid={`${path}-${row.type}`}>
              <th scope="row">{typeLabel(row.type)}</th>
              <RowCells row={row} {...rowProps} />
            </tr>
          ))}
        </tbody>
      </Table>
      {disabled ? null : (
        <Button $variant="link" onClick={() => change(copyRow(rules, 'monday', WORKDAYS_AFTER_MONDAY))}>
          {t('openingHours.copyMonday')}
        </Button>
      )}
      <FieldLabel as="div" style={{ marginTop: '0.75rem' }}>
        {t('openingHours.specialDates')}
      </FieldLabel>
      {dates.length === 0 ? <Hint>{t('openingHours.noSpecialDates')}</Hint> : null}
      {dates.length > 0 ? (
        <Table>
          <tbody>
            {dates.map((row) => (
              <tr key={row.indices[0]} data-testid={`${path}-once`}>
                <th scope="row">
                  <TextInput
                    type="date"
                    lang="de"
                    aria-label={t('openingHours.date')}
                    value={row.date ?? ''}
                    readOnly={disabled}
                    $invalid={row.indices.some((index) => Boolean(errors[`${path}.${index}.date`]))}
                    onChange={(event) => change(changeDate(rules, row.date, event.target.value))}
                  />
                  {disabled ? null : (
                    <Button $variant="link" onClick={() => change(removeRow(rules, 'once', row.date))}>
                      {t('openingHours.removeDate')}
                    </Button>
                  )}
                </th>
                <RowCells row={row} {...rowProps} />
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {disabled ? null : (
        <Button $variant="secondary" onClick={() => change(addDate(rules))}>
          {t('openingHours.addDate')}
        </Button>
      )}
    </Wrapper>
  );
}
