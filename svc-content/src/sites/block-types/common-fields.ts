import type { Field as ContentField, SelectField } from '@theke/contracts';

/** Fields several block types share (SPEC §3 slider slide, link, contact person). */

/** SPEC §3: background select options white and gray. */
export const background: SelectField = {
  name: 'background',
  label: 'Hintergrund',
  kind: 'select',
  options: [
    { value: 'white', label: 'Weiß' },
    { value: 'gray', label: 'Grau' },
  ],
};

export const title: ContentField = { name: 'title', label: 'Titel', kind: 'text' };

/** SPEC §3 slider slide: image, text. */
export const slides: ContentField = {
  name: 'slides',
  label: 'Slider',
  kind: 'collection',
  min: 1,
  required: true,
  fields: [
    { name: 'image', label: 'Bild', kind: 'image', required: true },
    { name: 'text', label: 'Text', kind: 'textarea' },
  ],
};

/** SPEC §2: links point to a site page, an external address (target self or blank), an e-mail address, a phone number or an uploaded file. */
export const LINK_FIELDS: ContentField[] = [
  {
    name: 'type',
    label: 'Art',
    kind: 'select',
    options: [
      { value: 'site', label: 'Seite' },
      { value: 'external', label: 'Externe Adresse' },
      { value: 'email', label: 'E-Mail-Adresse' },
      { value: 'phone', label: 'Telefonnummer' },
      { value: 'file', label: 'Datei' },
    ],
  },
  { name: 'label', label: 'Beschriftung', kind: 'text', required: true },
  {
    name: 'reference',
    label: 'Seite',
    kind: 'reference',
    targets: ['site'],
    required: true,
    when: { field: 'type', is: ['site'] },
  },
  {
    name: 'url',
    label: 'Adresse',
    kind: 'text',
    format: 'url',
    max: 2048,
    required: true,
    when: { field: 'type', is: ['external'] },
  },
  {
    name: 'target',
    label: 'Öffnen in',
    kind: 'select',
    // SPEC §3: link target options _self and _blank.
    options: [
      { value: '_self', label: 'Gleiches Fenster' },
      { value: '_blank', label: 'Neues Fenster' },
    ],
    when: { field: 'type', is: ['external'] },
  },
  {
    name: 'email',
    label: 'E-Mail-Adresse',
    kind: 'text',
    format: 'email',
    required: true,
    when: { field: 'type', is: ['email'] },
  },
  {
    name: 'phone',
    label: 'Telefonnummer',
    kind: 'text',
    format: 'phoneDisplay',
    required: true,
    when: { field: 'type', is: ['phone'] },
  },
  { name: 'file', label: 'Datei', kind: 'file', required: true, when: { field: 'type', is: ['file'] } },
];

export const links: ContentField = { name: 'links', label: 'Links', kind: 'collection', fields: LINK_FIELDS };

/** SPEC §3 contact person (the spec's snake_case keys). */
export const CONTACT_PERSON_FIELDS: ContentField[] = [
  { name: 'image', label: 'Bild', kind: 'image' },
  { name: 'first_name', label: 'Vorname', kind: 'text' },
  { name: 'last_name', label: 'Nachname', kind: 'text', required: true },
  { name: 'position', label: 'Position', kind: 'text' },
  { name: 'email', label: 'E-Mail-Adresse', kind: 'text', format: 'email' },
  { name: 'phone', label: 'Telefonnummer', kind: 'text', format: 'phoneDisplay' },
  { name: 'days', label: 'Tage', kind: 'text' },
  { name: 'time', label: 'Zeit', kind: 'text' },
];
