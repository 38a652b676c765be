import { useEffect } from 'react';
import type { Category, Menu, Product } from '@theke/domain';
import { isCatalogueStale, translate, useQuery, useQueryClient, type QueryClient } from '@theke/ui';

/** The catalogue collections the storefront reads (primed by /api/init, query key = url). */
export const CATALOGUE_URLS = { menus: '/api/menus', categories: '/api/categories', products: '/api/products' } as const;
/** SPEC §9: checked every 10 s. */
export const CATALOGUE_CHECK_MS = 10_000;

const useCollection = <T>(url: string) =>
  useQuery<T[]>({ queryKey: [url], meta: { errorMessage: translate('messages.loadFailed') } });

export const useMenus = () => useCollection<Menu>(CATALOGUE_URLS.menus);
export const useCategories = () => useCollection<Category>(CATALOGUE_URLS.categories);
export const useProducts = () => useCollection<Product>(CATALOGUE_URLS.products);

/** SPEC §4/§9: categories, products and menus reload once they are 4 hours old. */
export function refetchStaleCatalogue(client: QueryClient, now: Date): void {
  for (const url of Object.values(CATALOGUE_URLS)) {
    const state = client.getQueryState([url]);
    if (state && state.fetchStatus === 'idle' && isCatalogueStale(new Date(state.dataUpdatedAt), now)) {
      void client.refetchQueries({ queryKey: [url], exact: true });
    }
  }
}

/** Runs the 10-second staleness check while the store page is shown. */
export function useCatalogueReload(): void {
  const client = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => refetchStaleCatalogue(client, new Date()), CATALOGUE_CHECK_MS);
    return () => clearInterval(timer);
  }, [client]);
}
