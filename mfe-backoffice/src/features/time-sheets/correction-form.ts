/**
 * What a manager edits when correcting recorded time (ADR 0041 `POST /working-activities/{id}/
 * corrections`): the activity's start, end, pauses and note, and the reason, which is always
 * required. Described like an entity so the one form engine renders and checks it.
 */
import { describeEntity, type Field } from '@theke/contracts';

const pauseFields = [
  { name: 'start', kind: 'date', mode: 'dateTime', label: 'Beginn', required: true },
  { name: 'end', kind: 'date', mode: 'dateTime', label: 'Ende', help: 'Leer: die Pause läuft noch.' },
] as const satisfies readonly Field[];

export const activityCorrectionForm = describeEntity({
  entity: 'working-activity-correction',
  path: '/working-activity-corrections',
  service: 'workforce',
  labels: { singular: 'Korrektur', plural: 'Korrekturen' },
  titleField: 'reason',
  read: 'staff',
  write: 'staff',
  fields: [
    { name: 'start', kind: 'date', mode: 'dateTime', label: 'Beginn', required: true },
    { name: 'end', kind: 'date', mode: 'dateTime', label: 'Ende', help: 'Leer: die Arbeitszeit läuft noch.' },
    { name: 'pauses', kind: 'collection', label: 'Pausen', fields: pauseFields, max: 100 },
    { name: 'note', kind: 'textarea', label: 'Notiz', max: 2000 },
    { name: 'reason', kind: 'textarea', label: 'Grund', required: true, max: 2000, help: 'Wird mit der Korrektur protokolliert.' },
  ],
  list: { columns: ['reason'] },
});
