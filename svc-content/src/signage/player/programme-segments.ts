/**
 * Segments as a TV plays them: the stored references resolved to addresses and content, read
 * set-based (one query per table for a whole programme). A segment whose image, video or block
 * is gone resolves to nothing and is left out of the programme.
 */
import { Op } from 'sequelize';
import { DEFAULT_PICKUP_REMOVE_AFTER_MINUTES, type ProgrammeSegment } from '@theke/contracts';
import { imageUrl } from '@theke/domain';
import { Block } from '../../blocks/block.model';
import { Image } from '../../images/image.model';
import { ImageTemplate } from '../../image-templates/image-template.model';
import { templateImageUrl } from '../../image-templates/image-templates.routes';
import { imageReference } from '../../images/image-reference';
import { Upload, uploadUrl } from '../../uploads/upload.model';
import { Segment } from '../segments/segment.model';

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const present = <T>(values: Array<T | null | undefined>): T[] => values.filter((value): value is T => value !== null && value !== undefined);

export async function resolveSegments(ids: number[]): Promise<Map<number, ProgrammeSegment>> {
  if (ids.length === 0) return new Map();
  const segments = await Segment.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } });
  const [images, uploads, blocks, templates] = await Promise.all([
    Image.findAll({ where: { id: { [Op.in]: present(segments.map((segment) => segment.image && Number(segment.image.id))) } } }),
    Upload.findAll({ where: { id: { [Op.in]: present(segments.map((segment) => segment.video?.id)) } } }),
    Block.findAll({ where: { id: { [Op.in]: present(segments.map((segment) => segment.blockId)) } } }),
    ImageTemplate.findAll({
      where: { id: { [Op.in]: present(segments.map((segment) => segment.imageTemplateId)) } },
      attributes: ['id', 'version'],
    }),
  ]);
  const imageOf = byId(images);
  const uploadOf = byId(uploads);
  const blockOf = byId(blocks);
  const templateOf = byId(templates);

  const resolved = new Map<number, ProgrammeSegment>();
  for (const segment of segments) {
    const base: ProgrammeSegment = {
      id: segment.id,
      name: segment.name,
      type: segment.type,
      durationSeconds: segment.durationSeconds,
      imageUrl: null,
      image: null,
      videoUrl: null,
      video: null,
      block: null,
      menuBoard: null,
      pickupBoard: null,
    };
    const playable = resolveType(segment, base, {
      image: segment.image ? imageOf.get(Number(segment.image.id)) : undefined,
      upload: segment.video ? uploadOf.get(segment.video.id) : undefined,
      block: segment.blockId === null ? undefined : blockOf.get(segment.blockId),
      template: segment.imageTemplateId === null ? undefined : templateOf.get(segment.imageTemplateId),
    });
    if (playable) resolved.set(segment.id, playable);
  }
  return resolved;
}

function resolveType(
  segment: Segment,
  base: ProgrammeSegment,
  { image, upload, block, template }: { image?: Image; upload?: Upload; block?: Block; template?: ImageTemplate },
): ProgrammeSegment | null {
  switch (segment.type) {
    case 'image': {
      if (!image) return null;
      const reference = imageReference(image);
      return { ...base, image: reference, imageUrl: imageUrl(reference, 'large') };
    }
    case 'video':
      if (!upload) return null;
      return {
        ...base,
        videoUrl: uploadUrl(upload),
        video: { id: upload.id, version: upload.version, extension: upload.extension, publicHash: upload.publicHash, mimeType: upload.mimeType },
      };
    case 'image-template':
      // The stored template's picture (ADR 0048): a new version of the template is a new address.
      if (!template) return null;
      return { ...base, imageUrl: templateImageUrl(template) };
    case 'block':
      if (!block) return null;
      return { ...base, block: { id: block.id, name: block.name, content: block.content } };
    case 'menu-board':
      if (segment.branchId === null || segment.menuId === null) return null;
      return { ...base, menuBoard: { branch: { id: segment.branchId }, menu: { id: segment.menuId } } };
    case 'pickup-board':
      if (segment.branchId === null) return null;
      return {
        ...base,
        pickupBoard: {
          branch: { id: segment.branchId },
          removeAfterMinutes: segment.removeAfterMinutes ?? DEFAULT_PICKUP_REMOVE_AFTER_MINUTES,
        },
      };
  }
}
