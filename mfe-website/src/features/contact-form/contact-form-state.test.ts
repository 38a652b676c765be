import {
  canGoBack,
  contactFormReducer,
  EMPTY_FIELDS,
  fieldErrorsFrom,
  INITIAL_STATE,
  isAcceptedFile,
  validateContactFields,
} from './contact-form-state';

const messages = { notBlank: 'Dieser Wert sollte nicht leer sein.', email: 'Dieser Wert ist keine gültige E-Mail-Adresse.' };
const filled = {
  firstName: '',
  lastName: 'Huber',
  email: 'maria@example.at',
  phone: '+43 1 234',
  comment: 'Bitte um ein Angebot.',
  dataProtection: true,
};

describe('contact form', () => {
  it('requires Nachname, Mailadresse, Telefonnummer, Anliegen and the privacy policy, not Vorname', () => {
    expect(Object.keys(validateContactFields(EMPTY_FIELDS, messages)).sort()).toEqual(
      ['comment', 'dataProtection', 'email', 'lastName', 'phone'].sort(),
    );
    expect(validateContactFields(filled, messages)).toEqual({});
  });

  it('rejects a malformed e-mail address', () => {
    expect(validateContactFields({ ...filled, email: 'maria' }, messages)).toEqual({ email: messages.email });
  });

  it('goes from none to pending to success and clears the fields', () => {
    let state = contactFormReducer(INITIAL_STATE, { type: 'change', field: 'lastName', value: 'Huber' });
    state = contactFormReducer(state, { type: 'submit' });
    expect(state.status).toEqual({ kind: 'pending' });
    expect(canGoBack(state.status)).toBe(false);
    expect(contactFormReducer(state, { type: 'back' }).status.kind).toBe('pending');
    state = contactFormReducer(state, { type: 'success' });
    expect(state.status.kind).toBe('success');
    expect(state.fields).toEqual(EMPTY_FIELDS);
    expect(canGoBack(state.status)).toBe(true);
    expect(contactFormReducer(state, { type: 'back' }).status.kind).toBe('none');
  });

  it('keeps the input on an error and shows the server field errors on their inputs', () => {
    let state = contactFormReducer(INITIAL_STATE, { type: 'change', field: 'lastName', value: 'Huber' });
    state = contactFormReducer(state, { type: 'submit' });
    state = contactFormReducer(state, {
      type: 'failure',
      message: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
      errors: fieldErrorsFrom([{ message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', field: 'email' }]),
    });
    expect(state.status).toEqual({ kind: 'error', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.' });
    expect(state.errors.email).toBe('Dieser Wert ist keine gültige E-Mail-Adresse.');
    expect(state.fields.lastName).toBe('Huber');
  });

  it('maps dotted error fields to their input and ignores unknown ones', () => {
    expect(fieldErrorsFrom([{ message: 'x', field: 'uploads.0.id' }, { message: 'y', field: 'other' }])).toEqual({ uploads: 'x' });
  });

  it('accepts the SPEC §5 file types by name', () => {
    expect(isAcceptedFile('foto.JPG')).toBe(true);
    expect(isAcceptedFile('angebot.pdf')).toBe(true);
    expect(isAcceptedFile('tool.exe')).toBe(false);
  });
});
