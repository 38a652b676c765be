/** The inputs of a field list over one values object; tabs show their fields under tab buttons. */
import { Suspense, useState } from 'react';
import type { Field, TabsField } from '@theke/contracts';
import { Loader, styled } from '@theke/ui';
import { editedByOthers, fieldEditorOf } from '../field-editors';
import { applies, type FieldErrors, type FormValues } from '../form-values';
import { FieldInput } from './FieldInput';

const TabBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    padding: 0.5rem 1rem;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  button[data-invalid='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface FieldListProps {
  fields: readonly Field[];
  values: FormValues;
  onChange: (values: FormValues) => void;
  prefix?: string;
  errors: FieldErrors;
  disabled?: boolean;
}

/** Does any error sit under one of these fields? (A tab with errors is marked.) */
function holdsError(fields: readonly Field[], prefix: string, errors: FieldErrors): boolean {
  return Object.keys(errors).some((path) =>
    fields.some((field) =>
      field.kind === 'tabs'
        ? field.tabs.some((tab) => holdsError(tab.fields, prefix, errors))
        : path === `${prefix}${field.name}` || path.startsWith(`${prefix}${field.name}.`),
    ),
  );
}

function Tabs({ field, ...list }: { field: TabsField } & Omit<FieldListProps, 'fields'>) {
  const [current, setCurrent] = useState(0);
  const tab = field.tabs[current] ?? field.tabs[0];
  return (
    <div>
      <TabBar role="tablist">
        {field.tabs.map((candidate, index) => (
          <button
            key={candidate.name}
            type="button"
            role="tab"
            aria-selected={index === current}
            data-invalid={holdsError(candidate.fields, list.prefix ?? '', list.errors)}
            onClick={() => setCurrent(index)}
          >
            {candidate.label}
          </button>
        ))}
      </TabBar>
      {tab ? <FieldList fields={tab.fields} {...list} /> : null}
    </div>
  );
}

/** A field a registered editor edits (see field-editors.ts), loaded when the form shows it. */
function EditorInput({ field, values, onChange, prefix, errors, disabled }: { field: Field } & Required<Omit<FieldListProps, 'fields' | 'disabled'>> & { disabled?: boolean }) {
  const editor = fieldEditorOf(field);
  if (!editor) return null;
  const Editor = editor.component;
  return (
    <Suspense fallback={<Loader />}>
      <Editor
        field={field}
        value={values[field.name]}
        path={`${prefix}${field.name}`}
        errors={errors}
        disabled={disabled || field.readOnly}
        siblings={values}
        onSiblingsChange={onChange}
        onChange={(value) => onChange({ ...values, [field.name]: value })}
      />
    </Suspense>
  );
}

export function FieldList({ fields, values, onChange, prefix = '', errors, disabled }: FieldListProps) {
  const covered = editedByOthers(fields.filter((field) => applies(field, values)));
  return (
    <>
      {fields.map((field) =>
        field.kind === 'tabs' ? (
          <Tabs key={field.name} field={field} values={values} onChange={onChange} prefix={prefix} errors={errors} disabled={disabled} />
        ) : !applies(field, values) || field.hidden || covered.has(field.name) ? null : fieldEditorOf(field) ? (
          <EditorInput key={field.name} field={field} values={values} onChange={onChange} prefix={prefix} errors={errors} disabled={disabled} />
        ) : (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            path={`${prefix}${field.name}`}
            errors={errors}
            disabled={disabled}
            onChange={(value) => onChange({ ...values, [field.name]: value })}
          />
        ),
      )}
    </>
  );
}
