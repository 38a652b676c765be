/**
 * An image a template's layer shows is in use (ADR 0047 media usage): the media library lists the
 * template under the image's usages and refuses to delete the image while a layer shows it.
 * Registered once, when the image templates' routes are loaded.
 */
import { registerMediaUsageSource } from '../media-usage/media-usages';

registerMediaUsageSource({
  kind: 'image-template',
  images: `SELECT id, name FROM image_templates WHERE jsonb_path_exists(layers, '$[*].image ? (@.id == $id)', :vars)`,
});
