import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { AppError } from '../../lib/app-error';
import { errorText, noticeText } from '../../common/messages';
import { readJsonBody } from '../../lib/json-body';
import { rateLimit } from '../../lib/rate-limit';
import { signedInUser } from '../accounts/session-user';
import { reportOwner } from '../accounts/guest-identity';
import { buildTicket, findTicket, storeTicket, unlockWithAllowance } from './generator';
import { maskTicket, STAKE_CURRENCIES } from './generated-ticket';
import { ticketPdf } from './ticket-pdf';

const body = z.object({
  sport: z.string().max(20),
  // The admin tester's names (balanced, risky) are the same types.
  ticketType: z.enum(['safe', 'mixed', 'surprise', 'balanced', 'risky']),
  stake: z.coerce.number().min(1, 'generator.minStake').max(1_000_000).default(10),
  currency: z.enum(STAKE_CURRENCIES).default('EUR'),
});
const TYPE = {
  safe: 'safe',
  mixed: 'mixed',
  balanced: 'mixed',
  surprise: 'surprise',
  risky: 'surprise',
} as const;
const EMPTY = {
  football: 'generator.noFootballMatches',
  basketball: 'generator.noBasketballMatches',
} as const;
const LIMIT = { name: 'generator:ip', limit: 40, windowSeconds: 600 };

/** POST /api/generate-real-ticket and the generated ticket's unlock and PDF. */
export function generatorRoutes(services: AppServices) {
  const app = new Hono<Env>();

  app.post('/generate-real-ticket', rateLimit(LIMIT, 'rateLimit.requests'), async (c) => {
    const { lang } = c.var.ctx;
    const { sport: asked, ticketType, stake, currency } = await readJsonBody(c, body);
    // Only a sport the fixtures source can find matches in (the wizard offers no other).
    const sport = services.odds.offers.find((s) => s === asked);
    if (!sport) return c.json({ success: false, message: noticeText(lang, 'comingSoon'), ticket: null });
    const ticket = await buildTicket(services, { sport, ticketType: TYPE[ticketType], stake, currency });
    if (!ticket)
      return c.json({
        success: false,
        message: errorText(lang, EMPTY[sport]),
        ticket: null,
        demo: services.odds.demo,
      });
    const user = await c.var.ctx.user();
    // The specification continues without the row when it cannot be written: the preview is still shown,
    // and "Preuzmi tiket" goes to a payment page that says there is no ticket (docs/decisions/012).
    const id = await storeTicket(services.db, ticket, await reportOwner(c, user)).catch((error: unknown) => {
      services.logger.error({ err: error }, 'OCR creation error, proceeding with guest flow');
      return null;
    });
    return c.json({
      success: true,
      message: noticeText(lang, 'ticketGenerated'),
      ticket: { id, ...maskTicket(ticket) },
      demo: ticket.demo,
    });
  });

  app.post('/unlock-generated', async (c) => {
    const user = await signedInUser(c.var.ctx);
    const { ticket_id } = await readJsonBody(c, z.object({ ticket_id: z.string().max(64) }));
    // The browser records the unlock intent (funnel event unlock_intent); the allowance count is the ledger.
    const counted = await unlockWithAllowance(services.db, user, ticket_id);
    return c.json({ unlocked: true, generated_used: counted.used, generated_limit: counted.limit });
  });

  app.get('/generated-ticket/:id/pdf', async (c) => {
    const found = await findTicket(services.db, c.req.param('id'), await c.var.ctx.viewer());
    if (!found?.isUnlocked) throw new AppError('NOT_FOUND', 'generator.ticketNotFound');
    const pdf = await ticketPdf(found.ticket, found.id, c.var.ctx.lang);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="tiket-ai-${found.id.slice(0, 8)}.pdf"`,
    });
  });
  return app;
}
