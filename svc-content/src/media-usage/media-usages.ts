/**
 * Where an image or an upload is used (issue 20, media library, ADR 0047). svc-content's own
 * content is searched in its database: references are stored inside JSONB (a page's body, a
 * block's content, a segment's image or video) as objects `{id, version, extension, ...}`;
 * uploads carry their `publicHash`, images do not. Rich text names files by URL, so a page or
 * block whose text contains the file's address counts too. The catalogue stores its own image
 * references and is asked over HTTP: a delete must not trust a stale copy.
 */
import { QueryTypes } from 'sequelize';
import {
  CATALOG_MEDIA_USAGES_PATH,
  mediaInUseMessage,
  type MediaUsage,
  type MediaUsageKind,
} from '@theke/contracts';
import { Conflict, PeerCallError, ServiceUnavailable, type ServiceContext } from '@theke/server';
import { CONFIG_ID } from '../config/config.model';
import type { Upload } from '../uploads/upload.model';

/** Another table of svc-content that holds media references (image templates add theirs). */
export interface MediaUsageSource {
  kind: MediaUsageKind;
  /** SQL selecting `id, name` of the rows using the file; `:reference` is a JSONB fragment to match. */
  images?: string;
  uploads?: string;
}

/** `jsonb_path_exists` over the whole document: a reference may sit at any depth of a body. */
const imageAnywhere = (column: string) =>
  `jsonb_path_exists(${column}, '$.** ? (@.id == $id && exists(@.extension) && !exists(@.publicHash))', :vars)`;
const uploadAnywhere = (column: string) => `jsonb_path_exists(${column}, '$.** ? (@.id == $id && @.publicHash == $hash)', :vars)`;
/** A file's URL inside rich text: `/image/[alias/][size/]{id}-{version}.{ext}` or `/upload/{hash}/...`. */
const imageInText = (column: string) => `${column}::text ~ :imageUrl`;
const uploadInText = (column: string) => `strpos(${column}::text, :uploadUrl) > 0`;

const CONTENT_SOURCES: MediaUsageSource[] = [
  {
    kind: 'site',
    images: `SELECT id, name FROM sites WHERE ${imageAnywhere('content')} OR ${imageInText('content')}`,
    uploads: `SELECT id, name FROM sites WHERE ${uploadAnywhere('content')} OR ${uploadInText('content')}`,
  },
  {
    kind: 'block',
    images: `SELECT id, name FROM blocks WHERE ${imageAnywhere('content')} OR ${imageInText('content')}`,
    uploads: `SELECT id, name FROM blocks WHERE ${uploadAnywhere('content')} OR ${uploadInText('content')}`,
  },
  {
    kind: 'signage-segment',
    images: `SELECT id, name FROM digital_signage_segments WHERE (image->>'id')::int = :id`,
    uploads: `SELECT id, name FROM digital_signage_segments WHERE (video->>'id')::int = :id`,
  },
  {
    kind: 'theme',
    images: `SELECT id, concat_ws(', ',
        CASE WHEN "logoId" = :id THEN 'Logo' END,
        CASE WHEN "faviconId" = :id THEN 'Favicon' END,
        CASE WHEN "imageId" = :id THEN 'Vorschaubild' END) AS name
      FROM config WHERE id = ${CONFIG_ID} AND :id IN ("logoId", "imageId", "faviconId")`,
  },
];

const extraSources: MediaUsageSource[] = [];

/** For svc-content's other areas (image templates): their table joins the search. */
export function registerMediaUsageSource(source: MediaUsageSource): void {
  extraSources.push(source);
}

async function usagesInContent(
  context: ServiceContext,
  target: 'images' | 'uploads',
  replacements: Record<string, unknown>,
): Promise<MediaUsage[]> {
  const found: MediaUsage[] = [];
  for (const source of [...CONTENT_SOURCES, ...extraSources]) {
    const sql = source[target];
    if (!sql) continue;
    const rows = await context.sequelize.query<{ id: number; name: string }>(`${sql} ORDER BY id`, {
      type: QueryTypes.SELECT,
      replacements,
    });
    found.push(...rows.map((row) => ({ kind: source.kind, id: Number(row.id), name: String(row.name) })));
  }
  return found;
}

/** The catalogue's uses, when svc-content knows where the catalogue is (every platform mode does). */
async function usagesInCatalogue(context: ServiceContext, imageId: number): Promise<MediaUsage[]> {
  if (!context.peers.has('catalog')) return [];
  try {
    return await context.peers.get<MediaUsage[]>('catalog', `${CATALOG_MEDIA_USAGES_PATH}?image=${imageId}`);
  } catch (error) {
    if (error instanceof PeerCallError || error instanceof TypeError) throw new ServiceUnavailable();
    throw error;
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function findImageUsages(context: ServiceContext, imageId: number): Promise<MediaUsage[]> {
  const [own, catalogue] = await Promise.all([
    usagesInContent(context, 'images', {
      id: imageId,
      vars: JSON.stringify({ id: imageId }),
      imageUrl: `/image/([a-z]+/)*${escapeRegex(String(imageId))}-[0-9]+\\.[a-z]+`,
    }),
    usagesInCatalogue(context, imageId),
  ]);
  return [...own, ...catalogue];
}

export function findUploadUsages(context: ServiceContext, upload: Pick<Upload, 'id' | 'publicHash'>): Promise<MediaUsage[]> {
  return usagesInContent(context, 'uploads', {
    id: upload.id,
    vars: JSON.stringify({ id: upload.id, hash: upload.publicHash }),
    uploadUrl: `/upload/${upload.publicHash}/${upload.id}-`,
  });
}

/** 409 naming every use: staff see where to remove the file first. */
export function refuseDeleteWhileUsed(usages: readonly MediaUsage[]): void {
  if (usages.length > 0) throw new Conflict(mediaInUseMessage(usages), undefined, 'media_in_use');
}
