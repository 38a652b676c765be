import Joi from 'joi';
import { entityId } from '@theke/server';
import { PHONE_NUMBER } from '../payload-fields';

/** One line: a name or address must not smuggle line breaks into e-mail headers. */
const line = (max: number) =>
  Joi.string()
    .trim()
    .max(max)
    .pattern(/^[^\r\n]*$/);

/** At most this many files per request (SPEC §5: 'Bilder-Upload', multiple files). */
export const MAX_CONTACT_UPLOADS = 10;

/**
 * SPEC §5 contact form: 'Nachname', 'Mailadresse' (e-mail), 'Telefonnummer' and 'Anliegen oder
 * Fragen' required, 'Vorname' optional, the privacy policy accepted. Uploads are the objects
 * `POST /api/uploads` answered; the `publicHash` proves the sender uploaded them.
 */
export const contactFormSchema = Joi.object({
  firstName: line(255).empty(Joi.valid(null, '')).default(null),
  lastName: line(255).required(),
  email: line(255).email().required(),
  phone: line(50).pattern(PHONE_NUMBER).required(),
  comment: Joi.string().trim().max(10_000).required(),
  // Not accepting the privacy policy is as good as leaving the box empty.
  dataProtection: Joi.boolean()
    .required()
    .custom((value: boolean, helpers) => (value ? value : helpers.error('any.required'))),
  uploads: Joi.array()
    .items(
      Joi.object({
        id: entityId().required(),
        publicHash: Joi.string().max(64).required(),
      }).unknown(true),
    )
    .max(MAX_CONTACT_UPLOADS)
    .empty(null)
    .default([]),
});

export interface ContactFormPayload {
  firstName: string | null;
  lastName: string;
  email: string;
  phone: string;
  comment: string;
  dataProtection: true;
  uploads: Array<{ id: number; publicHash: string }>;
}
