import { MESSAGES, dataFields, userDescription } from '@theke/contracts';
import { formErrors, initialValues, toPayload } from '../forms';
import { EMPTY_OWN_PASSWORD, ownPasswordErrors, userCopy, userFormDescription } from './user-form';

const names = (mode: Parameters<typeof userFormDescription>[0]) =>
  dataFields(userFormDescription(mode).fields).map((field) => field.name);

const STORED = {
  id: 7,
  version: 3,
  username: 'anna',
  name: 'Anna Huber',
  email: 'anna@example.at',
  roles: ['ROLE_EMPLOYEE'],
  branches: [{ id: 2 }],
  isEnabled: true,
  isLocked: false,
  expiresAt: null,
};

describe('the user form (issue 19)', () => {
  it('asks for a password on create, and requires it', () => {
    expect(names('create')).toContain('password');
    const fields = userFormDescription('create').fields;
    const errors = formErrors(fields, initialValues(fields, { username: 'neu', roles: ['ROLE_EMPLOYEE'] }));
    expect(errors).toEqual({ password: MESSAGES.notBlank });
  });

  it('shows no password when editing until one is set explicitly', () => {
    expect(names('edit')).not.toContain('password');
    expect(names('setPassword')).toContain('password');
  });

  it('never sends a password when editing without setting one, even if one was typed before', () => {
    const values = { ...initialValues(userDescription.fields, STORED), password: 'vergessen-1234' };
    expect(toPayload(userFormDescription('edit').fields, values)).not.toHaveProperty('password');
    expect(toPayload(userFormDescription('setPassword').fields, values)).toMatchObject({ password: 'vergessen-1234' });
  });

  it('refuses a short password with the server\'s message before asking the gateway', () => {
    const fields = userFormDescription('setPassword').fields;
    const errors = formErrors(fields, { ...initialValues(fields, STORED), password: 'kurz' });
    expect(errors).toEqual({ password: MESSAGES.tooShort(8) });
  });

  it('requires at least one role and a valid username', () => {
    const fields = userFormDescription('edit').fields;
    const errors = formErrors(fields, { ...initialValues(fields, STORED), roles: [], username: 'an na' });
    expect(errors).toEqual({ roles: MESSAGES.notBlank, username: MESSAGES.invalid });
  });

  it('sends roles and the employee\'s branches as the gateway stores them', () => {
    const payload = toPayload(userFormDescription('edit').fields, initialValues(userDescription.fields, STORED));
    expect(payload).toMatchObject({ username: 'anna', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 2 }], isEnabled: true });
    expect(payload).not.toHaveProperty('id');
  });

  it('starts a copy with the roles and branches but without username, id or version', () => {
    expect(userCopy(STORED)).toEqual({
      username: '',
      name: 'Anna Huber',
      email: 'anna@example.at',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: 2 }],
      isEnabled: true,
      isLocked: false,
      expiresAt: null,
    });
  });
});

describe('the own password (issue 19)', () => {
  const mismatch = 'Die Passwörter stimmen nicht überein.';

  it('needs the current password and a new one of at least 8 characters', () => {
    expect(ownPasswordErrors(EMPTY_OWN_PASSWORD, mismatch)).toEqual({
      currentPassword: MESSAGES.notBlank,
      password: MESSAGES.notBlank,
    });
    expect(ownPasswordErrors({ currentPassword: 'alt', password: 'kurz', repeatedPassword: 'kurz' }, mismatch)).toEqual({
      password: MESSAGES.tooShort(8),
    });
  });

  it('needs the new password twice, the same', () => {
    expect(
      ownPasswordErrors({ currentPassword: 'alt-passwort', password: 'neues-passwort', repeatedPassword: 'neues-paswort' }, mismatch),
    ).toEqual({ repeatedPassword: mismatch });
    expect(
      ownPasswordErrors({ currentPassword: 'alt-passwort', password: 'neues-passwort', repeatedPassword: 'neues-passwort' }, mismatch),
    ).toEqual({});
  });
});
