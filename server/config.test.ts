import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, parseConfig, providerChoices } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('runs on embedded defaults with nothing set, keeping a generated secret in the data folder', () => {
    const dir = dataDir();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ DATA_DIR: dir, PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(providerChoices(config)).toMatchObject({
      database: 'pglite',
      ocr: 'tesseract',
      payments: 'local',
      email: 'outbox',
    });
    expect(config.AUTH_SECRET).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(config.AUTH_SECRET);
    expect(parseConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(config.AUTH_SECRET);
  });

  it('lists every problem at once, readably', () => {
    let message = '';
    try {
      parseConfig({ DATA_DIR: dataDir(), PORT: 'abc', OCR_PROVIDER: 'magic', PAYMENTS_PROVIDER: 'stripe' });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    expect(message).toContain('Invalid configuration:');
    expect(message).toContain('- PORT:');
    expect(message).toContain('- OCR_PROVIDER:');
    expect(message).toContain('- STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe');
    expect(message).toContain('- STRIPE_WEBHOOK_SECRET: is required when PAYMENTS_PROVIDER=stripe');
  });

  it('requires an explicit secret in production', () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: is required when NODE_ENV=production/,
    );
    expect(
      parseConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        ALLOW_TEST_PAYMENTS: 'true',
      }).NODE_ENV,
    ).toBe('production');
  });

  it('refuses to run production on the local test processor (anyone could pay with 4242) unless staging says so', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => parseConfig(production)).toThrow(
      /PAYMENTS_PROVIDER: the local test processor .*ALLOW_TEST_PAYMENTS=true/,
    );
    expect(() => parseConfig({ ...production, PAYMENTS_PROVIDER: 'local' })).toThrow(ConfigError);
    expect(parseConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).PAYMENTS_PROVIDER).toBe('local');
    const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' };
    expect(parseConfig({ ...production, PAYMENTS_PROVIDER: 'stripe', ...stripe }).PAYMENTS_PROVIDER).toBe(
      'stripe',
    );
    // Outside production the local processor is the zero-setup default.
    expect(parseConfig({ DATA_DIR: dataDir() }).PAYMENTS_PROVIDER).toBe('local');
  });

  it('answers external APIs from the stand-ins (MOCKS) in development only, never in production', () => {
    expect(parseConfig({ DATA_DIR: dataDir(), MOCKS: 'true' }).MOCKS).toBe(true);
    expect(parseConfig({ DATA_DIR: dataDir() }).MOCKS).toBe(false);
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      ALLOW_TEST_PAYMENTS: 'true',
    };
    expect(() => parseConfig({ ...production, MOCKS: 'true' })).toThrow(/MOCKS: .*never in production/);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('API-Football results (API_SPORTS_KEY)', () => {
  it('is off without a key, asks the real host by default and refuses a base URL that is not one', async () => {
    const { createResultsProviders } = await import('./providers/results');
    const { createLogger } = await import('./lib/logger');
    const logger = createLogger('silent');
    const dir = dataDir();
    const plain = parseConfig({ DATA_DIR: dir });
    expect(plain.API_SPORTS_BASE_URL).toBe('https://v3.football.api-sports.io');
    expect(createResultsProviders(plain, logger).map((p) => p.name)).not.toContain('api-sports');
    const keyed = parseConfig({ DATA_DIR: dir, API_SPORTS_KEY: 'k' });
    expect(createResultsProviders(keyed, logger).map((p) => p.name)).toContain('api-sports');
    expect(() => parseConfig({ DATA_DIR: dir, API_SPORTS_BASE_URL: 'not a url' })).toThrow(
      /API_SPORTS_BASE_URL/,
    );
  });
});

describe('keyless results sources (RESULTS_OPEN_DATA)', () => {
  it('are on by default, so a server with internet access keeps itself current without a key, and can be turned off', async () => {
    const { createResultsProviders } = await import('./providers/results');
    const { createLogger } = await import('./lib/logger');
    const logger = createLogger('silent');
    const dir = dataDir();
    const plain = parseConfig({ DATA_DIR: dir });
    // Only sources whose licence allows a commercial product (openfootball/football.json, CC0).
    expect(createResultsProviders(plain, logger).map((p) => p.name)).toEqual(['openfootball']);
    expect(plain.OPENFOOTBALL_BASE_URL).toBe(
      'https://raw.githubusercontent.com/openfootball/football.json/master',
    );
    const off = parseConfig({ DATA_DIR: dir, RESULTS_OPEN_DATA: 'false' });
    expect(createResultsProviders(off, logger)).toEqual([]);
  });
});
