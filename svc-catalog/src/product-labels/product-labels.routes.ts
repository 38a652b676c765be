/**
 * GET /api/products/labels: price labels of chosen products as an A4 PDF (issue 19). Staff
 * only; products belong to no branch (menus file them), so an employee prints any product, as
 * they may read any. Prices come from @theke/domain in the shop currency of the config, on the
 * label grid of its theme settings (svc-content, asked as a peer at print time: labels are rare,
 * a stale currency is wrong).
 */
import { Router } from 'express';
import { Op } from 'sequelize';
import { DEFAULT_CURRENCY, LABEL_GRIDS, MAX_PRICE_LABELS, priceLabelText, type LabelLayout, type PriceLabelText } from '@theke/domain';
import {
  Invalid,
  PeerCallError,
  ServiceUnavailable,
  requireStaff,
  validate,
  type ServiceContext,
} from '@theke/server';
import { Product } from '../products/product.model';
import { renderLabelPdf } from './label-pdf';
import type { LabelGrid } from './label-sheet';
import { labelQuerySchema } from './product-labels.schema';

export const LABELS_PATH = '/products/labels';

/** Shown to staff; the spec does not word them. */
export const LABEL_MESSAGES = {
  tooMany: (limit: number) => `Es können höchstens ${limit} Etiketten auf einmal gedruckt werden.`,
  unknownProducts: (ids: readonly number[]) => `Folgende Produkte wurden nicht gefunden: ${ids.join(', ')}.`,
} as const;

/** The labels in the order asked for, copies included; unknown ids are one error naming them all. */
async function labelsOf(ids: readonly number[], currency: string): Promise<PriceLabelText[]> {
  const rows = await Product.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } });
  // The model's getters turn DECIMAL columns into numbers, so a row is the domain's product.
  const texts = new Map(rows.map((row) => [row.id, priceLabelText(row, currency)]));
  const missing = [...new Set(ids.filter((id) => !texts.has(id)))];
  if (missing.length > 0) {
    throw new Invalid([
      { message: LABEL_MESSAGES.unknownProducts(missing), field: 'ids', code: 'unknown_reference' },
    ]);
  }
  return ids.map((id) => texts.get(id) as PriceLabelText);
}

/** What the labels read of the config (SPEC §3): the currency and the theme's label grids (ADR 0047). */
interface LabelConfig {
  currency?: string | null;
  labelGridCompactRows?: number | null;
  labelGridCompactColumns?: number | null;
  labelGridDetailRows?: number | null;
  labelGridDetailColumns?: number | null;
}

/** SPEC §3 config; without the content service there is no honest price to print. */
async function labelConfig(context: ServiceContext): Promise<LabelConfig> {
  if (!context.peers.has('content')) {
    context.log.error('no content peer configured: price labels need the shop currency');
    throw new ServiceUnavailable();
  }
  return context.peers.get<LabelConfig>('content', '/config').catch((error: unknown) => {
    if (error instanceof PeerCallError) throw new ServiceUnavailable();
    throw error;
  });
}

/** The configured grid of a layout, SPEC §9's where the config has none. */
function gridOf(config: LabelConfig, layout: LabelLayout): LabelGrid {
  const configured =
    layout === 'compact'
      ? { rows: config.labelGridCompactRows, columns: config.labelGridCompactColumns }
      : { rows: config.labelGridDetailRows, columns: config.labelGridDetailColumns };
  const standard = LABEL_GRIDS[layout];
  const whole = (value: number | null | undefined, fallback: number) =>
    Number.isInteger(value) && Number(value) >= 1 ? Number(value) : fallback;
  return { rows: whole(configured.rows, standard.rows), columns: whole(configured.columns, standard.columns) };
}

/** Mounted before the products' CRUD router, whose GET /products/:id would take 'labels' for an id. */
export function productLabelRoutes(context: ServiceContext): Router {
  const router = Router();
  router.get(LABELS_PATH, requireStaff, async (req, res) => {
    const { ids, layout } = validate(labelQuerySchema, req.query);
    if (ids.length > MAX_PRICE_LABELS) {
      throw new Invalid([
        { message: LABEL_MESSAGES.tooMany(MAX_PRICE_LABELS), field: 'ids', code: 'too_many_labels' },
      ]);
    }
    const config = await labelConfig(context);
    const pdf = await renderLabelPdf(await labelsOf(ids, config.currency || DEFAULT_CURRENCY), layout, gridOf(config, layout));
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', 'inline; filename="preisetiketten.pdf"')
      .send(pdf);
  });
  return router;
}
