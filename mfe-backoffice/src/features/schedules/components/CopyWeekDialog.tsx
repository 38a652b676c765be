/** 'Woche kopieren': the shown week's shifts into the next week, after a confirmation. */
import { isoWeekOf, type CalendarDate } from '@theke/domain';
import { Alert, Button, Overlay, styled, useTranslation } from '@theke/ui';
import { useCopyWeek } from '../api/use-week-plan';
import { shiftWeek } from '../week-planner';

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 1rem;
`;

interface CopyWeekDialogProps {
  departmentId: number;
  monday: CalendarDate;
  onClose: () => void;
  /** After the copy: the planner shows the week copied into. */
  onCopied: (monday: CalendarDate, count: number | null) => void;
}

/** How many shifts the answer says were copied, when it says it (a list, or `{copied}`). */
function copiedCount(answer: unknown): number | null {
  if (Array.isArray(answer)) return answer.length;
  const copied = (answer as { copied?: unknown } | null)?.copied;
  return typeof copied === 'number' ? copied : null;
}

export function CopyWeekDialog({ departmentId, monday, onClose, onCopied }: CopyWeekDialogProps) {
  const { t } = useTranslation();
  const copy = useCopyWeek();
  const next = shiftWeek(monday, 1);
  const label = t('planner.copyWeek');
  return (
    <Overlay label={label} onClose={onClose}>
      <div role="alertdialog" aria-label={label}>
        <p>{t('planner.copyConfirm', { from: isoWeekOf(monday).week, to: isoWeekOf(next).week })}</p>
        {copy.isError ? <Alert variant="danger">{copy.error.message}</Alert> : null}
        <Buttons>
          <Button
            disabled={copy.isPending}
            onClick={() =>
              copy.mutate({ departmentId, from: monday, to: next }, { onSuccess: (answer) => onCopied(next, copiedCount(answer)) })
            }
          >
            {t('planner.copy')}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            {t('forms.cancel')}
          </Button>
        </Buttons>
      </div>
    </Overlay>
  );
}
