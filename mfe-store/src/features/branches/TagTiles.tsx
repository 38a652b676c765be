import type { Id, Tag } from '@theke/domain';
import { styled } from '@theke/ui';
import { ResponsiveImage } from '../media';

const Tiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
`;

const Tile = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.75rem;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ $selected }) => ($selected ? '#fff' : 'inherit')};
  img {
    width: 1.5rem;
    height: 1.5rem;
    object-fit: cover;
    border-radius: 50%;
  }
`;

/** SPEC §5 tag filter tiles: a click selects, a second click on the selected tile clears. */
export function TagTiles({ tags, selected, onToggle }: { tags: readonly Tag[]; selected: Id | null; onToggle: (id: Id) => void }) {
  if (tags.length === 0) return null;
  return (
    <Tiles>
      {tags.map((tag) => (
        <Tile key={tag.id} type="button" $selected={tag.id === selected} aria-pressed={tag.id === selected} onClick={() => onToggle(tag.id)} data-testid="tag-tile">
          {tag.image ? <ResponsiveImage image={tag.image} from="icon" sizes="1.5rem" /> : null}
          {tag.name}
        </Tile>
      ))}
    </Tiles>
  );
}
