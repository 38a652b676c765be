import type { TranslationKey } from '@theke/ui';

/** The back-office navigation; each section's screens arrive with their features. */
export const SECTIONS: readonly { path: string; labelKey: TranslationKey }[] = [
  { path: '/dashboard', labelKey: 'backoffice.dashboard' },
  { path: '/sites', labelKey: 'backoffice.sites' },
  { path: '/navigations', labelKey: 'backoffice.navigations' },
  { path: '/signage', labelKey: 'backoffice.signage' },
];
