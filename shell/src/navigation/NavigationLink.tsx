import type { ReactNode } from 'react';
import { Link } from '@theke/ui';
import type { NavigationNode } from './navigation';

/** SPEC §2: link-type items open in a new tab, others in the same tab. */
export function NavigationLink({ node, children, onNavigate }: { node: NavigationNode; children?: ReactNode; onNavigate?: () => void }) {
  const state = node.active ? 'active' : node.childActive ? 'child-active' : undefined;
  if (node.href === null) return <span data-state={state}>{children ?? node.label}</span>;
  if (node.external) {
    return (
      <a href={node.href} target="_blank" rel="noopener noreferrer" data-state={state}>
        {children ?? node.label}
      </a>
    );
  }
  return (
    <Link to={node.href} aria-current={node.active ? 'page' : undefined} data-state={state} onClick={onNavigate}>
      {children ?? node.label}
    </Link>
  );
}
