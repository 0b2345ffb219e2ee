import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { subscribers } from '../../db/schema/billing';
import type { ProviderEvent, ProviderSubscription } from '../../providers/payments/types';
import { createTestServices } from '../../../tests/support/services';
import { applyProviderEvent } from './provider-events';

const DAY = 86_400_000;
const start = Date.parse('2026-11-01T00:00:00Z');
const period = (n: number) => new Date(start + n * 28 * DAY);

describe('provider events out of order', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  const subscription = (id: string, over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
    id,
    customerId: `cus_${id}`,
    status: 'active',
    plan: 'basic',
    trialEnd: null,
    currentPeriodEnd: period(1),
    cancelAtPeriodEnd: false,
    cardOnFile: true,
    ...over,
  });
  const paid = (eventId: string, sub: ProviderSubscription): ProviderEvent => ({
    id: eventId,
    type: 'invoice.paid',
    subscription: sub,
    amountCents: 299,
    currency: 'eur',
    paymentRef: `in_${eventId}`,
    email: null,
  });
  const subscriber = async (email: string, subId: string) => {
    await services.db.insert(subscribers).values({
      email,
      subscribed: true,
      subscriptionTier: 'basic',
      status: 'active',
      subscriptionEnd: period(1),
      analysesUsed: 3,
      analysesLimit: 5,
      providerSubscriptionId: subId,
    });
    return async () => (await services.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  };

  it('an invoice of an earlier period arriving late changes nothing', async () => {
    const row = await subscriber('late@example.com', 'sub_late');
    expect(
      await applyProviderEvent(
        services.db,
        paid('evt_2', subscription('sub_late', { currentPeriodEnd: period(2) })),
      ),
    ).toBe('applied');
    await services.db
      .update(subscribers)
      .set({ analysesUsed: 2 })
      .where(eq(subscribers.email, 'late@example.com'));
    // The first period's invoice, delivered after the second's: no fresh usage, no period moved back.
    expect(await applyProviderEvent(services.db, paid('evt_1', subscription('sub_late')))).toBe('ignored');
    expect(await row()).toMatchObject({ analysesUsed: 2, subscriptionEnd: period(2), subscribed: true });
  });

  it('an update sent before the deletion but delivered after it does not revive the subscription', async () => {
    const row = await subscriber('gone@example.com', 'sub_gone');
    const deleted: ProviderEvent = {
      id: 'evt_del',
      type: 'subscription.deleted',
      subscription: subscription('sub_gone', { status: 'canceled' }),
    };
    const update: ProviderEvent = {
      id: 'evt_upd',
      type: 'subscription.updated',
      subscription: subscription('sub_gone', { cancelAtPeriodEnd: true }),
    };
    expect(await applyProviderEvent(services.db, deleted)).toBe('applied');
    expect(await applyProviderEvent(services.db, update)).toBe('ignored');
    expect(await row()).toMatchObject({ subscribed: false, status: 'ended' });
    // And a replay of either is a duplicate.
    expect(await applyProviderEvent(services.db, deleted)).toBe('duplicate');
  });
});
