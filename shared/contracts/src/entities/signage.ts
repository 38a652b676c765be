/**
 * Digital signage (SPEC §3, §7, issue 23, ADR 0042), owned by svc-content: scenes (a screen layout
 * with named regions), segments ('Filmsequenzen': one thing shown for a duration), streams (a
 * dayparted playlist of segments) and TV devices. Administrators manage them; staff read those of
 * their branches (a stream without a branch plays in every branch).
 */
import { WEEKDAY_NAMES } from '@theke/domain';
import type { Field } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

export const SIGNAGE_ORIENTATION_OPTIONS = [
  { value: 'landscape', label: 'Querformat' },
  { value: 'portrait', label: 'Hochformat' },
] as const;
export type SignageOrientation = (typeof SIGNAGE_ORIENTATION_OPTIONS)[number]['value'];

/** A region of a scene, in percent of the screen (0 to 100), named so devices map streams onto it. */
export const SCENE_REGION_FIELDS = [
  { name: 'name', kind: 'text', label: 'Name', required: true, max: 100, format: 'identifier' },
  { name: 'x', kind: 'number', label: 'Links (%)', required: true, decimals: 2, min: 0, max: 100 },
  { name: 'y', kind: 'number', label: 'Oben (%)', required: true, decimals: 2, min: 0, max: 100 },
  { name: 'width', kind: 'number', label: 'Breite (%)', required: true, decimals: 2, min: 0, max: 100, exclusiveMin: true },
  { name: 'height', kind: 'number', label: 'Höhe (%)', required: true, decimals: 2, min: 0, max: 100, exclusiveMin: true },
] as const satisfies readonly Field[];

export const sceneDescription = describeEntity({
  entity: 'scene',
  path: '/scenes',
  service: 'content',
  labels: { singular: 'Szene', plural: 'Szenen' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    // SPEC §3 Scene: id, path; a unique key such as 'filiale-hochformat'.
    { name: 'path', kind: 'text', label: 'Pfad', required: true, max: 100, format: 'identifier' },
    { name: 'orientation', kind: 'select', label: 'Ausrichtung', required: true, options: SIGNAGE_ORIENTATION_OPTIONS },
    {
      name: 'regions',
      kind: 'collection',
      label: 'Bereiche',
      // The back-office's region editor: a canvas and presets beside the numbers.
      editor: 'sceneRegions',
      required: true,
      min: 1,
      max: 20,
      uniqueBy: 'name',
      titleField: 'name',
      fields: SCENE_REGION_FIELDS,
    },
  ],
  list: { columns: ['name', 'path', 'orientation'], search: ['name', 'path'], filters: ['orientation'] },
});
export type Scene = EntityOf<typeof sceneDescription>;
export type SceneRegion = Scene['regions'][number];

export const SIGNAGE_SEGMENT_TYPE_OPTIONS = [
  { value: 'image', label: 'Bild' },
  { value: 'video', label: 'Video' },
  { value: 'image-template', label: 'Bildvorlage' },
  { value: 'block', label: 'Inhalt' },
  { value: 'menu-board', label: 'Speisekarte' },
  { value: 'pickup-board', label: 'Abholtafel' },
] as const;
export type SignageSegmentType = (typeof SIGNAGE_SEGMENT_TYPE_OPTIONS)[number]['value'];

/** A segment without its own duration shows this long (seconds). */
export const DEFAULT_SEGMENT_SECONDS = 10;
/** A pickup board drops a ticket this many minutes after it was last seen, unless the segment says otherwise. */
export const DEFAULT_PICKUP_REMOVE_AFTER_MINUTES = 15;

export const signageSegmentDescription = describeEntity({
  entity: 'digital-signage-segment',
  path: '/digital-signage-segments',
  service: 'content',
  labels: { singular: 'Filmsequenz', plural: 'Filmsequenzen' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'type', kind: 'select', label: 'Art', required: true, options: SIGNAGE_SEGMENT_TYPE_OPTIONS },
    {
      name: 'durationSeconds',
      kind: 'number',
      label: 'Dauer (Sekunden)',
      decimals: 0,
      min: 1,
      max: 86_400,
      help: 'Leer: 10 Sekunden.',
    },
    { name: 'image', kind: 'image', label: 'Bild', required: true, when: { field: 'type', is: ['image'] } },
    {
      name: 'video',
      kind: 'file',
      label: 'Video',
      required: true,
      accept: ['mp4', 'webm'],
      when: { field: 'type', is: ['video'] },
    },
    {
      name: 'imageTemplate',
      kind: 'reference',
      label: 'Bildvorlage',
      required: true,
      targets: ['image-template'],
      as: 'object',
      when: { field: 'type', is: ['image-template'] },
    },
    {
      name: 'block',
      kind: 'reference',
      label: 'Inhalt',
      required: true,
      targets: ['block'],
      as: 'object',
      when: { field: 'type', is: ['block'] },
    },
    {
      name: 'branch',
      kind: 'reference',
      label: 'Filiale',
      required: true,
      targets: ['branch'],
      as: 'object',
      when: { field: 'type', is: ['menu-board', 'pickup-board'] },
    },
    {
      name: 'menu',
      kind: 'reference',
      label: 'Menü',
      required: true,
      targets: ['menu'],
      as: 'object',
      when: { field: 'type', is: ['menu-board'] },
    },
    {
      name: 'removeAfterMinutes',
      kind: 'number',
      label: 'Entfernen nach (Minuten)',
      decimals: 0,
      min: 1,
      max: 1440,
      help: 'Leer: 15 Minuten.',
      when: { field: 'type', is: ['pickup-board'] },
    },
  ],
  list: { columns: ['name', 'type', 'durationSeconds', 'branch'], search: ['name'], filters: ['type', 'branch'] },
});
export type SignageSegment = EntityOf<typeof signageSegmentDescription>;

/** ISO weekdays as strings ('1' Monday … '7' Sunday), so the form engine's multiselect edits them. */
export const SIGNAGE_WEEKDAY_OPTIONS = [
  { value: '1', label: WEEKDAY_NAMES[0] },
  { value: '2', label: WEEKDAY_NAMES[1] },
  { value: '3', label: WEEKDAY_NAMES[2] },
  { value: '4', label: WEEKDAY_NAMES[3] },
  { value: '5', label: WEEKDAY_NAMES[4] },
  { value: '6', label: WEEKDAY_NAMES[5] },
  { value: '7', label: WEEKDAY_NAMES[6] },
] as const;

/**
 * One entry of a stream, in play order, with its dayparting: it plays on the listed weekdays (none:
 * every day), between fromTime and toTime of the branch's clock (a toTime before fromTime runs past
 * midnight; none: all day), from fromDate to toDate inclusive (none: open-ended).
 */
export const SIGNAGE_STREAM_ENTRY_FIELDS = [
  {
    name: 'segment',
    kind: 'reference',
    label: 'Filmsequenz',
    required: true,
    targets: ['digital-signage-segment'],
    as: 'object',
  },
  {
    name: 'durationSeconds',
    kind: 'number',
    label: 'Dauer (Sekunden)',
    decimals: 0,
    min: 1,
    max: 86_400,
    help: 'Leer: die Dauer der Filmsequenz.',
  },
  { name: 'weekdays', kind: 'multiselect', label: 'Wochentage', options: SIGNAGE_WEEKDAY_OPTIONS, help: 'Leer: jeden Tag.' },
  { name: 'fromTime', kind: 'date', mode: 'time', label: 'Von' },
  { name: 'toTime', kind: 'date', mode: 'time', label: 'Bis', endOfDay: true },
  { name: 'fromDate', kind: 'date', mode: 'date', label: 'Ab Datum' },
  { name: 'toDate', kind: 'date', mode: 'date', label: 'Bis Datum' },
] as const satisfies readonly Field[];

export const signageStreamDescription = describeEntity({
  entity: 'digital-signage-stream',
  path: '/digital-signage-streams',
  service: 'content',
  labels: { singular: 'Stream', plural: 'Streams' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'branch', kind: 'reference', label: 'Filiale', targets: ['branch'], as: 'object', help: 'Leer: alle Filialen.' },
    {
      name: 'entries',
      kind: 'collection',
      label: 'Filmsequenzen',
      // The back-office's stream editor: drag to order, dayparting in German, weekday toggles.
      editor: 'streamEntries',
      required: true,
      min: 0,
      max: 200,
      fields: SIGNAGE_STREAM_ENTRY_FIELDS,
    },
  ],
  list: { columns: ['name', 'branch'], search: ['name'], filters: ['branch'] },
});
export type SignageStream = EntityOf<typeof signageStreamDescription>;
export type SignageStreamEntry = SignageStream['entries'][number];

/** Which segment a device's region shows now, as its heartbeat reports it. */
export const SIGNAGE_NOW_SHOWING_FIELDS = [
  { name: 'region', kind: 'text', label: 'Bereich', required: true, max: 100 },
  {
    name: 'segment',
    kind: 'reference',
    label: 'Filmsequenz',
    targets: ['digital-signage-segment'],
    as: 'object',
  },
] as const satisfies readonly Field[];

export const signageDeviceDescription = describeEntity({
  entity: 'digital-signage-device',
  path: '/digital-signage-devices',
  service: 'content',
  labels: { singular: 'TV', plural: 'TVs' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'branch', kind: 'reference', label: 'Filiale', required: true, targets: ['branch'], as: 'object' },
    { name: 'orientation', kind: 'select', label: 'Ausrichtung', required: true, options: SIGNAGE_ORIENTATION_OPTIONS },
    { name: 'scene', kind: 'reference', label: 'Szene', targets: ['scene'], as: 'object' },
    {
      name: 'regions',
      kind: 'collection',
      label: 'Streams je Bereich',
      // The back-office's picker of a stream per region of the TV's scene.
      editor: 'deviceRegions',
      max: 20,
      uniqueBy: 'region',
      titleField: 'region',
      fields: [
        { name: 'region', kind: 'text', label: 'Bereich', required: true, max: 100, format: 'identifier' },
        {
          name: 'stream',
          kind: 'reference',
          label: 'Stream',
          required: true,
          targets: ['digital-signage-stream'],
          as: 'object',
        },
      ],
    },
    // Write-only: binds the TV showing this code (ADR 0042); always null when read.
    {
      name: 'pairingCode',
      kind: 'text',
      label: 'Kopplungscode',
      max: 6,
      help: 'Der Code, den der Fernseher anzeigt.',
    },
    { name: 'isOnline', kind: 'boolean', label: 'Online', readOnly: true },
    { name: 'lastHeartbeatAt', kind: 'date', mode: 'dateTime', label: 'Letztes Lebenszeichen', readOnly: true },
    { name: 'pairedAt', kind: 'date', mode: 'dateTime', label: 'Gekoppelt am', readOnly: true },
    {
      name: 'nowShowing',
      kind: 'collection',
      label: 'Zeigt gerade',
      readOnly: true,
      fields: SIGNAGE_NOW_SHOWING_FIELDS,
    },
  ],
  list: {
    columns: ['name', 'branch', 'scene', 'isOnline', 'lastHeartbeatAt'],
    search: ['name'],
    filters: ['branch', 'scene'],
  },
});
export type SignageDevice = EntityOf<typeof signageDeviceDescription>;
export type SignageNowShowing = SignageDevice['nowShowing'];
