import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { postJson } from '~/lib/api';
import { toast } from '~/components/ui/toaster';
import { useTranslation } from '~/lib/i18n-react';
import type { SubscriptionStatus } from '../../server/common/subscription-status-shape';

export type { SubscriptionStatus };
export { remainingAnalyses } from '../../server/common/subscription-status-shape';

const RECHECK_MS = 30_000;

interface SubscriptionState {
  status: SubscriptionStatus | null;
  loading: boolean;
  refresh: () => Promise<void>;
}

const SubscriptionContext = createContext<SubscriptionState>({
  status: null,
  loading: false,
  refresh: async () => {},
});

/**
 * The signed-in user's subscription status: checked when the user changes, every 30 seconds
 * while signed in, and whenever a screen asks (after an analysis or a payment). Signed out: no check.
 */
export function SubscriptionProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [loading, setLoading] = useState(!!userId);
  const current = useRef(userId);
  current.current = userId;

  const refresh = useCallback(async () => {
    const asked = current.current;
    if (!asked) {
      setStatus(null);
      setLoading(false);
      return;
    }
    const res = await postJson<SubscriptionStatus>('/api/check-subscription');
    if (current.current !== asked) return;
    if (res.ok && res.data) setStatus(res.data);
    else if (res.status !== 401) {
      console.error('check-subscription failed', res.status, res.message);
      toast.error(t('billing.subscription.checkError'));
    }
    setLoading(false);
  }, [t]);

  useEffect(() => {
    setLoading(!!userId);
    void refresh();
    if (!userId) return;
    const timer = setInterval(() => void refresh(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [userId, refresh]);

  return (
    <SubscriptionContext.Provider value={{ status, loading, refresh }}>
      {children}
    </SubscriptionContext.Provider>
  );
}

export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}

export interface QuotaUnlocked {
  analysesUsed: number;
  analysesLimit: number;
}

/**
 * A subscriber unlocks a report with an analysis of their plan, from wherever the button is (the preview, the
 * plan page, a dashboard card): the one unlock-report call, which counts a report once and never past the
 * limit. Answers the quota after the unlock, or null (the server's message is shown as a toast).
 */
export function useQuotaUnlock() {
  const { t } = useTranslation();
  const { refresh } = useSubscription();
  const [busy, setBusy] = useState<string | null>(null);
  const unlock = useCallback(
    async (reportId: string): Promise<QuotaUnlocked | null> => {
      setBusy(reportId);
      const res = await postJson<QuotaUnlocked>('/api/unlock-report', { report_id: reportId });
      await refresh();
      setBusy(null);
      if (res.ok && res.data) return res.data;
      toast.error(res.message ?? t('billing.payment.genericError'));
      return null;
    },
    [refresh, t],
  );
  return { unlock, busy };
}
