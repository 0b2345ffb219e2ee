import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { wireServices } from '../../services';
import { createTestServices, loadPageBuild } from '../../../tests/support/services';
import { seedArticles } from './seed-articles';
import { findPublished } from './content-store';
import { saveFromForm } from './editor';

// Two server processes as a scaled-out deployment runs them: each with its own page cache, one database.
describe('an edit on one process reaches the cached pages of every process', () => {
  let a: AppServices;
  let b: AppServices;
  let apps: { a: ReturnType<typeof createApp>; b: ReturnType<typeof createApp> };
  let closePages: () => Promise<void>;
  const path = '/vodic-kladjenje/sistem-tiketi-vodic';

  beforeAll(async () => {
    a = await createTestServices();
    b = wireServices(a.config, a.dbHandle, a.logger);
    await seedArticles(a);
    const pages = await loadPageBuild();
    closePages = pages.close;
    apps = {
      a: createApp({ services: a, build: pages.build }),
      b: createApp({ services: b, build: pages.build }),
    };
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await closePages?.();
    await a?.dbHandle.close();
  });

  const get = async (app: ReturnType<typeof createApp>) => {
    const res = await app.request(path);
    return { cache: res.headers.get('x-cache'), html: await res.text() };
  };

  it('shows the new title on the other process within a second, without rendering every request', async () => {
    for (const app of [apps.a, apps.b]) {
      expect((await get(app)).cache).toBe('MISS');
      expect((await get(app)).cache).toBe('HIT');
    }

    const row = (await findPublished(a.db, 'sistem-tiketi-vodic'))!;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Sistem tiketi: novi naslov sa drugog procesa',
      slug: row.slug,
      category: row.category,
      content: row.content,
      metaDescription: row.metaDescription,
      metaKeywords: row.metaKeywords.join(', '),
      isPublished: 'on',
    }))
      form.append(k, v);
    expect(await saveFromForm(a, row.id, form)).toMatchObject({ ok: true });

    // The editing process renders anew at once.
    const onA = await get(apps.a);
    expect(onA.cache).toBe('MISS');
    expect(onA.html).toContain('novi naslov sa drugog procesa');

    // The other one reads the shared version at most once a second: once that second is up, its old copy goes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_100);
    const onB = await get(apps.b);
    expect(onB.cache).toBe('MISS');
    expect(onB.html).toContain('novi naslov sa drugog procesa');
    expect((await get(apps.b)).cache).toBe('HIT');
  }, 60_000);
});
