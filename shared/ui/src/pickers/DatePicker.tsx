import { useState } from 'react';
import {
  compareDates,
  formatCalendarDate,
  isSameDate,
  monthCalendar,
  monthName,
  shiftMonth,
  WEEKDAY_SHORT_NAMES,
  type CalendarDate,
} from '@theke/domain';
// The package itself, not relative paths: a remote importing this module uses the shell's one
// copy of the kit (texts, buttons) instead of bundling a second (ADR 0011).
import { Button, styled, useTranslation } from '@theke/ui';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 0.5rem;
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  text-align: center;
  th,
  td {
    padding: 0.125rem;
  }
  th {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Week = styled.td`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Day = styled.button<{ $selected: boolean; $outside: boolean }>`
  width: 100%;
  min-width: 2.25rem;
  padding: 0.4rem 0;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $selected, $outside }) => ($selected ? theme.colors.inverse : $outside ? theme.colors.muted : theme.colors.text)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  &:disabled {
    cursor: not-allowed;
    background: transparent;
    color: ${({ theme }) => theme.colors.border};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export interface DatePickerProps {
  /** The chosen day, or null. */
  value: CalendarDate | null;
  /** The month shown first when nothing is chosen. */
  initialMonth: { year: number; month: number };
  /** SPEC §5: past days and days without a slot are disabled. */
  isSelectable: (date: CalendarDate) => boolean;
  /** 'Speichern' with the chosen day; 'Auswahl aufheben' with null. */
  onSave: (date: CalendarDate | null) => void;
}

/** SPEC §2 date picker: a month calendar with ISO week numbers, Monday first, 'Auswahl aufheben' and 'Speichern'. */
export function DatePicker({ value, initialMonth, isSelectable, onSave }: DatePickerProps) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(value ? { year: value.year, month: value.month } : initialMonth);
  const [selected, setSelected] = useState<CalendarDate | null>(value);
  const weeks = monthCalendar(month.year, month.month);
  const canGoBack = compareDates({ ...month, day: 1 }, { ...initialMonth, day: 1 }) > 0;
  return (
    <div data-testid="date-picker">
      <Header>
        <Button $variant="secondary" disabled={!canGoBack} aria-label={t('pickers.previousMonth')} onClick={() => setMonth(shiftMonth(month.year, month.month, -1))}>
          ‹
        </Button>
        <strong data-testid="date-picker-month">
          {monthName(month.month)} {month.year}
        </strong>
        <Button $variant="secondary" aria-label={t('pickers.nextMonth')} onClick={() => setMonth(shiftMonth(month.year, month.month, 1))}>
          ›
        </Button>
      </Header>
      <Grid role="grid">
        <thead>
          <tr>
            <th scope="col">{t('pickers.week')}</th>
            {WEEKDAY_SHORT_NAMES.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={`${week.isoYear}-${week.week}`}>
              <Week data-testid="iso-week">{week.week}</Week>
              {week.days.map((day) => {
                const isSelected = selected !== null && isSameDate(day, selected);
                return (
                  <td key={formatCalendarDate(day)}>
                    <Day
                      type="button"
                      $selected={isSelected}
                      $outside={day.month !== month.month}
                      disabled={!isSelectable(day)}
                      aria-pressed={isSelected}
                      aria-label={formatCalendarDate(day)}
                      onClick={() => setSelected(day)}
                    >
                      {day.day}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Actions>
        <Button $variant="secondary" onClick={() => onSave(null)}>
          {t('pickers.clearSelection')}
        </Button>
        <Button disabled={selected === null} onClick={() => onSave(selected)}>
          {t('pickers.save')}
        </Button>
      </Actions>
    </div>
  );
}
