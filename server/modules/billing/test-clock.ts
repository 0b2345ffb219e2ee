import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { readJsonBody } from '../../lib/json-body';
import { runLocalRenewals } from './renewal-job';

const DAY_MS = 86_400_000;
const body = z.object({ days: z.number().min(0).max(400) });

/**
 * The local processor's test clock (what Stripe's test clocks are for): runs the renewal job as it would run
 * `days` from now, so a browser journey sees a period end (renewal, failed renewal, end of a cancelled
 * subscription) without waiting for it. Mounted only with the local processor and outside production, like the
 * development mail viewer; it moves every due subscription, as the real job would at that moment.
 */
export function testClockRoutes(services: AppServices) {
  const app = new Hono<Env>();
  app.post('/local-pay/test-clock', async (c) => {
    const { days } = await readJsonBody(c, body);
    const processed = await runLocalRenewals(services, new Date(Date.now() + days * DAY_MS));
    return c.json({ processed });
  });
  return app;
}
