/**
 * The pictures of a template's image layers, each cut to its layer's box by sharp (cover crops,
 * contain pads with transparency, fill stretches) from the smallest stored size that is wide
 * enough. Kept as data URIs for the next renders of the same box (the editor's preview, a signage
 * slide): a preview that moves a text layer does not cut the photo again.
 */
import sharp from 'sharp';
import { Op } from 'sequelize';
import type { ImageTemplateLayer } from '@theke/contracts';
import { IMAGE_SIZE_NAMES, IMAGE_SIZES, type ImageSize } from '@theke/domain';
import { Image } from '../images/image.model';
import type { ImageFiles } from '../images/image-files';

const KEPT_BOXES = 64;

/** The smallest stored size at least as wide as the box; the original beyond the largest. */
function sourceSize(width: number): ImageSize | null {
  return [...IMAGE_SIZE_NAMES].sort((a, b) => IMAGE_SIZES[a] - IMAGE_SIZES[b]).find((size) => IMAGE_SIZES[size] >= width) ?? null;
}

export class TemplateImages {
  private readonly boxes = new Map<string, Promise<string | null>>();

  constructor(private readonly files: ImageFiles) {}

  /** Each image layer's picture by layer index; a layer whose image is gone has none. */
  async of(layers: readonly ImageTemplateLayer[]): Promise<Map<number, string>> {
    const ids = layers.flatMap((layer) => (layer.type === 'image' && layer.image ? [Number(layer.image.id)] : []));
    if (ids.length === 0) return new Map();
    const rows = new Map((await Image.findAll({ where: { id: { [Op.in]: ids } } })).map((image) => [image.id, image]));
    const pictures = await Promise.all(
      layers.map(async (layer, index) => {
        const image = layer.type === 'image' && layer.image ? rows.get(Number(layer.image.id)) : undefined;
        return [index, image ? await this.box(image, layer) : null] as const;
      }),
    );
    return new Map(pictures.filter((entry): entry is readonly [number, string] => entry[1] !== null));
  }

  private box(image: Image, layer: ImageTemplateLayer): Promise<string | null> {
    const fit = layer.fit ?? 'cover';
    const key = `${image.id}-${image.version}-${layer.width}x${layer.height}-${fit}`;
    let picture = this.boxes.get(key);
    if (!picture) {
      picture = this.cut(image, layer.width, layer.height, fit);
      this.boxes.set(key, picture);
      picture.catch(() => this.boxes.delete(key));
      if (this.boxes.size > KEPT_BOXES) this.boxes.delete(this.boxes.keys().next().value as string);
    }
    return picture;
  }

  private async cut(image: Image, width: number, height: number, fit: 'cover' | 'contain' | 'fill'): Promise<string | null> {
    const size = sourceSize(width);
    const bytes = size ? await this.files.variant(image, size) : await this.files.original(image);
    if (!bytes) return null;
    const resized = sharp(bytes).rotate().resize(width, height, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } });
    // Only a padded picture needs transparency; JPEG is smaller and faster for resvg to decode.
    if (fit === 'contain') return `data:image/png;base64,${(await resized.png().toBuffer()).toString('base64')}`;
    return `data:image/jpeg;base64,${(await resized.jpeg({ quality: 92 }).toBuffer()).toString('base64')}`;
  }
}
