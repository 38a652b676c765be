/**
 * What every field editor shows around its input, in one place: the label (a star when the field
 * is required), the editor's own content, the hint and the error (role alert, read out at once).
 * A composite editor (a list, a tree, a table) gives no children and puts its content after it.
 */
import { useId, type ReactNode } from 'react';
import { ErrorText, FieldBox, FieldLabel, Hint, labelIdOf } from './controls';

export interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** The control the label names; without one the label is a heading (a div). */
  htmlFor?: string;
  /** The label's own id, for a control that names itself by it (aria-labelledby). */
  labelId?: string;
  children?: ReactNode;
}

export function FieldFrame({ label, required, hint, error, htmlFor, labelId, children }: FieldFrameProps) {
  const labelProps = htmlFor ? { htmlFor, id: labelId } : { as: 'div' as const, id: labelId };
  return (
    <>
      <FieldLabel {...labelProps}>
        {label}
        {required ? ' *' : null}
      </FieldLabel>
      {children}
      {hint ? <Hint>{hint}</Hint> : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </>
  );
}

/** A single control's field: the frame around it in a box, the label bound to the control by id. */
export function Labelled({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldBox>
      <FieldFrame label={label} required={required} hint={hint} error={error} htmlFor={id} labelId={labelIdOf(id)}>
        {children(id)}
      </FieldFrame>
    </FieldBox>
  );
}
