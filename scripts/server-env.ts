/**
 * The environment the server's process starts with: the caller's, plus two glibc malloc settings unless the
 * operator set them. Photos are read on libvips' and the OCR's threads, in buffers of megabytes: with glibc's
 * defaults each thread keeps an arena of freed memory, and once large buffers were freed glibc raises its mmap
 * threshold, so later ones come from those arenas and are never handed back. At most two arenas, and buffers
 * from 128 KiB up always mapped (and unmapped when freed): 50 dev photos read two at a time peaked at 870–902 MB
 * RSS with two arenas alone, and at 719–730 MB with both, at the same speed. glibc reads them
 * as a process starts, so they are set for the server's process by whatever starts it (the supervisor, the
 * browser tests' server, `npm run bench:tickets`).
 */
const MALLOC_DEFAULTS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export function serverProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...MALLOC_DEFAULTS, ...env };
}
