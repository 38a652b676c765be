/**
 * Advance widths of characters from a TrueType file (OpenType `cmap` format 4, `hmtx`, `hhea`,
 * `head`), so a template's text can wrap inside its box before resvg draws it with the same file.
 * Kerning is left out: a line may come out a few pixels narrower than measured, never wider.
 */
export interface FontMetrics {
  /** Advance width of a character in em (1 = the font size), or null when the font lacks it. */
  advance(char: string): number | null;
}

function tables(font: Buffer): Map<string, { offset: number; length: number }> {
  const count = font.readUInt16BE(4);
  const found = new Map<string, { offset: number; length: number }>();
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    found.set(font.toString('latin1', at, at + 4), { offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12) });
  }
  return found;
}

/** Character code to glyph id from the Windows Unicode BMP subtable (format 4). */
function glyphMap(font: Buffer, cmap: number): Map<number, number> {
  const glyphs = new Map<number, number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtables; index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const table = cmap + font.readUInt32BE(record + 4);
    if (platform !== 3 || encoding !== 1 || font.readUInt16BE(table) !== 4) continue;
    const segments = font.readUInt16BE(table + 6) / 2;
    const ends = table + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const end = font.readUInt16BE(ends + segment * 2);
      const start = font.readUInt16BE(starts + segment * 2);
      const delta = font.readInt16BE(deltas + segment * 2);
      const rangeOffset = font.readUInt16BE(offsets + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const at = offsets + segment * 2 + rangeOffset + (code - start) * 2;
        const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(at) === 0 ? 0 : (font.readUInt16BE(at) + delta) & 0xffff;
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
    return glyphs;
  }
  return glyphs;
}

export function readFontMetrics(font: Buffer): FontMetrics {
  const found = tables(font);
  const [head, hhea, hmtx, cmap] = ['head', 'hhea', 'hmtx', 'cmap'].map((tag) => found.get(tag));
  if (!head || !hhea || !hmtx || !cmap) return { advance: () => null };
  const unitsPerEm = font.readUInt16BE(head.offset + 18);
  const longMetrics = font.readUInt16BE(hhea.offset + 34);
  const glyphs = glyphMap(font, cmap.offset);
  const width = (glyph: number) => font.readUInt16BE(hmtx.offset + Math.min(glyph, longMetrics - 1) * 4);
  return {
    advance(char) {
      const glyph = glyphs.get(char.codePointAt(0) ?? 0);
      return glyph === undefined ? null : width(glyph) / unitsPerEm;
    },
  };
}

/** The first of the files (a family's subsets) that has the character, as resvg falls back. */
export function combinedMetrics(files: readonly FontMetrics[]): FontMetrics {
  return {
    advance(char) {
      for (const file of files) {
        const advance = file.advance(char);
        if (advance !== null) return advance;
      }
      return null;
    },
  };
}
