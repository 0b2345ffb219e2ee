import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { StorageProvider } from './types';

export type { StorageProvider } from './types';

export function createStorage(config: Config): StorageProvider {
  if (config.STORAGE_PROVIDER === 's3') {
    throw new Error('STORAGE_PROVIDER=s3 is not available in this build yet; use the local store');
  }
  return new LocalStorage(path.join(config.dataDir, 'storage'));
}
