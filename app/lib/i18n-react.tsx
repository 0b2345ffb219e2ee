import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translate';

// The language switch replaces the whole translator, so a context value is all components need.
const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation must be used inside I18nProvider');
  return { t: i18n.t, i18n };
}
