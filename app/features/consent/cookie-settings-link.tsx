import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '~/lib/i18n-react';
import { hasThirdParties, openConsentSettings, type AnalyticsIds } from './consent';

/** The footer's way back to the choice; absent when no third party is configured (nothing to choose). */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<{ analytics?: AnalyticsIds }>('root');
  if (!hasThirdParties(root?.analytics)) return null;
  return (
    <li>
      <button type="button" className={className} onClick={openConsentSettings}>
        {t('consent.settings')}
      </button>
    </li>
  );
}
