// Completes package-lock.json with the other platforms' optional binaries (rollup, Tailwind's oxide, the import
// resolver …) that the registry this lock was made against lacks. `npm install` leaves them out of the lock,
// and `npm ci` then refuses the lock as out of sync on every machine. Each is written as npm itself writes a
// platform package: version, os/cpu/libc (read from the package name, which states them), optional, and dev
// when its parent is; npm ci skips them on other platforms and fetches them where they fit.
// Run after `npm install` changes the lock: node scripts/complete-lockfile.mjs  (idempotent); `--check` (in
// `npm run lint`) only fails when the lock lacks one.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  arm: 'arm',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
};

/** os, cpu and libc of a platform package, from its name (e.g. @rollup/rollup-linux-arm64-musl). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!cpu) return null;
  const libc =
    parts.includes('musl') || parts.some((p) => p.startsWith('musl'))
      ? 'musl'
      : parts.includes('gnu') || parts.some((p) => p.startsWith('gnueabi'))
        ? 'glibc'
        : null;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) };
}

/** Where node would find `dep` from the package at `location`, if the lock has it. */
function resolve(location, dep) {
  for (let at = location; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!at) return null;
  }
}

let added = 0;
for (const [location, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolve(location, dep)) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const at = packages[`node_modules/${dep}`] ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    packages[at] = { version, ...platform, ...(pkg.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
if (process.argv.includes('--check')) {
  if (added)
    console.error(
      `package-lock.json lacks ${added} platform packages: run node scripts/complete-lockfile.mjs`,
    );
  process.exit(added ? 1 : 0);
}
// In npm's own order, so a later `npm install` rewrites nothing.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform packages added`);
