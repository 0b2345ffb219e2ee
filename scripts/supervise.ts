// The production process: runs the server (server/main.ts) as a child and starts it again when it dies, so a
// fatal error (an uncaught exception, the embedded database's thread dying, the kernel's OOM killer) costs
// seconds of downtime instead of leaving the site down. SIGTERM and SIGINT are passed on for a graceful stop.
// A server that keeps dying at once (5 exits within a minute: a bad configuration, a port in use) is not
// restarted for ever: the supervisor exits with its code, for the container's restart policy or the operator.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverProcessEnv } from './server-env';

const entry = path.resolve(import.meta.dirname, '../server/main.ts');
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES = 5;

let child: ChildProcess | null = null;
let stopping = false;
const crashes: number[] = [];

function start() {
  child = fork(entry, process.argv.slice(2), {
    execArgv: ['--import', 'tsx'],
    env: serverProcessEnv(),
  });
  child.once('exit', (code, signal) => {
    child = null;
    if (stopping) process.exit(code ?? 0);
    // A clean exit that nobody asked for is still an outage: start again.
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && now - crashes[0] > CRASH_WINDOW_MS) crashes.shift();
    console.error(
      JSON.stringify({
        level: 50,
        time: now,
        msg: 'server exited; restarting',
        code,
        signal,
        recent: crashes.length,
      }),
    );
    if (crashes.length >= MAX_CRASHES) {
      console.error(JSON.stringify({ level: 60, time: now, msg: 'server keeps exiting; giving up' }));
      process.exit(code || 1);
    }
    // Back off a little more after each recent crash: 0.5 s, 1 s, 2 s, 4 s.
    setTimeout(start, 250 * 2 ** crashes.length);
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(0);
  });
}

start();
