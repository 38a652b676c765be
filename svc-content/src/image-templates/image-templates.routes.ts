import { Router, type Response } from 'express';
import Joi from 'joi';
import {
  IMAGE_TEMPLATE_FORMATS,
  imageTemplateDescription,
  type ImageTemplateFormat,
  type ImageTemplateLayer,
  type ImageTemplateRenderPayload,
} from '@theke/contracts';
import {
  crudRouter,
  describedCrud,
  Invalid,
  MESSAGES,
  NotFound,
  requireRole,
  requireStaff,
  ROLE_ADMIN,
  validate,
  type PublicRoute,
  type ServiceContext,
} from '@theke/server';
import { findFont } from '../fonts/font-catalog';
import { IMMUTABLE } from '../images/image-serving.routes';
import { Image } from '../images/image.model';
import { assertExisting } from '../signage/references';
import { ImageTemplate } from './image-template.model';
import './template-media-usage';
import type { TemplateImages } from './template-images';
import { IMAGE_CONTENT_TYPES, renderTemplate } from './template-renderer';
import type { TemplateCanvas } from './template-svg';

/** A stored template's picture: its version in the path, so the URL names bytes that never change. */
export const templateImageUrl = (template: Pick<ImageTemplate, 'id' | 'version'>, format: ImageTemplateFormat = 'png') =>
  `/api/image-templates/${template.id}/image-${template.version}.${format === 'jpeg' ? 'jpg' : 'png'}`;

/** TVs and web pages show a stored template's picture as an `<img>`, without a session. */
export const IMAGE_TEMPLATE_PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'GET', path: /^\/image-templates\/\d+\/image-\d+\.(png|jpg)$/ },
];

const KEPT_PICTURES = 16;
const { schema: templateSchema } = describedCrud(imageTemplateDescription);
const formatSchema = Joi.string().valid(...IMAGE_TEMPLATE_FORMATS).default('png');
const renderSchema = Joi.object({
  format: formatSchema,
  texts: Joi.object().pattern(Joi.string(), Joi.string().allow('').max(1000)).default({}),
  images: Joi.object().pattern(Joi.string(), Joi.object({ id: Joi.number().integer().min(1).required() }).unknown(true)).default({}),
});
const previewSchema = Joi.object({ format: formatSchema, template: Joi.object().required() });

/** A text layer's family and variant must be installed (GET /api/fonts). */
function assertFonts(layers: readonly ImageTemplateLayer[]): void {
  const errors = layers.flatMap((layer, index) => {
    if (layer.type !== 'text') return [];
    const font = findFont(layer.fontFamily ?? '');
    if (!font) return [{ message: MESSAGES.choice, field: `layers.${index}.fontFamily`, code: 'invalid' }];
    if (!font.variants.includes(layer.fontVariant ?? ''))
      return [{ message: MESSAGES.choice, field: `layers.${index}.fontVariant`, code: 'invalid' }];
    return [];
  });
  if (errors.length > 0) throw new Invalid(errors);
}

/** The media library entries the image layers show (checked to exist before a save or a render). */
const imageReferences = (layers: readonly ImageTemplateLayer[]) =>
  layers.flatMap((layer, index) =>
    layer.type === 'image' && layer.image ? [{ id: Number(layer.image.id), field: `layers.${index}.image.id` }] : [],
  );

/** The stored layers with a render call's texts and images put in by layer name. */
function withReplacements(layers: readonly ImageTemplateLayer[], payload: Required<ImageTemplateRenderPayload>): ImageTemplateLayer[] {
  const names = new Set(layers.map((layer) => layer.name));
  const unknown = [...Object.keys(payload.texts).map((name) => `texts.${name}`), ...Object.keys(payload.images).map((name) => `images.${name}`)].filter(
    (path) => !names.has(path.slice(path.indexOf('.') + 1)),
  );
  if (unknown.length > 0) throw new Invalid(unknown.map((field) => ({ message: MESSAGES.unknownField, field, code: 'unknown_layer' })));
  return layers.map((layer) => {
    const text = payload.texts[layer.name];
    const image = payload.images[layer.name];
    if (layer.type === 'text' && text !== undefined) return { ...layer, text };
    if (layer.type === 'image' && image) return { ...layer, image: { ...(layer.image ?? {}), id: image.id } as ImageTemplateLayer['image'] };
    return layer;
  });
}

function send(res: Response, bytes: Buffer, format: ImageTemplateFormat, cache: string): void {
  res.set({ 'Content-Type': IMAGE_CONTENT_TYPES[format], 'Cache-Control': cache });
  res.send(bytes);
}

async function findTemplate(id: string | string[] | undefined): Promise<ImageTemplate> {
  const template = /^\d{1,9}$/.test(String(id)) ? await ImageTemplate.findByPk(Number(id)) : null;
  if (!template) throw new NotFound();
  return template;
}

/**
 * SPEC §7 image templates: generic CRUD (staff read, administrators write), GET .../{id}/layers,
 * a render with other texts and images, the editor's preview of unsaved values, and each stored
 * template's picture for `<img>` (TV slides, web pages).
 */
export function imageTemplatesRouter(context: ServiceContext, images: TemplateImages): Router {
  const router = Router();
  const staff = requireStaff;
  const admin = requireRole(ROLE_ADMIN);
  // The stored templates' pictures last shown: every TV of a stream asks for the same one.
  const pictures = new Map<string, Promise<Buffer>>();

  router.post('/image-templates/preview', admin, async (req, res) => {
    const { format, template } = validate(previewSchema, req.body ?? {}) as { format: ImageTemplateFormat; template: unknown };
    const canvas = validate(templateSchema, template) as TemplateCanvas;
    assertFonts(canvas.layers ?? []);
    send(res, await renderTemplate({ ...canvas, layers: canvas.layers ?? [] }, images, format), format, 'no-store');
  });

  router.get('/image-templates/:id/layers', staff, async (req, res) => {
    res.json({ data: (await findTemplate(req.params.id)).layers });
  });

  router.post('/image-templates/:id/render', staff, async (req, res) => {
    const template = await findTemplate(req.params.id);
    const payload = validate(renderSchema, req.body ?? {}) as Required<ImageTemplateRenderPayload>;
    const layers = withReplacements(template.layers, payload);
    await context.sequelize.transaction((transaction) => assertExisting(Image, imageReferences(layers), transaction));
    send(res, await renderTemplate({ ...template.get(), layers }, images, payload.format), payload.format, 'no-store');
  });

  router.get('/image-templates/:id/image-:version.:extension', async (req, res) => {
    const template = await findTemplate(req.params.id);
    const format = req.params.extension === 'jpg' ? 'jpeg' : req.params.extension === 'png' ? 'png' : null;
    if (!format || String(template.version) !== req.params.version) throw new NotFound();
    const key = `${template.id}-${template.version}.${format}`;
    let picture = pictures.get(key);
    if (!picture) {
      picture = renderTemplate(template.get(), images, format);
      pictures.set(key, picture);
      picture.catch(() => pictures.delete(key));
      if (pictures.size > KEPT_PICTURES) pictures.delete(pictures.keys().next().value as string);
    }
    send(res, await picture, format, IMMUTABLE);
  });

  router.use(
    crudRouter({
      ...describedCrud(imageTemplateDescription),
      model: ImageTemplate,
      sequelize: context.sequelize,
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      async prepare(values, { transaction }) {
        const layers = (values.layers ?? []) as ImageTemplateLayer[];
        assertFonts(layers);
        await assertExisting(Image, imageReferences(layers), transaction);
        return values;
      },
    }),
  );
  return router;
}
