/**
 * German texts of the installable app (SPEC §2 offline and update overlays, install prompt,
 * instruction screens), registered by the feature that shows them (shell/src/app-install).
 */
export const appTexts = {
  app: {
    offlineTitle: 'Sie sind offline',
    offlineText: 'Bitte überprüfen Sie Ihre Internetverbindung.',
    offlineOrdering: 'Zum Bestellen braucht die App eine Internetverbindung. Ihr Warenkorb bleibt erhalten.',
    retry: 'Erneut versuchen',
    updateTitle: 'Neue Version verfügbar',
    updateText: 'Eine neue Version der App ist bereit.',
    restart: 'App neustarten',
    install: 'Installieren',
    notNow: 'Jetzt nicht',
    promptTitle: 'App installieren',
    promptText: 'Installieren Sie {{name}} als App: schneller geöffnet und das Menü auch ohne Internetverbindung.',
    registering: 'App wird vorbereitet …',
    instructionsTitle: 'So installieren Sie die App',
    instructionsAndroid: 'Tippen Sie im Browser auf das Menü (⋮) und dann auf „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
    instructionsIos: 'Tippen Sie in Safari unten auf „Teilen“ (das Quadrat mit dem Pfeil) und dann auf „Zum Home-Bildschirm“.',
    instructionsOther: 'Klicken Sie in der Adressleiste auf das Installieren-Symbol oder wählen Sie im Menü des Browsers „App installieren“.',
    installNow: 'Jetzt installieren',
    done: 'Fertig',
    cancel: 'Abbrechen',
    installedTitle: 'App installiert',
    installedText: 'Sie finden {{name}} jetzt auf Ihrem Startbildschirm.',
    close: 'Schließen',
  },
} as const;
