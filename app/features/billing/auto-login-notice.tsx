import { Loader2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';

/** "Automatski ste ulogovani. Preusmeravamo vas...": a new buyer was signed in by the checkout's token. */
export function AutoLoginNotice() {
  const { t } = useTranslation();
  return (
    <>
      <Loader2 className="mx-auto size-8 animate-spin text-brand-600" aria-hidden />
      <p className="text-lg font-semibold" data-testid="auto-login">
        {t('billing.payment.autoLogin')}
      </p>
    </>
  );
}
