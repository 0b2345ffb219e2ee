import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readPick, unambiguousCode } from './picks';
import { inferSport } from './sport';
import { forSport } from './structure-ticket-text';
import type { Leg } from './types';

/** Most legs a ticket may have (the largest system tickets of the region's shops have 30). */
export const MAX_LEGS = 30;

/** A leg as the user confirmed or corrected it on the review screen. */
export const confirmedLegSchema = z.object({
  home: z.string().trim().min(1).max(100),
  away: z.string().trim().max(100).default(''),
  pick: z.string().trim().min(1).max(40),
  odds: z.number().gt(1).lt(1000),
  league: z.string().trim().max(120).optional(),
  kickoff: z.string().trim().max(40).optional(),
});

export const confirmedLegsSchema = z.array(confirmedLegSchema).min(1).max(MAX_LEGS);

export type ConfirmedLeg = z.infer<typeof confirmedLegSchema>;

/**
 * The user's legs → legs to analyse. Every pick must be one the analysis understands; one it does not is
 * refused with its text, so the user can write it another way instead of getting a report that guesses.
 */
export function toConfirmedLegs(input: ConfirmedLeg[]): Leg[] {
  return input.map((l, i) => {
    const leg = legOf(l);
    if (!leg)
      throw new AppError('UNPROCESSABLE', 'tickets.unknownPick', { values: { pick: l.pick, leg: i + 1 } });
    return leg;
  });
}

/**
 * A leg from its fields as someone other than the reader gave them (the user, a language model), or null when
 * the analysis does not understand its pick.
 */
export function legOf(l: Omit<ConfirmedLeg, 'away'> & { away?: string }): Leg | null {
  const pick = readPick(l.pick);
  if (!pick) return null;
  const leg: Leg = {
    home: l.home,
    away: l.away ?? '',
    ...(l.league ? { league: l.league } : {}),
    ...(l.kickoff ? { kickoff: l.kickoff } : {}),
    market: pick.market,
    pick: pick.code,
    odds: Math.round(l.odds * 100) / 100,
    parsed: pick.parsed,
  };
  const sport = inferSport(leg, [l.league, l.pick].filter(Boolean).join(' '));
  // A confirmed tennis leg's "2:0" is set betting and its total is of games, as when the reader read it.
  return forSport({ ...leg, sport }, sport);
}

/**
 * A read leg as the review screen shows it (and sends back once confirmed). A leg whose code means different
 * things at different bookmakers comes with `choices`: a code for each reading that reads back as exactly that
 * reading, the shown one first; `flags` say why a leg is marked.
 */
export function toReviewLeg(
  leg: Leg,
): ConfirmedLeg & { unsure: string[]; choices?: string[]; flags?: string[] } {
  const choices = leg.alternatives?.length
    ? [leg.parsed, ...leg.alternatives].flatMap((p) => {
        const code = p && unambiguousCode(p);
        return code ? [code] : [];
      })
    : [];
  return {
    home: leg.home,
    away: leg.away,
    pick: choices.length && leg.unsure?.includes('pick') ? choices[0] : leg.pick,
    odds: leg.odds,
    ...(leg.league ? { league: leg.league } : {}),
    ...(leg.kickoff ? { kickoff: leg.kickoff } : {}),
    unsure: leg.unsure ?? [],
    ...(choices.length > 1 ? { choices } : {}),
    ...(leg.flags?.length ? { flags: leg.flags } : {}),
  };
}
