import '../texts';
import { lazy, Suspense, useRef, useState } from 'react';
import type { CartItem, Product } from '@theke/domain';
import {
  Alert,
  branchStateAt,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  lazyPart,
  Loader,
  NotFoundView,
  styled,
  useConfig,
  useParams,
  useNow,
} from '@theke/ui';
import { useStoreBranch } from '../features/branches';
import { useCatalogueReload } from '../features/catalogue';
import { addToCart, loadCommerceTracking, loadStoreCart, useCartOf } from '../features/cart';
import { loadConfigurationOverlay } from '../features/configurator';
import { BranchNotices, loadCategoryBar, ProductGroups, STORE_CLOCK_MS, useStoreCatalogue } from '../features/menu';

// The overlay loads on the first product click, the cart right after the list (ADR 0011 budget, ADR 0015).
const ConfigurationOverlay = lazy(loadConfigurationOverlay);
const StoreCart = lazyPart('mfe_store/StoreCart', loadStoreCart);
const CategoryBar = lazyPart('mfe_store/CategoryBar', loadCategoryBar);

/** Holds the category bar's height while its code loads. */
const CategoryBarPlaceholder = styled.div`
  height: 3.25rem;
`;

/** Holds the cart bar's height while its code loads, so nothing shifts (CLS). */
const CartPlaceholder = styled.div`
  height: 3.25rem;
  margin-top: 2rem;
`;

const Heading = styled.header`
  margin: 1rem 0;
  h1 {
    margin: 0 0 0.5rem;
  }
`;

/** SPEC §2 `/store/{branchIdentifier}`: the branch menu page with the cart and the configuration overlay. */
export default function StorePage() {
  const { branchIdentifier } = useParams();
  const { branch, isLoading } = useStoreBranch(branchIdentifier);
  const { data: config } = useConfig();
  const timeZone = config?.timeZone || DEFAULT_TIME_ZONE;
  const currency = config?.currency || DEFAULT_CURRENCY;
  const now = useNow(STORE_CLOCK_MS);
  const catalogue = useStoreCatalogue(branch, now, timeZone);
  const cart = useCartOf(branchIdentifier ?? '');
  const [configuring, setConfiguring] = useState<Product | null>(null);
  const groupsRef = useRef<HTMLDivElement>(null);
  useCatalogueReload();

  if (!branch) return isLoading ? <Loader /> : <NotFoundView />;
  const state = branchStateAt(branch, now, timeZone);
  const onAdd = (item: CartItem) => {
    addToCart(branch.identifier, item);
    void loadCommerceTracking().then(({ trackCommerce }) => trackCommerce('add-to-cart', branch.id, { ...cart, items: [item] }, currency));
    setConfiguring(null);
  };

  return (
    <section data-testid="store-page">
      <Heading>
        <h1>{branch.name}</h1>
        {branch.description ? (
          <div data-testid="intro-notice">
            <Alert variant="info">{branch.description}</Alert>
          </div>
        ) : null}
      </Heading>
      <BranchNotices branch={branch} state={state} cart={cart} now={now} timeZone={timeZone} />
      {catalogue === null ? (
        <Loader />
      ) : (
        <>
          {config?.enablePluginCategoryBar === false || catalogue.bar.length === 0 ? null : (
            <Suspense fallback={<CategoryBarPlaceholder />}>
              <CategoryBar categories={catalogue.bar} groupsRef={groupsRef} />
            </Suspense>
          )}
          <ProductGroups ref={groupsRef} groups={catalogue.groups} currency={currency} onSelect={setConfiguring} />
        </>
      )}
      <Suspense fallback={<CartPlaceholder />}>
        <StoreCart branch={branch} activeProducts={catalogue?.active ?? null} config={config} currency={currency} />
      </Suspense>
      {configuring ? (
        <Suspense fallback={null}>
          <ConfigurationOverlay product={configuring} currency={currency} onAdd={onAdd} onClose={() => setConfiguring(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
