import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { readJsonBody } from '../../lib/json-body';
import { signedInUser } from './session-user';
import { setSettleEmail } from './settle-email';

/** POST /api/settle-email: the signed-in user's opt-in to an e-mail when a ticket settles. */
export function accountRoutes(services: AppServices) {
  const app = new Hono<Env>();

  app.post('/settle-email', async (c) => {
    const user = await signedInUser(c.var.ctx);
    const { enabled } = await readJsonBody(c, z.object({ enabled: z.boolean() }));
    await setSettleEmail(services.db, user.id, enabled);
    return c.json({ enabled });
  });

  return app;
}
