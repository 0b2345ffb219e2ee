import { describe, expect, it, vi } from 'vitest';
import { PageCache, inlineScriptHashes } from './page-cache';

const html = (extra = '') =>
  new Response(
    `<html><body><script nonce="abc">window.x=1</script><script type="module" src="/a.js"></script><script type="application/ld+json">{}</script>${extra}</body></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    },
  );

describe('page cache', () => {
  it('caches only anonymous GETs of public pages', () => {
    expect(PageCache.keyFor({ method: 'GET', path: '/', cookie: 'lang=hr' }, 'hr')).toBe('hr:/');
    expect(PageCache.keyFor({ method: 'GET', path: '/sportski-saveti/neki-clanak' }, 'rs')).toBe(
      'rs:/sportski-saveti/neki-clanak',
    );
    expect(
      PageCache.keyFor({ method: 'GET', path: '/', cookie: 'lang=rs; better-auth.session_token=x' }, 'rs'),
    ).toBeNull();
    expect(PageCache.keyFor({ method: 'POST', path: '/' }, 'rs')).toBeNull();
    expect(PageCache.keyFor({ method: 'GET', path: '/account' }, 'rs')).toBeNull();
    expect(PageCache.keyFor({ method: 'GET', path: '/report/123' }, 'rs')).toBeNull();
  });

  it('stores 200 HTML with hashes of executable inline scripts only, and expires', async () => {
    const cache = new PageCache({ ttlMs: 50 });
    const page = await cache.store('rs:/', html(), cache.generation);
    expect(page?.scriptHashes).toHaveLength(1);
    expect(page?.scriptHashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(cache.get('rs:/')?.body.toString()).toContain('window.x=1');
    await new Promise((r) => setTimeout(r, 60));
    // Expired: one request re-renders, the others meanwhile get the stale copy; the new copy replaces it.
    expect(cache.get('rs:/')).toBeUndefined();
    expect(cache.get('rs:/')?.body.toString()).toContain('window.x=1');
    await cache.store('rs:/', html('<p>new</p>'), cache.generation);
    expect(cache.get('rs:/')?.body.toString()).toContain('<p>new</p>');
    // Long past its time it is dropped.
    await new Promise((r) => setTimeout(r, 560));
    expect(cache.get('rs:/')).toBeUndefined();
  });

  it('does not store errors, non-HTML or responses that set cookies', async () => {
    const cache = new PageCache();
    const g = cache.generation;
    expect(
      await cache.store('a', new Response('x', { status: 404, headers: { 'content-type': 'text/html' } }), g),
    ).toBeUndefined();
    expect(
      await cache.store('b', new Response('{}', { headers: { 'content-type': 'application/json' } }), g),
    ).toBeUndefined();
    expect(
      await cache.store(
        'c',
        new Response('<p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
        g,
      ),
    ).toBeUndefined();
  });

  it('drops a render that started before an edit cleared the cache', async () => {
    const cache = new PageCache();
    // A render starts, an edit clears the cache, the render (with the old text) finishes: not kept.
    const before = cache.generation;
    cache.clear();
    expect(await cache.store('rs:/', html('<p>old</p>'), before)).toBeUndefined();
    expect(cache.get('rs:/')).toBeUndefined();
    // The same while its body is still being read: the clear lands between start and end of store().
    const slow = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<p>old</p>'));
          setTimeout(() => controller.close(), 20);
        },
      }),
      { headers: { 'content-type': 'text/html' } },
    );
    const storing = cache.store('rs:/', slow, cache.generation);
    cache.clear();
    expect(await storing).toBeUndefined();
    expect(cache.get('rs:/')).toBeUndefined();
    // A render started after the edit is kept.
    expect(await cache.store('rs:/', html('<p>new</p>'), cache.generation)).toBeDefined();
    expect(cache.get('rs:/')?.body.toString()).toContain('<p>new</p>');
  });

  it('clears itself when the shared version changes, reading it at most once per interval', async () => {
    let version = 1;
    let reads = 0;
    const cache = new PageCache({
      versionCheckMs: 40,
      sharedVersion: async () => {
        reads++;
        return version;
      },
    });
    await cache.syncSharedVersion();
    await cache.store('rs:/', html(), cache.generation);
    // Another process edits: within the interval the page is still served without a read…
    version = 2;
    expect(cache.syncSharedVersion()).toBeUndefined();
    expect(cache.get('rs:/')).toBeDefined();
    expect(reads).toBe(1);
    // …after it, concurrent requests share one read, which drops the page.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 50);
    const first = cache.syncSharedVersion();
    expect(cache.syncSharedVersion()).toBe(first);
    await first;
    vi.useRealTimers();
    expect(reads).toBe(2);
    expect(cache.get('rs:/')).toBeUndefined();
  });

  it("keeps the pages rendered after its own edit when the next check reads that edit's version", async () => {
    let version = 1;
    const cache = new PageCache({ versionCheckMs: 0, sharedVersion: async () => version });
    await cache.syncSharedVersion();
    version = 2;
    cache.clear(2);
    await cache.store('rs:/', html('<p>after the edit</p>'), cache.generation);
    await cache.syncSharedVersion();
    expect(cache.get('rs:/')?.body.toString()).toContain('after the edit');
  });

  it('keeps serving its pages when the shared version cannot be read', async () => {
    const cache = new PageCache({
      sharedVersion: () => Promise.reject(new Error('database unreachable')),
    });
    await cache.store('rs:/', html(), cache.generation);
    await cache.syncSharedVersion();
    expect(cache.get('rs:/')).toBeDefined();
  });

  it('hashes are those of the exact script text', () => {
    expect(inlineScriptHashes('<script>a</script><script>a</script><script>b</script>')).toHaveLength(2);
  });
});
