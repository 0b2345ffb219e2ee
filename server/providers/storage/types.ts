/** Where uploaded files live: a bucket and a path inside it ("documents", "demo/1732270000000.jpg"). */
export interface StorageProvider {
  put(bucket: string, path: string, data: Buffer, contentType: string): Promise<void>;
  get(bucket: string, path: string): Promise<Buffer>;
  delete(bucket: string, path: string): Promise<void>;
  exists(bucket: string, path: string): Promise<boolean>;
}
