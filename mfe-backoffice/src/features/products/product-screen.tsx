/**
 * The products screen (issue 19): the generic list and form of the product description, plus
 * what only products have: the one-tap availability switch in each row (the only thing an
 * employee may change, on their branches' products, which is all their list shows), price labels
 * for the chosen rows, and the live price preview beside the form.
 */
import { productDescription } from '@theke/contracts';
import { api } from '@theke/ui';
import type { EntityScreen } from '../entities';
import { PrintLabelsButton } from '../product-labels';
import { AvailabilityToggle } from './components/AvailabilityToggle';
import { PricePreview } from './components/PricePreview';

interface MenuEntry {
  id: number;
  name?: string | null;
  catalog?: { id: number; products?: { id: number }[] }[];
}

export const PRODUCT_SCREEN: EntityScreen = {
  description: productDescription,
  path: '/products',
  label: 'Produkte',
  forEmployees: true,
  rowActions: AvailabilityToggle,
  listActions: ({ selected }) => <PrintLabelsButton productIds={selected} />,
  aside: (values) => <PricePreview values={values} />,
  // Products belong to no branch: an employee's are those of their branches' menus.
  listQuery: (viewer) => (viewer.isAdmin ? undefined : { branch: viewer.branchIds.join(',') || '0' }),
  // Deleting takes the product out of every menu that lists it.
  async dependentsOf(entry) {
    const menus = await api.get<MenuEntry[]>('/api/menus');
    return menus
      .filter((menu) => menu.catalog?.some((category) => category.products?.some((product) => product.id === entry.id)))
      .map((menu) => `Menü „${menu.name || `#${menu.id}`}“`);
  },
};
