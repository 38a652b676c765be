import sanitizeHtml from 'sanitize-html';

/**
 * SVG is XML that browsers run scripts in. An upload that carries script (a `<script>`, an
 * event handler, a `javascript:` address, an embedded HTML document, entity tricks) is refused;
 * anything else is reduced to drawing elements and attributes before it is stored. Files are
 * served with a sandboxing CSP on top (upload-serving.routes.ts).
 */
const SCRIPT_MARKERS = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /(java|vb)script\s*:/i,
  /data\s*:\s*text\/html/i,
  /<foreignObject[\s>/]/i,
  /<!ENTITY/i,
  /<(iframe|embed|object|handler|listener)[\s>/]/i,
];

/** Character references could hide a marker (`jav&#x61;script:`): the check also runs on the decoded text. */
function decodeCharacterReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_match, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d{1,7});?/g, (_match, decimal: string) =>
      String.fromCodePoint(Math.min(Number(decimal), 0x10ffff)),
    )
    .replace(
      /&(tab|newline|colon);/gi,
      (_match, name: string) => ({ tab: '\t', newline: '\n', colon: ':' })[name.toLowerCase()] ?? '',
    );
}

export function svgCarriesScript(text: string): boolean {
  const decoded = decodeCharacterReferences(text);
  return SCRIPT_MARKERS.some((marker) => marker.test(text) || marker.test(decoded));
}

const SVG_ELEMENTS = (
  'svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan ' +
  'textPath linearGradient radialGradient stop clipPath mask pattern marker filter feGaussianBlur ' +
  'feOffset feBlend feColorMatrix feComposite feFlood feMerge feMergeNode feMorphology ' +
  'feDropShadow image style metadata switch'
).split(' ');

const SVG_ATTRIBUTES = (
  'xmlns xmlns:xlink version id class style viewBox preserveAspectRatio width height x y x1 x2 y1 ' +
  'y2 cx cy r rx ry fx fy d points pathLength transform fill fill-opacity fill-rule clip-rule ' +
  'stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray ' +
  'stroke-dashoffset stroke-opacity opacity color display visibility font-family font-size ' +
  'font-weight font-style text-anchor dominant-baseline letter-spacing dx dy rotate textLength ' +
  'gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity clip-path ' +
  'clipPathUnits mask maskUnits maskContentUnits patternUnits patternContentUnits patternTransform ' +
  'marker-start marker-mid marker-end markerWidth markerHeight refX refY orient filter filterUnits ' +
  'in in2 result stdDeviation mode type values operator k1 k2 k3 k4 radius flood-color ' +
  'flood-opacity href xlink:href'
).split(' ');

/** Internal references (`#gradient`) and embedded raster images only: no external loads. */
function isLocalReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=\s]+$/i.test(trimmed);
}

/** The drawing of an SVG without anything that could run or load from elsewhere. */
export function sanitizeSvg(text: string): string {
  return sanitizeHtml(text, {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowVulnerableTags: true,
    selfClosing: [],
    nonTextTags: ['script', 'foreignObject', 'iframe', 'noscript'],
    transformTags: {
      '*': (tagName, attribs) => {
        const clean = { ...attribs };
        for (const attribute of ['href', 'xlink:href']) {
          const value = clean[attribute];
          if (value !== undefined && !isLocalReference(value)) delete clean[attribute];
        }
        // CSS can load from elsewhere (`url(https://…)`, `@import`).
        if (clean.style && /url\s*\(|@import|expression/i.test(clean.style)) delete clean.style;
        return { tagName, attribs: clean };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'style' && /url\s*\(|@import|expression/i.test(frame.text),
  });
}
