/** Reading and saving the single config document, its version checked and raised by every save. */
import { EVENTS } from '@theke/contracts';
import {
  Conflict,
  Invalid,
  MESSAGES,
  ROLE_ADMIN,
  ROLE_SERVICE,
  type Principal,
  type ServiceContext,
} from '@theke/server';
import packageJson from '../../package.json';
import { Image } from '../images/image.model';
import { imageReference } from '../images/image-reference';
import { CONFIG_DEFAULTS, CONFIG_IMAGE_FIELDS, configColumnOf, type ConfigValues } from './config.fields';
import { CONFIG_ID, ConfigRecord, configValuesOf } from './config.model';
import type { ConfigPayload } from './config.schema';

/** SPEC §1: app version 1.7.2-dev, environment prod. */
export const APP_VERSION: string = packageJson.version;
export const APP_ENVIRONMENT: string = process.env.THEKE_ENVIRONMENT ?? 'prod';

/** The version of a config nobody saved yet: the defaults are its first version. */
const FIRST_VERSION = 1;

/**
 * Fields only admins and peer services (orders reads the config) get. Every §3 field is public
 * (the storefront needs them all, and the Mapbox token is a public `pk.` token meant for
 * browsers); whatever internal setting comes next (provider keys, SMTP targets) is listed here.
 */
const INTERNAL_FIELDS = ['updatedAt'] as const;
const SEES_INTERNAL_FIELDS = [ROLE_ADMIN, ROLE_SERVICE];

async function imageRefOf(id: number | null) {
  if (id === null) return null;
  const image = await Image.findByPk(id);
  return image ? imageReference(image) : null;
}

/** GET /api/config: every field present (null allowed); guests without internal fields. */
export async function readConfig(principal: Principal): Promise<Record<string, unknown>> {
  const record = await ConfigRecord.findByPk(CONFIG_ID);
  const { imageId, logoId, faviconId, ...fields } = record ? configValuesOf(record) : CONFIG_DEFAULTS;
  const view: Record<string, unknown> = {
    id: CONFIG_ID,
    version: record?.version ?? FIRST_VERSION,
    ...fields,
    image: await imageRefOf(imageId),
    logo: await imageRefOf(logoId),
    favicon: await imageRefOf(faviconId),
    appVersion: APP_VERSION,
    environment: APP_ENVIRONMENT,
    updatedAt: record?.updatedAt ?? null,
  };
  if (!SEES_INTERNAL_FIELDS.some((role) => principal.roles.includes(role))) {
    for (const field of INTERNAL_FIELDS) delete view[field];
  }
  return view;
}

async function chosenImageId(
  choice: { id: number } | null | undefined,
  field: string,
): Promise<number | null | undefined> {
  if (choice === undefined) return undefined;
  if (choice === null) return null;
  if (!(await Image.findByPk(choice.id))) throw new Invalid(MESSAGES.invalid, `${field}.id`);
  return choice.id;
}

/** The stored config as the API names it (image and logo as references by id), for the audit log. */
function configSnapshot({ imageId, logoId, faviconId, ...fields }: ConfigValues): Record<string, unknown> {
  const reference = (id: number | null) => (id === null ? null : { id });
  return { ...fields, image: reference(imageId), logo: reference(logoId), favicon: reference(faviconId) };
}

/**
 * POST /api/config: the keys sent replace the stored ones. A save based on an older version than
 * the stored one is refused (409 `stale_version`); without a version the last save wins (API
 * clients that read and write in one go). The change is announced and logged (issue 19: the
 * defaults count as the values before the first save) in the same transaction.
 */
export async function saveConfig(
  context: ServiceContext,
  principal: Principal,
  payload: ConfigPayload,
  expectedVersion?: number,
): Promise<void> {
  const { image, logo, favicon, ...fields } = payload;
  const values: Record<string, unknown> = {};
  // A cleared text is stored as null, never as ''.
  for (const [field, value] of Object.entries(fields)) values[field] = value === '' ? null : value;
  const chosen = { image, logo, favicon };
  for (const field of CONFIG_IMAGE_FIELDS) {
    const id = await chosenImageId(chosen[field], field);
    if (id !== undefined) values[configColumnOf(field)] = id;
  }

  await context.sequelize.transaction(async (transaction) => {
    // The first save of a fresh installation may race another: the advisory lock orders them.
    await context.sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('theke.content.config'))`, { transaction });
    const current = await ConfigRecord.findByPk(CONFIG_ID, { transaction, lock: transaction.LOCK.UPDATE });
    const storedVersion = current?.version ?? FIRST_VERSION;
    if (expectedVersion !== undefined && expectedVersion !== storedVersion)
      throw new Conflict(MESSAGES.staleVersion, 'version', 'stale_version');
    const before = configSnapshot(current ? configValuesOf(current) : CONFIG_DEFAULTS);
    const next = { ...values, version: storedVersion + 1 };
    const saved = current
      ? await current.update(next, { transaction })
      : await ConfigRecord.create({ ...CONFIG_DEFAULTS, ...next, id: CONFIG_ID }, { transaction });
    await context.outbox.record(transaction, EVENTS.configChanged, {
      entity: 'config',
      verb: 'updated',
      id: CONFIG_ID,
    });
    await context.changeLog.record(transaction, principal, {
      entity: 'config',
      entityId: CONFIG_ID,
      action: 'updated',
      before,
      after: configSnapshot(configValuesOf(saved)),
      titleField: 'shopName',
    });
  });
}
