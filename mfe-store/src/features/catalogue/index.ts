/** The branch's catalogue queries (menus, categories, products) and the guest tags. */
export { useMenus, useCategories, useProducts, useCatalogueReload } from './use-catalogue';
export { useTags } from './use-tags';
