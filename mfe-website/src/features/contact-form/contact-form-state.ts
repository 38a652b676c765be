/** SPEC §4/§5 contact form, as plain functions: fields, client checks, and the status flow. */

/** SPEC §5: default accepted upload types. */
export const ACCEPTED_UPLOAD_TYPES = [
  'txt', 'csv', 'gif', 'jpg', 'jpeg', 'png', 'svg', 'mp4', 'mpeg', 'webm',
  'zip', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx',
] as const;
export const UPLOAD_ACCEPT = ACCEPTED_UPLOAD_TYPES.map((extension) => `.${extension}`).join(',');

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comment: string;
  dataProtection: boolean;
}

export type ContactField = keyof ContactFields;

export const EMPTY_FIELDS: ContactFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  comment: '',
  dataProtection: false,
};

/** SPEC §5: 'Vorname' optional; the rest required, the privacy policy accepted. */
export const REQUIRED_FIELDS: readonly ContactField[] = ['lastName', 'email', 'phone', 'comment', 'dataProtection'];

export type FieldErrors = Partial<Record<ContactField | 'uploads', string>>;

export type ContactStatus =
  | { kind: 'none' }
  | { kind: 'pending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

export interface ContactFormState {
  fields: ContactFields;
  errors: FieldErrors;
  status: ContactStatus;
}

export const INITIAL_STATE: ContactFormState = { fields: EMPTY_FIELDS, errors: {}, status: { kind: 'none' } };

export type ContactFormAction =
  | { type: 'change'; field: ContactField; value: string | boolean }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'submit' }
  | { type: 'success' }
  | { type: 'failure'; message: string; errors: FieldErrors }
  | { type: 'back' };

/** none → pending → success (fields cleared) | error; 'Zurück' clears the status (not while pending). */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'change': {
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, fields: { ...state.fields, [action.field]: action.value }, errors };
    }
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'submit':
      return { ...state, errors: {}, status: { kind: 'pending' } };
    case 'success':
      return { fields: EMPTY_FIELDS, errors: {}, status: { kind: 'success' } };
    case 'failure':
      return { ...state, errors: action.errors, status: { kind: 'error', message: action.message } };
    case 'back':
      return state.status.kind === 'pending' ? state : { ...state, status: { kind: 'none' } };
  }
}

/** SPEC §4: 'Zurück' shows unless pending. */
export function canGoBack(status: ContactStatus): boolean {
  return status.kind !== 'none' && status.kind !== 'pending';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client checks before sending: blank required fields and a malformed e-mail address, with the §5 German messages. */
export function validateContactFields(
  fields: ContactFields,
  messages: { notBlank: string; email: string },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    const value = fields[field];
    if (value === false || (typeof value === 'string' && value.trim() === '')) errors[field] = messages.notBlank;
  }
  if (!errors.email && !EMAIL.test(fields.email.trim())) errors.email = messages.email;
  return errors;
}

/** Server errors onto their inputs: `field` is the payload key or a dotted path ending in it. */
export function fieldErrorsFrom(errors: ReadonlyArray<{ message: string; field?: string | null }>): FieldErrors {
  const known = new Set<string>([...Object.keys(EMPTY_FIELDS), 'uploads']);
  const result: FieldErrors = {};
  for (const error of errors) {
    const key = error.field?.split('.')[0];
    if (key && known.has(key) && !result[key as ContactField]) result[key as ContactField] = error.message;
  }
  return result;
}

/** A file's extension is one of the accepted types (the server checks the content itself). */
export function isAcceptedFile(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(extension);
}
