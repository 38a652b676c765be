import { MESSAGES, OPENING_HOUR_RULE_FIELDS, describeEntity, type Field } from '@theke/contracts';
import { Invalid } from './errors';
import { entitySchemas, keysOf } from './field-schema';
import { validate } from './validation';
import Joi from 'joi';

const description = describeEntity({
  entity: 'sample',
  path: '/samples',
  service: 'catalog',
  labels: { singular: 'Muster', plural: 'Muster' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'uid', kind: 'text', label: 'UID', readOnly: true },
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 10 },
    { name: 'identifier', kind: 'text', label: 'Kennung', format: 'identifier' },
    { name: 'email', kind: 'text', label: 'E-Mail', format: 'email' },
    { name: 'minimum', kind: 'number', label: 'Minimum', decimals: 3, min: 0 },
    { name: 'maximum', kind: 'number', label: 'Maximum', decimals: 3, min: 0, atLeast: 'minimum' },
    { name: 'step', kind: 'number', label: 'Schritt', min: 0, exclusiveMin: true },
    { name: 'count', kind: 'number', label: 'Anzahl', decimals: 0 },
    { name: 'availableFrom', kind: 'date', mode: 'dateTime', label: 'Ab' },
    { name: 'isEnabled', kind: 'boolean', label: 'Aktiv' },
    { name: 'kind', kind: 'select', label: 'Art', options: [{ value: 'a', label: 'A' }] },
    { name: 'days', kind: 'multiselect', label: 'Tage', options: [{ value: 'monday', label: 'Montag' }] },
    { name: 'image', kind: 'image', label: 'Bild' },
    { name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], many: true, as: 'id' },
    { name: 'branch', kind: 'reference', label: 'Filiale', targets: ['branch'], as: 'object' },
    {
      name: 'tabs',
      kind: 'tabs',
      label: 'Reiter',
      tabs: [{ name: 'hours', label: 'Zeiten', fields: [{ name: 'hours', kind: 'collection', label: 'Zeiten', fields: OPENING_HOUR_RULE_FIELDS, max: 2 }] }],
    },
  ] as const satisfies readonly Field[],
  list: { columns: ['name'] },
});

const { schema, updateSchema } = entitySchemas(description);

function errorsOf(value: unknown, against: Joi.Schema = schema) {
  try {
    validate(against, value);
    return [];
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return error.items.map(({ field, message }) => ({ field, message }));
  }
}

describe('entity schemas compiled from a description', () => {
  it('answers each kind’s mistakes with the German message at the dotted field', () => {
    expect(
      errorsOf({
        identifier: 'Wien Mitte',
        email: 'kein-at',
        minimum: 5,
        maximum: 2,
        step: 0,
        count: 1.5,
        availableFrom: '1999-12-31T23:00:00Z',
        isEnabled: 'vielleicht',
        kind: 'b',
        days: ['sunday'],
        image: { id: 0, extension: 'exe' },
        branches: [3, 3],
        branch: {},
        hours: [{ type: 'once', isClosed: false, from: '08:00', to: '25:00' }, { type: 'daily', isClosed: true }, { type: 'daily', isClosed: true }],
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'name', message: MESSAGES.notBlank },
        { field: 'identifier', message: MESSAGES.invalid },
        { field: 'email', message: MESSAGES.email },
        { field: 'maximum', message: MESSAGES.tooSmall(5) },
        { field: 'step', message: MESSAGES.greaterThan(0) },
        { field: 'count', message: MESSAGES.number },
        { field: 'availableFrom', message: MESSAGES.date },
        { field: 'isEnabled', message: MESSAGES.boolean },
        { field: 'kind', message: MESSAGES.choice },
        { field: 'days.0', message: MESSAGES.choice },
        { field: 'image.id', message: MESSAGES.greaterThan(0) },
        { field: 'image.extension', message: MESSAGES.choice },
        { field: 'branches.1', message: MESSAGES.duplicates },
        { field: 'branch.id', message: MESSAGES.notBlank },
        { field: 'hours', message: MESSAGES.tooMany(2) },
      ]),
    );
    expect(errorsOf({ name: 'x', hours: [{ type: 'once', isClosed: false, from: '08:00', to: '25:00' }] })).toEqual([
      { field: 'hours.0.date', message: MESSAGES.notBlank },
      { field: 'hours.0.to', message: MESSAGES.invalid },
    ]);
  });

  it('fills list items with their defaults but leaves top-level fields as sent', () => {
    const value = validate(schema, {
      uid: 'vom-client',
      id: 7,
      name: ' Fenster ',
      hours: [{ type: 'daily', from: '08:00', to: '24:00' }],
    }) as Record<string, unknown>;
    expect(value).toEqual({
      name: 'Fenster',
      hours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '24:00' }],
    });
  });

  it('keeps closed rules without times and needs nothing on update', () => {
    expect(errorsOf({ name: 'x', hours: [{ type: 'monday', isClosed: true }] })).toEqual([]);
    expect(errorsOf({ isEnabled: false }, updateSchema)).toEqual([]);
    expect(errorsOf({ name: null }, updateSchema)).toEqual([{ field: 'name', message: MESSAGES.notNull }]);
  });

  it('checks a field that does not apply when it is sent anyway, and makes it null when absent', () => {
    expect(
      errorsOf({ name: 'x', hours: [{ type: 'daily', date: 'bald', isClosed: true, from: '8 Uhr', to: null }] }),
    ).toEqual([
      { field: 'hours.0.date', message: MESSAGES.date },
      { field: 'hours.0.from', message: MESSAGES.invalid },
    ]);
    const value = validate(schema, { name: 'x', hours: [{ type: 'monday', date: '2025-03-03', isClosed: true }] }) as {
      hours: unknown[];
    };
    expect(value.hours).toEqual([{ type: 'monday', date: '2025-03-03', isClosed: true, from: null, to: null }]);
  });

  it('lets a required list with min 0 be empty but not absent', () => {
    const lists = entitySchemas(
      describeEntity({
        ...description,
        fields: [{ name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], many: true, as: 'id', required: true, min: 0 }],
      }),
    ).schema;
    expect(errorsOf({ branches: [] }, lists)).toEqual([]);
    expect(errorsOf({}, lists)).toEqual([{ field: 'branches', message: MESSAGES.notBlank }]);
  });

  it('keeps a user reference as {id, username}, the name checked as the account’s (issue 21)', () => {
    const employees = entitySchemas(
      describeEntity({
        ...description,
        fields: [{ name: 'employee', kind: 'reference', label: 'Mitarbeiter', targets: ['user'], as: 'object', required: true }],
      }),
    ).schema;
    expect(validate(employees, { employee: { id: 2, username: ' mitarbeiter ' } })).toEqual({
      employee: { id: 2, username: 'mitarbeiter' },
    });
    expect(errorsOf({ employee: { id: 0, username: 'mit leerzeichen' } }, employees)).toEqual([
      { field: 'employee.id', message: MESSAGES.greaterThan(0) },
      { field: 'employee.username', message: MESSAGES.invalid },
    ]);
    expect(errorsOf({ employee: { id: 2 } }, employees)).toEqual([{ field: 'employee.username', message: MESSAGES.notBlank }]);
    expect(errorsOf({ employee: { id: 2, username: 'ab' } }, employees)).toEqual([
      { field: 'employee.username', message: MESSAGES.tooShort(3) },
    ]);
  });

  it('compiles nested field lists on their own for other documents', () => {
    const keys = keysOf([{ name: 'note', kind: 'textarea', label: 'Notiz' }], { nested: true });
    expect(validate(Joi.object(keys), {})).toEqual({ note: null });
  });
});

describe('refinements a service adds to a description', () => {
  const priced = describeEntity({
    ...description,
    fields: [
      { name: 'unit', kind: 'text', label: 'Einheit', required: true },
      {
        name: 'alternatives',
        kind: 'collection',
        label: 'Alternativen',
        fields: [{ name: 'unit', kind: 'text', label: 'Einheit', required: true }],
      },
    ] as const satisfies readonly Field[],
  });
  const otherThanOwn = () =>
    Joi.string()
      .required()
      .custom((value: string, helpers) =>
        value === (helpers.state.ancestors[2] as { unit?: string }).unit ? helpers.error('any.invalid') : value,
      );

  it('apply to a field of every list item by its dotted path, with the error at the item’s field', () => {
    const { schema: refined } = entitySchemas(priced, { 'alternatives.unit': otherThanOwn });
    expect(errorsOf({ unit: 'kg', alternatives: [{ unit: 'g' }, { unit: 'kg' }] }, refined)).toEqual([
      { field: 'alternatives.1.unit', message: MESSAGES.invalid },
    ]);
  });

  it('name only fields the description has', () => {
    expect(() => entitySchemas(priced, { 'alternatives.ratio': (schema) => schema })).toThrow(
      'sample has no field alternatives.ratio to refine',
    );
  });
});

describe('a top-level field that applies only while a sibling says so', () => {
  const leadTime = entitySchemas(
    describeEntity({
      ...description,
      fields: [
        { name: 'isLeadTimeEnabled', kind: 'boolean', label: 'Mit Vorlaufzeit' },
        {
          name: 'leadTimeValue',
          kind: 'number',
          label: 'Vorlaufzeit',
          required: true,
          decimals: 0,
          when: { field: 'isLeadTimeEnabled', is: [true] },
        },
      ] as const satisfies readonly Field[],
    }),
  );

  it('is needed only while the sibling is sent with one of the values (absent is none, as in the form)', () => {
    expect(errorsOf({}, leadTime.schema)).toEqual([]);
    expect(errorsOf({ isLeadTimeEnabled: true }, leadTime.schema)).toEqual([{ field: 'leadTimeValue', message: MESSAGES.notBlank }]);
    expect(errorsOf({ isLeadTimeEnabled: false, leadTimeValue: 'bald' }, leadTime.schema)).toEqual([
      { field: 'leadTimeValue', message: MESSAGES.number },
    ]);
  });

  it('stays absent from an update that does not send it (the stored value is kept)', () => {
    expect(validate(leadTime.updateSchema, { isLeadTimeEnabled: false })).toEqual({ isLeadTimeEnabled: false });
  });
});

describe('rich text, markdown and media fields compiled from a description', () => {
  const media = entitySchemas(
    describeEntity({
      ...description,
      fields: [
        { name: 'text', kind: 'wysiwyg', label: 'Text', required: true },
        { name: 'notes', kind: 'markdown', label: 'Notizen' },
        { name: 'images', kind: 'images', label: 'Bilder', max: 2 },
        { name: 'gallery', kind: 'images', label: 'Galerie' },
        { name: 'manual', kind: 'file', label: 'Anleitung', accept: ['pdf'] },
        { name: 'attachments', kind: 'files', label: 'Anhänge', accept: ['pdf', 'docx'], max: 2 },
        {
          name: 'sections',
          kind: 'collection',
          label: 'Abschnitte',
          fields: [
            { name: 'body', kind: 'wysiwyg', label: 'Inhalt' },
            { name: 'source', kind: 'markdown', label: 'Quelle' },
            { name: 'pictures', kind: 'images', label: 'Bilder' },
            { name: 'download', kind: 'file', label: 'Download' },
            { name: 'downloads', kind: 'files', label: 'Downloads' },
          ],
        },
      ] as const satisfies readonly Field[],
    }),
  );
  const image = { id: 4, version: 2, extension: 'jpg', width: 1280, alt: 'Fenster' };
  const pdf = { id: 9, version: 1, extension: 'pdf', publicHash: 'abc', mimeType: 'application/pdf' };

  it('takes rich text and markdown as written and image and file references as SPEC §3 stores them', () => {
    expect(
      validate(media.schema, {
        text: '<p>Streifenfrei <strong>sauber</strong></p>',
        notes: '# Hinweis\n\n*Bitte* klingeln.',
        images: [{ id: 4, extension: 'JPG' }],
        manual: pdf,
        attachments: [pdf, { ...pdf, id: 10, extension: 'docx' }],
      }),
    ).toEqual({
      text: '<p>Streifenfrei <strong>sauber</strong></p>',
      notes: '# Hinweis\n\n*Bitte* klingeln.',
      // The extension is read in lower case; version, width and alt take their defaults.
      images: [{ id: 4, version: 1, extension: 'jpg', width: null, alt: null }],
      manual: pdf,
      attachments: [pdf, { ...pdf, id: 10, extension: 'docx' }],
    });
  });

  it('answers a required rich text left empty, and a text that is no text, with the German message at the field', () => {
    expect(errorsOf({ text: '' }, media.schema)).toEqual([{ field: 'text', message: MESSAGES.notBlank }]);
    expect(errorsOf({ text: '   ' }, media.schema)).toEqual([{ field: 'text', message: MESSAGES.notBlank }]);
    expect(errorsOf({}, media.schema)).toEqual([{ field: 'text', message: MESSAGES.notBlank }]);
    expect(errorsOf({ text: null }, media.updateSchema)).toEqual([{ field: 'text', message: MESSAGES.notNull }]);
    expect(errorsOf({ text: 'x', notes: 42 }, media.schema)).toEqual([{ field: 'notes', message: MESSAGES.invalid }]);
    expect(errorsOf({ text: { html: '<p>x</p>' } }, media.schema)).toEqual([{ field: 'text', message: MESSAGES.invalid }]);
  });

  it('limits rich text and markdown to 200,000 characters', () => {
    const long = 'x'.repeat(200_001);
    expect(errorsOf({ text: long, notes: long }, media.schema)).toEqual([
      { field: 'text', message: MESSAGES.tooLong(200_000) },
      { field: 'notes', message: MESSAGES.tooLong(200_000) },
    ]);
  });

  it('answers broken image references at the dotted field of the wrong part', () => {
    expect(
      errorsOf(
        {
          text: 'x',
          images: [{ extension: 'jpg' }, { id: 5, extension: 'exe' }],
          gallery: [{ ...image, width: -1 }, { ...image, alt: 'a'.repeat(256) }, 'bild.jpg'],
        },
        media.schema,
      ),
    ).toEqual([
      { field: 'images.0.id', message: MESSAGES.notBlank },
      { field: 'images.1.extension', message: MESSAGES.choice },
      { field: 'gallery.0.width', message: MESSAGES.greaterThan(0) },
      { field: 'gallery.1.alt', message: MESSAGES.tooLong(255) },
      { field: 'gallery.2', message: MESSAGES.invalid },
    ]);
  });

  it('counts images and files against their maximum, 20 when the description names none', () => {
    expect(errorsOf({ text: 'x', images: [image, image, image], attachments: [pdf, pdf, pdf] }, media.schema)).toEqual([
      { field: 'images', message: MESSAGES.tooMany(2) },
      { field: 'attachments', message: MESSAGES.tooMany(2) },
    ]);
    expect(errorsOf({ text: 'x', gallery: Array.from({ length: 21 }, () => image) }, media.schema)).toEqual([
      { field: 'gallery', message: MESSAGES.tooMany(20) },
    ]);
  });

  it('answers a file without id or of a type the field does not accept at the dotted field', () => {
    expect(
      errorsOf(
        { text: 'x', manual: { ...pdf, extension: 'exe' }, attachments: [{ extension: 'pdf' }, { ...pdf, extension: 'zip' }] },
        media.schema,
      ),
    ).toEqual([
      { field: 'manual.extension', message: MESSAGES.choice },
      { field: 'attachments.0.id', message: MESSAGES.notBlank },
      { field: 'attachments.1.extension', message: MESSAGES.choice },
    ]);
    expect(errorsOf({ text: 'x', manual: 'handbuch.pdf' }, media.schema)).toEqual([{ field: 'manual', message: MESSAGES.invalid }]);
    expect(errorsOf({ text: 'x', manual: null, notes: null, images: [] }, media.schema)).toEqual([]);
  });

  it('fills the media and text fields of a list item with their empty values, and checks them at the item’s path', () => {
    expect(validate(media.schema, { text: 'x', sections: [{ body: '' }] })).toEqual({
      text: 'x',
      sections: [{ body: null, source: null, pictures: [], download: null, downloads: [] }],
    });
    expect(errorsOf({ text: 'x', sections: [{}, { pictures: [{ id: 1, extension: 'bmp' }], download: { id: 0 } }] }, media.schema)).toEqual([
      { field: 'sections.1.pictures.0.extension', message: MESSAGES.choice },
      { field: 'sections.1.download.id', message: MESSAGES.greaterThan(0) },
    ]);
  });
});
