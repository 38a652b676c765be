import type { InputHTMLAttributes } from 'react';
import type { OrderDraft } from '@theke/domain';
import {  } from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { FieldLabel } from './layout';
import type { SectionProps } from './section-props';

type TextField = {
  [K in keyof OrderDraft]-?: NonNullable<OrderDraft[K]> extends string ? K : never;
}[keyof OrderDraft];

interface DraftInputProps extends SectionProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: TextField;
  label: string;
  /** Typing filter (the phone input keeps digits, plus and space). */
  filter?: (text: string) => string;
  /** Applied when the input changes for good (blur). */
  normalize?: (text: string) => string;
  /** A message of the browser's own check, shown when the server reported none. */
  hint?: string | null;
}

/** A text input bound to one draft field; the name is the payload key, so server errors land on it. */
export function DraftInput({ field, label, draft, onChange, view, errors, filter, normalize, hint, ...input }: DraftInputProps) {
  const value = draft[field];
  const required = view.required.has(field);
  return (
    <Input
      {...input}
      name={field}
      label={<FieldLabel text={label} required={required} />}
      aria-required={required}
      value={typeof value === 'string' ? value : ''}
      error={errors[field] ?? hint ?? null}
      onChange={(event) => {
        const text = filter ? filter(event.target.value) : event.target.value;
        onChange({ [field]: text === '' ? null : text });
      }}
      onBlur={(event) => {
        if (!normalize) return;
        const text = normalize(event.target.value);
        onChange({ [field]: text === '' ? null : text });
      }}
    />
  );
}
