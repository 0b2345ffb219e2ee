import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

// The little of react-i18next this app uses (a provider and `useTranslation`), in a few lines: the language
// switch replaces the whole i18next instance, so no change events are needed, and the home page's JavaScript
// budget (docs/decisions/007) keeps the ~3 KB.
const I18nContext = createContext<i18n | null>(null);

export function I18nextProvider({ i18n: instance, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={instance}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: i18n } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation must be used inside I18nextProvider');
  return useMemo(() => ({ t: instance.t.bind(instance) as TFunction, i18n: instance }), [instance]);
}
