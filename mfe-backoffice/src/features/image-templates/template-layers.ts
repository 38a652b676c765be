/**
 * The layer editor's logic without React: a new layer of a type placed on the canvas, a layer's
 * German name in the list, a font variant's German label, and the preview call's payload (the form's
 * values as the server takes them, or null while a required value is missing).
 */
import {
  IMAGE_TEMPLATE_LAYER_TYPE_OPTIONS,
  imageTemplateDescription,
  type FontFamily,
  type ImageTemplateLayerType,
} from '@theke/contracts';
import { fontWeightName, translate } from '@theke/ui';
import { formErrors, newItem, toPayload, type FormValues } from '../forms';

const LAYERS_FIELD = imageTemplateDescription.fields.find((field) => field.name === 'layers');

const num = (value: unknown, fallback: number) => {
  const parsed = Number(String(value ?? '').replace(',', '.'));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** A name not yet used by another layer ('text', 'text-2', ...): render calls address layers by it. */
export function freeLayerName(type: ImageTemplateLayerType, layers: readonly FormValues[]): string {
  const taken = new Set(layers.map((layer) => layer.name));
  for (let number = 1; ; number += 1) {
    const name = number === 1 ? type : `${type}-${number}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * A layer of the type, in the middle half of the canvas: a text in the first font's regular
 * weight, a picture filling its box, a rectangle in the brand colour.
 */
export function newLayer(type: ImageTemplateLayerType, canvas: FormValues, layers: readonly FormValues[], fonts: readonly FontFamily[]): FormValues {
  const width = num(canvas.width, 1080);
  const height = num(canvas.height, 1080);
  const empty = LAYERS_FIELD?.kind === 'collection' ? newItem(LAYERS_FIELD) : {};
  const box = { x: Math.round(width / 4), y: Math.round(height / 4), width: Math.round(width / 2), height: Math.round(height / 4) };
  const base = { ...empty, ...box, name: freeLayerName(type, layers), type };
  if (type === 'image') return { ...base, fit: 'cover' };
  if (type === 'shape') return { ...base, shape: 'rectangle', fill: '#0e7490', radius: 0 };
  const font = fonts[0];
  return {
    ...base,
    text: translate('imageTemplates.newText'),
    fontFamily: font?.family ?? 'Roboto',
    fontVariant: font?.variants.includes('regular') ? 'regular' : (font?.variants[0] ?? 'regular'),
    fontSize: Math.max(12, Math.round(height / 20)),
    color: '#000000',
    align: 'center',
  };
}

/** 'titel (Text)' */
export function layerLabel(layer: FormValues): string {
  const type = IMAGE_TEMPLATE_LAYER_TYPE_OPTIONS.find((option) => option.value === layer.type)?.label ?? '';
  const name = typeof layer.name === 'string' && layer.name.trim() !== '' ? layer.name : translate('imageTemplates.unnamed');
  return type ? `${name} (${type})` : name;
}

/** Google's variant names: 'regular', 'italic', '700', '700italic'. */
export function parseVariantName(variant: string): { weight: number; style: 'normal' | 'italic' } {
  if (variant === 'regular') return { weight: 400, style: 'normal' };
  if (variant === 'italic') return { weight: 400, style: 'italic' };
  const match = /^(\d{3})(italic)?$/.exec(variant);
  return { weight: Number(match?.[1] ?? 400), style: match?.[2] ? 'italic' : 'normal' };
}

/** '700italic' → 'Fett kursiv' (SPEC §9: font-weight names in German). */
export function variantLabel(variant: string): string {
  const { weight, style } = parseVariantName(variant);
  const name = fontWeightName(weight);
  return style === 'italic' ? translate('fonts.italic', { weight: name }) : name;
}

/** The template as POST /api/image-templates/preview takes it, or null while the form has errors. */
export function previewPayload(values: FormValues): FormValues | null {
  if (Object.keys(formErrors(imageTemplateDescription.fields, values)).length > 0) return null;
  return toPayload(imageTemplateDescription.fields, values);
}
