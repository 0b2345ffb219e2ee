/**
 * The environment the server's process starts with: the caller's, plus at most two glibc malloc arenas unless
 * the operator set MALLOC_ARENA_MAX. Image work on libvips' threads beside the OCR threads otherwise leaves each
 * thread an arena of freed memory never handed back: 40 photos read two at a time peaked at 1,024 MB RSS, and
 * at 818 MB with two arenas, at the same speed. glibc reads it as a process starts, so it is set for the
 * server's process by whatever starts it (the supervisor, the browser tests' server, `npm run bench:tickets`).
 */
export function serverProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}
