export { catalogService } from './service';
export { CATALOG_CHANGED, type CatalogChanged } from './catalog-changed';
