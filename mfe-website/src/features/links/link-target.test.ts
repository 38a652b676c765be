import type { Site } from '@theke/ui';
import { linkTarget } from './link-target';

const sites = [{ id: 2, name: 'Leistungen', title: 'Unsere Leistungen', path: '/leistungen' }] as Site[];

describe('content links', () => {
  it('links a site page by its reference to its path', () => {
    expect(linkTarget({ type: 'site', label: 'Mehr', reference: { id: 2, type: 'site' } }, sites)).toEqual({
      href: '/leistungen',
      label: 'Mehr',
      internal: true,
    });
  });

  it('drops a link to a page guests cannot see', () => {
    expect(linkTarget({ type: 'site', label: 'Mehr', reference: { id: 9, type: 'site' } }, sites)).toBeNull();
  });

  it('opens external addresses in the chosen target and refuses other schemes', () => {
    expect(linkTarget({ type: 'external', label: 'X', url: 'https://x.at', target: '_blank' }, sites)?.target).toBe('_blank');
    expect(linkTarget({ type: 'external', label: 'X', url: 'https://x.at' }, sites)?.target).toBe('_self');
    expect(linkTarget({ type: 'external', label: 'X', url: 'javascript:alert(1)' }, sites)).toBeNull();
  });

  it('links e-mail addresses, phone numbers and uploaded files', () => {
    expect(linkTarget({ type: 'email', label: 'Mail', email: 'a@b.at' }, sites)?.href).toBe('mailto:a@b.at');
    expect(linkTarget({ type: 'phone', label: 'Tel', phone: '+43 1 523 45' }, sites)?.href).toBe('tel:+43152345');
    const file = { id: 1, version: 1, extension: 'pdf', publicHash: 'abc', mimeType: 'application/pdf' };
    expect(linkTarget({ type: 'file', label: 'PDF', file }, sites)?.href).toBe('/upload/abc/1-1.pdf');
  });
});
