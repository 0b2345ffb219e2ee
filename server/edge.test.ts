import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from './context';
import { createApp } from './app';
import { serve } from '@hono/node-server';
import { errorText, type ErrorKey } from './common/messages';
import { Browser, createTestServices, loadPageBuild, ORIGIN } from '../tests/support/services';
import { freePort } from '../tests/e2e/support/server';

/** A body sent in 64 KB chunks with no Content-Length, counting how much of it the server pulled. */
function chunked(totalBytes: number, byte = 0x61) {
  const piece = new Uint8Array(64 * 1024).fill(byte);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
  return { body, sent: () => sent };
}

describe('request bodies at the edge', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services });
  });
  afterAll(() => services.dbHandle.close());

  for (const path of [
    '/skriveni-admin',
    '/account',
    '/admin/sadrzaj/new',
    '/api/process-ocr',
    '/nepostojeca',
  ]) {
    it(`a 20 MB chunked POST to ${path} is refused with 413 once past 1 MB, and the rest is never read`, async () => {
      const { body, sent } = chunked(20 * 1024 * 1024);
      const res = await app.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toBe('Zahtev je prevelik');
      expect(sent()).toBeLessThan(2 * 1024 * 1024);
    });
  }

  it('says it in Croatian to a Croatian visitor', async () => {
    const res = await app.request(`${ORIGIN}/skriveni-admin`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-length': String(5 * 1024 * 1024), cookie: 'lang=hr' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Zahtjev je prevelik');
  });

  it('a state-changing API call from another site is refused, whatever its body type, and changes nothing', async () => {
    const browser = new Browser(app, '10.20.0.1');
    await browser.signUp('pretplata-csrf@example.com', 'lozinka-123');
    await browser.pay('premium', 'pretplata-csrf@example.com', null);
    const plan = async () => (await browser.post('/api/check-subscription')).body.subscription_tier;
    const before = await plan();
    // What another site's page can send with the visitor's cookie and no CORS preflight: text/plain, forms.
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/json']) {
      const res = await app.request(`${ORIGIN}/api/subscription/change-plan`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: browser.cookie, 'content-type': contentType },
        body: JSON.stringify({ plan: 'basic' }),
      });
      expect(res.status, contentType).toBe(403);
      expect((await res.json()).error.message).toBe('Zahtev sa drugog sajta nije dozvoljen.');
    }
    // Our own page sending anything but JSON is refused too (no browser sends that without a preflight).
    const plain = await app.request(`${ORIGIN}/api/subscription/change-plan`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: browser.cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ plan: 'basic' }),
    });
    expect(plain.status).toBe(415);
    expect(await plan()).toBe(before);
  });

  it('a form field with a NUL character is refused with 400, not a failed query', async () => {
    const browser = new Browser(app, '10.20.0.2');
    await browser.signUp('nul-polje@example.com', 'lozinka-123');
    for (const body of ['fullName=x%00', 'fullName=x\u0000y']) {
      const res = await browser.request('/account', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Obrazac sadrži nedozvoljen znak.');
    }
  });

  it('36-character ids that are not UUIDs get 404, never a failed uuid query', async () => {
    const browser = new Browser(app, '10.20.0.3');
    await browser.signUp('id-probe@example.com', 'lozinka-123');
    for (const id of ['-'.repeat(36), 'g'.repeat(8) + '-0000-0000-0000-' + '0'.repeat(12), 'a'.repeat(36)]) {
      const pdf = await browser.request(`/api/generated-ticket/${id}/pdf`);
      expect(pdf.status, id).toBe(404);
      const intent = await browser.post('/api/create-payment-intent', {
        plan: 'report',
        email: 'id-probe@example.com',
        ocr_result_id: id,
      });
      expect(intent.status, id).toBe(404);
      const unlock = await browser.post('/api/unlock-report', { report_id: id });
      expect(unlock.status, id).toBeLessThan(500);
    }
  });

  it('personal answers say private, no-store; a public page asked without a session may be cached', async () => {
    const browser = new Browser(app, '10.20.0.4');
    await browser.signUp('privatno@example.com', 'lozinka-123');
    for (const path of ['/api/check-subscription', '/dashboard', '/account', '/report/x', '/payment']) {
      const res = await browser.request(
        path,
        path.startsWith('/api/')
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }
          : {},
      );
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // The same public page is personal when asked with a session (its header names the user).
    expect((await browser.request('/blog')).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request(`${ORIGIN}/blog`)).headers.get('cache-control')).toBeNull();
  });
});

describe('/metrics', () => {
  const read = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
    const services = await createTestServices(env);
    try {
      return (await createApp({ services }).request(`${ORIGIN}/metrics`, { headers })).status;
    } finally {
      await services.dbHandle.close();
    }
  };
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ALLOW_TEST_PAYMENTS: 'true' };

  it('is not public in production: 404 without a token configured, only its bearer reads it with one', async () => {
    expect(await read(production)).toBe(404);
    const token = 'metrike-tajna-1234567890';
    expect(await read({ ...production, METRICS_TOKEN: token })).toBe(404);
    expect(await read({ ...production, METRICS_TOKEN: token }, { authorization: 'Bearer pogresno' })).toBe(
      404,
    );
    expect(await read({ ...production, METRICS_TOKEN: token }, { authorization: `Bearer ${token}` })).toBe(
      200,
    );
    // Development keeps it open for the developer.
    expect(await read({})).toBe(200);
    // Five databases are migrated one after another: on a busy machine that alone took over 30 s.
  }, 120_000);
});

describe('pages and their .data twins: methods and bodies they cannot take (issue 27 item 3)', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let closePages: () => Promise<void>;
  let signedIn: Browser;
  const anonymous = () => new Browser(app, '10.21.0.9');
  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true' });
    const pages = await loadPageBuild();
    closePages = pages.close;
    app = createApp({ services, build: pages.build });
    signedIn = new Browser(app, '10.21.0.1');
    await signedIn.signUp('metode@example.com', 'lozinka-123');
  }, 120_000);
  afterAll(async () => {
    await closePages?.();
    await services?.dbHandle.close();
  });

  // Each of these answered 500: React Router ran the page's action for any method but GET, and the action's
  // `request.formData()` threw on a body that was no form.
  const pages = [
    { path: '/account', who: () => signedIn },
    { path: '/account.data', who: () => signedIn },
    { path: '/skriveni-admin', who: anonymous },
    { path: '/skriveni-admin.data', who: anonymous },
  ];

  for (const { path, who } of pages) {
    it(`PUT, PATCH, DELETE and OPTIONS to ${path} are 405 with what the page takes`, async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const res = await who().request(path, {
          method,
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=hr' },
          body: 'fullName=Ime',
        });
        expect(res.status, method).toBe(405);
        expect(res.headers.get('allow'), method).toBe('GET, HEAD, POST');
      }
    });

    it(`a POST to ${path} that is no form is 415, a form that cannot be read 400, in the visitor's words`, async () => {
      const bodies: [string | undefined, string, number, ErrorKey][] = [
        ['text/plain;charset=UTF-8', 'fullName=Ime', 415, 'request.notForm'],
        ['application/json', '{"fullName":"Ime"}', 415, 'request.notForm'],
        [undefined, 'fullName=Ime', 415, 'request.notForm'],
        ['multipart/form-data; boundary=x', 'nije multipart', 400, 'request.badForm'],
        ['multipart/form-data', '--x\r\n\r\n', 400, 'request.badForm'],
      ];
      for (const [type, body, status, key] of bodies) {
        for (const lang of ['rs', 'hr'] as const) {
          const res = await who().request(path, {
            method: 'POST',
            headers: {
              ...(type ? { 'content-type': type } : {}),
              'accept-language': lang === 'hr' ? 'hr' : 'sr',
            },
            body: type ? body : new TextEncoder().encode(body),
          });
          expect(res.status, `${type} ${lang}`).toBe(status);
          expect((await res.json()).error.message, `${type} ${lang}`).toBe(errorText(lang, key));
        }
      }
    });
  }

  it('a form still reaches the action, and a page without an action says what it takes', async () => {
    const saved = await signedIn.request('/account', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ fullName: 'Novo Ime', username: 'novo', avatarUrl: '' }).toString(),
    });
    expect(saved.status).toBe(200);
    const noAction = await signedIn.request('/blog', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(noAction.status).toBe(405);
    expect(noAction.headers.get('allow')).toBe('GET, HEAD');
  });

  it("a path with a handler of its own asked with another method is 405 with that handler's methods", async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/healthz']) {
      const res = await anonymous().request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe('GET, HEAD');
    }
  });

  it('HEAD answers like GET without a body, over a real socket (HEAD /robots.txt was a 500)', async () => {
    const port = await freePort();
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    try {
      for (const path of ['/robots.txt', '/sitemap.xml', '/healthz', '/', '/blog', '/api/status']) {
        const get = await fetch(`http://127.0.0.1:${port}${path}`);
        const head = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'HEAD' });
        expect(head.status, path).toBe(get.status);
        expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
        expect(head.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(await head.text(), path).toBe('');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the cached public page path (issue 29 item 6)', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let closePages: () => Promise<void>;
  let server: ReturnType<typeof serve>;
  let base: string;
  /** Whether node-server had to build a full Request for the last request (its light one was not enough). */
  const builtFullRequest: boolean[] = [];

  beforeAll(async () => {
    services = await createTestServices();
    const pages = await loadPageBuild();
    closePages = pages.close;
    app = createApp({ services, build: pages.build });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = serve({
      fetch: async (req, env) => {
        const res = await app.fetch(req, env);
        builtFullRequest.push(
          Object.getOwnPropertySymbols(req).some((s) => s.description === 'requestCache'),
        );
        return res;
      },
      port,
      hostname: '127.0.0.1',
    });
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await closePages?.();
    await services?.dbHandle.close();
  });

  it('a GET without a body never makes node-server build the full Request (the body cap asked for it)', async () => {
    await fetch(`${base}/`); // rendered and stored
    for (const path of ['/', '/api/status', '/healthz', '/robots.txt']) {
      builtFullRequest.length = 0;
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(builtFullRequest, path).toEqual([false]);
      if (path === '/') expect(res.headers.get('x-cache')).toBe('HIT');
    }
  });

  it('a page cache HIT answers with the same headers a MISS does, its own request id, and CSP by hash', async () => {
    services.pageCache.clear();
    const ask = (headers: Record<string, string> = {}) => fetch(`${base}/blog`, { headers });
    const miss = await ask({ 'accept-encoding': 'gzip' });
    const missHtml = await miss.text();
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const hits = [
      await ask({ 'accept-encoding': 'gzip' }),
      await ask({ 'accept-encoding': 'gzip', 'x-request-id': 'moj-id-1' }),
    ];
    for (const hit of hits) {
      expect(hit.headers.get('x-cache')).toBe('HIT');
      for (const [name, value] of miss.headers)
        if (!['x-cache', 'x-request-id', 'date', 'content-length'].includes(name))
          expect(hit.headers.get(name), name).toBe(value);
      expect([...hit.headers.keys()].sort()).toEqual([...miss.headers.keys()].sort());
      expect(hit.headers.get('content-encoding')).toBe('gzip');
      // The page depends on the language, which a visitor without a cookie gets from Accept-Language.
      expect(hit.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(hit.headers.get('cache-control')).toBeNull();
      const csp = hit.headers.get('content-security-policy')!;
      expect(csp).toContain("'sha256-");
      expect(csp).not.toContain("'nonce-");
      expect(await hit.text()).toBe(missHtml);
    }
    expect(hits[1]!.headers.get('x-request-id')).toBe('moj-id-1');
    const ids = new Set([miss, ...hits].map((r) => r.headers.get('x-request-id')));
    expect(ids.size).toBe(3);
    // Without gzip the plain copy, a deflate-only client gets deflate (compress() makes it), a session no copy.
    const plain = await ask({ 'accept-encoding': 'identity' });
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(missHtml);
    const deflate = await ask({ 'accept-encoding': 'deflate' });
    expect(deflate.headers.get('content-encoding')).toBe('deflate');
    expect(await deflate.text()).toBe(missHtml);
    // Expired: the next visitor renders the new copy (the others meanwhile get the old one), then it is served.
    services.pageCache.get('rs:/blog')!.expires = Date.now() - 1;
    expect((await ask()).headers.get('x-cache')).toBe('MISS');
    expect((await ask()).headers.get('x-cache')).toBe('HIT');
    const personal = await ask({ cookie: 'tiket.session_token=x' });
    expect(personal.headers.get('x-cache')).toBeNull();
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
  });
});
