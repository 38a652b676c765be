/**
 * The layer form's fields: the description's, with the font family and variant as choices from
 * GET /api/fonts (the description keeps them as text: the installed fonts are known at run time).
 */
import { IMAGE_TEMPLATE_LAYER_FIELDS, type FontFamily, type Field } from '@theke/contracts';
import type { FormValues } from '../forms';
import { variantLabel } from './template-layers';

export function layerFields(fonts: readonly FontFamily[], layer: FormValues): Field[] {
  const family = fonts.find((font) => font.family === layer.fontFamily);
  return IMAGE_TEMPLATE_LAYER_FIELDS.map((field): Field => {
    if (field.name === 'fontFamily') return { ...field, kind: 'select', options: fonts.map((font) => ({ value: font.family, label: font.family })) };
    if (field.name === 'fontVariant')
      return { ...field, kind: 'select', options: (family?.variants ?? []).map((variant) => ({ value: variant, label: variantLabel(variant) })) };
    return field;
  });
}

/** Another family keeps the variant where it has it, else its regular (or first) one. */
export function withFamilyVariant(fonts: readonly FontFamily[], layer: FormValues): FormValues {
  const family = fonts.find((font) => font.family === layer.fontFamily);
  if (!family || family.variants.includes(String(layer.fontVariant))) return layer;
  return { ...layer, fontVariant: family.variants.includes('regular') ? 'regular' : (family.variants[0] ?? null) };
}
