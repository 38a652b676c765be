import { MESSAGES, describeEntity, type BlockTypeDefinition, type Field } from '@theke/contracts';
import Joi from 'joi';
import { MAX_BLOCK_DEPTH, blockBodySchema, type BlockBodyOptions } from './block-schema';
import { Invalid } from './errors';
import { entitySchemas } from './field-schema';
import { validate } from './validation';

/** The value of the only block of a body made of one `sample` block with these fields. */
function valueOf(fields: readonly Field[], value: unknown, options?: BlockBodyOptions) {
  const body = blockBodySchema([{ type: 'sample', label: 'Muster', fields }], options);
  const [entry] = validate(body, [{ type: 'sample', value }]) as Array<{ value: Record<string, unknown> }>;
  return entry?.value;
}

function errorsOf(fields: readonly Field[], value: unknown) {
  try {
    valueOf(fields, value);
    return [];
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return error.items.map(({ field, message }) => ({ field: field?.replace(/^0\.value\./, ''), message }));
  }
}

const pdf = { id: 1, version: 1, extension: 'pdf', publicHash: 'a'.repeat(32), mimeType: 'application/pdf' };
const linkType: Field = {
  name: 'type',
  label: 'Art',
  kind: 'select',
  options: [
    { value: 'site', label: 'Seite' },
    { value: 'external', label: 'Externe Adresse' },
  ],
};

describe('block values (fields stored whole in a page body)', () => {
  it('compiles every §3 field kind, with numbers, dates and tabs', () => {
    const fields: Field[] = [
      { name: 'price', label: 'Preis', kind: 'number', decimals: 2, min: 0, max: 1000 },
      { name: 'count', label: 'Anzahl', kind: 'number', decimals: 0 },
      { name: 'day', label: 'Tag', kind: 'date', mode: 'date' },
      { name: 'time', label: 'Uhrzeit', kind: 'date', mode: 'time' },
      { name: 'at', label: 'Zeitpunkt', kind: 'date', mode: 'dateTime' },
      { name: 'notes', label: 'Notizen', kind: 'markdown' },
      {
        name: 'tags',
        label: 'Tags',
        kind: 'multiselect',
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      },
      { name: 'files', label: 'Dateien', kind: 'files', accept: ['pdf'] },
      { name: 'visible', label: 'Sichtbar', kind: 'boolean', default: true },
      {
        name: 'tabs',
        label: 'Reiter',
        kind: 'tabs',
        tabs: [
          {
            name: 'seo',
            label: 'SEO',
            fields: [{ name: 'seoTitle', label: 'SEO-Titel', kind: 'text', max: 60 }],
          },
        ],
      },
      { name: 'target', label: 'Verweis', kind: 'reference', targets: ['product', 'category'] },
    ];
    expect(
      valueOf(fields, {
        price: 12.345,
        count: 3,
        day: '2025-03-01',
        time: '08:30',
        at: '2025-03-01T08:30:00+01:00',
        tags: ['a'],
        files: [pdf],
        seoTitle: 'Fenster putzen',
        target: { id: 4 },
      }),
    ).toEqual({
      price: 12.35,
      count: 3,
      day: '2025-03-01',
      time: '08:30',
      at: new Date('2025-03-01T07:30:00.000Z'),
      notes: null,
      tags: ['a'],
      files: [pdf],
      visible: true,
      seoTitle: 'Fenster putzen',
      target: { id: 4, type: 'product' },
    });
    expect(
      errorsOf(fields, {
        price: -1,
        count: 1.5,
        day: '2025-02-30x',
        time: '25:00',
        tags: ['a', 'a'],
        files: [{ ...pdf, extension: 'mp4' }],
      }),
    ).toEqual([
      { field: 'price', message: MESSAGES.tooSmall(0) },
      { field: 'count', message: MESSAGES.number },
      { field: 'day', message: MESSAGES.date },
      // As for an entity's time field (opening hours): the kit reports a broken time as invalid.
      { field: 'time', message: MESSAGES.invalid },
      { field: 'tags.1', message: MESSAGES.duplicates },
      { field: 'files.0.extension', message: MESSAGES.choice },
    ]);
  });

  it('fills what an editor leaves empty: a select its first option, a group its fields, a list []', () => {
    const fields: Field[] = [
      { name: 'title', label: 'Titel', kind: 'text' },
      linkType,
      { name: 'isShown', label: 'Sichtbar', kind: 'boolean' },
      {
        name: 'link',
        label: 'Link',
        kind: 'group',
        fields: [{ name: 'label', label: 'Beschriftung', kind: 'text' }],
      },
      { name: 'images', label: 'Bilder', kind: 'images' },
      {
        name: 'items',
        label: 'Einträge',
        kind: 'collection',
        fields: [{ name: 'name', label: 'Name', kind: 'text' }],
      },
    ];
    const filled = {
      title: null,
      type: 'site',
      isShown: false,
      link: { label: null },
      images: [],
      items: [],
    };
    expect(valueOf(fields, {})).toEqual(filled);
    expect(
      valueOf(fields, { title: '', type: '', isShown: null, link: null, images: null, items: null }),
    ).toEqual(filled);
  });

  it('clears a field whose condition does not hold, whatever was sent', () => {
    const fields: Field[] = [
      linkType,
      {
        name: 'url',
        label: 'Adresse',
        kind: 'text',
        format: 'url',
        required: true,
        when: { field: 'type', is: ['external'] },
      },
    ];
    expect(valueOf(fields, { url: 'keine Adresse' })).toEqual({ type: 'site', url: null });
    expect(errorsOf(fields, { type: 'external', url: 'keine Adresse' })).toEqual([
      { field: 'url', message: MESSAGES.url },
    ]);
  });

  it('reports an empty required list as blank and keeps what an image picker sent', () => {
    const fields: Field[] = [{ name: 'images', label: 'Bilder', kind: 'images', required: true }];
    expect(errorsOf(fields, { images: [] })).toEqual([{ field: 'images', message: MESSAGES.notBlank }]);
    const picked = { id: 101, extension: 'jpg', height: 720, alt: 'Fassade' };
    expect(valueOf(fields, { images: [picked] })).toEqual({ images: [picked] });
    expect(errorsOf(fields, { images: [{ alt: 'ohne id' }] })).toEqual([
      { field: 'images.0.id', message: MESSAGES.notBlank },
    ]);
  });

  it("applies a service's own rule for texts, with the kit's required and empty handling", () => {
    const fields: Field[] = [
      { name: 'text', label: 'Text', kind: 'wysiwyg', required: true },
      { name: 'note', label: 'Notiz', kind: 'wysiwyg' },
    ];
    const shouting = { textRule: () => Joi.string().uppercase() };
    expect(valueOf(fields, { text: 'laut', note: '' }, shouting)).toEqual({ text: 'LAUT', note: null });
    expect(() => valueOf(fields, { text: '' }, shouting)).toThrow(Invalid);
  });
});

describe('block bodies', () => {
  const leaf: BlockTypeDefinition = { type: 'line', label: 'Linie', fields: [] };
  const box: BlockTypeDefinition = {
    type: 'box',
    label: 'Box',
    fields: [{ name: 'body', label: 'Inhalt', kind: 'collection', blocks: ['box', 'line', 'cell'] }],
  };
  const cell: BlockTypeDefinition = { type: 'cell', label: 'Zelle', onlyInside: ['box'], fields: [] };
  const body = blockBodySchema([leaf, box, cell]);

  it('keeps a block that lives only inside another out of the top level', () => {
    expect(() =>
      validate(body, [{ type: 'box', value: { body: [{ type: 'cell', value: {} }] } }]),
    ).not.toThrow();
    expect(() => validate(body, [{ type: 'cell', value: {} }])).toThrow(Invalid);
  });

  it('stops nesting at the depth limit', () => {
    let nested: object = { type: 'line', value: {} };
    for (let depth = 0; depth < MAX_BLOCK_DEPTH; depth++) nested = { type: 'box', value: { body: [nested] } };
    expect(() => validate(body, [nested])).not.toThrow();
    expect(() => validate(body, [{ type: 'box', value: { body: [nested] } }])).toThrow(Invalid);
  });

  it('compiles block lists only in a page body', () => {
    const description = describeEntity({
      entity: 'sample',
      path: '/samples',
      service: 'content',
      labels: { singular: 'Muster', plural: 'Muster' },
      titleField: 'body',
      read: 'public',
      write: 'admin',
      fields: [
        { name: 'body', label: 'Inhalt', kind: 'collection', blocks: ['line'] },
      ] as const satisfies readonly Field[],
      list: { columns: ['body'] },
    });
    expect(() => entitySchemas(description)).toThrow('body: block lists are compiled by blockBodySchema');
  });
});
