import { describe, expect, it } from 'vitest';
import { consentFromCookie, hasThirdParties, parseConsentValue, serializeConsent } from './consent';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false])
        expect(parseConsentValue(serializeConsent({ analytics, marketing }))).toEqual({
          analytics,
          marketing,
        });
  });

  it('reads the choice among other cookies, and nothing from a missing or foreign value', () => {
    expect(consentFromCookie('lang=hr; consent=a1.m0; other=x')).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(consentFromCookie('consent=a0.m0')).toEqual({ analytics: false, marketing: false });
    expect(consentFromCookie('lang=hr')).toBeNull();
    expect(consentFromCookie(null)).toBeNull();
    expect(consentFromCookie('consent=yes')).toBeNull();
    expect(consentFromCookie('myconsent=a1.m1')).toBeNull();
  });

  it('knows when there is anything to ask about', () => {
    expect(hasThirdParties({ gaId: null, pixelId: null })).toBe(false);
    expect(hasThirdParties({ gaId: 'G-X', pixelId: null })).toBe(true);
    expect(hasThirdParties({ gaId: null, pixelId: '1' })).toBe(true);
    expect(hasThirdParties(undefined)).toBe(false);
  });
});
