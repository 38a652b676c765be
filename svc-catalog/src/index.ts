export { catalogService } from './service';
export { type CatalogChanged } from './catalog-changed';
