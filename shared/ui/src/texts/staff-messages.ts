// SPEC §8 fallback messages only staff screens show (the guests' few stay in i18n/de.ts, in
// main.js): registered with the back-office's and the signage remote's other bundles.
import { crudMessages } from '../i18n/crud-messages';

export const staffMessageTexts = {
  messages: {
    config: { save: 'Konfiguration konnte nicht gespeichert werden.' },
    statisticsLoad: 'Statistik konnte nicht geladen werden.',
    order: {
      cancel: 'Bestellung konnte nicht storniert werden.',
      create: 'Bestellung konnte nicht erstellt werden.',
      update: 'Bestellung konnte nicht aktualisiert werden.',
      delete: 'Bestellung konnte nicht gelöscht werden.',
      print: 'Beleg konnte nicht gedruckt werden.',
      checkPayment: 'Zahlungsstatus konnte nicht überprüft werden.',
      confirmation: 'Bestätigung konnte nicht versendet werden.',
    },
    deviceTest: 'Test nicht erfolgreich.',
    deviceLog: 'Log konnte nicht angefordert werden.',
    userLoad: 'Benutzer konnte nicht geladen werden.',
    workingScheduleLoad: 'Arbeitsplanung konnte nicht geladen werden.',
    activityAction: {
      start: 'Aktivität konnte nicht gestartet werden.',
      end: 'Aktivität konnte nicht beendet werden.',
      pause: 'Aktivität konnte nicht pausiert werden.',
      resume: 'Aktivität konnte nicht fortgesetzt werden.',
    },
    command: {
      run: 'Befehl konnte nicht ausgeführt werden.',
      abort: 'Befehl konnte nicht abgebrochen werden.',
    },
    table: crudMessages('Tisch', 'Tische'),
    site: crudMessages('Seite', 'Seiten'),
    redirect: crudMessages('Redirect', 'Redirects'),
    content: crudMessages('Inhalt', 'Inhalte'),
    donatee: crudMessages('Spendenempfänger', 'Spendenempfänger'),
    activity: crudMessages('Aktivität', 'Aktivitäten'),
    schedule: crudMessages('Planung', 'Planungen'),
    project: crudMessages('Projekt', 'Projekte'),
    task: crudMessages('Aufgabe', 'Aufgaben'),
    scene: crudMessages('Szene', 'Szenen'),
    segment: crudMessages('Filmsequenz', 'Filmsequenzen'),
    stream: crudMessages('Stream', 'Streams'),
    tv: crudMessages('TV', 'TVs'),
    navigation: crudMessages('Navigation', 'Navigationen'),
    device: crudMessages('Gerät', 'Geräte'),
    fontsLoad: 'Schriftarten konnten nicht geladen werden.',
    holidayBalancesLoad: 'Urlaubskonten konnten nicht geladen werden.',
  },
} as const;
