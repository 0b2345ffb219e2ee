// Preloaded into the server by `npm run bench:load` (with --expose-gc), never in production: on SIGUSR2 it runs
// a full garbage collection and prints the memory the process still holds, so the benchmark compares what is
// kept rather than how much garbage V8 happened to leave uncollected at that moment.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ gcProbe: { rss, heapUsed, external } })}\n`);
});
