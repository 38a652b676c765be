/**
 * `#/schedules` 'Dienstplan' (issue 21, administrators): a department's week, employees by days,
 * shifts planned by dragging over a day's band or with 'Schicht anlegen', changed by a click,
 * a week copied into the next, and who is clocked in now beside it.
 */
import { useMemo, useState } from 'react';
import type { ReferenceField } from '@theke/contracts';
import { businessDateOf, DEFAULT_TIME_ZONE, formatIsoDate, isSameIsoWeek, parseCalendarDate, type CalendarDate } from '@theke/domain';
import { Alert, Button, Loader, styled, useConfig, useTranslation } from '@theke/ui';
import { ReferenceInput, Row } from '../../forms';
import { useDepartments, useStaffAccounts, useWeekShifts } from '../api/use-week-plan';
import {
  dayHeading,
  daysOfWeek,
  mondayOf,
  overlappingShiftIds,
  plannedEmployees,
  shiftLabel,
  shiftWeek,
  weekHeading,
  type PlannedEmployee,
  type Shift,
} from '../week-planner';
import { CopyWeekDialog } from './CopyWeekDialog';
import { OnDutyPanel } from './OnDutyPanel';
import { ShiftDialog, type ShiftDraft } from './ShiftDialog';
import { WeekGrid } from './WeekGrid';

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 20rem));
  gap: 0 1rem;
`;

const Toolbar = styled(Row)`
  justify-content: space-between;
  margin: 0.5rem 0 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 16rem;
  align-items: start;
  gap: 1rem;
  @media (max-width: 1280px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** The planner's own pickers, built like any described reference (ids only, nothing is stored). */
const pickerField = (name: string, label: string, target: 'branch' | 'department'): ReferenceField => ({
  name,
  kind: 'reference',
  label,
  targets: [target],
  as: 'id',
});

const DEFAULT_SHIFT = { from: '09:00', to: '17:00' };

export function WeekPlannerScreen() {
  const { t } = useTranslation();
  const timeZone = useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
  const today = businessDateOf(new Date(), timeZone);
  const [branchId, setBranchId] = useState<number | null>(null);
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [monday, setMonday] = useState<CalendarDate>(() => mondayOf(today));
  const [draft, setDraft] = useState<{ shift: ShiftDraft; name: string } | null>(null);
  const [copying, setCopying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const departments = useDepartments();
  const users = useStaffAccounts();
  const shifts = useWeekShifts(departmentId, monday);
  const department = departments.data?.find((entry) => entry.id === departmentId) ?? null;
  const employees = useMemo(
    () => plannedEmployees(users.data ?? [], department?.branch?.id ?? branchId, shifts.data ?? []),
    [users.data, department, branchId, shifts.data],
  );
  const overlapping = useMemo(() => overlappingShiftIds(shifts.data ?? []), [shifts.data]);
  const days = daysOfWeek(monday);
  const heading = weekHeading(monday);

  const nameOf = (employee: { id: number; username: string }) =>
    employees.find((candidate) => candidate.id === employee.id)?.name ?? employee.username;
  const shiftName = (shift: Pick<Shift, 'day' | 'from' | 'to'>, employee: { name: string }) => {
    const day = parseCalendarDate(shift.day);
    return t('planner.shiftOf', { name: employee.name, day: day ? dayHeading(day) : shift.day, times: shiftLabel(shift) });
  };
  const goTo = (next: CalendarDate) => {
    setMonday(next);
    setNotice(null);
  };
  const plan = (employee: PlannedEmployee, day: CalendarDate, times: { from: string; to: string }) => {
    const shift: ShiftDraft = {
      employee: { id: employee.id, username: employee.username },
      day: formatIsoDate(day),
      ...times,
      plannedBreakMinutes: null,
      note: '',
    };
    setDraft({ shift, name: shiftName(shift, employee) });
  };
  const planWithoutDrag = () => {
    const day = isSameIsoWeek(today, monday) ? today : monday;
    setDraft({ shift: { employee: null, day: formatIsoDate(day), ...DEFAULT_SHIFT, plannedBreakMinutes: null, note: '' }, name: '' });
  };

  return (
    <section data-testid="week-planner">
      <Pickers>
        <ReferenceInput
          field={pickerField('branch', t('planner.branch'), 'branch')}
          value={department?.branch?.id ?? branchId}
          onChange={(value) => {
            setBranchId(typeof value === 'number' ? value : null);
            setDepartmentId(null);
          }}
        />
        <ReferenceInput
          field={pickerField('department', t('planner.department'), 'department')}
          value={departmentId}
          offers={(entry) => branchId === null || (entry as { branch?: { id: number } | null }).branch?.id === branchId}
          onChange={(value) => setDepartmentId(typeof value === 'number' ? value : null)}
        />
      </Pickers>
      <Toolbar>
        <Row>
          <Button $variant="secondary" onClick={() => goTo(shiftWeek(monday, -1))}>
            {t('planner.previousWeek')}
          </Button>
          <Button $variant="secondary" onClick={() => goTo(mondayOf(today))}>
            {t('planner.thisWeek')}
          </Button>
          <Button $variant="secondary" onClick={() => goTo(shiftWeek(monday, 1))}>
            {t('planner.nextWeek')}
          </Button>
          <h2 aria-live="polite">{t('planner.week', heading)}</h2>
        </Row>
        {departmentId !== null ? (
          <Row>
            <Button onClick={planWithoutDrag}>{t('planner.createShift')}</Button>
            <Button $variant="secondary" onClick={() => setCopying(true)}>
              {t('planner.copyWeek')}
            </Button>
          </Row>
        ) : null}
      </Toolbar>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {departmentId === null ? (
        <p>{t('planner.chooseDepartment')}</p>
      ) : (
        <Layout>
          <div>
            {shifts.isPending || users.isPending ? <Loader /> : null}
            {shifts.isError ? <Alert variant="danger">{t('planner.loadFailed')}</Alert> : null}
            {!shifts.isPending && employees.length === 0 ? <p>{t('planner.noEmployees')}</p> : null}
            {employees.length > 0 ? (
              <>
                <WeekGrid
                  days={days}
                  today={today}
                  employees={employees}
                  shifts={shifts.data ?? []}
                  overlapping={overlapping}
                  shiftName={shiftName}
                  onPlan={plan}
                  onOpen={(shift, employee) => setDraft({ shift, name: shiftName(shift, employee) })}
                />
                <Hint>{t('planner.dragHint')}</Hint>
              </>
            ) : null}
          </div>
          <OnDutyPanel departmentId={departmentId} timeZone={timeZone} nameOf={nameOf} />
        </Layout>
      )}
      {draft && departmentId !== null ? (
        <ShiftDialog draft={draft.shift} name={draft.name} departmentId={departmentId} onClose={() => setDraft(null)} />
      ) : null}
      {copying && departmentId !== null ? (
        <CopyWeekDialog
          departmentId={departmentId}
          monday={monday}
          onClose={() => setCopying(false)}
          onCopied={(next, count) => {
            setCopying(false);
            goTo(next);
            if (count !== null) setNotice(t('planner.copied', { count, week: weekHeading(next).week }));
          }}
        />
      ) : null}
    </section>
  );
}
