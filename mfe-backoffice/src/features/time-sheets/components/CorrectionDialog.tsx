/**
 * Correcting one recorded activity with the one form engine: start, end, pauses and note as
 * stored, and the reason ('Grund'), which the form and the server both require. An
 * administrator's correction is applied at once and logged with that reason.
 */
import { useMemo } from 'react';
import { Overlay, useTranslation } from '@theke/ui';
import { EntityForm } from '../../forms';
import { useCorrectActivity } from '../api/use-time-sheet';
import { activityCorrectionForm } from '../correction-form';
import type { Activity } from '../month-sheet';

interface CorrectionDialogProps {
  activity: Activity;
  /** 'Di 01.04.2025'. */
  dayLabel: string;
  onClose: () => void;
  onCorrected: () => void;
}

export function CorrectionDialog({ activity, dayLabel, onClose, onCorrected }: CorrectionDialogProps) {
  const { t } = useTranslation();
  const correct = useCorrectActivity();
  const title = t('timeSheets.correctActivity', { day: dayLabel });
  const entry = useMemo(
    () => ({ start: activity.start, end: activity.end, pauses: activity.pauses ?? [], note: activity.note ?? '', reason: '' }),
    [activity],
  );
  return (
    <Overlay label={title} onClose={onClose} closeOnBackdrop={false}>
      <h2>{title}</h2>
      <EntityForm
        description={activityCorrectionForm}
        entry={entry}
        save={(payload) => correct(activity.id, payload)}
        onSaved={onCorrected}
        onCancel={onClose}
      />
    </Overlay>
  );
}
