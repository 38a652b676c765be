/**
 * What the users screens decide, without React (issue 19): the form shows a password only on
 * create or once an administrator chooses to set one (it is never read back: the API shows no
 * password and no hash), a copy of an account starts without its username, and the own-password
 * dialog checks what it can before asking the gateway.
 */
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  userDescription,
  userPasswordField,
  type EntityDescription,
} from '@theke/contracts';

export type UserFormMode = 'create' | 'edit' | 'setPassword';

/** The description a user form renders: the account's fields, plus the password where it belongs. */
export function userFormDescription(mode: UserFormMode): EntityDescription {
  if (mode === 'edit') return userDescription;
  return { ...userDescription, fields: [...userDescription.fields, { ...userPasswordField, required: true }] };
}

/** A copy of an account (`#/users/{id}/duplicate`): same roles, branches and flags, a username of its own. */
export function userCopy(entry: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, version: _version, password: _password, username: _username, ...rest } = entry;
  return { ...rest, username: '' };
}

export interface OwnPasswordInput {
  currentPassword: string;
  password: string;
  repeatedPassword: string;
}

export const EMPTY_OWN_PASSWORD: OwnPasswordInput = { currentPassword: '', password: '', repeatedPassword: '' };

/** German messages by field before the gateway is asked; the gateway checks the current password. */
export function ownPasswordErrors(input: OwnPasswordInput, mismatch: string): Partial<Record<keyof OwnPasswordInput, string>> {
  const errors: Partial<Record<keyof OwnPasswordInput, string>> = {};
  if (input.currentPassword === '') errors.currentPassword = MESSAGES.notBlank;
  if (input.password === '') errors.password = MESSAGES.notBlank;
  else if (input.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.tooShort(PASSWORD_MIN_LENGTH);
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = MESSAGES.tooLong(PASSWORD_MAX_LENGTH);
  if (input.repeatedPassword !== input.password) errors.repeatedPassword = mismatch;
  return errors;
}
