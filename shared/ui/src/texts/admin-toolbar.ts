/**
 * German texts of the admin toolbar on the public site (SPEC §2, ROLE_ADMIN), registered by its
 * lazily loaded chunk: guests, who never load the toolbar, do not carry them in main.js.
 */
export const adminToolbarTexts = {
  adminToolbar: {
    editSite: 'Seite bearbeiten',
    sites: 'Seiten',
    statistics: 'Statistiken',
    navigations: 'Navigationen',
    toBackend: 'Ins Backend wechseln',
    logout: 'Abmelden',
    version: 'Version {{version}}',
  },
} as const;
