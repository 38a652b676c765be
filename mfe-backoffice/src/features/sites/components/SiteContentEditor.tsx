/**
 * A page's content (the `siteContent` editor): a job page's 'Beschäftigung', 'Beginn' and 'Ort'
 * (SPEC §2), shown for job pages only, and the body's blocks.
 */
import type { GroupField } from '@theke/contracts';
import { FieldList, type FieldEditorProps, type FormValues } from '../../forms';

export default function SiteContentEditor({ field, value, onChange, path, errors, disabled, siblings }: FieldEditorProps<GroupField>) {
  const content = (value && typeof value === 'object' ? value : {}) as FormValues;
  const isJob = siblings.type === 'job';
  const fields = field.fields.filter((candidate) => isJob || candidate.kind === 'collection');
  return <FieldList fields={fields} values={content} onChange={onChange} prefix={`${path}.`} errors={errors} disabled={disabled} />;
}
