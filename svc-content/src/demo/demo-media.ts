import sharp from 'sharp';

/**
 * Demo files made in code, so the repository holds no binaries: a one-page PDF price list and
 * a short looping WebM video (VP8 key frames taken from lossy WebP images, which are VP8 key
 * frames in a RIFF wrapper, muxed into a minimal Matroska/WebM container).
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const escapePdf = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export interface PriceListLine {
  service: string;
  price: string;
}

/** A valid PDF 1.4 with Helvetica (WinAnsi: German umlauts are single bytes). */
export function demoPricePdf(
  title: string,
  subtitle: string,
  lines: PriceListLine[],
  footer: string,
): Buffer {
  const text = [
    'BT',
    '/F2 22 Tf',
    '72 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf',
    '0 -24 Td',
    `(${escapePdf(subtitle)}) Tj`,
    '0 -18 Td',
    ...lines.flatMap((line) => [
      '0 -22 Td',
      `(${escapePdf(line.service)}) Tj`,
      `330 0 Td (${escapePdf(line.price)}) Tj -330 0 Td`,
    ]),
    '/F1 10 Tf',
    '0 -40 Td',
    `(${escapePdf(footer)}) Tj`,
    'ET',
  ].join('\n');
  const stream = latin1(text);
  const objects = [
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    latin1(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    ),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([latin1(`<< /Length ${stream.length} >>\nstream\n`), stream, latin1('\nendstream')]),
  ];
  const parts: Buffer[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const object = Buffer.concat([latin1(`${index + 1} 0 obj\n`), body, latin1('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}

/** EBML: element id bytes, a size as variable-length integer, the data. */
function element(id: number[], data: Buffer): Buffer {
  const size =
    data.length < 0x7f
      ? Buffer.from([0x80 | data.length])
      : Buffer.concat([Buffer.from([0x01]), Buffer.from(data.length.toString(16).padStart(14, '0'), 'hex')]);
  return Buffer.concat([Buffer.from(id), size, data]);
}
const unsigned = (value: number) => {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
};
const float64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};

/** The VP8 key frame inside a lossy WebP (chunk 'VP8 '). */
function vp8FrameOf(webp: Buffer): Buffer {
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourCc = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourCc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('no VP8 frame in the WebP image');
}

/** A WebM of VP8 key frames at `fps`, all in one cluster (under 32 s). */
export function muxWebm(frames: Buffer[], width: number, height: number, fps: number): Buffer {
  const frameMs = 1000 / fps;
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      element([0x42, 0x86], unsigned(1)),
      element([0x42, 0xf7], unsigned(1)),
      element([0x42, 0xf2], unsigned(4)),
      element([0x42, 0xf3], unsigned(8)),
      element([0x42, 0x82], Buffer.from('webm')),
      element([0x42, 0x87], unsigned(2)),
      element([0x42, 0x85], unsigned(2)),
    ]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], unsigned(1_000_000)),
      element([0x4d, 0x80], Buffer.from('theke')),
      element([0x57, 0x41], Buffer.from('theke')),
      element([0x44, 0x89], float64(frames.length * frameMs)),
    ]),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      Buffer.concat([
        element([0xd7], unsigned(1)),
        element([0x73, 0xc5], unsigned(1)),
        element([0x83], unsigned(1)),
        element([0x9c], unsigned(0)),
        element([0x86], Buffer.from('V_VP8')),
        element([0xe0], Buffer.concat([element([0xb0], unsigned(width)), element([0xba], unsigned(height))])),
      ]),
    ),
  );
  const blocks = frames.map((frame, index) => {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(Math.round(index * frameMs), 1);
    head[3] = 0x80; // key frame
    return element([0xa3], Buffer.concat([head, frame]));
  });
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], Buffer.concat([element([0xe7], unsigned(0)), ...blocks]));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, cluster]))]);
}

/** A two-second loop: a gleam wiping across a window, with the company name. */
export async function demoVideo(): Promise<Buffer> {
  const width = 480;
  const height = 270;
  const fps = 8;
  const count = 16;
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const x = Math.round(-120 + (index / count) * (width + 240));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <polygon points="${x},0 ${x + 60},0 ${x - 60},${height} ${x - 120},${height}" fill="#ffffff" fill-opacity="0.25"/>
      <text x="${width / 2}" y="${height / 2 + 10}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">Sauberkeit mit System</text>
    </svg>`;
    const webp = await sharp(Buffer.from(svg))
      .webp({ quality: 60, alphaQuality: 100, lossless: false })
      .toBuffer();
    frames.push(vp8FrameOf(webp));
  }
  return muxWebm(frames, width, height, fps);
}
