import { useEffect, useReducer } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n } from './i18n';

/**
 * `t` bound to the page's one i18next instance. A few lines instead of react-i18next (about
 * 14 KiB gzip on every first load, docs/adr/0011-bundle-budget.md); re-renders on a language change.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = getI18n();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', rerender);
    return () => i18n.off('languageChanged', rerender);
  }, [i18n]);
  return { t: i18n.t, i18n };
}
