import { EVENTS, type ChangeAction } from '@theke/contracts';
import type { Transaction } from 'sequelize';
import { isEntityId, NotFound, type Principal, type ServiceContext } from '@theke/server';
import { Image } from './image.model';
import type { ImageFiles } from './image-files';
import { imageJson, imageReference } from './image-reference';
import type { ImagePayload } from './image.schema';
import { readImageDataUrl } from './image-upload';
import { findImageUsages, refuseDeleteWhileUsed } from '../media-usage/media-usages';


const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

function labelsOf(payload: ImagePayload): Partial<Pick<Image, 'name' | 'alt'>> {
  const labels: Partial<Pick<Image, 'name' | 'alt'>> = {};
  if (payload.name !== undefined) labels.name = blankToNull(payload.name) ?? null;
  if (payload.alt !== undefined) labels.alt = blankToNull(payload.alt) ?? null;
  return labels;
}

/** Issue 19: the image as the back-office shows it, in the audit log. */
function logImageChange(
  context: ServiceContext,
  principal: Principal,
  transaction: Transaction,
  image: Image,
  action: ChangeAction,
  before: Record<string, unknown> | null,
) {
  return context.changeLog.record(transaction, principal, {
    entity: 'image',
    entityId: image.id,
    action,
    before,
    after: action === 'deleted' ? null : imageJson(image),
  });
}

export async function findImage(id: number): Promise<Image> {
  const image = isEntityId(id) ? await Image.findByPk(id) : null;
  if (!image) throw new NotFound();
  return image;
}

/**
 * Stores the file and the row in one step: the file is written inside the row's transaction,
 * so a failed write leaves no row. The event carries the new reference for services that embed it.
 */
export async function createImage(
  context: ServiceContext,
  principal: Principal,
  files: ImageFiles,
  payload: ImagePayload & { data: string },
) {
  const upload = await readImageDataUrl(payload.data);
  return context.sequelize.transaction(async (transaction) => {
    const image = await Image.create(
      {
        extension: upload.extension,
        width: upload.width,
        height: upload.height,
        size: upload.bytes.length,
        name: null,
        alt: null,
        ...labelsOf(payload),
      },
      { transaction },
    );
    await files.saveOriginal(image, upload.bytes);
    await context.outbox.record(transaction, EVENTS.imageChanged, {
      entity: 'image',
      verb: 'created',
      id: image.id,
      image: imageReference(image),
    });
    await logImageChange(context, principal, transaction, image, 'created', null);
    return image;
  });
}

/** New labels, and with `data` a new file under the next version; the old version's files go after commit. */
export async function updateImage(
  context: ServiceContext,
  principal: Principal,
  files: ImageFiles,
  id: number,
  payload: ImagePayload,
) {
  const upload = payload.data === undefined ? null : await readImageDataUrl(payload.data);
  const image = await findImage(id);
  const replaced = await context.sequelize.transaction(async (transaction) => {
    await image.reload({ transaction, lock: transaction.LOCK.UPDATE });
    const before = { id: image.id, version: image.version, extension: image.extension };
    const logged = imageJson(image);
    const file = upload
      ? {
          version: image.version + 1,
          extension: upload.extension,
          width: upload.width,
          height: upload.height,
          size: upload.bytes.length,
        }
      : {};
    await image.update({ ...labelsOf(payload), ...file }, { transaction });
    if (upload) await files.saveOriginal(image, upload.bytes);
    await context.outbox.record(transaction, EVENTS.imageChanged, {
      entity: 'image',
      verb: 'updated',
      id: image.id,
      image: imageReference(image),
    });
    await logImageChange(context, principal, transaction, image, 'updated', logged);
    return before;
  });
  if (upload) await files.remove(replaced);
  return image;
}

export async function deleteImage(
  context: ServiceContext,
  principal: Principal,
  files: ImageFiles,
  id: number,
): Promise<void> {
  const image = await findImage(id);
  refuseDeleteWhileUsed(await findImageUsages(context, image.id));
  await context.sequelize.transaction(async (transaction) => {
    const logged = imageJson(image);
    await image.destroy({ transaction });
    await context.outbox.record(transaction, EVENTS.imageChanged, {
      entity: 'image',
      verb: 'deleted',
      id: image.id,
    });
    await logImageChange(context, principal, transaction, image, 'deleted', logged);
  });
  await files.remove(image);
}
