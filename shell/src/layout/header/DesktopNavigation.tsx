import { styled } from '@theke/ui';
import type { NavigationNode } from '../../navigation/navigation';
import { NavigationLink } from '../../navigation/NavigationLink';

const List = styled.ul<{ $secondary: boolean }>`
  display: flex;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ $secondary }) => ($secondary ? '0.875rem' : '1rem')};
  li {
    position: relative;
  }
  a,
  span {
    display: block;
    padding: 0.25rem 0;
    text-decoration: none;
  }
  [data-state='active'] {
    font-weight: 700;
    border-bottom: 2px solid currentColor;
  }
  [data-state='child-active'] {
    font-weight: 600;
  }
  ul {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 14rem;
    flex-direction: column;
    gap: 0;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    z-index: 10;
  }
  ul ul {
    top: 0;
    left: 100%;
  }
  li:hover > ul,
  li:focus-within > ul {
    display: flex;
  }
`;

function Items({ nodes }: { nodes: NavigationNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <li key={`${node.label}-${index}`}>
          <NavigationLink node={node} />
          {node.children.length > 0 ? (
            <ul>
              <Items nodes={node.children} />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}

export function DesktopNavigation({ nodes, label, variant }: { nodes: NavigationNode[]; label: string; variant?: 'secondary' }) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={label}>
      <List $secondary={variant === 'secondary'}>
        <Items nodes={nodes} />
      </List>
    </nav>
  );
}
