/**
 * A shift planned or changed in a dialog over the planner, with the one form engine over the
 * working schedule's description: a new shift starts with what the drag (or the button) chose,
 * a stored one saves with its version, so a shift changed meanwhile shows the form's 409 notice.
 * The department is the planner's; the form does not ask for it again.
 */
import { useMemo, useState } from 'react';
import { workingScheduleDescription } from '@theke/contracts';
import { Button, Overlay, useTranslation } from '@theke/ui';
import { DeleteDialog, fetchEntity, useSaveEntity, type EntityScreen } from '../../entities';
import { EntityForm } from '../../forms';
import type { Shift } from '../week-planner';

/** The planner's dialog asks for everything but the department. */
const SHIFT_FORM = {
  ...workingScheduleDescription,
  fields: workingScheduleDescription.fields.filter((field) => field.name !== 'department'),
};

/** What the delete confirmation needs of an entity screen. */
const SHIFT_SCREEN: EntityScreen = {
  description: workingScheduleDescription,
  path: '/schedules',
  label: workingScheduleDescription.labels.plural,
  forEmployees: false,
};

/** A new shift's first values, or a stored shift to change. */
export type ShiftDraft = Omit<Shift, 'id'> & { id?: number };

interface ShiftDialogProps {
  draft: ShiftDraft;
  departmentId: number;
  /** How the delete confirmation names the shift ('Schicht von Anna am Di 01.04., 09:00–17:00'). */
  name: string;
  onClose: () => void;
}

export function ShiftDialog({ draft, departmentId, name, onClose }: ShiftDialogProps) {
  const { t } = useTranslation();
  const save = useSaveEntity(workingScheduleDescription);
  const [deleting, setDeleting] = useState(false);
  const storedId = draft.id ?? null;
  const title = storedId === null ? t('planner.createShift') : t('planner.editShift');
  const entry = useMemo(() => ({ ...draft }), [draft]);

  return (
    <Overlay label={title} onClose={onClose} closeOnBackdrop={false}>
      <h2>{title}</h2>
      <EntityForm
        description={SHIFT_FORM}
        entry={entry}
        save={(payload) => save(storedId, { ...payload, department: draft.department ?? { id: departmentId } })}
        reload={storedId === null ? undefined : () => fetchEntity(workingScheduleDescription, storedId)}
        onSaved={onClose}
        onCancel={onClose}
      />
      {storedId !== null ? (
        <>
          <Button $variant="link" onClick={() => setDeleting(true)}>
            {t('entities.delete')}
          </Button>
          {deleting ? (
            <DeleteDialog
              screen={SHIFT_SCREEN}
              entry={{ ...draft, id: storedId, [workingScheduleDescription.titleField]: name }}
              onClose={() => setDeleting(false)}
              onDeleted={onClose}
            />
          ) : null}
        </>
      ) : null}
    </Overlay>
  );
}
