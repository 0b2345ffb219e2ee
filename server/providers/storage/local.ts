import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import type { StorageProvider } from './types';

/** Files on local disk under <dataDir>/storage/<bucket>/<path>; nothing outside that folder is reachable. */
export class LocalStorage implements StorageProvider {
  constructor(private readonly root: string) {}

  private resolve(bucket: string, file: string): string {
    const base = path.resolve(this.root, bucket);
    const full = path.resolve(base, file);
    if (!/^[a-z0-9-]+$/.test(bucket) || !full.startsWith(base + path.sep)) {
      throw new AppError('BAD_REQUEST', 'Neispravna putanja fajla');
    }
    return full;
  }

  async put(bucket: string, file: string, data: Buffer) {
    const full = this.resolve(bucket, file);
    await mkdir(path.dirname(full), { recursive: true });
    // Write then rename: a reader never sees half a file, and a crash leaves only a temp file.
    const temp = `${full}.${process.pid}.tmp`;
    await writeFile(temp, data);
    await rename(temp, full);
  }

  async get(bucket: string, file: string) {
    try {
      return await readFile(this.resolve(bucket, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new AppError('NOT_FOUND', 'Fajl nije pronađen');
      throw error;
    }
  }

  async delete(bucket: string, file: string) {
    await rm(this.resolve(bucket, file), { force: true });
  }

  async exists(bucket: string, file: string) {
    return stat(this.resolve(bucket, file)).then(
      () => true,
      () => false,
    );
  }
}
