export { contentService, createContentService, type ContentServiceOptions } from './service';
export { LocalFileStore, type FileStore } from './images/file-store';
export type { ImageReference } from './images/image-reference';
export { rebuildVisitorStatistics } from './analytics/visitor-rollups';
