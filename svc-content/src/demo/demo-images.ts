import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { CreationAttributes } from 'sequelize';
import type { Logger } from '@theke/server';
import { Image } from '../images/image.model';
import type { ImageFiles } from '../images/image-files';
import type { ImageReference } from '../images/image-reference';

/** Demo images are 1280 px wide JPEGs (16:9), drawn from SVG: a gradient and a German caption. */
const WIDTH = 1280;
const HEIGHT = 720;

export interface DemoImage {
  id: number;
  alt: string;
  caption: string;
  /** Gradient from top left to bottom right. */
  colors: [string, string];
}

const PALETTE: Array<[string, string]> = [
  ['#0e7490', '#1e293b'],
  ['#0f766e', '#134e4a'],
  ['#4338ca', '#1e1b4b'],
  ['#b45309', '#451a03'],
  ['#0369a1', '#0c4a6e'],
  ['#be185d', '#500724'],
  ['#15803d', '#14532d'],
  ['#7c3aed', '#2e1065'],
];
const colorsFor = (id: number): [string, string] => PALETTE[id % PALETTE.length] ?? ['#334155', '#020617'];
const demo = (id: number, caption: string, alt: string): DemoImage => ({
  id,
  caption,
  alt,
  colors: colorsFor(id),
});

/**
 * Ids 1–100 are the catalogue's: svc-catalog/src/demo/IMAGES.md lists the ids and alt texts its
 * demo references (`demo.test.ts` keeps this list in step with it). The website's own start at 101.
 */
export const CATALOG_DEMO_IMAGES: DemoImage[] = [
  demo(1, 'Reinigungsservice', 'Reinigungsteam von Theke in einem hellen Wiener Altbau'),
  { ...demo(2, 'Theke', 'Logo von Theke Reinigungsservice'), colors: ['#f97316', '#c2410c'] },
  demo(3, 'Wien-Mariahilf', 'Filiale Wien-Mariahilf an der Mariahilfer Straße'),
  demo(4, 'Graz', 'Filiale Graz mit Annahmeschalter in der Annenstraße'),
  demo(5, 'Linz', 'Filiale Linz an der Landstraße'),
  demo(6, 'Salzburg', 'Filiale Salzburg in der Linzer Gasse'),
  demo(7, 'Innsbruck', 'Künftige Filiale Innsbruck in der Maria-Theresien-Straße'),
  demo(8, 'Haushalt', 'Frisch geputzte Küche in einem Privathaushalt'),
  demo(9, 'Büro & Gewerbe', 'Gereinigtes Großraumbüro am Abend'),
  demo(10, 'Fenster & Glas', 'Streifenfreie Fensterfront eines Altbaus'),
  demo(11, 'Teppich & Polster', 'Teppich während der Shampoonierung'),
  demo(12, 'Nachhaltig', 'Bio-Reinigungsmittel in wiederbefüllbaren Glasflaschen'),
  demo(13, 'Unterhaltsreinigung', 'Reinigungskraft wischt einen Parkettboden'),
  demo(14, 'Fenster & Glas', 'Fensterputzer mit Abzieher an einer Glasfassade'),
  demo(15, 'Teppich & Polster', 'Sofa und Teppich nach der Tiefenreinigung'),
  demo(16, 'Sonderreinigung', 'Leere Wohnung nach der Endreinigung'),
  demo(17, 'Reinigungsmittel', 'Reinigungsmittel und Zubehör im Regal der Filiale'),
  demo(18, 'Pakete', 'Geschenkkarte für ein Reinigungspaket'),
  demo(19, 'Entrümpelung', 'Transporter mit Sperrmüll bei einer Entrümpelung'),
  demo(20, 'Workshops', 'Teilnehmende bei einem Putz-Workshop'),
  demo(21, 'Textilpflege', 'Annahmeschalter für Textilreinigung'),
  demo(22, 'Grundreinigung', 'Grundreinigung eines Wohnzimmers'),
  demo(23, 'Fugenreinigung', 'Fugenbürste auf Badezimmerfliesen'),
  demo(24, 'Express-Reinigung', 'Reinigungsteam mit Express-Ausrüstung am Wochenende'),
  demo(25, 'Fensterreinigung', 'Sprossenfenster nach der Fensterreinigung'),
  demo(26, 'Teppichreinigung', 'Teppichreinigungsmaschine im Einsatz'),
  demo(27, 'Polstermöbel', 'Polstersessel vor und nach der Reinigung'),
  demo(28, 'Endreinigung', 'Endreinigung einer Küche bei der Wohnungsübergabe'),
  demo(29, 'Fleckentfernung', 'Rotweinfleck auf einem hellen Teppich'),
  demo(30, 'Bio-Allzweckreiniger', 'Abfüllstation für Bio-Allzweckreiniger'),
  demo(31, 'Zitronensäure', 'Zitronensäure-Pulver in einem Schraubglas'),
  demo(32, 'Mikrofasertücher', 'Stapel farbiger Mikrofasertücher'),
  demo(33, 'Mikrofasertuch', 'Mikrofasertuch beim Polieren einer Glasplatte'),
  demo(34, 'Frühjahrsputz', 'Frühjahrsputz-Paket mit Eimer, Tüchern und Reinigern'),
  demo(35, 'Entrümpelung', 'Entrümpelter Dachboden'),
  demo(36, 'Nachhaltig sauber', 'Workshopleiterin zeigt nachhaltige Hausmittel'),
  demo(37, 'Hemdenservice', 'Gebügeltes Hemd auf einem Kleiderbügel'),
];

export const WEBSITE_DEMO_IMAGES: DemoImage[] = [
  demo(101, 'Fensterreinigung', 'Glänzende Glasfassade eines Wiener Bürohauses'),
  demo(102, 'Unterhaltsreinigung', 'Reinigungsteam bei der Unterhaltsreinigung eines Büros'),
  demo(103, 'Stiegenhausreinigung', 'Frisch gereinigtes Stiegenhaus eines Altbaus'),
  demo(104, 'Teppichreinigung', 'Teppichreinigung mit Sprühextraktion'),
  demo(105, 'Unser Team', 'Das Theke-Team vor der Zentrale in der Mariahilfer Straße'),
  demo(106, 'Maria Huber', 'Porträt von Maria Huber, Geschäftsführerin'),
  demo(107, 'Stefan Gruber', 'Porträt von Stefan Gruber, Objektleiter Steiermark'),
  demo(108, 'Sauberkeit aus Meisterhand', 'Theke Reinigungsservice – Sauberkeit aus Meisterhand'),
  demo(109, 'Karriere bei Theke', 'Reinigungskraft mit Arbeitsmaterial auf dem Weg zum Einsatz'),
  demo(110, 'Bauendreinigung', 'Staubfreie Räume nach der Bauendreinigung'),
  demo(111, 'Kontakt', 'Empfang der Theke-Zentrale in der Mariahilfer Straße'),
];

export const DEMO_IMAGES: DemoImage[] = [...CATALOG_DEMO_IMAGES, ...WEBSITE_DEMO_IMAGES];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function demoSvg(image: DemoImage): string {
  const [from, to] = image.colors;
  // Long captions get a smaller font so they stay inside the 1280 px.
  const fontSize = Math.min(72, Math.floor(1700 / Math.max(image.caption.length, 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="1080" cy="140" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="180" cy="640" r="160" fill="#ffffff" fill-opacity="0.06"/>
  <text x="640" y="380" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${escapeXml(image.caption)}</text>
  <text x="640" y="450" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="30"
    fill="#ffffff" fill-opacity="0.8" text-anchor="middle">Theke Reinigungsservice</text>
</svg>`;
}

const JPEG_OPTIONS = { quality: 82, mozjpeg: true } as const;
/**
 * Drawn pictures kept in the OS temp folder by the digest of what draws them (SVG, encoder
 * options, sharp's version): every fresh database seeds the demo (each test platform, every
 * `npm start` on an empty folder), and drawing the 48 took 2–3 s of CPU each time.
 */
const DRAWN_DIR = path.join(os.tmpdir(), 'theke-demo-images');

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const svg = demoSvg(image);
  const digest = createHash('sha256').update(JSON.stringify([svg, JPEG_OPTIONS, sharp.versions])).digest('hex');
  const kept = path.join(DRAWN_DIR, `${digest}.jpg`);
  const earlier = await readFile(kept).catch(() => null);
  if (earlier) return earlier;
  const drawn = await sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer();
  // Written aside and renamed: a concurrent seed reads a whole file or none.
  const aside = `${kept}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(DRAWN_DIR, { recursive: true })
    .then(() => writeFile(aside, drawn))
    .then(() => rename(aside, kept))
    .catch(() => rm(aside, { force: true }));
  return drawn;
}

/** The reference other demo content embeds (version 1, as seeded). */
export function demoImageRef(id: number): ImageReference {
  const image = DEMO_IMAGES.find((candidate) => candidate.id === id);
  if (!image) throw new Error(`no demo image ${id}`);
  return { id, version: 1, extension: 'jpg', width: WIDTH, height: HEIGHT, alt: image.alt };
}

/** Renders every demo image once (about a twentieth of a second each, or read from the temp folder). */
export async function renderDemoImages(): Promise<Map<number, Buffer>> {
  const rendered = new Map<number, Buffer>();
  for (const image of DEMO_IMAGES) rendered.set(image.id, await renderDemoImage(image));
  return rendered;
}

/** Rows for the images table, with the sizes of the rendered files. */
export function demoImageRows(rendered: Map<number, Buffer>): Array<CreationAttributes<Image>> {
  return DEMO_IMAGES.map((image) => ({
    id: image.id,
    version: 1,
    extension: 'jpg' as const,
    width: WIDTH,
    height: HEIGHT,
    size: rendered.get(image.id)?.length ?? 0,
    alt: image.alt,
    name: `${image.caption}.jpg`,
  }));
}

/**
 * Writes the file of every demo image row that still has version 1 and no file (first run,
 * or a media folder that was wiped). Rows an admin replaced or deleted are left alone.
 */
export async function ensureDemoImageFiles(
  files: ImageFiles,
  log: Logger,
  rendered = new Map<number, Buffer>(),
): Promise<void> {
  const rows = await Image.findAll({
    where: { id: DEMO_IMAGES.map((image) => image.id), version: 1, extension: 'jpg' },
  });
  let written = 0;
  for (const row of rows) {
    if (await files.original(row)) continue;
    const demo = DEMO_IMAGES.find((image) => image.id === row.id);
    if (!demo) continue;
    const bytes = rendered.get(row.id) ?? (await renderDemoImage(demo));
    await files.saveOriginal(row, bytes);
    if (row.size !== bytes.length) await row.update({ size: bytes.length });
    written++;
  }
  if (written > 0) log.info({ written }, 'demo image files written');
}
