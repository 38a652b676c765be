export { contentService, createContentService, type ContentServiceOptions } from './service';
export { LocalFileStore, type FileStore } from './images/file-store';
export { IMAGE_SIZES, type ImageSize } from './images/image-files';
export type { ImageReference } from './images/image-reference';
