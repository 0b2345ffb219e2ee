import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  hasThirdParties,
  onConsentSettingsRequest,
  rememberConsent,
  REJECT_ALL,
  storedConsent,
  type AnalyticsIds,
  type Consent,
} from './consent';
import { setAnalyticsConsent, trackPageView } from './analytics';
import { ConsentBanner } from './consent-banner';

/**
 * Asks for the visitor's choice when a third party is configured and none was made yet (the server renders
 * the banner, knowing the choice from the cookie), reopens it from the footer, and hands the choice and every
 * page view to the analytics bridge. Without configured ids it renders nothing and loads nothing.
 */
export function ConsentManager({ ids, initial }: { ids: AnalyticsIds; initial: Consent | null }) {
  const enabled = hasThirdParties(ids);
  const [consent, setConsent] = useState(initial);
  const [reopened, setReopened] = useState(false);
  const { pathname, search } = useLocation();
  const { gaId, pixelId } = ids;

  useEffect(() => {
    // The cookie was cleared but this browser still remembers the choice: bring the cookie back.
    if (!enabled || initial) return;
    const kept = storedConsent();
    if (kept) {
      rememberConsent(kept);
      setConsent(kept);
    }
    // Only on the first render: later choices are made here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    setAnalyticsConsent({ gaId, pixelId }, enabled ? consent : REJECT_ALL);
  }, [gaId, pixelId, enabled, consent]);
  useEffect(() => {
    if (enabled) trackPageView(pathname + search, document.title);
  }, [enabled, pathname, search]);
  useEffect(() => (enabled ? onConsentSettingsRequest(() => setReopened(true)) : undefined), [enabled]);

  if (!enabled || (consent && !reopened)) return null;
  return (
    <ConsentBanner
      ids={ids}
      current={consent}
      reopened={reopened}
      onChoice={(choice) => {
        rememberConsent(choice);
        setConsent(choice);
        setReopened(false);
      }}
      onClose={consent ? () => setReopened(false) : undefined}
    />
  );
}
