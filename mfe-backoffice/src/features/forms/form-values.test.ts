import { MESSAGES, OPENING_HOUR_RULE_FIELDS, categoryDescription, type Field } from '@theke/contracts';
import {
  changedFields,
  errorAt,
  fieldError,
  formErrors,
  fromLocalDateTime,
  initialValues,
  keepMineOnLatest,
  parseNumber,
  serverErrors,
  toLocalDateTime,
  toPayload,
} from './form-values';

const field = <F extends Field>(description: F) => description;

describe('the form engine', () => {
  it('starts an empty form with each kind’s empty value and an entry with its own values', () => {
    const fields = [
      field({ name: 'name', kind: 'text', label: 'Name' }),
      field({ name: 'price', kind: 'number', label: 'Preis' }),
      field({ name: 'isEnabled', kind: 'boolean', label: 'Aktiv', default: true }),
      field({ name: 'tags', kind: 'reference', label: 'Tags', targets: ['tag'], many: true, as: 'object' }),
      field({ name: 'images', kind: 'images', label: 'Bilder' }),
      field({ name: 'schedule', kind: 'collection', label: 'Zeitplan', fields: OPENING_HOUR_RULE_FIELDS, nullable: true }),
      field({ name: 'rules', kind: 'collection', label: 'Regeln', fields: OPENING_HOUR_RULE_FIELDS }),
    ];
    expect(initialValues(fields)).toEqual({
      name: '',
      price: null,
      isEnabled: true,
      tags: [],
      images: [],
      schedule: null,
      rules: [],
    });
    expect(initialValues(fields, { name: 'Fenster', price: 4.5, isEnabled: false }).name).toBe('Fenster');
  });

  it('reads German decimal commas and refuses what is not a number', () => {
    expect(parseNumber('12,50')).toBe(12.5);
    expect(parseNumber(' 7 ')).toBe(7);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('zwölf')).toBeNaN();
  });

  it('checks each kind with the server’s German messages', () => {
    const none = {};
    expect(fieldError({ name: 'n', kind: 'text', label: 'N', required: true }, '  ', none)).toBe(MESSAGES.notBlank);
    expect(fieldError({ name: 'n', kind: 'text', label: 'N', max: 3 }, 'abcd', none)).toBe(MESSAGES.tooLong(3));
    expect(fieldError({ name: 'n', kind: 'text', label: 'N', format: 'identifier' }, 'Wien Mitte', none)).toBe(
      MESSAGES.invalid,
    );
    expect(fieldError({ name: 'e', kind: 'text', label: 'E', format: 'email' }, 'kein-at', none)).toBe(MESSAGES.email);
    expect(fieldError({ name: 'u', kind: 'text', label: 'U', format: 'url' }, 'ftp://x', none)).toBe(MESSAGES.url);
    expect(fieldError({ name: 'p', kind: 'number', label: 'P', min: 0 }, '-1', none)).toBe(MESSAGES.tooSmall(0));
    expect(fieldError({ name: 'p', kind: 'number', label: 'P', min: 0, exclusiveMin: true }, '0', none)).toBe(
      MESSAGES.greaterThan(0),
    );
    expect(fieldError({ name: 'p', kind: 'number', label: 'P', max: 100 }, '100,5', none)).toBe(MESSAGES.tooLarge(100));
    expect(fieldError({ name: 'p', kind: 'number', label: 'P', decimals: 0 }, '1,5', none)).toBe(MESSAGES.number);
    expect(fieldError({ name: 'p', kind: 'number', label: 'P' }, 'x', none)).toBe(MESSAGES.number);
    expect(
      fieldError({ name: 'max', kind: 'number', label: 'Max', atLeast: 'min' }, '2', { min: 5 }),
    ).toBe(MESSAGES.tooSmall(5));
    expect(fieldError({ name: 't', kind: 'date', mode: 'time', label: 'T' }, '24:00', none)).toBe(MESSAGES.date);
    expect(fieldError({ name: 't', kind: 'date', mode: 'time', label: 'T', endOfDay: true }, '24:00', none)).toBeNull();
    expect(fieldError({ name: 'd', kind: 'date', mode: 'date', label: 'D' }, '2026-02-30', none)).toBe(MESSAGES.date);
    expect(fieldError({ name: 'i', kind: 'images', label: 'I', max: 1 }, [{ id: 1 }, { id: 2 }], none)).toBe(
      MESSAGES.tooMany(1),
    );
    expect(fieldError({ name: 'b', kind: 'boolean', label: 'B', required: true }, false, none)).toBeNull();
  });

  it('lets a required list that may be empty (min 0) stay empty, but not a plain required one', () => {
    const branches = field({ name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], many: true, as: 'id', required: true });
    expect(fieldError({ ...branches, min: 0 }, [], {})).toBeNull();
    expect(fieldError(branches, [], {})).toBe(MESSAGES.notBlank);
  });

  it('sends a hidden item field back as loaded (a delivery area keeps its id)', () => {
    const areas = field({
      name: 'deliveryAreas',
      kind: 'collection',
      label: 'Liefergebiete',
      fields: [
        { name: 'id', kind: 'number', label: 'Nummer', decimals: 0, hidden: true },
        { name: 'area', kind: 'text', label: 'Gebiet', required: true },
      ],
    });
    expect(toPayload([areas], { deliveryAreas: [{ id: 7, area: 'Wien' }] })).toEqual({ deliveryAreas: [{ id: 7, area: 'Wien' }] });
  });

  it('checks list items at their dotted path and skips fields that do not apply', () => {
    const values = {
      name: '',
      image: null,
      isEnabled: true,
      schedule: [
        { type: 'once', date: '', isClosed: false, from: '08:00', to: '' },
        { type: 'monday', date: null, isClosed: true, from: null, to: null },
      ],
      isVisibleWhenUnavailable: false,
    };
    expect(formErrors(categoryDescription.fields, values)).toEqual({
      name: MESSAGES.notBlank,
      'schedule.0.date': MESSAGES.notBlank,
      'schedule.0.to': MESSAGES.notBlank,
    });
  });

  it('sends numbers as numbers, fields that do not apply as null, read-only fields not at all', () => {
    const fields = [
      field({ name: 'uid', kind: 'text', label: 'UID', readOnly: true }),
      field({ name: 'price', kind: 'number', label: 'Preis' }),
      field({ name: 'kind', kind: 'select', label: 'Art', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }),
      field({ name: 'extra', kind: 'text', label: 'Extra', when: { field: 'kind', is: ['b'] } }),
      field({ name: 'rules', kind: 'collection', label: 'Regeln', fields: OPENING_HOUR_RULE_FIELDS }),
    ];
    expect(
      toPayload(fields, {
        uid: 'abc',
        price: '3,20',
        kind: 'a',
        extra: 'vergessen',
        rules: [{ type: 'daily', date: '', isClosed: false, from: '08:00', to: '12:00' }],
      }),
    ).toEqual({
      price: 3.2,
      kind: 'a',
      extra: null,
      rules: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '12:00' }],
    });
  });

  it('shows and reads instants in the business time zone', () => {
    expect(toLocalDateTime('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T10:30');
    expect(fromLocalDateTime('2026-12-24T18:00')).toBe('2026-12-24T17:00:00.000Z');
    expect(fromLocalDateTime('')).toBeNull();
  });

  it('places server errors at their fields and keeps the others for the top of the form', () => {
    expect(
      serverErrors([
        { message: MESSAGES.alreadyUsed, field: 'name' },
        { message: MESSAGES.staleVersion, field: 'version' },
        { message: 'Allgemein' },
      ]),
    ).toEqual({ fields: { name: MESSAGES.alreadyUsed, version: MESSAGES.staleVersion }, general: ['Allgemein'] });
  });

  it('shows an input covering its parts the first error about a part, and a list of inputs only its own', () => {
    const errors = { 'branches.1.id': MESSAGES.choice, 'images.0.extension': MESSAGES.choice, 'rules.0.from': MESSAGES.date };
    expect(errorAt(errors, 'branches', true)).toBe(MESSAGES.choice);
    expect(errorAt({ ...errors, branches: MESSAGES.tooMany(2) }, 'branches', true)).toBe(MESSAGES.tooMany(2));
    // A collection shows its items' errors at their own inputs.
    expect(errorAt(errors, 'rules', false)).toBeUndefined();
    // `branch` is not a part of `branches`.
    expect(errorAt(errors, 'branch', true)).toBeUndefined();
  });

  it('checks and serialises rich text, markdown, media and clock times like the server', () => {
    const text = field({ name: 'text', kind: 'wysiwyg', label: 'Text', required: true });
    const notes = field({ name: 'notes', kind: 'markdown', label: 'Notizen' });
    const fields = [
      text,
      notes,
      field({ name: 'images', kind: 'images', label: 'Bilder', required: true, max: 2 }),
      field({ name: 'manual', kind: 'file', label: 'Anleitung', required: true }),
      field({ name: 'attachments', kind: 'files', label: 'Anhänge', max: 1 }),
      field({ name: 'from', kind: 'date', mode: 'time', label: 'Von' }),
      field({ name: 'day', kind: 'date', mode: 'date', label: 'Tag' }),
    ];
    const empty = initialValues(fields);
    expect(empty).toEqual({ text: '', notes: '', images: [], manual: null, attachments: [], from: null, day: null });
    expect(formErrors(fields, empty)).toEqual({ text: MESSAGES.notBlank, images: MESSAGES.notBlank, manual: MESSAGES.notBlank });

    const image = { id: 4, version: 2, extension: 'jpg', width: 1280, alt: null };
    const pdf = { id: 9, version: 1, extension: 'pdf', publicHash: 'abc', mimeType: 'application/pdf' };
    const filled = {
      text: '<p>Hallo</p>',
      notes: '*kursiv*',
      images: [image, image, image],
      manual: pdf,
      attachments: [pdf, pdf],
      from: '7:05',
      day: '2026-02-29',
    };
    expect(formErrors(fields, filled)).toEqual({
      images: MESSAGES.tooMany(2),
      attachments: MESSAGES.tooMany(1),
      from: MESSAGES.date,
      day: MESSAGES.date,
    });
    // The server's limits of text kinds whose description names none.
    expect(fieldError(text, `<p>${'x'.repeat(199_993)}</p>`, {})).toBeNull();
    expect(fieldError(text, `<p>${'x'.repeat(199_994)}</p>`, {})).toBe(MESSAGES.tooLong(200_000));
    expect(fieldError(notes, 'x'.repeat(200_001), {})).toBe(MESSAGES.tooLong(200_000));
    expect(fieldError({ name: 't', kind: 'text', label: 'T' }, 'x'.repeat(256), {})).toBe(MESSAGES.tooLong(255));
    expect(fieldError({ name: 't', kind: 'textarea', label: 'T' }, 'x'.repeat(5001), {})).toBe(MESSAGES.tooLong(5000));
    expect(fieldError({ name: 'm', kind: 'text', label: 'M', format: 'iframe' }, `https://karte.example/${'x'.repeat(300)}`, {})).toBeNull();
    expect(toPayload(fields, { ...filled, images: [image], attachments: [], from: '07:05', day: '' })).toEqual({
      text: '<p>Hallo</p>',
      notes: '*kursiv*',
      images: [image],
      manual: pdf,
      attachments: [],
      from: '07:05',
      day: null,
    });
  });

  it('names the fields another save changed', () => {
    const fields = categoryDescription.fields;
    expect(
      changedFields(fields, { name: 'Fenster', isEnabled: true }, { name: 'Fensterreinigung', isEnabled: true }).map(
        (changed) => changed.name,
      ),
    ).toEqual(['name']);
  });

  it('keeps what this user changed after a 409 and takes the stored value of every field they left alone', () => {
    const fields = categoryDescription.fields;
    const read = { name: 'Fenster', isEnabled: true };
    const mine = { name: 'Fensterreinigung', isEnabled: true };
    const latest = { name: 'Fenster', isEnabled: false };
    expect(keepMineOnLatest(fields, read, mine, latest)).toMatchObject({ name: 'Fensterreinigung', isEnabled: false });
    // Both changed the same field: this user chose to keep theirs.
    expect(keepMineOnLatest(fields, read, mine, { name: 'Fenster innen', isEnabled: true })).toMatchObject({ name: 'Fensterreinigung' });
  });
});
