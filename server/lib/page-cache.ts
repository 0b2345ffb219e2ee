import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { parse } from 'hono/utils/cookie';
import { LANG_COOKIE } from './language';

/**
 * Rendered HTML of public pages for anonymous visitors, kept for a short time so the home page, landing
 * pages and articles are served without rendering React for every request. Each process keeps its own copy:
 * an edit clears the local copy at once, and every other process notices within about a second through a
 * version shared in the database (see `sharedVersion`), so no copy serves an old page for a whole TTL.
 *
 * A cached body is shared by many responses, so it cannot carry a per-response CSP nonce: its inline
 * scripts are allowed by their SHA-256 hashes instead (computed once when the page is stored).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  scriptHashes: string[];
  expires: number;
}

const PUBLIC_PAGE =
  /^\/(|landing-b|landing-c|sadrzaj|blog|ai-kladionica-pametno-kladjenje|ai-predikcije|instagram-ad|ai-generator|(pametno-kladjenje|saveti-strategije|vodic-kladjenje|sportski-saveti|regionalni-sadrzaj|napredne-strategije)\/[a-z0-9-]{1,200})$/;

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /**
   * Reads a version every process bumps when it changes what the cached pages show; when it differs from the
   * last one read, the cache is cleared. Read at most once per `versionCheckMs`, so the check costs one query
   * a second per process rather than one per request.
   */
  sharedVersion?: () => Promise<number>;
  versionCheckMs?: number;
}

export class PageCache {
  private pages = new Map<string, CachedPage>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /**
   * Bumped by every clear(). A render records the generation it started under (`generation`) and `store`
   * drops it if a clear came in between: it may have read the content from before the edit.
   */
  private currentGeneration = 0;
  private readonly sharedVersion?: () => Promise<number>;
  private readonly versionCheckMs: number;
  private knownVersion: number | undefined;
  private versionCheckedAt = -Infinity;
  private versionCheck: Promise<void> | undefined;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.sharedVersion = options.sharedVersion;
    this.versionCheckMs = options.versionCheckMs ?? 1_000;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  /**
   * Undefined when the shared version was read recently (the common case, no await needed); otherwise a
   * promise, shared by every request that arrives meanwhile, that reads it and clears the cache if another
   * process changed the content. A database that does not answer leaves the cache as it is: nobody can edit
   * through it either.
   */
  syncSharedVersion(): Promise<void> | undefined {
    if (!this.sharedVersion) return undefined;
    if (this.versionCheck) return this.versionCheck;
    const now = Date.now();
    if (now - this.versionCheckedAt < this.versionCheckMs) return undefined;
    this.versionCheckedAt = now;
    const read = this.sharedVersion;
    this.versionCheck = read()
      .then(
        (version) => {
          if (this.knownVersion !== undefined && version > this.knownVersion) this.clear();
          this.recordVersion(version);
        },
        () => {},
      )
      .finally(() => {
        this.versionCheck = undefined;
      });
    return this.versionCheck;
  }

  /** Only anonymous GETs of public pages: any cookie but the language choice means a personal page. */
  static keyFor(req: { method: string; path: string; cookie?: string | null }, lang: string): string | null {
    if (req.method !== 'GET' || !PUBLIC_PAGE.test(req.path)) return null;
    if (Object.keys(parse(req.cookie ?? '')).some((name) => name !== LANG_COOKIE)) return null;
    return `${lang}:${req.path}`;
  }

  /** Keys being re-rendered, with when the render started. */
  private refreshing = new Map<string, number>();

  /**
   * A fresh page, or — once it has expired — the stale page to every request but one, which renders the new
   * copy (stale-while-revalidate), so an expiry under load costs one render instead of a burst of them.
   */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const now = Date.now();
    if (page.expires > now) return page;
    if (now - page.expires > this.ttlMs * 10) {
      this.pages.delete(key);
      return undefined;
    }
    const started = this.refreshing.get(key);
    if (started !== undefined && now - started < 10_000) return page;
    this.refreshing.set(key, now);
    return undefined;
  }

  /** Keeps a rendered page, unless the cache was cleared after its render started (`startedUnder`). */
  async store(key: string, res: Response, startedUnder: number): Promise<CachedPage | undefined> {
    if (startedUnder !== this.currentGeneration) return undefined;
    this.refreshing.delete(key);
    if (res.status !== 200 || res.headers.has('set-cookie')) return undefined;
    if (!res.headers.get('content-type')?.startsWith('text/html')) return undefined;
    const body = Buffer.from(await res.arrayBuffer());
    const page: CachedPage = {
      status: res.status,
      headers: [...res.headers.entries()].filter(([k]) => k !== 'content-length' && k !== 'content-encoding'),
      body,
      gzip: gzipSync(body),
      scriptHashes: inlineScriptHashes(body.toString('utf8')),
      expires: Date.now() + this.ttlMs,
    };
    // Reading the body awaited: a clear may have come in meanwhile.
    if (startedUnder !== this.currentGeneration) return undefined;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    return page;
  }

  /**
   * Drops every page. `version` is the shared version this process's own edit committed: recording it keeps
   * the next version check from clearing again the pages rendered after that edit. (Every render started
   * after this call reads the database after that commit, so it shows every version up to it.)
   */
  clear(version?: number) {
    if (version !== undefined) this.recordVersion(version);
    this.currentGeneration++;
    this.pages.clear();
    this.refreshing.clear();
  }

  /** Versions only count up: an older one read late (a slow check racing an edit) changes nothing. */
  private recordVersion(version: number) {
    if (this.knownVersion === undefined || version > this.knownVersion) this.knownVersion = version;
  }
}

/** CSP 'sha256-…' sources for every executable inline <script> of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, content] = m;
    if (/\bsrc\s*=/.test(attrs) || !content) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
