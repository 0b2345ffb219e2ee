import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import { parseConfig } from '../../config';
import { createStorage } from './index';
import { S3Storage, type S3StorageOptions } from './s3';

const ACCESS_KEY_ID = 'tiket-test-key';
const SECRET = 'stand-in-secret-0123456789abcdef';
const REGION = 'eu-central-1';
// The real bucket differs from the app's logical "documents", so the S3_BUCKET mapping is visible.
const REAL_BUCKET = 'tiket-docs';

// ---------------------------------------------------------------------------------------------------------
// A stand-in of the S3 API on loopback: path-style PUT/GET/HEAD/DELETE object, objects in a Map, S3-shaped
// XML errors, and a SigV4 check written independently of aws4fetch (canonical request → string to sign →
// HMAC chain), so a wrong key id, secret, region or service is refused as S3 and MinIO refuse it.
// ---------------------------------------------------------------------------------------------------------

interface StoredObject {
  data: Buffer;
  contentType: string | undefined;
}
interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class S3StandIn {
  readonly objects = new Map<string, StoredObject>();
  readonly requests: SeenRequest[] = [];
  readonly buckets = new Set([REAL_BUCKET]);
  /** Keys whose requests are answered only after this many milliseconds (a slow store). */
  readonly delays = new Map<string, number>();
  private server!: Server;
  port = 0;

  async start() {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }

  private error(res: ServerResponse, method: string, status: number, code: string, message: string) {
    res.statusCode = status;
    if (method === 'HEAD') {
      // A HEAD answer has no body; MinIO names the code in a header instead.
      res.setHeader('x-minio-error-code', code);
      return res.end();
    }
    res.setHeader('content-type', 'application/xml');
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
        `<RequestId>stand-in</RequestId></Error>`,
    );
  }

  /** Null when the SigV4 signature is right; otherwise the S3 error code and message to answer with. */
  private checkSignature(req: IncomingMessage, rawPath: string, query: URLSearchParams) {
    const auth = req.headers.authorization;
    const match =
      auth &&
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!match) return { status: 403, code: 'AccessDenied', message: 'Missing or malformed Authorization' };
    const [, credential, signedHeaders, signature] = match;
    const [keyId, date, region, service, terminator] = credential.split('/');
    if (keyId !== ACCESS_KEY_ID) {
      return { status: 403, code: 'InvalidAccessKeyId', message: 'The access key ID does not exist.' };
    }
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (region !== REGION || service !== 's3' || terminator !== 'aws4_request' || !amzDate.startsWith(date)) {
      return { status: 403, code: 'SignatureDoesNotMatch', message: `Bad credential scope ${credential}` };
    }
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
      return { status: 403, code: 'SignatureDoesNotMatch', message: 'Required headers are not signed' };
    }
    const canonicalUri = rawPath
      .split('/')
      .map((s) => uriEncode(decodeURIComponent(s)))
      .join('/');
    const canonicalQuery = [...query]
      .map(([k, v]) => [uriEncode(k), uriEncode(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonicalRequest = [
      req.method,
      canonicalUri,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      String(req.headers['x-amz-content-sha256']),
    ].join('\n');
    const scope = `${date}/${region}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), service), 'aws4_request');
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      return {
        status: 403,
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided.',
      };
    }
    return null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.requests.push({ method, url: req.url ?? '', authorization: req.headers.authorization });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    const denied = this.checkSignature(req, url.pathname, url.searchParams);
    if (denied) return this.error(res, method, denied.status, denied.code, denied.message);
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      return this.error(res, method, 400, 'XAmzContentSHA256Mismatch', 'Payload hash mismatch');
    }

    // Path style: /<bucket>/<key>, the key percent-decoded as S3 does.
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (!this.buckets.has(bucket)) {
      return this.error(res, method, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!key) return this.error(res, method, 400, 'InvalidRequest', 'Bucket operations are not served');
    const delay = this.delays.get(key);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const id = `${bucket}/${key}`;
    const object = this.objects.get(id);

    switch (method) {
      case 'PUT':
        this.objects.set(id, { data: body, contentType: req.headers['content-type'] });
        res.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
        return res.end();
      case 'GET':
      case 'HEAD':
        if (!object) return this.error(res, method, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.setHeader('content-type', object.contentType ?? 'binary/octet-stream');
        res.setHeader('content-length', object.data.length);
        return res.end(method === 'GET' ? object.data : undefined);
      case 'DELETE':
        this.objects.delete(id);
        res.statusCode = 204;
        return res.end();
      default:
        return this.error(res, method, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('S3 storage provider', () => {
  const s3 = new S3StandIn();
  const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
    endpoint: s3.endpoint,
    region: REGION,
    bucket: REAL_BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    ...overrides,
  });
  let storage: S3Storage;

  beforeAll(() => s3.start());
  afterAll(() => s3.stop());
  beforeEach(() => {
    s3.objects.clear();
    s3.requests.length = 0;
    storage = new S3Storage(options());
  });

  it('stores binary bytes with their content type path-style in S3_BUCKET and reads them back unchanged', async () => {
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      Buffer.from('\x89PNG\r\n\x1a\n\0\0\xff', 'latin1'),
    ]);
    await storage.put('documents', 'demo/1732270000000123.png', bytes, 'image/png');

    const stored = s3.objects.get(`${REAL_BUCKET}/demo/1732270000000123.png`);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.data.equals(bytes)).toBe(true);
    expect(s3.requests[0]).toMatchObject({ method: 'PUT', url: `/${REAL_BUCKET}/demo/1732270000000123.png` });
    expect(s3.requests[0].authorization).toMatch(
      new RegExp(`Credential=${ACCESS_KEY_ID}/\\d{8}/${REGION}/s3/aws4_request`),
    );

    const back = await storage.get('documents', 'demo/1732270000000123.png');
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back.equals(bytes)).toBe(true);
  });

  it('signs keys with spaces, brackets and non-ASCII letters the way S3 checks them', async () => {
    const key = 'demo/tiket (1) ćčžšđ!*.jpg';
    await storage.put('documents', key, Buffer.from('jpeg'), 'image/jpeg');
    expect(s3.objects.has(`${REAL_BUCKET}/${key}`)).toBe(true);
    expect((await storage.get('documents', key)).toString()).toBe('jpeg');
  });

  it('tells whether an object exists', async () => {
    await storage.put('documents', 'demo/a.jpg', Buffer.from([1, 2, 3]), 'image/jpeg');
    expect(await storage.exists('documents', 'demo/a.jpg')).toBe(true);
    expect(await storage.exists('documents', 'demo/b.jpg')).toBe(false);
  });

  it('deletes an object, after which get is NOT_FOUND like the local store; deleting again is fine', async () => {
    await storage.put('documents', 'demo/gone.jpg', Buffer.from([9]), 'image/jpeg');
    await storage.delete('documents', 'demo/gone.jpg');
    expect(s3.objects.size).toBe(0);
    expect(await storage.exists('documents', 'demo/gone.jpg')).toBe(false);

    const error = await storage.get('documents', 'demo/gone.jpg').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Fajl nije pronađen' });
    await expect(storage.delete('documents', 'demo/gone.jpg')).resolves.toBeUndefined();
  });

  it('reports a wrong secret with the status and S3 error code, never the secret', async () => {
    const wrongSecret = 'not-the-right-secret-9f8e7d6c5b4a';
    const bad = new S3Storage(options({ secretAccessKey: wrongSecret }));
    // Thunks, not promises: each call starts only when awaited, so no rejection waits unhandled.
    for (const attempt of [
      () => bad.put('documents', 'demo/x.jpg', Buffer.from([1]), 'image/jpeg'),
      () => bad.get('documents', 'demo/x.jpg'),
      () => bad.delete('documents', 'demo/x.jpg'),
    ]) {
      const error = (await attempt().catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AppError);
      expect(error.message).toContain('403');
      expect(error.message).toContain('SignatureDoesNotMatch');
      expect(error.message).not.toContain(wrongSecret);
      expect(error.message).not.toContain(SECRET);
    }
    // HEAD has no body: the code comes from MinIO's header, and a refusal is not "does not exist".
    await expect(bad.exists('documents', 'demo/x.jpg')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.objects.size).toBe(0);
  });

  it('reports an unknown access key id and a wrong region', async () => {
    const badKey = new S3Storage(options({ accessKeyId: 'someone-else' }));
    await expect(badKey.get('documents', 'demo/x.jpg')).rejects.toThrow(/403 InvalidAccessKeyId/);
    const badRegion = new S3Storage(options({ region: 'us-east-1' }));
    const error = (await badRegion.get('documents', 'demo/x.jpg').catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/403 SignatureDoesNotMatch/);
    expect(error.message).not.toContain(SECRET);
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const other = new S3Storage(options({ bucket: 'no-such-bucket' }));
    const error = await other.get('documents', 'demo/x.jpg').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).toMatch(/404 NoSuchBucket/);
    await expect(other.exists('documents', 'demo/x.jpg')).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('rejects path traversal and malformed names before sending any request', async () => {
    const bad: [string, string][] = [
      ['documents', '../secret.txt'],
      ['documents', 'demo/../../other/x.jpg'],
      ['documents', 'demo/..'],
      ['documents', './x.jpg'],
      ['documents', '/etc/passwd'],
      ['documents', 'demo//x.jpg'],
      ['documents', ''],
      ['documents', 'demo\\..\\x.jpg'],
      ['documents', 'demo/x\n.jpg'],
      ['../documents', 'x.jpg'],
      ['Documents', 'x.jpg'],
      ['docs/other', 'x.jpg'],
    ];
    for (const [bucket, file] of bad) {
      for (const attempt of [
        () => storage.put(bucket, file, Buffer.from([1]), 'image/jpeg'),
        () => storage.get(bucket, file),
        () => storage.delete(bucket, file),
        () => storage.exists(bucket, file),
      ]) {
        const error = await attempt().catch((e: unknown) => e);
        expect(error, `${bucket} ${JSON.stringify(file)}`).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      }
    }
    expect(s3.requests).toHaveLength(0);
  });

  it('gives up on a store that does not answer within the time limit', async () => {
    s3.delays.set('demo/slow.jpg', 2_000);
    const impatient = new S3Storage(options({ timeoutMs: 200 }));
    const started = Date.now();
    await expect(impatient.get('documents', 'demo/slow.jpg')).rejects.toThrow(
      /S3 GET documents\/demo\/slow\.jpg/,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    s3.delays.clear();
  });

  it('is what createStorage returns for STORAGE_PROVIDER=s3, configured from the environment', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tiket-s3-'));
    try {
      const config = parseConfig({
        DATA_DIR: dataDir,
        STORAGE_PROVIDER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: REGION,
        S3_BUCKET: REAL_BUCKET,
        S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET,
      });
      const fromConfig = createStorage(config);
      expect(fromConfig).toBeInstanceOf(S3Storage);
      await fromConfig.put('documents', 'demo/config.jpg', Buffer.from('ok'), 'image/jpeg');
      expect(s3.objects.has(`${REAL_BUCKET}/demo/config.jpg`)).toBe(true);
      expect((await fromConfig.get('documents', 'demo/config.jpg')).toString()).toBe('ok');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
