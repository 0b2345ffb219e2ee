import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../server/config';
import { closeServices, createServices } from '../server/services';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-seed-users-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run seed:users -- …` as an operator runs it, on a database of its own. */
function seed(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-users.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}
const printedPassword = (out: string) =>
  /Password of these accounts \(shown only now\): (\S+)/.exec(out)?.[1];

describe('npm run seed:users', () => {
  it('gives the sample accounts a password made for this run and printed once, or the one given; never a fixed one', async () => {
    const first = seed('2', 'prvi-');
    expect(first.status, first.err).toBe(0);
    const second = seed('1', 'drugi-');
    expect(second.status, second.err).toBe(0);
    const given = seed('1', 'zadati-', '--password', 'Staging-lozinka-7');
    expect(given.status, given.err).toBe(0);
    expect(given.out).not.toContain('Staging-lozinka-7');
    expect(given.out).not.toContain('Password of these accounts');

    const p1 = printedPassword(first.out);
    const p2 = printedPassword(second.out);
    expect(p1).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(p2).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(p1).not.toBe(p2);
    expect(first.out.split(p1!)).toHaveLength(2);

    const services = await createServices(
      parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development' }),
    );
    try {
      const signIn = (email: string, password: string) =>
        services.auth.api.signInEmail({ body: { email, password } }).then(
          () => true,
          () => false,
        );
      expect(await signIn('prvi-1@example.com', p1!)).toBe(true);
      expect(await signIn('prvi-2@example.com', p1!)).toBe(true);
      expect(await signIn('drugi-1@example.com', p2!)).toBe(true);
      expect(await signIn('zadati-1@example.com', 'Staging-lozinka-7')).toBe(true);
      for (const email of ['prvi-1@example.com', 'drugi-1@example.com', 'zadati-1@example.com'])
        expect(await signIn(email, 'tajna123'), email).toBe(false);
    } finally {
      await closeServices(services);
    }
  }, 180_000);

  it('refuses a too short or missing --password with its usage line', () => {
    for (const args of [
      ['1', '--password', 'kratka'],
      ['1', '--password'],
    ]) {
      const run = seed(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.err).toContain('usage: npm run seed:users -- <count 1–10000> [e-mail prefix] [--password');
    }
  });
});
