import { mkdir, readFile, readdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import type { StorageProvider } from './types';

/** Files on local disk under <dataDir>/storage/<bucket>/<path>; nothing outside that folder is reachable. */
export class LocalStorage implements StorageProvider {
  constructor(private readonly root: string) {}

  private bucketDir(bucket: string): string {
    if (!/^[a-z0-9-]+$/.test(bucket)) throw new AppError('BAD_REQUEST', 'upload.badPath');
    return path.resolve(this.root, bucket);
  }

  private resolve(bucket: string, file: string): string {
    const base = this.bucketDir(bucket);
    const full = path.resolve(base, file);
    if (!full.startsWith(base + path.sep)) throw new AppError('BAD_REQUEST', 'upload.badPath');
    return full;
  }

  async put(bucket: string, file: string, data: Buffer) {
    const full = this.resolve(bucket, file);
    await mkdir(path.dirname(full), { recursive: true });
    // Write then rename: a reader never sees half a file. A failed write removes its temporary file; one a
    // crash left is removed by the upload sweeper (removeStaleTemporaries).
    const temp = `${full}.${process.pid}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, full);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async removeStaleTemporaries(bucket: string, before: Date) {
    const base = this.bucketDir(bucket);
    const names = await readdir(base, { recursive: true }).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.tmp'))) {
      const file = path.join(base, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && info.mtime < before) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async get(bucket: string, file: string) {
    try {
      return await readFile(this.resolve(bucket, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new AppError('NOT_FOUND', 'upload.fileNotFound');
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
