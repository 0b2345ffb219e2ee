import { and, eq, gte, isNotNull, isNull, ne } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { user } from '../../db/schema/auth';
import { ocrResults } from '../../db/schema/reports';
import { settleAnnouncements } from '../../db/schema/results';
import { formatDate } from '../../common/format';
import { isLang, type Lang } from '../../common/lang';
import { mailText } from '../../common/messages';
import rs from '../../common/messages/rs.json';
import hr from '../../common/messages/hr.json';
import { createTranslator } from '../../common/translate';
import type { Mail } from '../../providers/email';
import { playedLeg } from '../analysis/played-legs';
import type { Settlement } from '../analysis/settle-leg';
import type { TicketStructure } from '../tickets/types';

/** A ticket still unsettled this long after its analysis is no longer looked at (its legs may never settle). */
const LOOK_BACK_DAYS = 60;
const DAY_MS = 86_400_000;

export type AnnounceDeps = Pick<AppServices, 'db' | 'analysis' | 'email' | 'logger' | 'config'>;

interface SettledLeg {
  match: string;
  pick: string;
  state: Settlement;
  score?: string;
  halfTime?: string;
}

/** A ticket whose every leg is settled: lost when a leg lost, else won (every leg won or had its stake back). */
interface SettledTicket {
  outcome: 'won' | 'lost';
  legs: SettledLeg[];
  /** The day of its last match. */
  lastDay: string;
}

/** The ticket's legs settled by the results the process holds now; null while one is still pending. */
function settledTicket(
  deps: Pick<AnnounceDeps, 'analysis'>,
  ticket: unknown,
  now: Date,
  analysedAt: Date,
): SettledTicket | null {
  const legs = (ticket as TicketStructure | null)?.legs;
  if (!Array.isArray(legs) || !legs.length) return null;
  const settled: SettledLeg[] = [];
  let lastDay = '';
  for (const leg of legs) {
    const played = playedLeg(deps.analysis, leg, now, analysedAt);
    if (!played?.outcome) return null;
    settled.push({
      match: leg.away ? `${leg.home} – ${leg.away}` : leg.home,
      pick: leg.pick,
      state: played.outcome,
      ...(played.score ? { score: played.score } : {}),
      ...(played.halfTime ? { halfTime: played.halfTime } : {}),
    });
    if (played.date > lastDay) lastDay = played.date;
  }
  const outcome = settled.some((l) => l.state === 'lost') ? 'lost' : 'won';
  return { outcome, legs: settled, lastDay };
}

const TEXTS = {
  rs: createTranslator('rs', rs.mail.ticketSettled),
  hr: createTranslator('hr', hr.mail.ticketSettled),
};

/** The settle e-mail in `lang`: the ticket's outcome, each leg's score and outcome, the report and the opt-out. */
export function settleMail(
  to: string,
  lang: Lang,
  ticket: Pick<SettledTicket, 'outcome' | 'legs'>,
  report: { id: string; createdAt: Date; isUnlocked: boolean },
  publicUrl: string,
): Mail {
  const { t } = TEXTS[lang];
  const legs = ticket.legs
    .map((l) =>
      t('leg', {
        match: l.match,
        pick: l.pick,
        score: l.halfTime ? t('halfTime', { score: l.score ?? '', halfTime: l.halfTime }) : (l.score ?? '–'),
        state: t(`states.${l.state}`),
      }),
    )
    .join('\n');
  const url = report.isUnlocked
    ? `${publicUrl}/report/${report.id}`
    : `${publicUrl}/report-preview?id=${report.id}`;
  return {
    to,
    ...mailText(lang, 'ticketSettled', {
      date: formatDate(lang, report.createdAt),
      outcome: t(`outcomes.${ticket.outcome}`),
      legs,
      url,
      account: `${publicUrl}/account`,
    }),
  };
}

/**
 * Sends one e-mail for each ticket that has settled since its owner turned the settle e-mails on (the account
 * page's opt-in), in the language the ticket was analysed in. Runs after each results update; a ticket is
 * announced by whichever process first inserts its `settle_announcements` row, so two copies of the server (or
 * a second run) never mail it twice. A mail that cannot be sent gives its row back, so a later run tries again.
 * Returns how many were sent.
 */
export async function announceSettledTickets(deps: AnnounceDeps, now = new Date()): Promise<number> {
  const { db, logger } = deps;
  const candidates = await db
    .select({
      id: ocrResults.id,
      createdAt: ocrResults.createdAt,
      isUnlocked: ocrResults.isUnlocked,
      language: ocrResults.language,
      ticket: ocrResults.structuredData,
      email: user.email,
      from: user.settleEmailsFrom,
    })
    .from(ocrResults)
    .innerJoin(user, eq(user.id, ocrResults.userId))
    .leftJoin(settleAnnouncements, eq(settleAnnouncements.reportId, ocrResults.id))
    .where(
      and(
        isNotNull(user.settleEmailsFrom),
        isNull(settleAnnouncements.reportId),
        ne(ocrResults.source, 'generator'),
        gte(ocrResults.createdAt, new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const row of candidates) {
    const ticket = settledTicket(deps, row.ticket, now, row.createdAt);
    // Tickets that were over before the user asked for these mails are not announced.
    if (!ticket || !row.from || ticket.lastDay < row.from.toISOString().slice(0, 10)) continue;
    const claimed = await db
      .insert(settleAnnouncements)
      .values({ reportId: row.id, outcome: ticket.outcome, announcedAt: now })
      .onConflictDoNothing()
      .returning({ reportId: settleAnnouncements.reportId });
    if (!claimed.length) continue;
    const lang = isLang(row.language) ? row.language : 'rs';
    try {
      await deps.email.send(settleMail(row.email, lang, ticket, row, deps.config.PUBLIC_URL));
      sent++;
    } catch (err) {
      logger.error({ err, report: row.id }, 'settle e-mail could not be sent; tried again on the next run');
      await db.delete(settleAnnouncements).where(eq(settleAnnouncements.reportId, row.id));
    }
  }
  if (sent) logger.info({ sent }, 'settled tickets announced by e-mail');
  return sent;
}
