import type { Field } from '@theke/contracts';
import { cellText } from './entity-list';

describe('a list cell of a reference', () => {
  const employee: Field = { name: 'employee', kind: 'reference', label: 'Mitarbeiter', targets: ['user'], as: 'object' };

  it('names a user by the users list, else by the username stored with it, else by its id', () => {
    const lookups = { user: new Map([[4, 'Anna Huber']]) };
    expect(cellText(employee, { id: 4, username: 'anna' }, lookups)).toBe('Anna Huber');
    expect(cellText(employee, { id: 5, username: 'ben' }, lookups)).toBe('ben');
    expect(cellText(employee, { id: 6 }, {})).toBe('#6');
  });

  it('names several branches by their list', () => {
    const branches: Field = { name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], many: true, as: 'id' };
    expect(cellText(branches, [3, 4], { branch: new Map([[3, 'Wien'], [4, 'Linz']]) })).toBe('Wien, Linz');
  });
});
