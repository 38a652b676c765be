import { useMemo } from 'react';
import type { Category, Menu, Product } from '@theke/domain';
import { styled, useConfig, useNow, useQuery, useTranslation } from '@theke/ui';
import { menuBoardGroups } from '../menu-board';
import { CATALOGUE_KEYS, usePlayer } from '../player-context';

const Board = styled.div`
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  padding: 3% 4%;
  column-width: 28vw;
  column-gap: 4vw;
  font-size: 3vh;
  overflow: hidden;
  h2 {
    margin: 0 0 1vh;
    font-size: 4vh;
    break-after: avoid;
  }
  section {
    break-inside: avoid;
    margin-bottom: 3vh;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 2vw;
    padding: 0.4vh 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** The public catalogue, primed by /api/init and read again on `catalog.catalog.changed` (silent: no failure toasts on a TV). */
function useCatalogue<T>(key: (typeof CATALOGUE_KEYS)[number]): T[] {
  return useQuery<T[]>({ queryKey: [key], meta: { silent: true } }).data ?? [];
}

/** A branch menu live: what can be ordered now, with its price; sold-out products disappear. */
export function MenuBoard({ menuId }: { menuId: number }) {
  const { t } = useTranslation();
  const { now, timeZone } = usePlayer();
  const menus = useCatalogue<Menu>('/api/menus');
  const categories = useCatalogue<Category>('/api/categories');
  const products = useCatalogue<Product>('/api/products');
  const currency = useConfig().data?.currency;
  // Product and category schedules open and close by the minute.
  const minute = useNow().getTime();
  const groups = useMemo(
    () => menuBoardGroups({ menuId, menus, categories, products, now: new Date(now()), timeZone, currency }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `minute` re-evaluates the schedules
    [menuId, menus, categories, products, now, timeZone, currency, minute],
  );
  if (groups.length === 0) return <Board data-testid="signage-menu-board">{t('signagePlayer.menuEmpty')}</Board>;
  return (
    <Board data-testid="signage-menu-board">
      {groups.map((group) => (
        <section key={group.id}>
          <h2>{group.name}</h2>
          <ul>
            {group.products.map((product) => (
              <li key={product.id} data-testid="signage-menu-product">
                <span>{product.name}</span>
                {product.price && <strong>{product.price}</strong>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Board>
  );
}
