import { describe, expect, it } from 'vitest';
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
    const cache = new PageCache(50);
    const page = await cache.store('rs:/', html());
    expect(page?.scriptHashes).toHaveLength(1);
    expect(page?.scriptHashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(cache.get('rs:/')?.body.toString()).toContain('window.x=1');
    await new Promise((r) => setTimeout(r, 60));
    // Expired: one request re-renders, the others meanwhile get the stale copy; the new copy replaces it.
    expect(cache.get('rs:/')).toBeUndefined();
    expect(cache.get('rs:/')?.body.toString()).toContain('window.x=1');
    await cache.store('rs:/', html('<p>new</p>'));
    expect(cache.get('rs:/')?.body.toString()).toContain('<p>new</p>');
    // Long past its time it is dropped.
    await new Promise((r) => setTimeout(r, 560));
    expect(cache.get('rs:/')).toBeUndefined();
  });

  it('does not store errors, non-HTML or responses that set cookies', async () => {
    const cache = new PageCache();
    expect(
      await cache.store('a', new Response('x', { status: 404, headers: { 'content-type': 'text/html' } })),
    ).toBeUndefined();
    expect(
      await cache.store('b', new Response('{}', { headers: { 'content-type': 'application/json' } })),
    ).toBeUndefined();
    expect(
      await cache.store(
        'c',
        new Response('<p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
      ),
    ).toBeUndefined();
  });

  it('hashes are those of the exact script text', () => {
    expect(inlineScriptHashes('<script>a</script><script>a</script><script>b</script>')).toHaveLength(2);
  });
});
