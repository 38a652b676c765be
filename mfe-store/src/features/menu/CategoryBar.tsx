import { useEffect, useState, type RefObject } from 'react';
import type { Category, Id } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { categoryScrollTop, currentGroupIndex } from './category-scroll';

const Bar = styled.nav`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  padding: 0.5rem 0;
  background: ${({ theme }) => theme.colors.background};
`;

const Entry = styled.button<{ $current: boolean }>`
  flex: none;
  padding: 0.375rem 0.75rem;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.inverse : 'inherit')};
`;

/** Group elements carry `data-category-id`; the bar reads their positions on scroll. */
const groupElements = (container: HTMLElement | null): HTMLElement[] =>
  container ? Array.from(container.querySelectorAll<HTMLElement>('[data-category-id]')) : [];

/** SPEC §2/§9 category bar: click scrolls to the group, scrolling highlights the current one. */
export default function CategoryBar({ categories, groupsRef }: { categories: readonly Category[]; groupsRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [currentId, setCurrentId] = useState<Id | null>(categories[0]?.id ?? null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const groups = groupElements(groupsRef.current).filter((group) =>
          categories.some((category) => String(category.id) === group.dataset.categoryId),
        );
        if (groups.length === 0) return;
        const index = currentGroupIndex(groups.map((group) => group.getBoundingClientRect().top), window.innerHeight);
        const current = categories.find((category) => String(category.id) === groups[index]?.dataset.categoryId);
        if (current) setCurrentId(current.id);
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [categories, groupsRef]);

  const scrollTo = (category: Category) => {
    const group = groupElements(groupsRef.current).find((element) => element.dataset.categoryId === String(category.id));
    if (!group) return;
    const top = categoryScrollTop(group.getBoundingClientRect().top, window.scrollY, window.innerWidth);
    window.scrollTo({ top, behavior: 'smooth' });
    setCurrentId(category.id);
  };

  return (
    <Bar aria-label={t('store.categories')} data-testid="category-bar">
      {categories.map((category) => (
        <Entry key={category.id} type="button" $current={category.id === currentId} aria-current={category.id === currentId || undefined} onClick={() => scrollTo(category)}>
          {category.name}
        </Entry>
      ))}
    </Bar>
  );
}
