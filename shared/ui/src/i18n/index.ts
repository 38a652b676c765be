export { de, type Resources } from './de';
export { crudMessages, type CrudMessages } from './crud-messages';
export { getI18n, translate, registerTexts, setLocale, DEFAULT_LOCALE, FALLBACK_LANGUAGE, LANGUAGES, type TranslationKey } from './i18n';
export { useTranslation } from './use-translation';
