import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Issue 20 benchmark (ADR 0048): rendering a 1080 × 1920 image template of five layers (a library
 * photo, two shapes, two texts in two font families) through POST /api/image-templates/{id}/render,
 * each call with another price text so no rendered picture is reused (the photo cut to its box is,
 * as in the editor's preview). svc-content on a throwaway database of the real PostgreSQL, called
 * in-process over HTTP as an administrator. Target: p95 ≤ 300 ms.
 */
export const TARGETS = { width: 1080, height: 1920, layers: 5, p95Ms: 300 } as const;
const RUNS = 60;
const WARM_UP = 3;

const round = (ms: number) => Math.round(ms * 10) / 10;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

export async function run(): Promise<void> {
  const { default: sharp } = await import('sharp');
  const { default: request } = await import('supertest');
  const { asAdmin, binaryBody, createAsAdmin, dataUrl, startContentTestService } = await import('@theke/svc-content/testing');
  const content = await startContentTestService();
  try {
    // A photo-like original (noise does not compress away): 1920 × 1280 JPEG.
    const noise = Buffer.alloc(1920 * 1280 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919 + (index >> 9) * 104729) % 251;
    const photo = await sharp(noise, { raw: { width: 1920, height: 1280, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
    const image = await createAsAdmin(content.service, '/api/images', { data: dataUrl(photo, 'image/jpeg'), name: 'angebot.jpg', alt: 'Angebot' });
    const text = { type: 'text', color: '#ffffff', align: 'center' } as const;
    const template = await createAsAdmin(content.service, '/api/image-templates', {
      name: 'Wochenangebot (Benchmark)',
      width: TARGETS.width,
      height: TARGETS.height,
      background: '#f5f5f4',
      layers: [
        { name: 'foto', type: 'image', x: 0, y: 0, width: 1080, height: 1080, fit: 'cover', image: { id: image.id, version: image.version, extension: image.extension, width: image.width, alt: image.alt } },
        { name: 'band', type: 'shape', x: 0, y: 1000, width: 1080, height: 920, shape: 'rectangle', fill: '#0e7490', radius: 0 },
        { ...text, name: 'titel', x: 60, y: 1080, width: 960, height: 320, text: 'Wochenangebot\nFensterreinigung', fontFamily: 'Playfair Display', fontVariant: '700', fontSize: 96 },
        { name: 'schild', type: 'shape', x: 190, y: 1460, width: 700, height: 220, shape: 'ellipse', fill: '#f59e0b' },
        { ...text, name: 'preis', x: 190, y: 1495, width: 700, height: 160, text: 'ab 49,00 €', fontFamily: 'Montserrat', fontVariant: '800', fontSize: 90, color: '#1c1917' },
      ],
    });
    const render = async (price: string) => {
      const started = performance.now();
      const response = await request(content.service.app)
        .post(`/api/image-templates/${String(template.id)}/render`)
        .set(asAdmin())
        .send({ texts: { preis: price } })
        .buffer(true)
        .parse(binaryBody);
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`render answered ${response.status}`);
      return { ms, bytes: response.body as Buffer };
    };

    const cold = await render('ab 0,00 €');
    const size = await sharp(cold.bytes).metadata();
    for (let index = 1; index <= WARM_UP; index += 1) await render(`ab ${index},00 €`);
    const runs: number[] = [];
    for (let index = 0; index < RUNS; index += 1) runs.push((await render(`ab ${10 + index},90 €`)).ms);

    const figures = {
      coldMs: round(cold.ms),
      p50Ms: round(quantile(runs, 0.5)),
      p95Ms: round(quantile(runs, 0.95)),
      maxMs: round(Math.max(...runs)),
      pngBytes: cold.bytes.length,
    };
    const report = {
      benchmark: 'image-template-render',
      at: new Date().toISOString(),
      // Wall times depend on what else the machine runs (its load average when measured is kept).
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((load) => round(load)) },
      targets: TARGETS,
      runs: RUNS,
      rendered: { width: size.width, height: size.height, format: size.format },
      figures,
      met: size.width === TARGETS.width && size.height === TARGETS.height && figures.p95Ms <= TARGETS.p95Ms,
    };
    writeFileSync(path.join(__dirname, 'results', 'image-template-render.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(figures);
  } finally {
    await content.close();
  }
}
