import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { Browser, createTestServices, loadPageBuild } from '../../../tests/support/services';
import { subscribers } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { user as users } from '../../db/schema/auth';
import { autoUnlock, unlockWithQuota } from './quota';

// A subscriber's reports unlock by themselves while the plan has analyses left
// (docs/decisions/027-analysis-quota.md): one code path (quota.ts spendAnalysis) behind the preview's
// automatic unlock, the unlock button and the report a subscription was bought from.
describe('automatic unlock with the quota', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let closePages: () => Promise<void>;
  let ip = 0;
  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true' });
    const pages = await loadPageBuild();
    closePages = pages.close;
    app = createApp({ services, build: pages.build });
  }, 120_000);
  afterAll(async () => {
    await closePages?.();
    await services?.dbHandle.close();
  });

  const newBrowser = () => new Browser(app, `198.51.100.${++ip}`);
  const used = async (email: string) =>
    (await services.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]?.analysesUsed;
  const report = async (id: string) =>
    (await services.db.select().from(ocrResults).where(eq(ocrResults.id, id)))[0];
  const account = async (email: string) =>
    (
      await services.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email))
    )[0];

  /** A signed-up user with `reports` locked reports made before subscribing, then a trial bought from one more. */
  async function subscriberWithEarlierReports(email: string, reports: number) {
    const browser = newBrowser();
    await browser.signUp(email, 'tajna123');
    const earlier: string[] = [];
    for (let i = 0; i < reports; i++) earlier.push(await browser.analyse());
    const boughtFrom = await browser.analyse();
    const { verify } = await browser.pay('basic', email, boughtFrom);
    expect(verify.body).toMatchObject({ success: true, report_id: boughtFrom });
    return { browser, earlier, boughtFrom, user: await account(email) };
  }

  it('subscribing unlocks the reports made before it, oldest first, while the analyses last', async () => {
    // Basic has 5 analyses: the report bought from takes one, the four oldest of six earlier ones the rest.
    const { browser, earlier, boughtFrom } = await subscriberWithEarlierReports('ranije@example.com', 6);
    expect(await report(boughtFrom)).toMatchObject({ isUnlocked: true, countedTowardsLimit: true });
    for (const id of earlier.slice(0, 4))
      expect(await report(id)).toMatchObject({ isUnlocked: true, countedTowardsLimit: true });
    for (const id of earlier.slice(4)) expect(await report(id)).toMatchObject({ isUnlocked: false });
    expect(await used('ranije@example.com')).toBe(5);

    // An unlocked earlier report is simply the report; a newer one left locked offers the one-time unlock.
    const open = await browser.request(`/report-preview?id=${earlier[0]}`, { redirect: 'manual' });
    expect(open.status).toBe(302);
    expect(open.headers.get('location')).toBe(`/report/${earlier[0]}`);
    const page = await browser.request(`/report-preview?id=${earlier[5]}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sve analize za ovaj period su iskorišćene.');
    expect(await used('ranije@example.com')).toBe(5);
  });

  it('a report made after subscribing unlocks on its preview, each counted once', async () => {
    const { browser, earlier, user } = await subscriberWithEarlierReports('posle@example.com', 1);
    expect(await report(earlier[0])).toMatchObject({ isUnlocked: true, countedTowardsLimit: true });
    expect(await used('posle@example.com')).toBe(2);
    const later = [await browser.analyse(), await browser.analyse()];

    // Opening the new report's preview unlocks it and says how many analyses remain.
    const page = await browser.request(`/report-preview?id=${later[0]}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Izveštaj je otključan iz tvog paketa');
    expect(html).toContain('Preostalo analiza u ovom periodu: 2 od 5');
    expect(await report(later[0])).toMatchObject({ isUnlocked: true, countedTowardsLimit: true });
    expect(await used('posle@example.com')).toBe(3);

    // Opened again, it is simply the report: nothing counted twice, however it is asked.
    const again = await browser.request(`/report-preview?id=${later[0]}`, { redirect: 'manual' });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(`/report/${later[0]}`);
    expect(await autoUnlock(services.db, user, later[0])).toBeNull();
    expect(await unlockWithQuota(services.db, user, later[0])).toEqual({
      analysesUsed: 3,
      analysesLimit: 5,
    });
    expect(await used('posle@example.com')).toBe(3);

    // Requests racing for the same report count it once.
    const raced = await Promise.all([
      autoUnlock(services.db, user, later[1]),
      autoUnlock(services.db, user, later[1]),
      unlockWithQuota(services.db, user, later[1]),
    ]);
    expect(raced.filter((r) => r !== null)).toContainEqual({ analysesUsed: 4, analysesLimit: 5 });
    expect(await used('posle@example.com')).toBe(4);
    expect(await report(later[1])).toMatchObject({ isUnlocked: true, countedTowardsLimit: true });
  });

  it('stops at the limit: no analysis left, the report stays locked and the preview offers the one-time unlock', async () => {
    const { browser, user } = await subscriberWithEarlierReports('granica@example.com', 0);
    const later = [await browser.analyse(), await browser.analyse()];
    await services.db
      .update(subscribers)
      .set({ analysesUsed: 4 })
      .where(eq(subscribers.email, 'granica@example.com'));
    expect(await autoUnlock(services.db, user, later[0])).toEqual({ analysesUsed: 5, analysesLimit: 5 });
    expect(await autoUnlock(services.db, user, later[1])).toBeNull();
    expect(await report(later[1])).toMatchObject({ isUnlocked: false, countedTowardsLimit: false });
    expect(await used('granica@example.com')).toBe(5);

    const page = await browser.request(`/report-preview?id=${later[1]}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('Izveštaj je otključan iz tvog paketa');
    expect(html).toContain('Sve analize za ovaj period su iskorišćene.');
    expect(html).toContain(`/payment?plan=report&amp;report=${later[1]}`);
    expect(await used('granica@example.com')).toBe(5);
  });

  it('unlocks nothing for someone without a subscription, nor another user’s or a guest’s report', async () => {
    const plain = newBrowser();
    await plain.signUp('bez-pretplate@example.com', 'tajna123');
    const own = await plain.analyse();
    const plainUser = await account('bez-pretplate@example.com');
    expect(await autoUnlock(services.db, plainUser, own)).toBeNull();
    const page = await plain.request(`/report-preview?id=${own}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await report(own)).toMatchObject({ isUnlocked: false });

    const { user } = await subscriberWithEarlierReports('tudji@example.com', 0);
    const guestReport = await newBrowser().analyse();
    expect(await autoUnlock(services.db, user, own)).toBeNull();
    expect(await autoUnlock(services.db, user, guestReport)).toBeNull();
    expect(await autoUnlock(services.db, user, 'nije-id')).toBeNull();
    expect(await report(own)).toMatchObject({ isUnlocked: false });
    expect(await report(guestReport)).toMatchObject({ isUnlocked: false });
    expect(await used('tudji@example.com')).toBe(1);
  });
});
