import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';

export type TranslationKey = ParseKeys;
import { de } from './de';

export const DEFAULT_LOCALE = 'de';

let instance: I18n | undefined;

/**
 * The one i18next instance of the page. German is default and fallback (ARCHITECTURE "Frontend rules").
 * Resources are bundled, so initialisation is synchronous and the first render already has texts.
 */
export function getI18n(): I18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [DEFAULT_LOCALE],
    resources: { de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance = created;
  return created;
}

/** Translate outside React (e.g. inside the API client). */
export function translate(key: TranslationKey, options?: Record<string, string | number>): string {
  // i18next types each key's interpolation values; callers outside React pass them loosely.
  const t = getI18n().t as (key: string, options: Record<string, string | number>) => string;
  return t(key, options ?? {});
}

/**
 * Adds an app's German texts (`@theke/ui/texts/*`) to the page's one instance. Remotes call it
 * when their route modules load, so texts travel with the app that shows them instead of in the
 * shell's main.js (docs/adr/0011-bundle-budget.md). Adding the same bundle again changes nothing.
 */
export function registerTexts(texts: object): void {
  getI18n().addResourceBundle(DEFAULT_LOCALE, 'translation', texts, true, false);
}
