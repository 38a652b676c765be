import { background, CONTACT_PERSON_FIELDS, links, slides, title } from './common-fields';
import type { BlockTypeDefinition } from '@theke/contracts';

/**
 * SPEC §2 content blocks of the company website, each described with the §3 field kinds.
 * The value shapes follow §3: contact person, teaser, history event, slider slide, video
 * section, map hero. Exported as data for the back-office editor (`GET /api/sites/block-types`).
 */

/** Nested blocks: everything but the column, which only lives inside columns. */
export const NESTABLE_BLOCK_TYPES = [
  'service-hero',
  'map-hero',
  'wysiwyg',
  'image-slider-section',
  'teaser-section',
  'contact-section',
  'contact-person-section',
  'form-section',
  'career-section',
  'image',
  'history-section',
  'links',
  'line',
  'video-section',
  'container',
  'columns',
];

export const CONTENT_BLOCK_TYPES: BlockTypeDefinition[] = [
  {
    type: 'service-hero',
    label: 'Service-Hero',
    fields: [slides, { name: 'text', label: 'Text', kind: 'wysiwyg' }],
  },
  {
    type: 'map-hero',
    label: 'Karten-Hero',
    fields: [
      // Shown only after cookie consent (SPEC §2); stored as the https address of the embed.
      { name: 'iframe', label: 'Karte (Einbettungsadresse)', kind: 'text', format: 'iframe', required: true },
      { name: 'text', label: 'Text', kind: 'wysiwyg' },
    ],
  },
  {
    type: 'wysiwyg',
    label: 'Text',
    fields: [{ name: 'text', label: 'Text', kind: 'wysiwyg', required: true }],
  },
  {
    type: 'image-slider-section',
    label: 'Bilder-Slider',
    fields: [title, { name: 'introduction', label: 'Einleitung', kind: 'wysiwyg' }, slides, background],
  },
  {
    type: 'teaser-section',
    label: 'Teaser',
    fields: [
      title,
      {
        name: 'teasers',
        label: 'Teaser',
        kind: 'collection',
        min: 1,
        required: true,
        // SPEC §3 teaser: name, image, description, link (label, reference id).
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'image', label: 'Bild', kind: 'image' },
          { name: 'description', label: 'Beschreibung', kind: 'textarea' },
          {
            name: 'link',
            label: 'Link',
            kind: 'group',
            fields: [
              { name: 'label', label: 'Beschriftung', kind: 'text', required: true },
              { name: 'reference', label: 'Seite', kind: 'reference', targets: ['site'], required: true },
            ],
          },
        ],
      },
      background,
    ],
  },
  {
    type: 'contact-section',
    label: 'Kontakt',
    fields: [
      title,
      {
        name: 'people',
        label: 'Personen',
        kind: 'collection',
        min: 1,
        required: true,
        fields: CONTACT_PERSON_FIELDS,
      },
      background,
    ],
  },
  {
    type: 'contact-person-section',
    label: 'Ansprechperson',
    fields: [
      title,
      { name: 'person', label: 'Person', kind: 'group', required: true, fields: CONTACT_PERSON_FIELDS },
    ],
  },
  {
    type: 'form-section',
    label: 'Formular',
    fields: [
      title,
      { name: 'text', label: 'Text', kind: 'wysiwyg' },
      {
        name: 'form',
        label: 'Formular',
        kind: 'select',
        options: [{ value: 'contact', label: 'Kontaktformular' }],
      },
      background,
    ],
  },
  {
    type: 'career-section',
    label: 'Karriere',
    // Lists the public job pages by itself (SPEC §2): place, workload, name, link.
    fields: [title, { name: 'text', label: 'Text', kind: 'wysiwyg' }, background],
  },
  {
    type: 'image',
    label: 'Bild',
    fields: [
      { name: 'image', label: 'Bild', kind: 'image', required: true },
      { name: 'caption', label: 'Bildunterschrift', kind: 'text' },
    ],
  },
  {
    type: 'history-section',
    label: 'Geschichte',
    fields: [
      title,
      {
        name: 'events',
        label: 'Ereignisse',
        kind: 'collection',
        min: 1,
        required: true,
        // SPEC §3 history event: year, description (text, links), image or images.
        fields: [
          {
            name: 'type',
            label: 'Art',
            kind: 'select',
            options: [
              { value: 'event', label: 'Ereignis' },
              { value: 'collection', label: 'Ereignissammlung' },
            ],
          },
          { name: 'year', label: 'Jahr', kind: 'text', max: 20, required: true },
          {
            name: 'description',
            label: 'Beschreibung',
            kind: 'group',
            fields: [{ name: 'text', label: 'Text', kind: 'wysiwyg' }, links],
          },
          { name: 'image', label: 'Bild', kind: 'image', when: { field: 'type', is: ['event'] } },
          {
            name: 'images',
            label: 'Bilder',
            kind: 'images',
            required: true,
            when: { field: 'type', is: ['collection'] },
          },
        ],
      },
    ],
  },
  {
    type: 'links',
    label: 'Links',
    fields: [title, { ...links, required: true }],
  },
  {
    type: 'line',
    label: 'Linie',
    // SPEC §3: line select option orange.
    fields: [
      { name: 'color', label: 'Farbe', kind: 'select', options: [{ value: 'orange', label: 'Orange' }] },
    ],
  },
  {
    type: 'video-section',
    label: 'Video',
    fields: [
      title,
      // SPEC §5: the video field accepts mp4; webm is the open format of the generated demo video (ADR 0009).
      { name: 'video', label: 'Video', kind: 'file', accept: ['mp4', 'webm'], required: true },
      { name: 'poster', label: 'Vorschaubild', kind: 'image' },
      { name: 'autoplay', label: 'Automatisch abspielen', kind: 'boolean' },
    ],
  },
  {
    type: 'container',
    label: 'Container',
    fields: [background, { name: 'body', label: 'Inhalt', kind: 'collection', blocks: NESTABLE_BLOCK_TYPES }],
  },
  {
    type: 'column',
    label: 'Spalte',
    onlyInside: ['columns'],
    fields: [{ name: 'body', label: 'Inhalt', kind: 'collection', blocks: NESTABLE_BLOCK_TYPES }],
  },
  {
    type: 'columns',
    label: 'Spalten',
    fields: [
      background,
      {
        name: 'columns',
        label: 'Spalten',
        kind: 'collection',
        min: 1,
        max: 4,
        required: true,
        blocks: ['column'],
      },
    ],
  },
];

export const BLOCK_TYPE_NAMES = CONTENT_BLOCK_TYPES.map((definition) => definition.type);
