/**
 * The live menu board (issue 23): the segment's menu in its order, categories with the products a
 * guest can order now (the storefront's own rules, @theke/domain storeCatalogue), each with its
 * price as the storefront prints it. A product marked sold out, or shown disabled in the store, is
 * not on the board.
 */
import { priceLabel, storeCatalogue, type Category, type Menu, type Product } from '@theke/domain';

export interface MenuBoardProduct {
  id: Product['id'];
  name: string;
  /** 'ca. € 3,20'; null when the price is hidden in the shop. */
  price: string | null;
}

export interface MenuBoardGroup {
  id: Category['id'];
  name: string;
  products: MenuBoardProduct[];
}

export interface MenuBoardInput {
  menuId: number;
  menus: readonly Menu[];
  categories: readonly Category[];
  products: readonly Product[];
  now: Date;
  timeZone: string;
  currency?: string;
}

export function menuBoardGroups(input: MenuBoardInput): MenuBoardGroup[] {
  const menu = input.menus.find((candidate) => Number(candidate.id) === input.menuId);
  if (!menu) return [];
  const groups = storeCatalogue({ menu, categories: input.categories, products: input.products, now: input.now, timeZone: input.timeZone });
  return groups
    .map((group) => ({
      id: group.category.id,
      name: group.category.name,
      products: group.products
        .filter((item) => item.isOrderable && item.product.type !== 'bundle')
        .map(({ product }) => ({
          id: product.id,
          name: product.name,
          price: product.isPriceHidden ? null : priceLabel(product, product.unit, null, input.currency),
        })),
    }))
    .filter((group) => group.products.length > 0);
}
