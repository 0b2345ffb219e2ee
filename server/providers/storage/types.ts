/** Where uploaded files live: a bucket and a path inside it ("documents", "demo/1732270000000.jpg"). */
export interface StorageProvider {
  put(bucket: string, path: string, data: Buffer, contentType: string): Promise<void>;
  get(bucket: string, path: string): Promise<Buffer>;
  delete(bucket: string, path: string): Promise<void>;
  exists(bucket: string, path: string): Promise<boolean>;
  /**
   * Removes half-written files a crash left behind (stores that write through a temporary file), older than
   * `before`; answers how many. Stores that write atomically have none and leave this out.
   */
  removeStaleTemporaries?(bucket: string, before: Date): Promise<number>;
}
