/**
 * Image templates and fonts (SPEC §3 "image template (with layers)", "font (family, variants,
 * embedded css cached by family/variant)", §7, issue 20, ADR 0048), owned by svc-content. A
 * template is a canvas of a chosen size with ordered layers (the first is drawn first, so the last
 * lies on top); the server renders it to PNG or JPEG with given texts and images.
 */
import type { ImageReference } from '@theke/domain';
import type { Field } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

/** Canvas sizes offered in the editor (portrait and landscape screens, a square post, a link preview). */
export const IMAGE_TEMPLATE_PRESETS = [
  { width: 1080, height: 1920, label: 'Hochformat (1080 × 1920)' },
  { width: 1920, height: 1080, label: 'Querformat (1920 × 1080)' },
  { width: 1080, height: 1080, label: 'Quadrat (1080 × 1080)' },
  { width: 1200, height: 630, label: 'Link-Vorschau (1200 × 630)' },
] as const;

/** A canvas side in pixels: the renderer's memory grows with the area. */
export const IMAGE_TEMPLATE_MAX_SIDE = 4096;

export const IMAGE_TEMPLATE_LAYER_TYPE_OPTIONS = [
  { value: 'image', label: 'Bild' },
  { value: 'text', label: 'Text' },
  { value: 'shape', label: 'Form' },
] as const;
export type ImageTemplateLayerType = (typeof IMAGE_TEMPLATE_LAYER_TYPE_OPTIONS)[number]['value'];

export const IMAGE_FIT_OPTIONS = [
  { value: 'cover', label: 'Füllen (zuschneiden)' },
  { value: 'contain', label: 'Einpassen' },
  { value: 'fill', label: 'Strecken' },
] as const;

export const TEXT_ALIGN_OPTIONS = [
  { value: 'left', label: 'Links' },
  { value: 'center', label: 'Zentriert' },
  { value: 'right', label: 'Rechts' },
] as const;

export const SHAPE_OPTIONS = [
  { value: 'rectangle', label: 'Rechteck' },
  { value: 'ellipse', label: 'Ellipse' },
] as const;

const onlyFor = (type: ImageTemplateLayerType) => ({ field: 'type', is: [type] }) as const;
const SIDE = { decimals: 0, min: 1, max: IMAGE_TEMPLATE_MAX_SIDE } as const;
const OFFSET = { decimals: 0, min: -IMAGE_TEMPLATE_MAX_SIDE, max: IMAGE_TEMPLATE_MAX_SIDE } as const;

/** One layer: a box on the canvas (pixels from the top left) and what it shows. */
export const IMAGE_TEMPLATE_LAYER_FIELDS = [
  // The name a render call uses to give this layer another text or image ('titel').
  { name: 'name', kind: 'text', label: 'Name', required: true, max: 100, format: 'identifier' },
  { name: 'type', kind: 'select', label: 'Art', required: true, options: IMAGE_TEMPLATE_LAYER_TYPE_OPTIONS },
  { name: 'x', kind: 'number', label: 'Links (px)', required: true, ...OFFSET },
  { name: 'y', kind: 'number', label: 'Oben (px)', required: true, ...OFFSET },
  { name: 'width', kind: 'number', label: 'Breite (px)', required: true, ...SIDE },
  { name: 'height', kind: 'number', label: 'Höhe (px)', required: true, ...SIDE },
  { name: 'image', kind: 'image', label: 'Bild', required: true, when: onlyFor('image') },
  { name: 'fit', kind: 'select', label: 'Einpassung', required: true, options: IMAGE_FIT_OPTIONS, when: onlyFor('image') },
  { name: 'text', kind: 'textarea', label: 'Text', required: true, max: 1000, when: onlyFor('text') },
  // A family and a variant of GET /api/fonts ('Roboto', '700italic'); the service checks both.
  { name: 'fontFamily', kind: 'text', label: 'Schriftart', required: true, max: 100, when: onlyFor('text') },
  { name: 'fontVariant', kind: 'text', label: 'Schnitt', required: true, max: 20, when: onlyFor('text') },
  { name: 'fontSize', kind: 'number', label: 'Schriftgröße (px)', required: true, decimals: 0, min: 4, max: 1000, when: onlyFor('text') },
  { name: 'color', kind: 'text', label: 'Textfarbe', required: true, format: 'color', when: onlyFor('text') },
  { name: 'align', kind: 'select', label: 'Ausrichtung', required: true, options: TEXT_ALIGN_OPTIONS, when: onlyFor('text') },
  { name: 'shape', kind: 'select', label: 'Form', required: true, options: SHAPE_OPTIONS, when: onlyFor('shape') },
  { name: 'fill', kind: 'text', label: 'Füllfarbe', required: true, format: 'color', when: onlyFor('shape') },
  { name: 'radius', kind: 'number', label: 'Eckenradius (px)', decimals: 0, min: 0, max: IMAGE_TEMPLATE_MAX_SIDE, when: onlyFor('shape') },
] as const satisfies readonly Field[];

export const imageTemplateDescription = describeEntity({
  entity: 'image-template',
  path: '/image-templates',
  service: 'content',
  labels: { singular: 'Bildvorlage', plural: 'Bildvorlagen' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    // The editor offers IMAGE_TEMPLATE_PRESETS beside the two numbers.
    { name: 'width', kind: 'number', label: 'Breite (px)', required: true, editor: 'canvasSize', ...SIDE },
    { name: 'height', kind: 'number', label: 'Höhe (px)', required: true, ...SIDE },
    { name: 'background', kind: 'text', label: 'Hintergrundfarbe', required: true, format: 'color' },
    {
      name: 'layers',
      kind: 'collection',
      label: 'Ebenen',
      // The back-office's layer editor: the rendered preview, a reorderable list, each layer's form.
      editor: 'templateLayers',
      max: 30,
      uniqueBy: 'name',
      titleField: 'name',
      fields: IMAGE_TEMPLATE_LAYER_FIELDS,
    },
  ],
  list: { columns: ['name', 'width', 'height'], search: ['name'] },
});
type DescribedLayer = EntityOf<typeof imageTemplateDescription>['layers'][number];
/** The fields of one layer type only: null on the layers of the other types. */
type TypeFieldName = Extract<(typeof IMAGE_TEMPLATE_LAYER_FIELDS)[number], { when: unknown }>['name'];
export type ImageTemplateLayer = Omit<DescribedLayer, TypeFieldName> & { [K in TypeFieldName]: DescribedLayer[K] | null };
export type ImageTemplate = Omit<EntityOf<typeof imageTemplateDescription>, 'layers'> & { layers: ImageTemplateLayer[] };

export const IMAGE_TEMPLATE_FORMATS = ['png', 'jpeg'] as const;
export type ImageTemplateFormat = (typeof IMAGE_TEMPLATE_FORMATS)[number];

/**
 * `POST /api/image-templates/{id}/render`: texts and images by layer name replace the stored ones
 * for this picture only (a weekly offer's title and photo); the answer is the image itself.
 */
export interface ImageTemplateRenderPayload {
  format?: ImageTemplateFormat;
  texts?: Record<string, string>;
  images?: Record<string, Pick<ImageReference, 'id'>>;
}

/** `GET /api/fonts`: a family installed with the platform and its variants ('regular', 'italic', '700', '700italic'). */
export interface FontFamily {
  family: string;
  /** The family's key in `/api/fonts/google/{id}/style-{variant}.embed.css` ('open-sans'). */
  id: string;
  category: string;
  variants: string[];
}
