import { beforeEach, describe, expect, it, vi } from 'vitest';

const thirdParty = vi.hoisted(() => ({ applyConsent: vi.fn(), pageView: vi.fn(), funnelEvent: vi.fn() }));
vi.mock('./third-party', () => thirdParty);

const ids = { gaId: 'G-TEST', pixelId: '123' };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('analytics bridge', () => {
  beforeEach(() => {
    vi.resetModules();
    Object.values(thirdParty).forEach((f) => f.mockClear());
    vi.stubGlobal('window', {});
  });

  it('holds events until the choice and sends them after consent', async () => {
    const a = await import('./analytics');
    a.forwardFunnelEvent('landing_view', { demo: false });
    a.trackPageView('/', 'Home');
    a.setAnalyticsConsent(ids, null);
    await flush();
    expect(thirdParty.applyConsent).not.toHaveBeenCalled();
    a.setAnalyticsConsent(ids, { analytics: true, marketing: false });
    await flush();
    expect(thirdParty.applyConsent).toHaveBeenCalledWith(ids, { analytics: true, marketing: false });
    expect(thirdParty.funnelEvent).toHaveBeenCalledWith('landing_view', { demo: false }, undefined);
    expect(thirdParty.pageView).toHaveBeenCalledWith('/', 'Home');
  });

  it('loads nothing and drops held events after a refusal', async () => {
    const a = await import('./analytics');
    a.forwardFunnelEvent('landing_view');
    a.setAnalyticsConsent(ids, { analytics: false, marketing: false });
    a.forwardFunnelEvent('start_intent');
    await flush();
    expect(thirdParty.applyConsent).not.toHaveBeenCalled();
    expect(thirdParty.funnelEvent).not.toHaveBeenCalled();
  });

  it('loads nothing for a category whose id is not configured', async () => {
    const a = await import('./analytics');
    a.setAnalyticsConsent({ gaId: null, pixelId: '123' }, { analytics: true, marketing: false });
    a.forwardFunnelEvent('start_intent');
    await flush();
    expect(thirdParty.applyConsent).not.toHaveBeenCalled();
  });

  it('tells loaded code about a withdrawn choice', async () => {
    const a = await import('./analytics');
    a.setAnalyticsConsent(ids, { analytics: true, marketing: true });
    await flush();
    a.setAnalyticsConsent(ids, { analytics: false, marketing: false });
    await flush();
    expect(thirdParty.applyConsent).toHaveBeenLastCalledWith(ids, { analytics: false, marketing: false });
  });
});
