/**
 * Redirects (SPEC §3 Redirect: id, path; §7 CRUD): an old path of the website answered with a 301
 * to a target. svc-content checks that the target exists and that no chain of redirects loops
 * (ADR 0046); the gateway answers the 301.
 */
import { describeEntity, type EntityOf } from './entity-description';

export const redirectDescription = describeEntity({
  entity: 'redirect',
  path: '/redirects',
  service: 'content',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  titleField: 'path',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'path', kind: 'text', label: 'Alter Pfad', required: true, max: 255, help: 'z. B. /alte-seite' },
    {
      name: 'target',
      kind: 'text',
      label: 'Ziel',
      required: true,
      max: 2048,
      help: 'Ein Pfad der Website (eine Seite, /store/… oder /) oder eine Adresse mit https://.',
    },
  ],
  list: { columns: ['path', 'target'], search: ['path', 'target'] },
});
export type Redirect = EntityOf<typeof redirectDescription>;
