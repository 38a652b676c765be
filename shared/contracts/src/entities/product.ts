/**
 * The product (SPEC §3), described once like every entity staff manage: svc-catalog compiles its
 * validation from it (plus the cross-field rules the field vocabulary cannot say, as refinements),
 * the back-office renders its list and tabbed form from it. Field names are the spec's and the
 * storefront's (`/api/init`); labels are what a German-speaking shop owner expects.
 */
import { CALCULATION_MODELS, ORDER_TYPE_LABELS, UNITS } from '@theke/domain';
import { scheduleField } from '../fields/common-fields';
import type { Field } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

export const PRODUCT_TYPE_OPTIONS = [
  { value: 'configurable', label: 'Konfigurierbar' },
  { value: 'bundle', label: 'Bundle' },
  { value: 'others', label: 'Sonstiges' },
] as const;

/** SPEC §3 "Units" with their written-out German names; the short sign (`UNITS`) in brackets. */
const UNIT_NAMES: Readonly<Record<string, string>> = {
  piece: 'Stück',
  serving: 'Portion',
  pair: 'Paar',
  person: 'Person',
  package: 'Packung',
  gram: 'Gramm',
  decagram: 'Dekagramm',
  kilogram: 'Kilogramm',
  ml: 'Milliliter',
  cl: 'Zentiliter',
  dl: 'Deziliter',
  l: 'Liter',
  mm: 'Millimeter',
  cm: 'Zentimeter',
  dm: 'Dezimeter',
  m: 'Meter',
  km: 'Kilometer',
  mm2: 'Quadratmillimeter',
  cm2: 'Quadratzentimeter',
  dm2: 'Quadratdezimeter',
  m2: 'Quadratmeter',
  mm3: 'Kubikmillimeter',
  cm3: 'Kubikzentimeter',
  dm3: 'Kubikdezimeter',
  m3: 'Kubikmeter',
};

/** Every §3 unit, in the spec's order: 'Kilogramm (kg)', 'Stück'. */
export const UNIT_OPTIONS: readonly { value: string; label: string }[] = Object.entries(UNITS).map(
  ([value, unit]) => {
    const name = UNIT_NAMES[value] ?? unit.label;
    return { value, label: name === unit.label ? name : `${name} (${unit.label})` };
  },
);

/** SPEC §3 calculation models with the spec's names (Exakt, Ungefähr, Minimum). */
export const CALCULATION_MODEL_OPTIONS = [
  { value: 'fixed', label: CALCULATION_MODELS.fixed.label },
  { value: 'approximate', label: CALCULATION_MODELS.approximate.label },
  { value: 'minimum', label: CALCULATION_MODELS.minimum.label },
] as const;

export const LEAD_TIME_TYPE_OPTIONS = [
  { value: 'minutes', label: 'Minuten' },
  { value: 'hours', label: 'Stunden' },
  { value: 'days', label: 'Tage' },
  { value: 'weeks', label: 'Wochen' },
] as const;

export const PART_TYPE_OPTIONS = [
  { value: 'text', label: 'Text (einzeilig)' },
  { value: 'textarea', label: 'Text (mehrzeilig)' },
  { value: 'image', label: 'Bild' },
  { value: 'images', label: 'Bilder' },
  { value: 'file', label: 'Datei' },
  { value: 'files', label: 'Dateien' },
  { value: 'select', label: 'Auswahl (eine Option)' },
  { value: 'multiselect', label: 'Mehrfachauswahl' },
] as const;

/** The part types whose options a guest chooses from; only they have (and need) options. */
export const CHOICE_PART_TYPES = ['select', 'multiselect'] as const;

export const OPTION_MODIFIER_OPTIONS = [
  { value: 'add', label: 'Aufschlag' },
  { value: 'subtract', label: 'Abschlag' },
  { value: 'overwrite', label: 'Ersetzt den Preis' },
] as const;

/** Amount limits of the product's own unit and of each alternative unit (SPEC §5 amount entry). */
const quantityLimitFields = [
  { name: 'minimumQuantity', kind: 'number', label: 'Mindestmenge', decimals: 3, min: 0 },
  {
    name: 'maximumQuantity',
    kind: 'number',
    label: 'Höchstmenge',
    decimals: 3,
    min: 0,
    atLeast: 'minimumQuantity',
  },
  { name: 'quantityStepSize', kind: 'number', label: 'Schrittweite', decimals: 3, min: 0, exclusiveMin: true },
] as const satisfies readonly Field[];

/** SPEC §3 alternative unit; SPEC §9: its price is the base price × ratio. */
export const ALTERNATIVE_UNIT_FIELDS = [
  {
    name: 'unit',
    kind: 'select',
    label: 'Einheit',
    required: true,
    options: UNIT_OPTIONS,
    help: 'Eine andere als die Einheit des Produkts.',
  },
  {
    name: 'ratio',
    kind: 'number',
    label: 'Preisfaktor',
    required: true,
    decimals: 6,
    min: 0,
    exclusiveMin: true,
    max: 1e9,
    help: 'Preis je Einheit = Preis × Faktor (Gramm bei Preis je Kilogramm: 0,001).',
  },
  {
    name: 'calculationModel',
    kind: 'select',
    label: 'Berechnungsmodell',
    options: CALCULATION_MODEL_OPTIONS,
    help: 'Leer: wie beim Produkt.',
  },
  ...quantityLimitFields,
] as const satisfies readonly Field[];

export const PART_OPTION_FIELDS = [
  { name: 'name', kind: 'text', label: 'Option', required: true, max: 255 },
  { name: 'modifier', kind: 'select', label: 'Preiswirkung', required: true, options: OPTION_MODIFIER_OPTIONS },
  { name: 'value', kind: 'number', label: 'Betrag', required: true, decimals: 2, min: 0, unit: 'money' },
] as const satisfies readonly Field[];

/** SPEC §3 configurable part; SPEC §5: only `optional: false` makes a step required. */
export const CONFIGURABLE_PART_FIELDS = [
  { name: 'name', kind: 'text', label: 'Schritt', required: true, max: 255 },
  { name: 'description', kind: 'textarea', label: 'Hinweis zum Schritt', max: 2000 },
  { name: 'type', kind: 'select', label: 'Eingabeart', required: true, options: PART_TYPE_OPTIONS },
  { name: 'optional', kind: 'boolean', label: 'Optional', default: true },
  {
    name: 'options',
    kind: 'collection',
    label: 'Optionen',
    required: true,
    max: 100,
    fields: PART_OPTION_FIELDS,
    titleField: 'name',
    when: { field: 'type', is: CHOICE_PART_TYPES },
  },
] as const satisfies readonly Field[];

const taxField = <const N extends string>(name: N, orderType: keyof typeof ORDER_TYPE_LABELS) =>
  ({
    name,
    kind: 'number',
    label: `Steuersatz ${ORDER_TYPE_LABELS[orderType]}`,
    decimals: 2,
    min: 0,
    max: 100,
    unit: 'percent',
  }) as const satisfies Field;

export const productDescription = describeEntity({
  entity: 'product',
  path: '/products',
  service: 'catalog',
  labels: { singular: 'Produkt', plural: 'Produkte' },
  titleField: 'name',
  read: 'public',
  // Employees change only `isEnabled` (sold out) of their branches' products: svc-catalog's route.
  write: 'admin',
  fields: [
    {
      name: 'tabs',
      kind: 'tabs',
      label: 'Produkt',
      tabs: [
        {
          name: 'general',
          label: 'Allgemein',
          fields: [
            { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
            { name: 'type', kind: 'select', label: 'Produktart', required: true, options: PRODUCT_TYPE_OPTIONS },
            { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 10000 },
            { name: 'allergens', kind: 'textarea', label: 'Allergene', max: 1000 },
            { name: 'uid', kind: 'text', label: 'UID', readOnly: true },
          ],
        },
        {
          name: 'price',
          label: 'Preis & Einheiten',
          fields: [
            { name: 'price', kind: 'number', label: 'Preis', required: true, decimals: 2, min: 0, unit: 'money' },
            {
              name: 'calculationModel',
              kind: 'select',
              label: 'Berechnungsmodell',
              options: CALCULATION_MODEL_OPTIONS,
              default: 'fixed',
              help: 'Ungefähr zeigt „ca.“ vor dem Preis, Minimum „ab“.',
            },
            {
              name: 'pricing',
              kind: 'text',
              label: 'Preiszusatz',
              max: 255,
              help: 'Steht beim Preis, z. B. „pro m² Wohnfläche“.',
            },
            { name: 'isPriceHidden', kind: 'boolean', label: 'Preis im Shop ausblenden', default: false },
            { name: 'unit', kind: 'select', label: 'Einheit', required: true, options: UNIT_OPTIONS, default: 'piece' },
            ...quantityLimitFields,
            {
              name: 'defaultQuantity',
              kind: 'number',
              label: 'Vorgabemenge',
              decimals: 3,
              min: 0,
              atLeast: 'minimumQuantity',
              help: 'Zwischen Mindest- und Höchstmenge.',
            },
            {
              name: 'defaultUnit',
              kind: 'select',
              label: 'Vorgewählte Einheit',
              options: UNIT_OPTIONS,
              help: 'Die Einheit des Produkts oder eine seiner alternativen Einheiten.',
            },
            {
              name: 'alternativeUnits',
              kind: 'collection',
              label: 'Alternative Einheiten',
              fields: ALTERNATIVE_UNIT_FIELDS,
              uniqueBy: 'unit',
              max: 20,
              titleField: 'unit',
            },
          ],
        },
        {
          name: 'taxes',
          label: 'Steuern',
          fields: [taxField('tax', 'delivery'), taxField('takeawayTax', 'takeaway'), taxField('dineInTax', 'dineIn')],
        },
        {
          name: 'configuration',
          label: 'Konfiguration',
          fields: [
            {
              name: 'isStepByStep',
              kind: 'boolean',
              label: 'Schritt für Schritt',
              default: false,
              help: 'Der Gast geht die Schritte nacheinander durch.',
            },
            {
              name: 'config',
              kind: 'group',
              label: 'Konfigurierbare Teile',
              fields: [
                {
                  name: 'parts',
                  kind: 'collection',
                  label: 'Schritte',
                  fields: CONFIGURABLE_PART_FIELDS,
                  max: 50,
                  titleField: 'name',
                },
              ],
            },
          ],
        },
        {
          name: 'availability',
          label: 'Verfügbarkeit',
          fields: [
            {
              name: 'isEnabled',
              kind: 'boolean',
              label: 'Verfügbar',
              default: true,
              help: 'Aus: ausverkauft, im Shop nicht bestellbar.',
            },
            {
              name: 'isVisibleWhenUnavailable',
              kind: 'boolean',
              label: 'Sichtbar, wenn nicht verfügbar',
              default: false,
            },
            scheduleField(),
            { name: 'isLeadTimeEnabled', kind: 'boolean', label: 'Mit Vorlaufzeit', default: false },
            {
              name: 'leadTimeValue',
              kind: 'number',
              label: 'Vorlaufzeit',
              required: true,
              decimals: 0,
              min: 0,
              max: 100_000,
              when: { field: 'isLeadTimeEnabled', is: [true] },
            },
            {
              name: 'leadTimeType',
              kind: 'select',
              label: 'Vorlaufzeit in',
              required: true,
              options: LEAD_TIME_TYPE_OPTIONS,
              when: { field: 'isLeadTimeEnabled', is: [true] },
            },
          ],
        },
        {
          name: 'media',
          label: 'Bilder',
          fields: [{ name: 'images', kind: 'images', label: 'Bilder', max: 20 }],
        },
      ],
    },
  ] as const satisfies readonly Field[],
  list: {
    columns: ['name', 'type', 'price', 'unit', 'isEnabled'],
    search: ['name'],
    filters: ['type', 'isEnabled'],
  },
});
export type ProductEntry = EntityOf<typeof productDescription>;
