import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerBuild } from 'react-router';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { providerChoices, type Config } from './config';
import { pino } from 'pino';
import { createLogger } from './lib/logger';
import { createServices, closeServices } from './services';
import { seedDatabase } from './seed';
import { createApp, type Env } from './app';
import { startRenewalJob } from './modules/billing/renewal-job';
import { releaseAllClaims, startUploadSweeper } from './modules/uploads/upload-ledger';
import { releaseAllVisitorHolds } from './lib/visitor-holds';
import { startResultsSchedule } from './modules/results/schedule';
import { NOT_FOR_SALE_AT_START, generatorForSale } from './modules/billing/for-sale';
import type { Hono } from 'hono';
import type { Connect } from 'vite';

const SHUTDOWN_GRACE_MS = 10_000;

export async function serveApp(config: Config, dev: boolean) {
  const logger = createLogger(config.LOG_LEVEL, productionLogOutput(config));
  logger.info({ providers: providerChoices(config), dataDir: config.dataDir }, 'starting');

  const services = await createServices(config, logger);
  await seedDatabase(services);
  const stopRenewals = startRenewalJob(services);
  if (!generatorForSale(services)) services.logger.warn(NOT_FOR_SALE_AT_START);
  // The embedded database has one process: every photo job it remembers died with the previous one, so their
  // owners may go again at once rather than after the claims lapse.
  if (services.dbHandle.kind === 'pglite') {
    await releaseAllClaims(services.db);
    await releaseAllVisitorHolds(services.db);
  }
  const stopSweeper = startUploadSweeper(services);
  // Results stored in the database reach the ratings now and whenever more arrive (server/modules/results).
  const results = startResultsSchedule(services);
  // The rating model and results index load now, not on the first visitor's report.
  services.analysis.warm();
  // So do the OCR workers, in the background: the first photo should not wait seconds for the models. Not in
  // dev or test runs, where most starts never read a photo and the cores are better spent elsewhere.
  if (!dev && config.NODE_ENV !== 'test')
    services.ocr
      .warm()
      .then(() => logger.info({ provider: config.OCR_PROVIDER }, 'OCR ready'))
      .catch((err: unknown) => logger.error({ err }, 'OCR warm-up failed'));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let assets: ((app: Hono<Env>) => void) | undefined;
  let viteMiddleware: Connect.Server | undefined;
  if (dev) {
    const vite = await import('vite');
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
    viteMiddleware = server.middlewares;
    build = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverBuild = path.resolve('build/server/index.js');
    if (!existsSync(serverBuild))
      throw new Error('No build found: run `npm run build` (npm start does it for you).');
    build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    assets = (app) => {
      app.use(
        '/assets/*',
        serveStatic({
          root: './build/client',
          onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
        }),
      );
      // The other public files (favicon…) are known at start: a page request then costs no file-system lookup.
      const publicFiles = new Set(
        readdirSync('build/client', { recursive: true, encoding: 'utf8' })
          .filter(
            (file) => !/^assets([/\\]|$)/.test(file) && statSync(path.join('build/client', file)).isFile(),
          )
          .map((file) => `/${file.split(path.sep).join('/')}`),
      );
      const publicFile = serveStatic({
        root: './build/client',
        onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600'),
      });
      app.use('*', (c, next) => (publicFiles.has(c.req.path) ? publicFile(c, next) : next()));
    };
  }

  const app = createApp({ services, build, assets, dev });
  const server = serve(
    {
      fetch: app.fetch,
      port: config.PORT,
      hostname: config.HOST,
      ...(viteMiddleware
        ? {
            createServer: (await import('node:http')).createServer,
            serverOptions: {},
          }
        : {}),
    },
    (info) => logger.info({ url: `http://localhost:${info.port}`, port: info.port }, 'listening'),
  );
  if (viteMiddleware) {
    // Vite answers its own module requests first; everything else goes to Hono.
    const listeners = server.listeners('request') as ((req: unknown, res: unknown) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req, res) =>
      viteMiddleware!(req, res, () => listeners.forEach((l) => l(req, res))),
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    stopRenewals();
    stopSweeper();
    results.stop();
    server.close(async () => {
      await closeServices(services).catch((err) => logger.error({ err }, 'close failed'));
      clearTimeout(force);
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open until the grace period.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * In production the log lines leave in blocks of 4 KB, written off the request path: a write per access line
 * cost a sixth of a cached page's CPU. The block is also written every second, so a quiet server's lines are not
 * held back, and pino writes what is left when the process exits.
 */
function productionLogOutput(config: Config) {
  if (config.NODE_ENV !== 'production') return undefined;
  const output = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => output.flush(), 1000).unref();
  return output;
}
