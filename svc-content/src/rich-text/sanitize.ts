import sanitizeHtml from 'sanitize-html';

/**
 * Rich text is sanitised on write (issue 10): what is stored is what every reader may render
 * as HTML. No script, style, iframe, form or embed; no event handlers or inline styles; links
 * only to web, mail and phone addresses or paths of this site; images only from web addresses
 * or this site's media paths (no `data:`).
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script, style and the like disappear together with their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target !== '_blank') {
        const { target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      // A new tab must not get a handle on this page.
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
    },
  },
};

/** HTML an editor wrote, reduced to what is safe to render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** Plain text: every tag removed, entities kept as text (for e-mail bodies and attribute-free output). */
export function toPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

/**
 * The map hero's iframe (SPEC §2: shown only after cookie consent). An editor pastes either the
 * embed address or the provider's `<iframe …>` snippet; what is stored is the https address
 * alone, or null when there is none.
 */
export function iframeAddress(input: string): string | null {
  const trimmed = input.trim();
  let candidate = trimmed;
  if (trimmed.startsWith('<')) {
    let src: string | null = null;
    sanitizeHtml(trimmed, {
      allowedTags: ['iframe'],
      allowedAttributes: { iframe: ['src'] },
      exclusiveFilter: (frame) => {
        if (frame.tag === 'iframe' && src === null) src = frame.attribs.src ?? null;
        return false;
      },
    });
    if (src === null) return null;
    candidate = src;
  }
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.toString() : null;
  } catch {
    return null;
  }
}
