import sharp from 'sharp';

/**
 * The icons an installed app needs (issue 24): Android/Chrome ask the manifest for 48–512 px, with
 * maskable ones for adaptive launchers; iOS reads the 180 px apple-touch-icon; browsers
 * `/favicon.ico` (16, 32 and 48 px in one file).
 */
export interface IconSpec {
  file: string;
  size: number;
  /** Maskable: the logo inside the 80 % safe zone on a full-bleed background (launchers crop a circle or squircle). */
  maskable: boolean;
}

export const MANIFEST_ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_ICON_SIZES = [192, 512] as const;
export const APPLE_TOUCH_ICON_SIZE = 180;
export const FAVICON_SIZES = [16, 32, 48] as const;

export const ICONS: readonly IconSpec[] = [
  ...MANIFEST_ICON_SIZES.map((size) => ({ file: `icon-${size}.png`, size, maskable: false })),
  ...MASKABLE_ICON_SIZES.map((size) => ({ file: `maskable-${size}.png`, size, maskable: true })),
  { file: 'apple-touch-icon.png', size: APPLE_TOUCH_ICON_SIZE, maskable: true },
];

export function iconSpec(file: string): IconSpec | undefined {
  return ICONS.find((icon) => icon.file === file);
}

export interface IconColours {
  /** Behind the logo (maskable icons, apple-touch-icon: iOS fills transparency with black). */
  background: string;
  /** The letter of the fallback icon's background when no logo is configured. */
  primary: string;
  inverse: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Without a configured logo: the shop name's initial on the theme's primary colour. */
export function fallbackLogo(shopName: string, colours: IconColours): Buffer {
  const initial = escapeXml((shopName.trim()[0] ?? 'T').toUpperCase());
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
      `<rect width="512" height="512" fill="${colours.primary}"/>` +
      `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="300" fill="${colours.inverse}">${initial}</text>` +
      `</svg>`,
  );
}

/** One square PNG: the logo scaled to fit (never cropped), padded for the maskable safe zone. */
export async function renderIcon(logo: Buffer, spec: Pick<IconSpec, 'size' | 'maskable'>, colours: IconColours): Promise<Buffer> {
  const inner = spec.maskable ? Math.round(spec.size * 0.8) : spec.size;
  const scaled = await sharp(logo, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const offset = Math.floor((spec.size - inner) / 2);
  return sharp({
    create: {
      width: spec.size,
      height: spec.size,
      channels: 4,
      background: spec.maskable ? colours.background : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: scaled, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * An ICO file holding PNG images (the format since Windows Vista, read by every browser): a
 * 6-byte header, a 16-byte directory entry per image, then the PNGs. sharp writes no ICO.
 */
export function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

export async function renderFavicon(logo: Buffer, colours: IconColours): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await renderIcon(logo, { size, maskable: false }, colours) })),
  );
  return icoFromPngs(images);
}
