import { Router } from 'express';
import { ROLE_ADMIN, principalOf, requireRole, validate, type ServiceContext } from '@theke/server';
import { Image } from './image.model';
import type { ImageFiles } from './image-files';
import { imageJson } from './image-reference';
import { imageCreateSchema, imageUpdateSchema, type ImagePayload } from './image.schema';
import { createImage, deleteImage, findImage, updateImage } from './images.service';
import { findImageUsages } from '../media-usage/media-usages';

/** SPEC §7 generic CRUD for images, staff back-office only (admins). Files are served by `/image/*`. */
export function imagesRouter(context: ServiceContext, files: ImageFiles): Router {
  const router = Router();
  const admin = requireRole(ROLE_ADMIN);

  router.get('/images', admin, async (_req, res) => {
    const images = await Image.findAll({ order: [['id', 'ASC']] });
    res.json({ data: images.map(imageJson) });
  });

  router.get('/images/:id', admin, async (req, res) => {
    res.json({ data: imageJson(await findImage(Number(req.params.id))) });
  });

  // Issue 20: where the image is used (pages, blocks, catalogue, signage, theme), for the media library.
  router.get('/images/:id/usages', admin, async (req, res) => {
    const image = await findImage(Number(req.params.id));
    res.json({ data: await findImageUsages(context, image.id) });
  });

  router.post('/images', admin, async (req, res) => {
    const payload = validate(imageCreateSchema, req.body ?? {}) as ImagePayload & { data: string };
    const image = await createImage(context, principalOf(req), files, payload);
    res.status(201).json({ data: imageJson(image) });
  });

  router.put('/images/:id', admin, async (req, res) => {
    const payload = validate(imageUpdateSchema, req.body ?? {}) as ImagePayload;
    const image = await updateImage(context, principalOf(req), files, Number(req.params.id), payload);
    res.json({ data: imageJson(image) });
  });

  router.delete('/images/:id', admin, async (req, res) => {
    await deleteImage(context, principalOf(req), files, Number(req.params.id));
    res.status(204).end();
  });

  return router;
}
