import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { StorageProvider } from './types';

export type { StorageProvider } from './types';

export function createStorage(config: Config): StorageProvider {
  if (config.STORAGE_PROVIDER === 's3') {
    // parseConfig requires the endpoint and both keys when STORAGE_PROVIDER=s3.
    return new S3Storage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new LocalStorage(path.join(config.dataDir, 'storage'));
}
