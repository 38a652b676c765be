/**
 * The month as a table for payroll: a line per day (planned, worked, breaks, absences, the rules'
 * warnings in German, the recorded activities with 'Korrigieren'), the totals and the difference
 * to the plan below.
 */
import { Button, styled, useTranslation } from '@theke/ui';
import { formatWorkingMinutes } from '@theke/domain';
import { activityTimesText, type Activity, type SheetRow, type Totals } from '../month-sheet';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.375rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.number,
  th.number {
    text-align: right;
    white-space: nowrap;
  }
  tr[data-weekend='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Warning = styled.li`
  color: ${({ theme }) => theme.colors.warning};
`;

const ActivityLine = styled.li`
  display: flex;
  gap: 0.5rem;
  align-items: baseline;
  white-space: nowrap;
`;

interface SheetTableProps {
  rows: readonly SheetRow[];
  totals: Totals;
  timeZone: string;
  onCorrect: (activity: Activity, row: SheetRow) => void;
}

export function SheetTable({ rows, totals, timeZone, onCorrect }: SheetTableProps) {
  const { t } = useTranslation();
  const hours = (minutes: number) => t('timeSheets.hours', { time: formatWorkingMinutes(minutes) });
  return (
    <Scroll>
      <Table data-testid="time-sheet">
        <thead>
          <tr>
            <th scope="col">{t('timeSheets.columns.date')}</th>
            <th scope="col" className="number">
              {t('timeSheets.columns.planned')}
            </th>
            <th scope="col" className="number">
              {t('timeSheets.columns.worked')}
            </th>
            <th scope="col" className="number">
              {t('timeSheets.columns.breaks')}
            </th>
            <th scope="col">{t('timeSheets.columns.absences')}</th>
            <th scope="col">{t('timeSheets.columns.warnings')}</th>
            <th scope="col">{t('timeSheets.columns.activities')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} data-weekend={row.weekend} data-testid="time-sheet-day">
              <th scope="row">{row.label}</th>
              <td className="number">{row.plannedMinutes ? hours(row.plannedMinutes) : '–'}</td>
              <td className="number">{row.workedMinutes ? hours(row.workedMinutes) : '–'}</td>
              <td className="number">{row.breakMinutes ? hours(row.breakMinutes) : '–'}</td>
              <td>{row.absence ?? ''}</td>
              <td>
                <ul>
                  {row.warnings.map((warning) => (
                    <Warning key={warning}>{warning}</Warning>
                  ))}
                </ul>
              </td>
              <td>
                <ul>
                  {row.activities.map((activity) => {
                    const times = activityTimesText(activity, t('timeSheets.running'), timeZone);
                    return (
                      <ActivityLine key={activity.id}>
                        <span>{times}</span>
                        <Button
                          $variant="link"
                          aria-label={`${t('timeSheets.correctActivity', { day: row.label })}: ${times}`}
                          onClick={() => onCorrect(activity, row)}
                        >
                          {t('timeSheets.correct')}
                        </Button>
                      </ActivityLine>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('timeSheets.total')}</th>
            <td className="number">{hours(totals.plannedMinutes)}</td>
            <td className="number">{hours(totals.workedMinutes)}</td>
            <td className="number">{hours(totals.breakMinutes)}</td>
            <td colSpan={3} />
          </tr>
          <tr>
            <th scope="row">{t('timeSheets.balance')}</th>
            <td />
            <td className="number">{hours(totals.workedMinutes - totals.plannedMinutes)}</td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
}
