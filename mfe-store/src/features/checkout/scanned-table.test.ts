import { emptyOrderDraft } from '@theke/domain';
import { tableKey } from '../cart';
import { withScannedTable } from './draft-state';

const TABLES = [
  { id: 4, identifier: 'Schalter 1', branch: { id: 1 } },
  { id: 7, identifier: 'Terrasse', branch: { id: 1 } },
];

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
}

describe("a table's QR code at the checkout (docs/adr/0035)", () => {
  it('chooses the scanned table once, then leaves the guest their own choice', () => {
    const session = memoryStorage();
    session.setItem(tableKey('wien'), '7');
    const draft = withScannedTable({ ...emptyOrderDraft(), table: TABLES[0] ?? null }, session, 'wien', TABLES);
    expect(draft.table).toEqual(TABLES[1]);
    expect(session.getItem(tableKey('wien'))).toBeNull();
    expect(withScannedTable({ ...draft, table: null }, session, 'wien', TABLES).table).toBeNull();
  });

  it('ignores a table that is not one of the branch', () => {
    const session = memoryStorage();
    session.setItem(tableKey('wien'), '99');
    expect(withScannedTable(emptyOrderDraft(), session, 'wien', TABLES).table).toBeNull();
  });
});
