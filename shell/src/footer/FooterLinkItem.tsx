import type { ReactNode } from 'react';
import { Link } from '@theke/ui';

export function FooterLinkItem({ href, external, children }: { href: string; external: boolean; children: ReactNode }) {
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  );
}
