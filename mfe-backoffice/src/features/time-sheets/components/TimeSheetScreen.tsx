/**
 * `#/time-sheets` 'Stundenzettel' (issue 21, administrators): one employee's month, day by day,
 * with the rules' warnings; recorded activities corrected with a reason; the employees' open
 * correction requests approved or rejected; the month approved and exported for payroll.
 */
import { useState } from 'react';
import type { ReferenceField } from '@theke/contracts';
import { DEFAULT_TIME_ZONE, formatDate } from '@theke/domain';
import { Alert, Button, Loader, styled, useConfig, useQuery, useTranslation } from '@theke/ui';
import { ReferenceInput, Row } from '../../forms';
import { useMonthlySheet } from '../api/use-time-sheet';
import { addMonths, currentMonth, exportUrl, monthLabel, NO_TOTALS, sheetRows, type Activity, type Month, type SheetRow } from '../month-sheet';
import { ApproveMonthDialog } from './ApproveMonthDialog';
import { CorrectionDialog } from './CorrectionDialog';
import { PendingCorrections } from './PendingCorrections';
import { SheetTable } from './SheetTable';

const EMPLOYEE_FIELD: ReferenceField = { name: 'employee', kind: 'reference', label: 'Mitarbeiter', targets: ['user'], as: 'object' };

const Toolbar = styled(Row)`
  justify-content: space-between;
  margin: 0.5rem 0 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Picker = styled.div`
  max-width: 20rem;
`;

/** A download that looks like the kit's secondary button. */
const Download = styled.a`
  display: inline-flex;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

interface StaffAccount {
  id: number;
  username: string;
  name?: string | null;
}

export function TimeSheetScreen() {
  const { t } = useTranslation();
  const timeZone = useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
  const [employee, setEmployee] = useState<{ id: number; username: string } | null>(null);
  const [month, setMonth] = useState<Month>(() => currentMonth(new Date(), timeZone));
  const [correcting, setCorrecting] = useState<{ activity: Activity; row: SheetRow } | null>(null);
  const [approving, setApproving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The list the employee picker reads (one cache entry): names for the requests and the approval.
  const users = useQuery<StaffAccount[]>({ queryKey: ['/api/users'], meta: { errorMessage: t('timeSheets.loadFailed') } });
  const sheet = useMonthlySheet(employee?.id ?? null, month);

  const nameOf = (person: { id: number; username?: string | null }) => {
    const user = users.data?.find((candidate) => candidate.id === person.id);
    return user?.name?.trim() || user?.username || person.username || `#${person.id}`;
  };
  const goTo = (next: Month) => {
    setMonth(next);
    setNotice(null);
  };
  const rows = sheetRows(month, sheet.data ?? undefined);
  const approval = sheet.data?.approval;

  return (
    <section data-testid="time-sheets">
      <Picker>
        <ReferenceInput
          field={{ ...EMPLOYEE_FIELD, label: t('timeSheets.employee') }}
          value={employee}
          onChange={(value) => {
            setEmployee((value as { id: number; username: string } | null) ?? null);
            setNotice(null);
          }}
        />
      </Picker>
      <Toolbar>
        <Row>
          <Button $variant="secondary" onClick={() => goTo(addMonths(month, -1))}>
            {t('timeSheets.previousMonth')}
          </Button>
          <Button $variant="secondary" onClick={() => goTo(addMonths(month, 1))}>
            {t('timeSheets.nextMonth')}
          </Button>
          <h2 aria-live="polite">{monthLabel(month)}</h2>
        </Row>
        {employee ? (
          <Row>
            <Download href={exportUrl('csv', month, employee.id)} download>
              {t('timeSheets.exportCsv')}
            </Download>
            <Download href={exportUrl('pdf', month, employee.id)} download>
              {t('timeSheets.exportPdf')}
            </Download>
            <Button disabled={sheet.isPending || Boolean(approval)} onClick={() => setApproving(true)}>
              {t('timeSheets.approveMonth')}
            </Button>
          </Row>
        ) : null}
      </Toolbar>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {approval ? (
        <Alert variant="success">
          {t('timeSheets.approved', {
            date: formatDate(new Date(approval.at), timeZone),
            name: nameOf({ id: approval.by.id, username: approval.by.username }),
          })}
        </Alert>
      ) : null}
      {!employee ? <p>{t('timeSheets.chooseEmployee')}</p> : null}
      {employee && sheet.isPending ? <Loader /> : null}
      {employee && sheet.isError ? <Alert variant="danger">{t('timeSheets.loadFailed')}</Alert> : null}
      {employee && sheet.isSuccess ? (
        <SheetTable rows={rows} totals={sheet.data?.totals ?? NO_TOTALS} timeZone={timeZone} onCorrect={(activity, row) => setCorrecting({ activity, row })} />
      ) : null}
      <PendingCorrections nameOf={nameOf} timeZone={timeZone} />
      {correcting ? (
        <CorrectionDialog
          activity={correcting.activity}
          dayLabel={correcting.row.label}
          onClose={() => setCorrecting(null)}
          onCorrected={() => {
            setCorrecting(null);
            setNotice(t('timeSheets.corrected'));
          }}
        />
      ) : null}
      {approving && employee ? (
        <ApproveMonthDialog employee={employee} name={nameOf(employee)} month={month} onClose={() => setApproving(false)} />
      ) : null}
    </section>
  );
}
