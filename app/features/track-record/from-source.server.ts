import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A server module loaded from the source the API runs rather than from the app's server bundle. The analysis
 * reads its data files (club names, shipped results) beside its source (server/data/football), which a copy
 * bundled into build/server cannot find; loaded this way, a loader settles legs with the very modules (and
 * in-memory caches) the API uses. The process runs from the repository's root: server/serve.ts loads the build
 * by the same relative path.
 */
export function fromSource<T>(file: string): Promise<T> {
  return import(/* @vite-ignore */ pathToFileURL(path.resolve(file)).href) as Promise<T>;
}
