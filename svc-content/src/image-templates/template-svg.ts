/**
 * A template as one SVG document, the renderer's input (ADR 0048): the background, then each layer
 * in order, the last on top. Images arrive already cut to their box (template-images.ts); texts are
 * drawn by resvg with the font files of their family and variant, one line per line break, aligned
 * in their box and clipped to it. Pure: the same template gives the same document.
 */
import type { ImageTemplate, ImageTemplateLayer } from '@theke/contracts';
import { parseVariant } from '../fonts/font-catalog';
import type { FontMetrics } from '../fonts/font-metrics';
import { wrapText } from './text-wrap';

export type TemplateCanvas = Pick<ImageTemplate, 'width' | 'height' | 'background' | 'layers'>;

/** Line height as a multiple of the font size. */
const LINE_HEIGHT = 1.2;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/**
 * The packages' files of weights other than 400 and 700 name their family with the weight
 * ('Montserrat ExtraBold', OpenType name ID 1; the typographic family of ID 16 is left out), so a
 * text asks for that name first and the plain family after it.
 */
const WEIGHT_NAMES: Record<number, string> = { 100: 'Thin', 200: 'ExtraLight', 300: 'Light', 500: 'Medium', 600: 'SemiBold', 800: 'ExtraBold', 900: 'Black' };

function fontFamilies(family: string, weight: number): string {
  const named = WEIGHT_NAMES[weight];
  return (named ? [`${family} ${named}`, family] : [family]).map((name) => `'${escapeXml(name)}'`).join(', ');
}

function textLayer(layer: ImageTemplateLayer, index: number, metrics: FontMetrics | undefined): string {
  const variant = parseVariant(layer.fontVariant ?? 'regular') ?? { weight: 400, style: 'normal' };
  const size = layer.fontSize ?? 16;
  const align = layer.align ?? 'left';
  const x = align === 'center' ? layer.x + layer.width / 2 : align === 'right' ? layer.x + layer.width : layer.x;
  const lines = wrapText(layer.text ?? '', layer.width, size, metrics);
  const spans = lines
    .map((line, row) => `<tspan x="${x}" y="${layer.y + size + row * size * LINE_HEIGHT}">${escapeXml(line)}</tspan>`)
    .join('');
  const clip = `clip-${index}`;
  return (
    `<clipPath id="${clip}"><rect x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}"/></clipPath>` +
    `<text clip-path="url(#${clip})" font-family="${fontFamilies(layer.fontFamily ?? '', variant.weight)}" font-weight="${variant.weight}" ` +
    `font-style="${variant.style}" font-size="${size}" fill="${layer.color ?? '#000000'}" text-anchor="${ANCHOR[align]}" ` +
    `xml:space="preserve">${spans}</text>`
  );
}

function shapeLayer(layer: ImageTemplateLayer): string {
  const fill = layer.fill ?? '#000000';
  if (layer.shape === 'ellipse') {
    const [rx, ry] = [layer.width / 2, layer.height / 2];
    return `<ellipse cx="${layer.x + rx}" cy="${layer.y + ry}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
  }
  const radius = layer.radius ?? 0;
  return `<rect x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" rx="${radius}" ry="${radius}" fill="${fill}"/>`;
}

/**
 * `images` holds each image layer's picture as a data URI, by layer index (absent: the layer is
 * left out); `metrics` each text layer's font measurements (absent: lines break only where the
 * text does).
 */
export function templateSvg(template: TemplateCanvas, images: ReadonlyMap<number, string>, metrics: ReadonlyMap<number, FontMetrics> = new Map()): string {
  const layers = template.layers.map((layer, index) => {
    if (layer.type === 'text') return textLayer(layer, index, metrics.get(index));
    if (layer.type === 'shape') return shapeLayer(layer);
    const href = images.get(index);
    return href ? `<image x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" href="${href}"/>` : '';
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${template.width}" height="${template.height}" ` +
    `viewBox="0 0 ${template.width} ${template.height}">` +
    `<rect width="${template.width}" height="${template.height}" fill="${template.background}"/>` +
    `${layers.join('')}</svg>`
  );
}
