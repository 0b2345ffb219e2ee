import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { AppError } from '../../lib/app-error';
import type { StorageProvider } from './types';

export interface S3StorageOptions {
  /** Origin of the S3 API, e.g. `http://storage:9000` (MinIO); a path prefix is kept. */
  endpoint: string;
  region: string;
  /** The real bucket that the app's logical bucket `documents` maps to. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per-request time limit; 15 s unless a test wants less. */
  timeoutMs?: number;
}

/** The one logical bucket the app uses; S3_BUCKET says which real bucket holds it. */
const LOGICAL_BUCKET = 'documents';
const BUCKET_NAME = /^[a-z0-9-]+$/;
// Control characters and backslashes have no place in the app's keys ("demo/1732270000000.jpg").
// eslint-disable-next-line no-control-regex
const BAD_KEY_CHARS = /[\u0000-\u001f\u007f\\]/;

/** RFC 3986 encoding of one path segment: what S3 uses for the canonical URI, so wire and signature agree. */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const EMPTY_SHA256 = sha256Hex('');

/**
 * S3-compatible object storage (AWS S3, MinIO …) over plain fetch, signed with SigV4 by aws4fetch. Path-style
 * addressing (`<endpoint>/<bucket>/<key>`), as MinIO expects. Keys are checked like LocalStorage checks paths:
 * no `..` or `.` segments, no absolute or empty paths, so a key never names something outside its bucket.
 */
export class S3Storage implements StorageProvider {
  private readonly client: AwsClient;
  private readonly endpoint: string;
  private readonly bucket: string;
  private readonly timeoutMs: number;

  constructor(options: S3StorageOptions) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    this.bucket = options.bucket;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      // aws4fetch retries 5xx and 429 ten times by default; two quick retries are enough within one time limit.
      retries: 2,
    });
  }

  /** The object's URL, or BAD_REQUEST before any request when the bucket or path is not acceptable. */
  private url(bucket: string, file: string): string {
    const segments = file.split('/');
    if (
      !BUCKET_NAME.test(bucket) ||
      !file ||
      BAD_KEY_CHARS.test(file) ||
      segments.some((s) => s === '' || s === '.' || s === '..')
    ) {
      throw new AppError('BAD_REQUEST', 'upload.badPath');
    }
    const real = bucket === LOGICAL_BUCKET ? this.bucket : bucket;
    return `${this.endpoint}/${encodeSegment(real)}/${segments.map(encodeSegment).join('/')}`;
  }

  private async request(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    url: string,
    what: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256,
    };
    if (contentType) headers['content-type'] = contentType;
    try {
      return await this.client.fetch(url, {
        method,
        headers,
        // A copy typed over a plain ArrayBuffer, which fetch's BodyInit accepts (a Buffer may share a pool).
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // Only the method, the object and the cause: never the credentials.
      const cause = error instanceof Error ? error.message : String(error);
      throw new Error(`S3 ${method} ${what} failed: ${cause}`, { cause: error });
    }
  }

  /** An Error naming the status and the S3 error code (from the XML body, or MinIO's header for HEAD). */
  private async failure(method: string, what: string, res: Response): Promise<Error> {
    const text = method === 'HEAD' ? '' : await res.text().catch(() => '');
    const code =
      errorCode(text) ?? res.headers.get('x-minio-error-code') ?? res.headers.get('x-amz-error-code');
    const safeCode = code?.replace(/[^A-Za-z0-9.]/g, '').slice(0, 64);
    return new Error(`S3 ${method} ${what} failed: ${res.status}${safeCode ? ` ${safeCode}` : ''}`);
  }

  async put(bucket: string, file: string, data: Buffer, contentType: string) {
    const url = this.url(bucket, file);
    const res = await this.request('PUT', url, `${bucket}/${file}`, data, contentType);
    if (!res.ok) throw await this.failure('PUT', `${bucket}/${file}`, res);
    await res.body?.cancel();
  }

  async get(bucket: string, file: string) {
    const url = this.url(bucket, file);
    const res = await this.request('GET', url, `${bucket}/${file}`);
    if (res.status === 404) {
      const error = await this.failure('GET', `${bucket}/${file}`, res);
      // A missing bucket is a configuration problem, not a missing file.
      if (!error.message.endsWith('NoSuchBucket')) throw new AppError('NOT_FOUND', 'upload.fileNotFound');
      throw error;
    }
    if (!res.ok) throw await this.failure('GET', `${bucket}/${file}`, res);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(bucket: string, file: string) {
    const url = this.url(bucket, file);
    const res = await this.request('DELETE', url, `${bucket}/${file}`);
    // S3 answers 204 for a key that does not exist; some compatible stores answer 404 NoSuchKey instead.
    if (res.ok) return void (await res.body?.cancel());
    const error = await this.failure('DELETE', `${bucket}/${file}`, res);
    if (res.status === 404 && error.message.endsWith('NoSuchKey')) return;
    throw error;
  }

  async exists(bucket: string, file: string) {
    const url = this.url(bucket, file);
    const res = await this.request('HEAD', url, `${bucket}/${file}`);
    await res.body?.cancel();
    if (res.ok) return true;
    // A HEAD answer has no body; MinIO names the error in a header, so a missing bucket still shows.
    if (res.status === 404 && res.headers.get('x-minio-error-code') !== 'NoSuchBucket') return false;
    // Wrong credentials or an unreachable bucket must not look like "no such file".
    throw await this.failure('HEAD', `${bucket}/${file}`, res);
  }
}

/** `<Error><Code>NoSuchKey</Code>…</Error>` → "NoSuchKey". */
function errorCode(xml: string): string | undefined {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1];
}
