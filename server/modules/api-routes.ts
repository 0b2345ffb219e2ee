import { Hono } from 'hono';
import { availableParallelism } from 'node:os';
import type { AppServices, Env } from '../context';
import { reportRoutes } from './reports/routes';
import { defaultPipeline } from './reports/default-pipeline';
import { uploadRoutes } from './uploads/routes';
import { UPLOAD_BUCKET } from './uploads/bucket';
import { billingRoutes } from './billing/routes';
import { generatorRoutes } from './generator/routes';
import { accountRoutes } from './accounts/routes';

/**
 * The API of the domain modules that have one (uploads, billing, generator, accounts, reports), mounted under /api.
 * Each exports `<domain>Routes(services, …)` from its `routes.ts`, a Hono sub-app whose paths are the
 * specification's function names (`/process-ocr`, `/check-subscription` …); what a module needs beyond the
 * services (the storage, the report pipeline and its limits) is handed in here. `server/app.ts` mounts the
 * auth routes (`server/auth/routes.ts`) and the site's robots.txt and sitemap (`seo/routes.ts`) itself.
 */
export function apiRoutes(services: AppServices) {
  const api = new Hono<Env>();
  api.get('/status', (c) => c.json({ ok: true, testMode: services.testMode }));
  api.route('/', uploadRoutes(services, services.storage));
  api.route('/', billingRoutes(services));
  api.route('/', generatorRoutes(services));
  api.route('/', accountRoutes(services));
  api.route(
    '/',
    reportRoutes(services, {
      pipeline: defaultPipeline(services),
      readStoredFile: (path) => services.storage.get(UPLOAD_BUCKET, path),
      deleteStoredFile: (path) => services.storage.delete(UPLOAD_BUCKET, path),
      photoConcurrency: Math.max(1, Math.min(4, availableParallelism())),
      photoQueueCapacity: 50,
    }),
  );
  return api;
}
