import { priceLabel, shortenText, unitLabel, type Product } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { ResponsiveImage } from '../media';

const Card = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 1rem;
  width: 100%;
  padding: 1rem;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  img {
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Price = styled.strong`
  font-weight: 600;
`;

interface ProductCardProps {
  product: Product;
  isOrderable: boolean;
  currency: string;
  eager: boolean;
  onSelect: (product: Product) => void;
}

/**
 * One product of the list: unavailable ones disabled (SPEC §2), price with the §3 prefix and unit,
 * the description shortened to 128 characters (SPEC §9; the configuration overlay shows it whole).
 */
export function ProductCard({ product, isOrderable, currency, eager, onSelect }: ProductCardProps) {
  const { t } = useTranslation();
  const image = product.images?.[0];
  return (
    <Card type="button" disabled={!isOrderable} onClick={() => onSelect(product)} data-testid="product-card" data-product-id={product.id}>
      <span>
        <h3>{product.name}</h3>
        {product.description ? <p>{shortenText(product.description)}</p> : null}
        {isOrderable ? null : <p>{t('store.unavailable')}</p>}
        {product.isPriceHidden ? null : (
          <Price data-testid="product-price">
            {priceLabel(product, product.unit, null, currency)} / {unitLabel(product.unit)}
          </Price>
        )}
      </span>
      {image ? <ResponsiveImage image={image} from="thumbnail" sizes="6rem" eager={eager} width={96} height={96} /> : null}
    </Card>
  );
}
