import { EVENTS, type ChangeAction } from '@theke/contracts';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { isEntityId, isStaff, NotFound, type Principal, type ServiceContext } from '@theke/server';
import { Upload, uploadJson, type UploadOrigin } from './upload.model';
import { newStorageKey, type UploadFiles } from './upload-files';
import { readUploadDataUrl } from './upload-inspection';
import { findUploadUsages, refuseDeleteWhileUsed } from '../media-usage/media-usages';


export interface UploadPayload {
  data?: string;
  name?: string | null;
}

/** Issue 19: staff's files in the audit log (a visitor's attachment is no staff change). */
function logUploadChange(
  context: ServiceContext,
  principal: Principal,
  transaction: Transaction,
  upload: Upload,
  action: ChangeAction,
  before: Record<string, unknown> | null,
) {
  if (!isStaff(principal)) return Promise.resolve(null);
  return context.changeLog.record(transaction, principal, {
    entity: 'upload',
    entityId: upload.id,
    action,
    before,
    after: action === 'deleted' ? null : uploadJson(upload),
  });
}

export async function findUpload(id: number): Promise<Upload> {
  const upload = isEntityId(id) ? await Upload.findByPk(id) : null;
  if (!upload) throw new NotFound();
  return upload;
}

/** The file and its row in one step: the bytes are written inside the row's transaction (ADR 0006). */
export async function createUpload(
  context: ServiceContext,
  principal: Principal,
  files: UploadFiles,
  payload: UploadPayload & { data: string },
  origin: UploadOrigin,
): Promise<Upload> {
  const file = await readUploadDataUrl(payload.data, payload.name);
  return context.sequelize.transaction(async (transaction) => {
    const upload = await Upload.create(
      {
        extension: file.extension,
        mimeType: file.mimeType,
        name: file.name,
        size: file.bytes.length,
        publicHash: randomBytes(16).toString('hex'),
        storageKey: newStorageKey(),
        origin,
      },
      { transaction },
    );
    await files.save(upload, file.bytes);
    await context.outbox.record(transaction, EVENTS.uploadChanged, {
      entity: 'upload',
      verb: 'created',
      id: upload.id,
      upload: origin === 'staff' ? uploadJson(upload) : null,
    });
    await logUploadChange(context, principal, transaction, upload, 'created', null);
    return upload;
  });
}

/** A new name, and with `data` new bytes under the next version; the old bytes go after the commit. */
export async function updateUpload(
  context: ServiceContext,
  principal: Principal,
  files: UploadFiles,
  id: number,
  payload: UploadPayload,
) {
  const file = payload.data === undefined ? null : await readUploadDataUrl(payload.data, payload.name);
  const upload = await findUpload(id);
  const replaced = await context.sequelize.transaction(async (transaction) => {
    await upload.reload({ transaction, lock: transaction.LOCK.UPDATE });
    const before = { id: upload.id, storageKey: upload.storageKey };
    const logged = uploadJson(upload);
    const changes: Partial<Upload> = {};
    if (file) {
      Object.assign(changes, {
        version: upload.version + 1,
        extension: file.extension,
        mimeType: file.mimeType,
        size: file.bytes.length,
        storageKey: newStorageKey(),
        name: file.name,
      });
    } else if (payload.name) {
      changes.name = payload.name;
    }
    await upload.update(changes, { transaction });
    if (file) await files.save(upload, file.bytes);
    await context.outbox.record(transaction, EVENTS.uploadChanged, {
      entity: 'upload',
      verb: 'updated',
      id: upload.id,
      upload: uploadJson(upload),
    });
    await logUploadChange(context, principal, transaction, upload, 'updated', logged);
    return file ? before : null;
  });
  if (replaced) await files.remove(replaced);
  return upload;
}

export async function deleteUpload(
  context: ServiceContext,
  principal: Principal,
  files: UploadFiles,
  id: number,
): Promise<void> {
  const upload = await findUpload(id);
  refuseDeleteWhileUsed(await findUploadUsages(context, upload));
  await context.sequelize.transaction(async (transaction) => {
    const logged = uploadJson(upload);
    await upload.destroy({ transaction });
    await context.outbox.record(transaction, EVENTS.uploadChanged, {
      entity: 'upload',
      verb: 'deleted',
      id: upload.id,
    });
    await logUploadChange(context, principal, transaction, upload, 'deleted', logged);
  });
  await files.remove(upload);
}
