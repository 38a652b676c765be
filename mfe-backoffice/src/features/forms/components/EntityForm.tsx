/**
 * A described entity's form: its fields' inputs, client-side checks before a save, the server's
 * German messages at the fields they concern, and no lost updates: a save sends the version it
 * was loaded with; a 409 shows what changed meanwhile and keeps every input.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { EntityDescription, Field } from '@theke/contracts';
import { Alert, Button, crudMessages, isApiError, styled, useTranslation } from '@theke/ui';
import {
  changedFields,
  formErrors,
  initialValues,
  keepMineOnLatest,
  serverErrors,
  toPayload,
  type FieldErrors,
  type FormValues,
} from '../form-values';
import { Row } from './controls';
import { FieldList } from './FieldList';

const Form = styled.form`
  max-width: 56rem;
`;

/** The form with something beside it (a live preview), side by side where there is room. */
const WithAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 56rem) minmax(16rem, 24rem);
  align-items: start;
  gap: 1.5rem;
  & > aside {
    position: sticky;
    top: 1rem;
  }
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
    & > aside {
      position: static;
    }
  }
`;

const Actions = styled(Row)`
  position: sticky;
  bottom: 0;
  padding: 0.75rem 0;
  background: ${({ theme }) => theme.colors.background};
`;

export interface SavedEntry {
  id: number;
  version?: number;
  [field: string]: unknown;
}

interface Conflict {
  latest: SavedEntry;
  changed: Field[];
}

interface EntityFormProps {
  description: EntityDescription;
  /** The stored entry being edited, or the values a new one starts with (a duplicate). */
  entry: Record<string, unknown> | null;
  /** Stored entries have an id and version; a new one has neither. */
  save: (payload: FormValues) => Promise<SavedEntry>;
  /** Reads the stored entry again (after a 409). */
  reload?: () => Promise<SavedEntry>;
  onSaved: (entry: SavedEntry) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Employees see forms they may not change read-only. */
  readOnly?: boolean;
  /** Shown beside the form with its current, unsaved values (a live preview). */
  aside?: (values: FormValues) => ReactNode;
}

/** Shows a stored value briefly in the conflict notice. */
function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export function EntityForm({ description, entry, save, reload, onSaved, onCancel, onDirtyChange, readOnly, aside }: EntityFormProps) {
  const { t } = useTranslation();
  const baseline = useMemo(() => initialValues(description.fields, entry), [description, entry]);
  const [values, setValues] = useState<FormValues>(baseline);
  const [version, setVersion] = useState(entry?.version as number | undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saving, setSaving] = useState(false);
  const messages = crudMessages(description.labels.singular, description.labels.plural);

  const change = (next: FormValues) => {
    setValues(next);
    onDirtyChange?.(JSON.stringify(next) !== JSON.stringify(baseline));
  };

  const handleFailure = async (failure: unknown) => {
    if (!isApiError(failure)) {
      setGeneral([messages.update]);
      return;
    }
    const placed = serverErrors(failure.errors);
    if (failure.status === 409 && failure.code === 'stale_version' && reload) {
      const latest = await reload();
      setConflict({ latest, changed: changedFields(description.fields, baseline, initialValues(description.fields, latest)) });
      setGeneral([failure.message]);
      setErrors({});
      return;
    }
    setErrors(placed.fields);
    setGeneral(placed.general.length > 0 ? placed.general : Object.keys(placed.fields).length > 0 ? [] : [failure.message]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(description.fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setGeneral([t('forms.checkInputs')]);
      return;
    }
    setSaving(true);
    setGeneral([]);
    try {
      const saved = await save({ ...toPayload(description.fields, values), ...(version ? { version } : {}) });
      setConflict(null);
      onDirtyChange?.(false);
      onSaved(saved);
    } catch (failure) {
      await handleFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  /** Keep the inputs, take the stored value of every field left alone, on the latest version. */
  const keepMine = () => {
    if (!conflict) return;
    setValues(keepMineOnLatest(description.fields, baseline, values, initialValues(description.fields, conflict.latest)));
    setVersion(conflict.latest.version);
    setConflict(null);
    setGeneral([]);
  };

  /** Drop the inputs, show the latest version. */
  const takeTheirs = () => {
    if (!conflict) return;
    const latest = initialValues(description.fields, conflict.latest);
    setValues(latest);
    setVersion(conflict.latest.version);
    setConflict(null);
    setGeneral([]);
    onDirtyChange?.(false);
  };

  const form = (
    <Form noValidate onSubmit={(event) => void submit(event)} data-testid="entity-form">
      {general.length > 0 ? (
        <Alert variant="danger">
          {general.map((message) => (
            <div key={message}>{message}</div>
          ))}
          {conflict ? (
            <>
              <p>
                {t('forms.conflict.changed', {
                  fields: conflict.changed.map((field) => field.label).join(', ') || '–',
                })}
              </p>
              <ul>
                {conflict.changed.map((field) => (
                  <li key={field.name}>
                    {field.label} ({t('forms.conflict.theirs')}): {shortValue(conflict.latest[field.name])}
                  </li>
                ))}
              </ul>
              <Row>
                <Button onClick={keepMine}>{t('forms.conflict.keepMine')}</Button>
                <Button $variant="secondary" onClick={takeTheirs}>
                  {t('forms.conflict.takeTheirs')}
                </Button>
              </Row>
            </>
          ) : null}
        </Alert>
      ) : null}
      <FieldList fields={description.fields} values={values} onChange={change} errors={errors} disabled={readOnly} />
      {readOnly ? null : (
        <Actions>
          <Button type="submit" disabled={saving || conflict !== null}>
            {saving ? t('forms.saving') : t('forms.save')}
          </Button>
          {onCancel ? (
            <Button $variant="secondary" onClick={onCancel}>
              {t('forms.cancel')}
            </Button>
          ) : null}
        </Actions>
      )}
    </Form>
  );
  if (!aside) return form;
  return (
    <WithAside>
      {form}
      <aside>{aside(values)}</aside>
    </WithAside>
  );
}
