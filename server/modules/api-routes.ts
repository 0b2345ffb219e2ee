import { Hono } from 'hono';
import type { AppServices } from '../context';

/**
 * The API of every domain module, mounted under /api. Each module exports `routes(services)`, a Hono
 * sub-app whose paths are the specification's function names (`/process-ocr`, `/check-subscription` …).
 */
export function apiRoutes(services: AppServices) {
  const api = new Hono();
  api.get('/status', (c) => c.json({ ok: true, testMode: services.testMode }));
  return api;
}
