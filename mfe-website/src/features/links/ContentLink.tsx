import type { ReactNode } from 'react';
import { Link } from '@theke/ui';
import type { LinkTarget } from './link-target';

/** One resolved content link: a route change for pages, a plain anchor otherwise. */
export function ContentLink({ link, className, children }: { link: LinkTarget; className?: string; children?: ReactNode }) {
  if (link.internal) {
    return (
      <Link className={className} to={link.href}>
        {children ?? link.label}
      </Link>
    );
  }
  return (
    <a
      className={className}
      href={link.href}
      target={link.target}
      rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      {children ?? link.label}
    </a>
  );
}
