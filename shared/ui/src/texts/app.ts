/**
 * German texts of the installable app (SPEC §2 offline and update overlays, install prompt),
 * registered by the feature that shows them.
 */
export const appTexts = {
  app: {
    offlineTitle: 'Sie sind offline',
    offlineText: 'Bitte überprüfen Sie Ihre Internetverbindung.',
    restart: 'App neustarten',
    install: 'Installieren',
    notNow: 'Jetzt nicht',
  },
} as const;
