export { de, type Resources } from './de';
export { crudMessages, type CrudMessages } from './crud-messages';
export { getI18n, translate, registerTexts, DEFAULT_LOCALE, type TranslationKey } from './i18n';
export { useTranslation } from './use-translation';
