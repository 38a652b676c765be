/**
 * The menu catalogue (the `menuCatalog` editor): categories in order, each with its products,
 * per product the menu's own switch and schedule. Ordered by drag and drop (@dnd-kit, ADR 0034:
 * pointer and keyboard — space lifts, arrows move, space drops, with German announcements) and
 * by up/down buttons; categories and products are added from pickers of what is not listed yet.
 * This file is its own chunk: dnd-kit loads only when a menu form opens.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MENU_PRODUCT_ENTRY_FIELDS, type CollectionField } from '@theke/contracts';
import { Button, styled, translate, useQuery, useTranslation } from '@theke/ui';
import {
  entryName,
  ErrorText,
  FieldFrame,
  FieldList,
  Hint,
  REFERENCE_LIST_URLS,
  Row,
  SelectInput,
  type FieldEditorProps,
  type FieldErrors,
  type FormValues,
} from '../../forms';
import {
  addCategory,
  addProduct,
  applyDrop,
  catalogOf,
  categoryDragId,
  changeProduct,
  moveCategory,
  moveProduct,
  notYetListed,
  productDragId,
  removeCategory,
  removeProduct,
  type Catalog,
  type CategoryEntry,
  type ProductPlace,
} from '../menu-catalog';

const Card = styled.section`
  margin-bottom: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    flex: 1;
    margin: 0;
    font-size: 1.05rem;
  }
`;

const ProductLine = styled.li`
  display: grid;
  grid-template-columns: auto minmax(8rem, 1fr) auto auto;
  align-items: center;
  gap: 0 0.5rem;
  padding: 0.35rem 0.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  details {
    grid-column: 2 / -1;
  }
  [data-invalid='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Products = styled.ul`
  margin: 0.5rem 0;
  padding: 0;
  list-style: none;
`;

const Handle = styled.button`
  padding: 0.25rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  touch-action: none;
  font: inherit;
`;

interface Named {
  id: number;
  name?: string | null;
}

const sortableStyle = (transform: Parameters<typeof CSS.Transform.toString>[0], transition: string | undefined, dragging: boolean): CSSProperties => ({
  transform: CSS.Transform.toString(transform),
  transition,
  opacity: dragging ? 0.6 : 1,
  position: 'relative',
  zIndex: dragging ? 1 : undefined,
});

/** A category drags among categories only; a product among products, or onto an empty category. */
function collisionFor(catalog: Catalog): CollisionDetection {
  const emptyCategories = new Set(catalog.filter((entry) => entry.products.length === 0).map((entry) => categoryDragId(entry.id)));
  return (args) => {
    const dragsCategory = String(args.active.id).startsWith('category:');
    const droppableContainers = args.droppableContainers.filter((container) => {
      const id = String(container.id);
      return dragsCategory ? id.startsWith('category:') : id.startsWith('product:') || emptyCategories.has(id);
    });
    return closestCenter({ ...args, droppableContainers });
  };
}

function Picker({ label, options, onPick, testId, disabled }: { label: string; options: Named[]; onPick: (id: number) => void; testId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  if (disabled) return null;
  return (
    <Row style={{ margin: '0.5rem 0' }}>
      <SelectInput aria-label={label} data-testid={testId} value={chosen} style={{ maxWidth: '20rem' }} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{label} …</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {entryName(option)}
          </option>
        ))}
      </SelectInput>
      <Button
        $variant="secondary"
        disabled={chosen === ''}
        onClick={() => {
          onPick(Number(chosen));
          setChosen('');
        }}
      >
        {t('menuCatalog.add')}
      </Button>
    </Row>
  );
}

interface ProductProps {
  catalog: Catalog;
  place: ProductPlace;
  name: string;
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
  onChange: (catalog: Catalog) => void;
}

const SCHEDULE_FIELDS = MENU_PRODUCT_ENTRY_FIELDS.filter((field) => field.name === 'schedule');

function ProductItem({ catalog, place, name, path, errors, disabled, onChange }: ProductProps) {
  const { t } = useTranslation();
  const category = catalog[place.category] as CategoryEntry;
  const product = category.products[place.index];
  const sortable = useSortable({ id: productDragId(category.id, product?.id ?? 0), disabled });
  if (!product) return null;
  const prefix = `${path}.${place.category}.products.${place.index}`;
  const messages = Object.entries(errors).filter(([key]) => key === prefix || key.startsWith(`${prefix}.`));
  const rules = product.schedule?.length ?? 0;
  const last = category.products.length - 1;
  return (
    <ProductLine ref={sortable.setNodeRef} style={sortableStyle(sortable.transform, sortable.transition, sortable.isDragging)} data-testid="menu-catalog-product">
      <Handle type="button" aria-label={t('menuCatalog.dragProduct', { name })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
        ⠿
      </Handle>
      <span data-invalid={messages.length > 0}>{name}</span>
      <label>
        <input
          type="checkbox"
          checked={product.isEnabled}
          disabled={disabled}
          onChange={(event) => onChange(changeProduct(catalog, place, { isEnabled: event.target.checked }))}
        />{' '}
        {t('menuCatalog.enabled')}
      </label>
      {disabled ? (
        <span />
      ) : (
        <Row>
          <Button $variant="link" aria-label={t('menuCatalog.productUp', { name })} disabled={place.index === 0} onClick={() => onChange(moveProduct(catalog, place, { ...place, index: place.index - 1 }))}>
            ↑
          </Button>
          <Button $variant="link" aria-label={t('menuCatalog.productDown', { name })} disabled={place.index === last} onClick={() => onChange(moveProduct(catalog, place, { ...place, index: place.index + 1 }))}>
            ↓
          </Button>
          <Button $variant="link" aria-label={t('menuCatalog.removeProduct', { name })} onClick={() => onChange(removeProduct(catalog, place))}>
            ✕
          </Button>
        </Row>
      )}
      <details open={messages.some(([key]) => key.includes('.schedule'))}>
        <summary>{rules === 0 ? t('menuCatalog.scheduleAlways') : t('menuCatalog.scheduleRules', { count: rules })}</summary>
        <FieldList
          fields={SCHEDULE_FIELDS}
          values={product as unknown as FormValues}
          prefix={`${prefix}.`}
          errors={errors}
          disabled={disabled}
          onChange={(next) => onChange(changeProduct(catalog, place, { schedule: (next.schedule as unknown[] | null) ?? null }))}
        />
      </details>
      {messages
        .filter(([key]) => !key.includes('.schedule'))
        .map(([key, message]) => (
          <ErrorText key={key} role="alert" style={{ gridColumn: '2 / -1' }}>
            {message}
          </ErrorText>
        ))}
    </ProductLine>
  );
}

interface CategoryProps {
  catalog: Catalog;
  index: number;
  names: { categories: Map<number, string>; products: Map<number, string> };
  products: Named[];
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
  onChange: (catalog: Catalog) => void;
}

function CategoryCard({ catalog, index, names, products, path, errors, disabled, onChange }: CategoryProps) {
  const { t } = useTranslation();
  const entry = catalog[index] as CategoryEntry;
  const sortable = useSortable({ id: categoryDragId(entry.id), disabled });
  const name = names.categories.get(entry.id) ?? `#${entry.id}`;
  const own = [`${path}.${index}`, `${path}.${index}.id`, `${path}.${index}.products`].map((key) => errors[key]).filter(Boolean);
  return (
    <Card ref={sortable.setNodeRef} style={sortableStyle(sortable.transform, sortable.transition, sortable.isDragging)} aria-label={name} data-testid="menu-catalog-category">
      <Row>
        <Handle type="button" aria-label={t('menuCatalog.dragCategory', { name })} disabled={disabled} {...sortable.attributes} {...sortable.listeners}>
          ⠿
        </Handle>
        <h3>{name}</h3>
        {disabled ? null : (
          <>
            <Button $variant="link" aria-label={t('menuCatalog.categoryUp', { name })} disabled={index === 0} onClick={() => onChange(moveCategory(catalog, index, index - 1))}>
              ↑
            </Button>
            <Button $variant="link" aria-label={t('menuCatalog.categoryDown', { name })} disabled={index === catalog.length - 1} onClick={() => onChange(moveCategory(catalog, index, index + 1))}>
              ↓
            </Button>
            <Button $variant="link" aria-label={t('menuCatalog.removeCategory', { name })} onClick={() => onChange(removeCategory(catalog, index))}>
              {t('menuCatalog.remove')}
            </Button>
          </>
        )}
      </Row>
      {own.map((message) => (
        <ErrorText key={message} role="alert">
          {message}
        </ErrorText>
      ))}
      <SortableContext items={entry.products.map((product) => productDragId(entry.id, product.id))} strategy={verticalListSortingStrategy}>
        <Products aria-label={t('menuCatalog.productsOf', { name })}>
          {entry.products.length === 0 ? <Hint as="li">{t('menuCatalog.noProducts')}</Hint> : null}
          {entry.products.map((product, position) => (
            <ProductItem
              key={product.id}
              catalog={catalog}
              place={{ category: index, index: position }}
              name={names.products.get(product.id) ?? `#${product.id}`}
              path={path}
              errors={errors}
              disabled={disabled}
              onChange={onChange}
            />
          ))}
        </Products>
      </SortableContext>
      <Picker
        label={t('menuCatalog.addProductTo', { name })}
        testId="menu-catalog-add-product"
        options={notYetListed(products, entry.products)}
        disabled={disabled}
        onPick={(productId) => onChange(addProduct(catalog, index, productId))}
      />
    </Card>
  );
}

function useNames(url: string) {
  const { data = [] } = useQuery<Named[]>({ queryKey: [url], meta: { errorMessage: translate('messages.loadFailed') } });
  return data;
}

/** German screen-reader announcements of a drag (dnd-kit's live region). */
function useAnnouncements(label: (id: string) => string): Announcements {
  const { t } = useTranslation();
  return {
    onDragStart: ({ active }) => t('menuCatalog.announce.start', { name: label(String(active.id)) }),
    onDragOver: ({ active, over }) => (over ? t('menuCatalog.announce.over', { name: label(String(active.id)), target: label(String(over.id)) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('menuCatalog.announce.end', { name: label(String(active.id)), target: label(String(over.id)) }) : undefined),
    onDragCancel: ({ active }) => t('menuCatalog.announce.cancel', { name: label(String(active.id)) }),
  };
}

export default function MenuCatalogEditor({ field, value, onChange, path, errors, disabled }: FieldEditorProps<CollectionField>): ReactNode {
  const { t } = useTranslation();
  const catalog = catalogOf(value);
  const categories = useNames(REFERENCE_LIST_URLS.category);
  const products = useNames(REFERENCE_LIST_URLS.product);
  const names = {
    categories: new Map(categories.map((entry) => [entry.id, entryName(entry)])),
    products: new Map(products.map((entry) => [entry.id, entryName(entry)])),
  };
  const label = (dragId: string) => {
    const [kind, first, second] = dragId.split(':');
    return kind === 'category' ? (names.categories.get(Number(first)) ?? dragId) : (names.products.get(Number(second)) ?? dragId);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(label);
  const change = (next: Catalog) => onChange(next);
  return (
    <div data-testid="menu-catalog" style={{ marginBottom: '1.25rem' }}>
      <FieldFrame label={field.label} required={field.required} hint={disabled ? null : t('menuCatalog.help')} error={errors[path]} />
      <DndContext
        sensors={sensors}
        collisionDetection={collisionFor(catalog)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('menuCatalog.announce.instructions') } }}
        onDragEnd={({ active, over }) => change(applyDrop(catalog, String(active.id), over ? String(over.id) : null))}
      >
        <SortableContext items={catalog.map((entry) => categoryDragId(entry.id))} strategy={verticalListSortingStrategy}>
          {catalog.length === 0 ? <Hint as="p">{t('menuCatalog.empty')}</Hint> : null}
          {catalog.map((entry, index) => (
            <CategoryCard
              key={entry.id}
              catalog={catalog}
              index={index}
              names={names}
              products={products}
              path={path}
              errors={errors}
              disabled={disabled}
              onChange={change}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Picker
        label={t('menuCatalog.addCategory')}
        testId="menu-catalog-add-category"
        options={notYetListed(categories, catalog)}
        disabled={disabled}
        onPick={(categoryId) => change(addCategory(catalog, categoryId))}
      />
    </div>
  );
}
