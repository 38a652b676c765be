import { QueryTypes, type Transaction } from 'sequelize';
import type { ServiceContext } from '@theke/server';
import { Block } from '../blocks/block.model';
import { CONFIG_ID, ConfigRecord } from '../config/config.model';
import { Image } from '../images/image.model';
import type { ImageFiles } from '../images/image-files';
import { Navigation } from '../navigations/navigation.model';
import { Redirect } from '../redirects/redirect.model';
import { Site } from '../sites/site.model';
import { DEMO_BLOCKS, DEMO_REDIRECTS } from './demo-blocks';
import { DEMO_CONFIG } from './demo-config';
import { demoImageRows, ensureDemoImageFiles, renderDemoImages } from './demo-images';
import { DEMO_NAVIGATIONS } from './demo-navigations';
import { DEMO_SITES } from './demo-sites';

const SEED_NAME = 'content-demo';
const TABLES_WITH_IDS = ['images', 'sites', 'redirects', 'blocks', 'navigations'] as const;

async function alreadySeeded(context: ServiceContext): Promise<boolean> {
  const rows = await context.sequelize.query('SELECT 1 FROM demo_seeds WHERE name = :name', {
    replacements: { name: SEED_NAME },
    type: QueryTypes.SELECT,
  });
  return rows.length > 0;
}

/** Claims the seed in the transaction; false when another start claimed it first. */
async function claimSeed(context: ServiceContext, transaction: Transaction): Promise<boolean> {
  const rows = await context.sequelize.query(
    'INSERT INTO demo_seeds (name) VALUES (:name) ON CONFLICT (name) DO NOTHING RETURNING name',
    { replacements: { name: SEED_NAME }, type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
}

/** The demo rows carry explicit ids; the next row created through the API continues after them. */
async function resetSequences(context: ServiceContext, transaction: Transaction): Promise<void> {
  for (const table of TABLES_WITH_IDS) {
    await context.sequelize.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`,
      { transaction },
    );
  }
}

/**
 * Seeds the demo website once per database (a marker row remembers it, so what an admin
 * deletes stays deleted across restarts). Every start still restores missing demo image files.
 */
export async function seedContentDemo(context: ServiceContext, files: ImageFiles): Promise<void> {
  if (await alreadySeeded(context)) {
    await ensureDemoImageFiles(files, context.log);
    return;
  }
  const rendered = await renderDemoImages();
  const seeded = await context.sequelize.transaction(async (transaction) => {
    if (!(await claimSeed(context, transaction))) return false;
    const options = { transaction, ignoreDuplicates: true };
    await Image.bulkCreate(demoImageRows(rendered), options);
    await ConfigRecord.bulkCreate([{ ...DEMO_CONFIG, id: CONFIG_ID }], options);
    await Site.bulkCreate(DEMO_SITES, options);
    await Redirect.bulkCreate(DEMO_REDIRECTS, options);
    await Block.bulkCreate(DEMO_BLOCKS, options);
    await Navigation.bulkCreate(DEMO_NAVIGATIONS, options);
    await resetSequences(context, transaction);
    return true;
  });
  await ensureDemoImageFiles(files, context.log, rendered);
  if (seeded)
    context.log.info({ sites: DEMO_SITES.length, images: rendered.size }, 'content demo data seeded');
}
