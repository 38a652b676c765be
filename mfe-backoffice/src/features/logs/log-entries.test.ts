import type { LogEntry } from '@theke/contracts';
import {
  authorOf,
  changeRowsOf,
  EMPTY_LOG_FILTER,
  entityNameOf,
  fieldLabelOf,
  formatLoggedValue,
  LOG_ENTITIES,
  loggedAt,
  logQuery,
  pageCount,
} from './log-entries';

const VIENNA = 'Europe/Vienna';

const entry: LogEntry = {
  id: 9,
  service: 'catalog',
  entity: 'tag',
  entityId: 4,
  action: 'updated',
  title: 'Graffitischutz',
  user: { id: 1, username: 'admin' },
  occurredAt: '2025-03-30T22:05:00.000Z',
  changes: {
    name: { before: 'Graffiti', after: 'Graffitischutz' },
    image: { before: null, after: { id: 3 } },
  },
};

describe('the log query', () => {
  it('asks for one page, newest first by the server, leaving empty filters out', () => {
    expect(logQuery(EMPTY_LOG_FILTER, 1)).toEqual({ page: '1', limit: '50' });
    expect(logQuery({ entity: 'tag', user: ' admin ', from: '2025-03-01', to: '2025-03-31' }, 3, 20)).toEqual({
      page: '3',
      limit: '20',
      entity: 'tag',
      user: 'admin',
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });
});

describe('entity and field names', () => {
  it("takes a described entity's German name and field labels from its description", () => {
    expect(entityNameOf('tag')).toEqual({ kind: 'label', label: 'Tag' });
    expect(entityNameOf('table')).toEqual({ kind: 'label', label: 'Tisch' });
    expect(fieldLabelOf('table', 'identifier')).toBe('Bezeichnung');
    expect(fieldLabelOf('user', 'username')).toBe('Benutzername');
    expect(entityNameOf('config')).toEqual({ kind: 'label', label: 'Konfiguration' });
    // Fields inside a description's tabs are found too.
    expect(fieldLabelOf('config', 'shopName')).not.toBe('shopName');
    expect(fieldLabelOf('order', 'comment')).toBe('comment');
  });

  it('names the other writers’ entities by the screen’s texts and shows unknown ones as sent', () => {
    expect(entityNameOf('order')).toEqual({ kind: 'text', entity: 'order' });
    expect(entityNameOf('scene')).toEqual({ kind: 'raw', entity: 'scene' });
    expect(new Set(LOG_ENTITIES).size).toBe(LOG_ENTITIES.length);
    expect(LOG_ENTITIES).toEqual(expect.arrayContaining(['tag', 'order', 'user', 'config']));
  });
});

describe('logged values (SPEC §9 formats)', () => {
  it('shows empty values as a dash, booleans as Ja/Nein and decimals with a comma', () => {
    expect(formatLoggedValue(null, VIENNA)).toBe('–');
    expect(formatLoggedValue('', VIENNA)).toBe('–');
    expect(formatLoggedValue(true, VIENNA)).toBe('Ja');
    expect(formatLoggedValue(false, VIENNA)).toBe('Nein');
    expect(formatLoggedValue(12.5, VIENNA)).toBe('12,5');
    expect(formatLoggedValue(3, VIENNA)).toBe('3');
  });

  it('shows instants as DD.MM.YYYY HH:mm in the business time zone and keeps other text', () => {
    expect(formatLoggedValue('2025-03-30T22:05:00.000Z', VIENNA)).toBe('31.03.2025 00:05');
    expect(formatLoggedValue('2025-03-30', VIENNA)).toBe('2025-03-30');
    expect(formatLoggedValue('***', VIENNA)).toBe('***');
  });

  it('shows references by id and anything else structured as JSON', () => {
    expect(formatLoggedValue({ id: 3 }, VIENNA)).toBe('#3');
    expect(formatLoggedValue([{ id: 1 }, { id: 2 }], VIENNA)).toBe('#1, #2');
    expect(formatLoggedValue([{ day: 1, from: '08:00' }], VIENNA)).toBe('[{"day":1,"from":"08:00"}]');
  });
});

describe('an entry', () => {
  it('becomes before/after rows with German field labels, ordered by label', () => {
    expect(changeRowsOf(entry, VIENNA)).toEqual([
      { field: 'image', label: 'Bild', before: '–', after: '#3' },
      { field: 'name', label: 'Name', before: 'Graffiti', after: 'Graffitischutz' },
    ]);
  });

  it('names its author and its time in German format', () => {
    expect(authorOf(entry)).toBe('admin');
    expect(authorOf({ user: { id: 7, username: null } })).toBe('#7');
    expect(authorOf({ user: null })).toBeNull();
    expect(loggedAt(entry, VIENNA)).toBe('31.03.2025 00:05');
  });
});
