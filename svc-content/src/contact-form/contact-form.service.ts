import { EVENTS } from '@theke/contracts';
import { timingSafeEqual } from 'node:crypto';
import { Invalid, MESSAGES, type ServiceContext } from '@theke/server';
import { Upload } from '../uploads/upload.model';
import type { ContactFormPayload } from './contact-form.schema';
import { ContactRequest } from './contact-request.model';


/** What one e-mail may carry in attachments; SMTP servers commonly refuse more than 25 MB. */
export const MAX_ATTACHMENTS_MB = 20;

const sameHash = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/** The uploads named in the form, each proven by its hash; anything else is "not a valid file" on its index. */
async function attachedUploads(uploads: ContactFormPayload['uploads']): Promise<Upload[]> {
  if (uploads.length === 0) return [];
  const rows = await Upload.findAll({ where: { id: uploads.map((upload) => upload.id) } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found: Upload[] = [];
  const errors = uploads.flatMap((upload, index) => {
    const row = byId.get(upload.id);
    if (row && sameHash(upload.publicHash, row.publicHash)) {
      if (!found.includes(row)) found.push(row);
      return [];
    }
    return [{ message: MESSAGES.invalidFile, field: `uploads.${index}`, code: 'invalid_file' }];
  });
  if (errors.length > 0) throw new Invalid(errors);
  const total = found.reduce((sum, upload) => sum + upload.size, 0);
  if (total > MAX_ATTACHMENTS_MB * 1024 * 1024) {
    throw new Invalid([
      { message: MESSAGES.fileTooLarge(MAX_ATTACHMENTS_MB), field: 'uploads', code: 'file_too_large' },
    ]);
  }
  return found;
}

/**
 * Stores the request and announces it in the same transaction: the e-mail goes out after the
 * commit (contact-mail.ts), so a failing SMTP server never loses a request.
 */
export async function receiveContactRequest(
  context: ServiceContext,
  payload: ContactFormPayload,
  firstMailAttemptAt: Date,
): Promise<ContactRequest> {
  const uploads = await attachedUploads(payload.uploads);
  return context.sequelize.transaction(async (transaction) => {
    const request = await ContactRequest.create(
      {
        firstName: payload.firstName,
        lastName: payload.lastName,
        email: payload.email,
        phone: payload.phone,
        comment: payload.comment,
        dataProtection: payload.dataProtection,
        uploadIds: uploads.map((upload) => upload.id),
        mailedAt: null,
        mailError: null,
        nextMailAt: firstMailAttemptAt,
      },
      { transaction },
    );
    // No personal data on the bus: consumers read the request by its id.
    await context.outbox.record(transaction, EVENTS.contactRequestReceived, {
      entity: 'contact-request',
      id: request.id,
    });
    return request;
  });
}
