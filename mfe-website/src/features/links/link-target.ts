import type { Site } from '@theke/ui';
import { isUploadedFile, uploadUrl } from '../media';

export interface LinkTarget {
  href: string;
  label: string;
  /** Internal: a client-side route change. */
  internal: boolean;
  target?: '_self' | '_blank';
}

type LinkValue = Record<string, unknown>;

function referenceId(value: LinkValue): string | null {
  const reference = value.reference;
  if (reference && typeof reference === 'object' && 'id' in reference) return String((reference as { id: unknown }).id);
  if (typeof reference === 'number' || typeof reference === 'string') return String(reference);
  return null;
}

/**
 * SPEC §2 links: a site page, an external address (target self or blank), an e-mail address, a
 * phone number or an uploaded file. A link whose page is not public (or gone) yields null.
 */
export function linkTarget(value: LinkValue, sites: readonly Site[]): LinkTarget | null {
  const label = typeof value.label === 'string' ? value.label : '';
  const type = typeof value.type === 'string' ? value.type : value.reference ? 'site' : '';
  switch (type) {
    case 'site': {
      const id = referenceId(value);
      const site = sites.find((candidate) => String(candidate.id) === id);
      return site ? { href: site.path, label: label || site.title || site.name, internal: true } : null;
    }
    case 'external': {
      const url = typeof value.url === 'string' ? value.url : '';
      if (!/^https?:\/\//i.test(url)) return null;
      return { href: url, label: label || url, internal: false, target: value.target === '_blank' ? '_blank' : '_self' };
    }
    case 'email':
      return typeof value.email === 'string' && value.email
        ? { href: `mailto:${value.email}`, label: label || value.email, internal: false }
        : null;
    case 'phone':
      return typeof value.phone === 'string' && value.phone
        ? { href: `tel:${value.phone.replace(/[^\d+]/g, '')}`, label: label || value.phone, internal: false }
        : null;
    case 'file':
      return isUploadedFile(value.file)
        ? { href: uploadUrl(value.file), label: label || value.file.name || '', internal: false, target: '_blank' }
        : null;
    default:
      return null;
  }
}
