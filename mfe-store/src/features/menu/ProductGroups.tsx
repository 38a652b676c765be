import { forwardRef } from 'react';
import type { Category, Product, StoreGroup } from '@theke/domain';
import { styled } from '@theke/ui';
import { ProductCard } from './ProductCard';

const Group = styled.section`
  margin: 2rem 0;
  h2 {
    margin: 0 0 1rem;
  }
`;

const List = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
`;

/** Products drawn before the fold: their images load eagerly. */
const EAGER_PRODUCTS = 4;

interface ProductGroupsProps {
  groups: readonly StoreGroup<Category, Product>[];
  currency: string;
  onSelect: (product: Product) => void;
}

/** SPEC §2: product groups per category of the active menu. */
export const ProductGroups = forwardRef<HTMLDivElement, ProductGroupsProps>(function ProductGroups({ groups, currency, onSelect }, ref) {
  let position = 0;
  return (
    <div ref={ref}>
      {groups.map((group) => (
        <Group key={group.category.id} data-category-id={group.category.id} data-testid="product-group">
          <h2>{group.category.name}</h2>
          <List>
            {group.products.map((item) => (
              <ProductCard
                key={item.product.id}
                product={item.product}
                isOrderable={item.isOrderable}
                currency={currency}
                eager={position++ < EAGER_PRODUCTS}
                onSelect={onSelect}
              />
            ))}
          </List>
        </Group>
      ))}
    </div>
  );
});
