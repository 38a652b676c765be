import { useState } from 'react';
import { Button, styled, useTranslation } from '@theke/ui';
import type { NavigationNode } from '../../navigation/navigation';
import { NavigationLink } from '../../navigation/NavigationLink';

const Drawer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  display: flex;
  flex-direction: column;
  padding: 1rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  ul {
    margin: 1rem 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li a,
  li span {
    flex: 1;
    padding: 0.875rem 0;
    text-decoration: none;
    font-size: 1.125rem;
  }
  [data-state='active'] {
    font-weight: 700;
  }
  [data-state='child-active'] {
    font-weight: 600;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  min-height: 2.5rem;
`;

/**
 * SPEC §2 burger menu: items with children open a sub-menu; 'Zurück' returns one level up.
 * The path of opened parents is a stack, so menus nest to any depth.
 */
export default function MobileMenu({ nodes, onClose }: { nodes: NavigationNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [path, setPath] = useState<NavigationNode[]>([]);
  const parent = path[path.length - 1];
  const level = parent ? parent.children : nodes;

  return (
    <Drawer role="dialog" aria-modal="true" aria-label={t('layout.menu')} data-testid="mobile-menu">
      <Top>
        {parent ? (
          <Button $variant="link" onClick={() => setPath(path.slice(0, -1))}>
            ‹ {t('layout.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button $variant="link" aria-label={t('layout.closeMenu')} onClick={onClose}>
          ✕
        </Button>
      </Top>
      {parent ? (
        <strong>
          <NavigationLink node={parent} onNavigate={onClose} />
        </strong>
      ) : null}
      <ul>
        {level.map((node, index) => (
          <li key={`${node.label}-${index}`}>
            <NavigationLink node={node} onNavigate={onClose} />
            {node.children.length > 0 ? (
              <Button $variant="link" aria-label={node.label} onClick={() => setPath([...path, node])}>
                ›
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
