/**
 * One input per §3 field kind. Simple kinds render here; lists, references and media have their
 * own components; the rich-text editor loads only when a form has a wysiwyg field.
 */
import { lazy, Suspense } from 'react';
import type { Field } from '@theke/contracts';
import { Checkbox } from '@theke/ui/forms';
import { errorAt, fromLocalDateTime, toLocalDateTime, type FieldErrors, type FormValues } from '../form-values';
import { CollectionInput } from './CollectionInput';
import { DateTimeInput } from './DateTimeInput';
import { Row, SelectInput, TextArea, TextInput } from './controls';
import { Labelled } from './FieldFrame';
import { FieldList } from './FieldList';
import { MediaInput } from './MediaInput';
import { ReferenceInput } from './ReferenceInput';

const RichTextInput = lazy(() => import('./RichTextInput'));

export interface FieldInputProps {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Dotted path of the value, as the server names fields in its errors. */
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
}

const TEXT_TYPES = { email: 'email', url: 'url', iframe: 'url', phone: 'tel', phoneDisplay: 'tel', password: 'password', color: 'color' } as const;
const UNIT_SUFFIX = { money: '€', percent: '%' } as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function FieldInput({ field, value, onChange, path, errors, disabled }: FieldInputProps) {
  // An input that shows no inputs of its parts (a reference, an image list) also shows their errors.
  const error = errorAt(errors, path, field.kind !== 'group' && field.kind !== 'collection');
  const frame = { label: field.label, required: field.required, hint: field.help, error };
  const readOnly = disabled || field.readOnly;
  switch (field.kind) {
    case 'text':
      return (
        <Labelled {...frame}>
          {(id) => (
            <TextInput
              id={id}
              name={path}
              type={(field.format && TEXT_TYPES[field.format as keyof typeof TEXT_TYPES]) || 'text'}
              // A password set for someone else: the browser must not fill in the signed-in user's own.
              autoComplete={field.format === 'password' ? 'new-password' : undefined}
              value={text(value)}
              readOnly={readOnly}
              $invalid={Boolean(error)}
              aria-invalid={Boolean(error)}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Labelled>
      );
    case 'textarea':
    case 'markdown':
      return (
        <Labelled {...frame}>
          {(id) => (
            <TextArea
              id={id}
              name={path}
              value={text(value)}
              readOnly={readOnly}
              rows={field.kind === 'markdown' ? 12 : 4}
              $invalid={Boolean(error)}
              aria-invalid={Boolean(error)}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Labelled>
      );
    case 'wysiwyg':
      return (
        <Labelled {...frame}>
          {(id) => (
            <Suspense fallback={<TextArea id={id} value={text(value)} readOnly />}>
              <RichTextInput id={id} value={text(value)} onChange={onChange} readOnly={Boolean(readOnly)} />
            </Suspense>
          )}
        </Labelled>
      );
    case 'number':
      return (
        <Labelled {...frame}>
          {(id) => (
            <Row>
              <TextInput
                id={id}
                name={path}
                inputMode={field.decimals === 0 ? 'numeric' : 'decimal'}
                value={typeof value === 'number' ? String(value).replace('.', ',') : text(value)}
                readOnly={readOnly}
                $invalid={Boolean(error)}
                aria-invalid={Boolean(error)}
                style={{ maxWidth: '12rem' }}
                onChange={(event) => onChange(event.target.value)}
              />
              {field.unit ? <span>{UNIT_SUFFIX[field.unit]}</span> : null}
            </Row>
          )}
        </Labelled>
      );
    case 'date':
      return (
        <Labelled {...frame}>
          {(id) =>
            field.mode === 'dateTime' ? (
              <DateTimeInput
                id={id}
                name={path}
                label={field.label}
                value={toLocalDateTime(value)}
                readOnly={readOnly}
                invalid={Boolean(error)}
                onChange={(local) => onChange(fromLocalDateTime(local))}
              />
            ) : (
              <TextInput
                id={id}
                name={path}
                // SPEC §3: a 24-hour clock to the minute. A native time input shows the browser's
                // clock (12-hour in an English browser) and cannot hold 24:00: times are typed as text.
                type={field.mode === 'time' ? 'text' : 'date'}
                placeholder={field.mode === 'time' ? 'HH:MM' : undefined}
                inputMode={field.mode === 'time' ? 'numeric' : undefined}
                lang="de"
                value={text(value)}
                readOnly={readOnly}
                $invalid={Boolean(error)}
                aria-invalid={Boolean(error)}
                style={{ maxWidth: '16rem' }}
                onChange={(event) => onChange(event.target.value)}
              />
            )
          }
        </Labelled>
      );
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          name={path}
          checked={value === true}
          disabled={readOnly}
          error={error}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'select':
      return (
        <Labelled {...frame}>
          {(id) => (
            <SelectInput
              id={id}
              name={path}
              value={text(value)}
              disabled={readOnly}
              $invalid={Boolean(error)}
              aria-invalid={Boolean(error)}
              onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
            >
              {field.required && value ? null : <option value="">–</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectInput>
          )}
        </Labelled>
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Labelled {...frame}>
          {() =>
            field.options.map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                checked={chosen.includes(option.value)}
                disabled={readOnly}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((candidate) => candidate !== option.value),
                  )
                }
              />
            ))
          }
        </Labelled>
      );
    }
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return <MediaInput field={field} value={value} onChange={onChange} error={error} disabled={readOnly} />;
    case 'reference':
      return <ReferenceInput field={field} value={value} onChange={onChange} error={error} disabled={readOnly} />;
    case 'group':
      return (
        <fieldset>
          <legend>{field.label}</legend>
          <FieldList
            fields={field.fields}
            values={(value ?? {}) as FormValues}
            onChange={onChange}
            prefix={`${path}.`}
            errors={errors}
            disabled={readOnly}
          />
        </fieldset>
      );
    case 'collection':
      return (
        <CollectionInput field={field} value={value} onChange={onChange} path={path} errors={errors} disabled={readOnly} />
      );
    case 'tabs':
      return null;
  }
}
