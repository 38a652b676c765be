import { QueryTypes, type Transaction } from 'sequelize';
import type { SiteContent } from '@theke/contracts';
import { validate, type ServiceContext } from '@theke/server';
import { blockSchema } from '../blocks/block.schema';
import { Block } from '../blocks/block.model';
import { CONFIG_ID, ConfigRecord } from '../config/config.model';
import { Image } from '../images/image.model';
import { ImageTemplate } from '../image-templates/image-template.model';
import type { ImageFiles } from '../images/image-files';
import { Navigation } from '../navigations/navigation.model';
import { Redirect } from '../redirects/redirect.model';
import { siteSchema } from '../sites/site.schema';
import { Site } from '../sites/site.model';
import { Device } from '../signage/devices/device.model';
import { Scene } from '../signage/scenes/scene.model';
import { Segment } from '../signage/segments/segment.model';
import { Stream } from '../signage/streams/stream.model';
import { Upload } from '../uploads/upload.model';
import type { UploadFiles } from '../uploads/upload-files';
import { DEMO_BLOCKS, DEMO_REDIRECTS } from './demo-blocks';
import { DEMO_CONFIG } from './demo-config';
import { DEMO_IMAGE_TEMPLATES } from './demo-image-templates';
import { demoImageRows, ensureDemoImageFiles, renderDemoImages } from './demo-images';
import { DEMO_NAVIGATIONS } from './demo-navigations';
import { DEMO_DEVICES, DEMO_SCENES, DEMO_SEGMENTS, DEMO_STREAMS } from './demo-signage';
import { DEMO_SITES } from './demo-sites';
import { demoUploadRows, ensureDemoUploadFiles, renderDemoUploads } from './demo-uploads';

/** The first demo; the website demo of issue 10 (every block type, uploads) came second. */
const FIRST_SEED = 'content-demo';
const WEBSITE_SEED = 'content-demo-website';
/** Digital signage (issue 23): a scene, streams and a TV per branch; databases seeded before get it once. */
const SIGNAGE_SEED = 'content-demo-signage';
/** Image templates (issue 20), once, also into databases seeded before. */
const IMAGE_TEMPLATES_SEED = 'content-demo-image-templates';
const TABLES_WITH_IDS = [
  'images',
  'sites',
  'redirects',
  'blocks',
  'navigations',
  'uploads',
  'scenes',
  'digital_signage_segments',
  'digital_signage_streams',
  'digital_signage_devices',
  'image_templates',
] as const;

async function seeded(context: ServiceContext): Promise<Set<string>> {
  const rows = await context.sequelize.query<{ name: string }>('SELECT name FROM demo_seeds', {
    type: QueryTypes.SELECT,
  });
  return new Set(rows.map((row) => row.name));
}

/** Claims a seed in the transaction; false when another start claimed it first. */
async function claimSeed(context: ServiceContext, name: string, transaction: Transaction): Promise<boolean> {
  const rows = await context.sequelize.query(
    'INSERT INTO demo_seeds (name) VALUES (:name) ON CONFLICT (name) DO NOTHING RETURNING name',
    { replacements: { name }, type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
}

/**
 * The demo rows carry explicit ids; the next row created through the API continues after them.
 * A sequence only moves forward: ids of rows deleted since are never handed out again.
 */
async function resetSequences(context: ServiceContext, transaction: Transaction): Promise<void> {
  const select = { type: QueryTypes.SELECT, transaction } as const;
  for (const table of TABLES_WITH_IDS) {
    const [serial] = await context.sequelize.query<{ seq: string; max: number | null }>(
      `SELECT pg_get_serial_sequence('${table}', 'id') AS seq, (SELECT MAX(id) FROM ${table}) AS max`,
      select,
    );
    if (!serial) continue;
    // The name comes from PostgreSQL itself, quoted where needed.
    const [state] = await context.sequelize.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${serial.seq}`,
      select,
    );
    const next = Math.max((serial.max ?? 0) + 1, Number(state?.last_value ?? 1) + (state?.is_called ? 1 : 0));
    await context.sequelize.query(`SELECT setval('${serial.seq}', ${next}, false)`, { transaction });
  }
}

/** Demo content as the API would have stored it: defaults filled in, rich text sanitised. */
const demoSites = () =>
  DEMO_SITES.map((site) => ({
    ...site,
    content: (validate(siteSchema, site) as { content: SiteContent }).content,
  }));
const demoBlocks = () =>
  DEMO_BLOCKS.map((block) => ({
    ...block,
    content: (validate(blockSchema, block) as { content: { text: string | null } }).content,
  }));

/**
 * The website demo (issue 10): the uploads, and on a database seeded before it, new bodies for
 * the demo pages nobody edited since (updatedAt = createdAt); deleted pages stay deleted.
 */
async function seedWebsiteDemo(
  context: ServiceContext,
  transaction: Transaction,
  uploads: Map<number, Buffer>,
) {
  await Upload.bulkCreate(demoUploadRows(uploads), { transaction, ignoreDuplicates: true });
  for (const site of demoSites()) {
    await context.sequelize.query(
      'UPDATE sites SET content = CAST(:content AS JSONB) WHERE id = :id AND "updatedAt" = "createdAt"',
      { transaction, replacements: { id: site.id, content: JSON.stringify(site.content) } },
    );
  }
}

/**
 * Seeds the demo website once per database (marker rows remember it, so what an admin
 * deletes stays deleted across restarts). Every start still restores missing demo files.
 */
export async function seedContentDemo(
  context: ServiceContext,
  images: ImageFiles,
  uploadFiles: UploadFiles,
): Promise<void> {
  const done = await seeded(context);
  if (done.has(FIRST_SEED) && done.has(WEBSITE_SEED) && done.has(SIGNAGE_SEED) && done.has(IMAGE_TEMPLATES_SEED)) {
    await ensureDemoImageFiles(images, context.log);
    await ensureDemoUploadFiles(uploadFiles, context.log);
    return;
  }
  const rendered = done.has(FIRST_SEED) ? new Map<number, Buffer>() : await renderDemoImages();
  const uploads = await renderDemoUploads();
  const seededNow = await context.sequelize.transaction(async (transaction) => {
    const options = { transaction, ignoreDuplicates: true };
    if (await claimSeed(context, FIRST_SEED, transaction)) {
      await Image.bulkCreate(demoImageRows(rendered), options);
      await ConfigRecord.bulkCreate([{ ...DEMO_CONFIG, id: CONFIG_ID }], options);
      await Site.bulkCreate(demoSites(), options);
      await Redirect.bulkCreate(DEMO_REDIRECTS, options);
      await Block.bulkCreate(demoBlocks(), options);
      await Navigation.bulkCreate(DEMO_NAVIGATIONS, options);
    }
    const website = await claimSeed(context, WEBSITE_SEED, transaction);
    if (website) await seedWebsiteDemo(context, transaction, uploads);
    if (await claimSeed(context, SIGNAGE_SEED, transaction)) {
      await Scene.bulkCreate(DEMO_SCENES, options);
      await Segment.bulkCreate(DEMO_SEGMENTS, options);
      await Stream.bulkCreate(DEMO_STREAMS, options);
      await Device.bulkCreate(DEMO_DEVICES, options);
    }
    if (await claimSeed(context, IMAGE_TEMPLATES_SEED, transaction))
      await ImageTemplate.bulkCreate(DEMO_IMAGE_TEMPLATES, options);
    await resetSequences(context, transaction);
    return website;
  });
  await ensureDemoImageFiles(images, context.log, rendered);
  await ensureDemoUploadFiles(uploadFiles, context.log, uploads);
  if (seededNow)
    context.log.info({ sites: DEMO_SITES.length, images: rendered.size }, 'content demo data seeded');
}
