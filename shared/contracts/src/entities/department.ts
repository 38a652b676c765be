/**
 * Departments (SPEC §3 "Others": id, identifier where applicable) of a branch, owned by
 * svc-workforce. Time tracking (issue 21) hangs working activities and schedules on them, so
 * they are staff data: employees read their branches' departments, administrators manage all.
 */
import { describeEntity, type EntityOf } from './entity-description';

export const departmentDescription = describeEntity({
  entity: 'department',
  path: '/departments',
  service: 'workforce',
  labels: { singular: 'Abteilung', plural: 'Abteilungen' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    // Optional: a name staff may rename freely; the identifier is the stable key where one is wanted.
    { name: 'identifier', kind: 'text', label: 'Kennung', max: 100, format: 'identifier' },
    // `branch: {id}` as SPEC §3 writes a single branch elsewhere (Table, Placed order: branch.id).
    {
      name: 'branch',
      kind: 'reference',
      label: 'Filiale',
      required: true,
      targets: ['branch'],
      as: 'object',
    },
  ],
  list: { columns: ['name', 'identifier', 'branch'], search: ['name', 'identifier'], filters: ['branch'] },
});
export type Department = EntityOf<typeof departmentDescription>;
