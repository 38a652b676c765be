/**
 * Reads back what a label PDF draws, to prove texts are on the page and not only in our data:
 * a small reader for what pdfkit writes (direct objects, Flate-compressed content streams, text
 * shown with TJ in a WinAnsi-encoded standard font). Not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export interface PdfFont {
  baseFont: string;
  encoding: string;
}

export interface PdfReading {
  /** Each page's text objects (BT … ET) in drawing order, one string each. */
  pages: string[][];
  fonts: PdfFont[];
}

/** WinAnsiEncoding at 0x80–0x9F; every other byte is its Latin-1 character. */
const WIN_ANSI_80_9F: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const winAnsi = (bytes: Iterable<number>): string =>
  [...bytes].map((byte) => WIN_ANSI_80_9F[byte] ?? String.fromCharCode(byte)).join('');

/** The end of the balanced `<< … >>` starting at `start`. */
function dictEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length - 1; at += 1) {
    const pair = text.slice(at, at + 2);
    if (pair === '<<') {
      depth += 1;
      at += 1;
    } else if (pair === '>>') {
      depth -= 1;
      at += 1;
      if (depth === 0) return at + 1;
    }
  }
  throw new Error('unterminated dictionary');
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    if (!text.startsWith('<<', start)) continue;
    const end = dictEnd(text, start);
    const dict = text.slice(start, end);
    const streamStart = /^\s*stream\r?\n/.exec(text.slice(end, end + 16));
    let stream: Buffer | null = null;
    if (streamStart) {
      const from = end + streamStart[0].length;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = pdf.subarray(from, from + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
      header.lastIndex = from + length;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const refs = (text: string): number[] => [...text.matchAll(/(\d+) 0 R/g)].map((ref) => Number(ref[1]));

/** The text objects of a content stream: the strings of each BT … ET joined (kerning dropped). */
function textObjects(content: string): string[] {
  return [...content.matchAll(/BT([\s\S]*?)ET/g)].map((block) =>
    [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)]
      .map(([, hex, literal]) =>
        hex !== undefined ? winAnsi(Buffer.from(hex, 'hex')) : winAnsi(Buffer.from(literal ?? '', 'latin1')),
      )
      .join(''),
  );
}

export function readPdf(pdf: Buffer): PdfReading {
  const objects = objectsOf(pdf);
  const all = [...objects.values()];
  const root = all.find((object) => /\/Type \/Pages\b/.test(object.dict) && !/\/Parent/.test(object.dict));
  if (!root) throw new Error('no page tree');
  const kids = refs(/\/Kids \[([^\]]*)\]/.exec(root.dict)?.[1] ?? '');
  const pages = kids.map((kid) => {
    const page = objects.get(kid);
    const contents = refs(/\/Contents ([^/>]*)/.exec(page?.dict ?? '')?.[1] ?? '');
    return contents.flatMap((id) => textObjects(objects.get(id)?.stream?.toString('latin1') ?? ''));
  });
  const fonts = all
    .filter((object) => /\/Type \/Font\b/.test(object.dict))
    .map((object) => ({
      baseFont: /\/BaseFont \/([\w-]+)/.exec(object.dict)?.[1] ?? '',
      encoding: /\/Encoding \/(\w+)/.exec(object.dict)?.[1] ?? '',
    }));
  return { pages, fonts };
}
