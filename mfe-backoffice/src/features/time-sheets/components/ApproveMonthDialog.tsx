/** 'Monat freigeben': the employee's month approved for payroll, after a confirmation. */
import { Alert, Button, Overlay, styled, useTranslation } from '@theke/ui';
import { useApproveMonth } from '../api/use-time-sheet';
import { monthLabel, type Month } from '../month-sheet';

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 1rem;
`;

interface ApproveMonthDialogProps {
  employee: { id: number; username: string };
  /** How the confirmation names the employee. */
  name: string;
  month: Month;
  onClose: () => void;
}

export function ApproveMonthDialog({ employee, name, month, onClose }: ApproveMonthDialogProps) {
  const { t } = useTranslation();
  const approve = useApproveMonth();
  const label = t('timeSheets.approveMonth');
  return (
    <Overlay label={label} onClose={onClose}>
      <div role="alertdialog" aria-label={label}>
        <p>{t('timeSheets.approveConfirm', { month: monthLabel(month), name })}</p>
        {approve.isError ? <Alert variant="danger">{approve.error.message}</Alert> : null}
        <Buttons>
          <Button disabled={approve.isPending} onClick={() => approve.mutate({ employee, month }, { onSuccess: onClose })}>
            {label}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            {t('timeSheets.cancel')}
          </Button>
        </Buttons>
      </div>
    </Overlay>
  );
}
