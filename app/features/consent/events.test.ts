import { describe, expect, it } from 'vitest';
import { publicProps, thirdPartyEvent } from './events';

describe('funnel events for third parties', () => {
  it('keeps the specification name in Analytics and uses Meta standard events where they exist', () => {
    const e = thirdPartyEvent('payment_success', { plan: 'basic', email: 'a@b.rs' }, 299);
    expect(e.ga).toEqual({
      name: 'payment_success',
      params: { plan: 'basic', value: 2.99, currency: 'EUR' },
    });
    expect(e.pixel).toEqual({
      method: 'track',
      name: 'Purchase',
      params: { plan: 'basic', value: 2.99, currency: 'EUR', funnel_event: 'payment_success' },
    });
    expect(thirdPartyEvent('payment_intent').pixel.name).toBe('InitiateCheckout');
    expect(thirdPartyEvent('email_capture').pixel.name).toBe('CompleteRegistration');
  });

  it('sends the others as custom pixel events under their own names', () => {
    const e = thirdPartyEvent('generation_start', { sport: 'football', stake: 10 });
    expect(e.ga).toEqual({ name: 'generation_start', params: { sport: 'football', stake: 10 } });
    expect(e.pixel).toEqual({
      method: 'trackCustom',
      name: 'generation_start',
      params: { sport: 'football', stake: 10 },
    });
  });

  it('never passes personal data on', () => {
    expect(
      publicProps({ email: 'x@y.hr', userId: 'u1', full_name: 'Ana', note: 'pisi na x@y.hr', ok: true }),
    ).toEqual({ ok: true });
  });
});
