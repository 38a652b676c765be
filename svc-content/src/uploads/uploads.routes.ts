import { Router } from 'express';
import Joi from 'joi';
import {
  isStaff,
  principalOf,
  rateLimit,
  requireRole,
  ROLE_ADMIN,
  validate,
  type RateLimiter,
  type ServiceContext,
} from '@theke/server';
import { serverManagedKeys } from '../payload-fields';
import { Upload, UPLOAD_ORIGINS, uploadJson, type UploadOrigin } from './upload.model';
import type { UploadFiles } from './upload-files';
import { createUpload, deleteUpload, findUpload, updateUpload, type UploadPayload } from './uploads.service';
import { findUploadUsages } from '../media-usage/media-usages';

const fileName = () => Joi.string().trim().max(255).allow(null, '');
/** Measured from the file or generated, never taken from the client. */
const serverKeys = {
  ...serverManagedKeys,
  version: Joi.any().strip(),
  extension: Joi.any().strip(),
  publicHash: Joi.any().strip(),
  mimeType: Joi.any().strip(),
  size: Joi.any().strip(),
  url: Joi.any().strip(),
  previewUrl: Joi.any().strip(),
};

const listQuery = Joi.object({
  origin: Joi.string()
    .valid(...UPLOAD_ORIGINS)
    .default('staff'),
});
const uploadCreateSchema = Joi.object({ ...serverKeys, data: Joi.string().required(), name: fileName() });
const uploadUpdateSchema = Joi.object({ ...serverKeys, data: Joi.string(), name: fileName() });

/** Guests may send a few files per minute, and not more than a few contact forms' worth per hour. */
export interface UploadLimits {
  requests: RateLimiter;
  bytes: RateLimiter;
}

export function guestUploadLimits(): UploadLimits {
  const skip = (req: Parameters<RateLimiter>[0]) => isStaff(principalOf(req));
  return {
    requests: rateLimit({ windowMs: 10 * 60_000, max: 30, skip }),
    // 200 MB of data-URLs per hour: about fifteen forms with a full set of large files.
    bytes: rateLimit({
      windowMs: 60 * 60_000,
      max: 200 * 1024 * 1024,
      skip,
      cost: (req) => Number(req.get('content-length') ?? 0) || 0,
    }),
  };
}

/**
 * `POST /api/uploads` takes a file as a data-URL `{data, name}`: public, because the contact
 * form's visitors attach files (rate-limited for guests); the rest of the SPEC §7 generic CRUD
 * is for admins. Files are served by `/upload/*`.
 */
export function uploadsRouter(context: ServiceContext, files: UploadFiles, limits: UploadLimits): Router {
  const router = Router();
  const admin = requireRole(ROLE_ADMIN);

  // The back-office's files; `?origin=guest` lists what visitors attached to contact requests.
  router.get('/uploads', admin, async (req, res) => {
    const { origin } = validate(listQuery, { origin: req.query.origin }) as { origin: UploadOrigin };
    const uploads = await Upload.findAll({ where: { origin }, order: [['id', 'ASC']] });
    res.json({ data: uploads.map(uploadJson) });
  });
  router.get('/uploads/:id', admin, async (req, res) => {
    res.json({ data: uploadJson(await findUpload(Number(req.params.id))) });
  });
  // Issue 20: where the file is used (pages, blocks, signage), for the media library.
  router.get('/uploads/:id/usages', admin, async (req, res) => {
    res.json({ data: await findUploadUsages(context, await findUpload(Number(req.params.id))) });
  });
  router.post('/uploads', limits.requests, limits.bytes, async (req, res) => {
    const payload = validate(uploadCreateSchema, req.body ?? {}) as UploadPayload & { data: string };
    const origin = isStaff(principalOf(req)) ? 'staff' : 'guest';
    const upload = await createUpload(context, principalOf(req), files, payload, origin);
    res.status(201).json({ data: uploadJson(upload) });
  });
  router.put('/uploads/:id', admin, async (req, res) => {
    const payload = validate(uploadUpdateSchema, req.body ?? {}) as UploadPayload;
    res.json({ data: uploadJson(await updateUpload(context, principalOf(req), files, Number(req.params.id), payload)) });
  });
  router.delete('/uploads/:id', admin, async (req, res) => {
    await deleteUpload(context, principalOf(req), files, Number(req.params.id));
    res.status(204).end();
  });
  return router;
}
