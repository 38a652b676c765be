/**
 * The planner's grid: one row per employee, one column per day (Monday to Sunday). A cell lists
 * the employee's shifts of the day as buttons ('09:00–17:00', a click edits it) above the day's
 * time band, where dragging plans a new one. Overlapping shifts are marked.
 */
import { formatIsoDate, isSameDate, type CalendarDate } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { dayHeading, shiftLabel, shiftsOf, type PlannedEmployee, type Shift } from '../week-planner';
import { DayBand } from './DayBand';

const Table = styled.table`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  table-layout: fixed;
  th,
  td {
    padding: 0.375rem;
    vertical-align: top;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child {
    width: 10rem;
  }
  [data-today='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Chips = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.25rem;
`;

const Chip = styled.button<{ $warning: boolean }>`
  padding: 0.125rem 0.375rem;
  border: 1px solid ${({ $warning, theme }) => ($warning ? theme.colors.warning : theme.colors.secondary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $warning, theme }) => ($warning ? '#fff4e5' : theme.colors.background)};
  color: ${({ $warning, theme }) => ($warning ? theme.colors.warning : theme.colors.text)};
  font: inherit;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 1px;
  }
`;

interface WeekGridProps {
  days: readonly CalendarDate[];
  today: CalendarDate;
  employees: readonly PlannedEmployee[];
  shifts: readonly Shift[];
  overlapping: ReadonlySet<number>;
  shiftName: (shift: Shift, employee: PlannedEmployee) => string;
  onPlan: (employee: PlannedEmployee, day: CalendarDate, times: { from: string; to: string }) => void;
  onOpen: (shift: Shift, employee: PlannedEmployee) => void;
}

export function WeekGrid({ days, today, employees, shifts, overlapping, shiftName, onPlan, onOpen }: WeekGridProps) {
  const { t } = useTranslation();
  return (
    <Scroll>
      <Table data-testid="week-grid">
        <thead>
          <tr>
            <th scope="col">{t('planner.employee')}</th>
            {days.map((day) => (
              <th key={formatIsoDate(day)} scope="col" data-today={isSameDate(day, today)}>
                {dayHeading(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.id} data-testid="planner-row">
              <th scope="row">{employee.name}</th>
              {days.map((day) => {
                const own = shiftsOf(shifts, employee.id, day);
                return (
                  <td key={formatIsoDate(day)} data-today={isSameDate(day, today)}>
                    <Chips>
                      {own.map((shift) => {
                        const warning = overlapping.has(shift.id);
                        const name = shiftName(shift, employee) + (warning ? ` – ${t('planner.overlaps')}` : '');
                        return (
                          <Chip key={shift.id} $warning={warning} aria-label={name} title={name} onClick={() => onOpen(shift, employee)}>
                            {shiftLabel(shift)}
                            {warning ? ' ⚠' : ''}
                          </Chip>
                        );
                      })}
                    </Chips>
                    <DayBand
                      label={t('planner.band', { name: employee.name, day: dayHeading(day) })}
                      shifts={own}
                      overlapping={overlapping}
                      onPlan={(times) => onPlan(employee, day, times)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
