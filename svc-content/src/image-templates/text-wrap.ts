/**
 * A text layer's lines: its own line breaks, and within each paragraph words moved to the next
 * line where the box would overflow (measured with the font file resvg draws with). A word wider
 * than the box keeps a line of its own; spaces at a break are dropped.
 */
import type { FontMetrics } from '../fonts/font-metrics';

/** A character the font lacks counts as half an em (resvg draws it from another font). */
const MISSING_ADVANCE = 0.5;

export function textWidth(text: string, fontSize: number, metrics: FontMetrics): number {
  let em = 0;
  for (const char of text) em += metrics.advance(char) ?? MISSING_ADVANCE;
  return em * fontSize;
}

export function wrapText(text: string, boxWidth: number, fontSize: number, metrics?: FontMetrics): string[] {
  const paragraphs = text.split(/\r?\n/);
  if (!metrics) return paragraphs;
  return paragraphs.flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && textWidth(candidate, fontSize, metrics) > boxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    return [...lines, line];
  });
}
