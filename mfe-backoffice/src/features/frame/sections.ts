import type { TranslationKey } from '@theke/ui';

/** The back-office navigation; each section's screens arrive with their features. */
export const SECTIONS: readonly { path: string; labelKey: TranslationKey }[] = [
  { path: '/dashboard', labelKey: 'backoffice.dashboard' },
  { path: '/orders', labelKey: 'backoffice.orders' },
  { path: '/devices', labelKey: 'backoffice.devices' },
  { path: '/sites', labelKey: 'backoffice.sites' },
  { path: '/navigations', labelKey: 'backoffice.navigations' },
  { path: '/signage', labelKey: 'backoffice.signage' },
];

/** The section a hash path belongs to: its own path or one below it (`/orders/history` → orders). */
export function sectionOf(path: string): (typeof SECTIONS)[number] | undefined {
  return SECTIONS.find((section) => path === section.path || path.startsWith(`${section.path}/`));
}
