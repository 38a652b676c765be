import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import { DEFAULT_FORMAT_LOCALE, setFormatLocale } from '@theke/domain';

export type TranslationKey = ParseKeys;
import { de } from './de';

/**
 * SPEC §9: the page's one locale setting, Austrian German by default. The formats read it whole
 * (de-AT, de-DE, de-CH: @theke/domain's setFormatLocale), the texts its language.
 */
export const DEFAULT_LOCALE = DEFAULT_FORMAT_LOCALE;
/** German texts: the default, and the fallback for any key another language lacks. */
export const FALLBACK_LANGUAGE = 'de';
/** Languages the text machinery accepts (SPEC §9: German and English variants, French, Italian). */
export const LANGUAGES = [FALLBACK_LANGUAGE, 'en', 'fr', 'it'] as const;

let instance: I18n | undefined;

/**
 * The one i18next instance of the page. German is default and fallback (ARCHITECTURE "Frontend rules").
 * Resources are bundled, so initialisation is synchronous and the first render already has texts.
 * A regional tag ('de-AT', 'en-GB') becomes its language ('de', 'en').
 */
export function getI18n(): I18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance = created;
  return created;
}

/**
 * Switches the page's locale: texts to its language (German for keys it lacks, and for a language
 * not in LANGUAGES), formats to its German variant (de-AT for any other tag).
 */
export function setLocale(locale: string): void {
  setFormatLocale(locale);
  void getI18n().changeLanguage(locale);
}

/** Translate outside React (e.g. inside the API client). */
export function translate(key: TranslationKey, options?: Record<string, string | number>): string {
  // i18next types each key's interpolation values; callers outside React pass them loosely.
  const t = getI18n().t as (key: string, options: Record<string, string | number>) => string;
  return t(key, options ?? {});
}

/**
 * Adds an app's texts (`@theke/ui/texts/*`, German unless `language` says otherwise) to the page's
 * one instance. Remotes call it when their route modules load, so texts travel with the app that
 * shows them instead of in the shell's main.js (docs/adr/0011-bundle-budget.md). Adding the same
 * bundle again changes nothing.
 */
export function registerTexts(texts: object, language: string = FALLBACK_LANGUAGE): void {
  getI18n().addResourceBundle(language, 'translation', texts, true, false);
}
