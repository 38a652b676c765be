/**
 * Staff accounts (SPEC §6, §7 users), described once: the gateway compiles its users API's
 * validation from it (its own router keeps the account rules), the back-office's 'Benutzer'
 * screens render list and form from it. The password is never part of what is read: it is a
 * separate field a form adds on create or when an administrator sets one explicitly.
 */
import type { TextField } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

export const ROLE_OPTIONS = [
  { value: 'ROLE_ADMIN', label: 'Administrator' },
  { value: 'ROLE_EMPLOYEE', label: 'Mitarbeiter' },
] as const;

export const userDescription = describeEntity({
  entity: 'user',
  path: '/users',
  service: 'gateway',
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  titleField: 'username',
  read: 'admin',
  write: 'admin',
  fields: [
    { name: 'username', kind: 'text', label: 'Benutzername', required: true, min: 3, max: 180, format: 'username' },
    { name: 'name', kind: 'text', label: 'Name', max: 255 },
    { name: 'email', kind: 'text', label: 'E-Mail', max: 255, format: 'email' },
    { name: 'roles', kind: 'multiselect', label: 'Rollen', required: true, min: 1, options: ROLE_OPTIONS },
    {
      name: 'branches',
      kind: 'reference',
      label: 'Filialen',
      targets: ['branch'],
      many: true,
      as: 'object',
      max: 500,
      help: 'Mitarbeiter sehen und bearbeiten nur die Bestellungen und Geräte dieser Filialen.',
    },
    { name: 'isEnabled', kind: 'boolean', label: 'Aktiv', default: true },
    { name: 'isLocked', kind: 'boolean', label: 'Gesperrt', default: false },
    { name: 'expiresAt', kind: 'date', mode: 'dateTime', label: 'Zugang gültig bis', help: 'Leer: unbefristet.' },
  ],
  list: {
    columns: ['username', 'name', 'roles', 'branches', 'isEnabled'],
    search: ['username', 'name', 'email'],
    filters: ['roles', 'branches', 'isEnabled'],
  },
});

/** SPEC §7 users: what `GET /api/users` and `/api/users/{id}` answer (never a password or hash). */
export type StaffUser = EntityOf<typeof userDescription>;

/** At least 8 characters, as the gateway hashes it with argon2 (users and the own password). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** The password an administrator sets on create or explicitly later; write-only, never read back. */
export const userPasswordField = {
  name: 'password',
  kind: 'text',
  label: 'Passwort',
  format: 'password',
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  help: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
} as const satisfies TextField;
