/**
 * SPEC §3 Menu, described once: availableFrom, branches (ids) and the catalogue in display order
 * (categories, each with its products' id, isEnabled and schedule), plus the back-office `name`
 * of docs/adr/0005. The catalogue is edited with drag and drop (the `menuCatalog` editor).
 */
import { scheduleField } from '../fields/common-fields';
import type { Field } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

/** One product of a menu category: the product, a menu-level switch and its schedule here. */
export const MENU_PRODUCT_ENTRY_FIELDS = [
  { name: 'id', kind: 'reference', label: 'Produkt', targets: ['product'], as: 'id', required: true },
  { name: 'isEnabled', kind: 'boolean', label: 'Aktiv', default: true },
  scheduleField(),
] as const satisfies readonly Field[];

/** One category of a menu (`id` is the category's) with its products in display order. */
export const MENU_CATALOG_ENTRY_FIELDS = [
  { name: 'id', kind: 'reference', label: 'Kategorie', targets: ['category'], as: 'id', required: true },
  { name: 'products', kind: 'collection', label: 'Produkte', fields: MENU_PRODUCT_ENTRY_FIELDS, uniqueBy: 'id', max: 1000 },
] as const satisfies readonly Field[];

export const menuDescription = describeEntity({
  entity: 'menu',
  path: '/menus',
  service: 'catalog',
  labels: { singular: 'Menü', plural: 'Menüs' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', max: 255, help: 'Nur im Backend sichtbar.' },
    {
      name: 'availableFrom',
      kind: 'date',
      mode: 'dateTime',
      label: 'Verfügbar ab',
      required: true,
      help: 'Eine Filiale zeigt das Menü mit dem spätesten Beginn, der schon erreicht ist.',
    },
    // A menu may be prepared before it is given to a branch, and loses deleted branches.
    { name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], as: 'id', many: true, required: true, min: 0, max: 500 },
    {
      name: 'catalog',
      kind: 'collection',
      label: 'Sortiment',
      fields: MENU_CATALOG_ENTRY_FIELDS,
      required: true,
      min: 0,
      max: 200,
      uniqueBy: 'id',
      editor: 'menuCatalog',
    },
  ],
  list: { columns: ['name', 'availableFrom', 'branches'], search: ['name'], filters: ['branches'] },
});
export type Menu = EntityOf<typeof menuDescription>;
