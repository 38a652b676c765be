/** The small catalogue entities staff manage (SPEC §3): divisions, tags, tables, donatees, categories. */
import { scheduleField } from '../fields/common-fields';
import { describeEntity, type EntityOf } from './entity-description';

export const divisionDescription = describeEntity({
  entity: 'division',
  path: '/divisions',
  service: 'catalog',
  labels: { singular: 'Sparte', plural: 'Sparten' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'identifier', kind: 'text', label: 'Kennung', required: true, max: 100, format: 'identifier' },
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'title', kind: 'text', label: 'Titel', max: 255 },
    { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 5000 },
    { name: 'image', kind: 'image', label: 'Bild' },
    { name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], many: true, as: 'id', max: 500 },
  ],
  list: { columns: ['name', 'identifier', 'branches'], search: ['name', 'identifier', 'title'] },
});
export type Division = EntityOf<typeof divisionDescription>;

export const tagDescription = describeEntity({
  entity: 'tag',
  path: '/tags',
  service: 'catalog',
  labels: { singular: 'Tag', plural: 'Tags' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 100 },
    { name: 'image', kind: 'image', label: 'Bild' },
  ],
  list: { columns: ['image', 'name'], search: ['name'] },
});
export type Tag = EntityOf<typeof tagDescription>;

export const tableDescription = describeEntity({
  entity: 'table',
  path: '/tables',
  service: 'catalog',
  labels: { singular: 'Tisch', plural: 'Tische' },
  titleField: 'identifier',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'identifier', kind: 'text', label: 'Bezeichnung', required: true, max: 50, format: 'label' },
    { name: 'branch', kind: 'reference', label: 'Filiale', required: true, targets: ['branch'], as: 'object' },
  ],
  list: { columns: ['identifier', 'branch'], search: ['identifier'], filters: ['branch'] },
});
export type Table = EntityOf<typeof tableDescription>;

export const donateeDescription = describeEntity({
  entity: 'donatee',
  path: '/donatees',
  service: 'catalog',
  labels: { singular: 'Spendenempfänger', plural: 'Spendenempfänger' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'identifier', kind: 'text', label: 'Kennung', required: true, max: 100, format: 'identifier' },
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 5000 },
  ],
  list: { columns: ['name', 'identifier'], search: ['name', 'identifier', 'description'] },
});
export type Donatee = EntityOf<typeof donateeDescription>;

export const categoryDescription = describeEntity({
  entity: 'category',
  path: '/categories',
  service: 'catalog',
  labels: { singular: 'Kategorie', plural: 'Kategorien' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'image', kind: 'image', label: 'Bild' },
    { name: 'isEnabled', kind: 'boolean', label: 'Aktiv', default: true },
    scheduleField(),
    {
      name: 'isVisibleWhenUnavailable',
      kind: 'boolean',
      label: 'Sichtbar, wenn nicht verfügbar',
      default: false,
    },
  ],
  list: { columns: ['image', 'name', 'isEnabled'], search: ['name'], filters: ['isEnabled'] },
});
export type Category = EntityOf<typeof categoryDescription>;
