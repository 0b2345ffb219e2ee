import type { Leg } from '../tickets/types';
import { isFootball } from './leg-chance';
import { playedOn } from './model/history';
import { ratings } from './model/ratings';
import { teamKey } from './model/team-names';
import { settleLeg, type Settlement } from './settle-leg';

/** A leg whose match was played before the day of the analysis: not forecast, settled when its result is known. */
export interface PlayedLeg {
  /** ISO date the ticket gives for the match. */
  date: string;
  /** The final score, home first ("2:1"), and the half-time one, when the data has the result. */
  score?: string;
  halfTime?: string;
  /** How the bet came out; absent when the result is unknown or the score cannot settle this bet. */
  outcome?: Settlement;
}

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;
const key = (name: string) => ratings()?.team(name)?.key ?? teamKey(name);

/**
 * Whether the leg's match was already played on `today`: the ticket prints its date and that day is over. Its
 * result comes from the results the product holds (shipped and fetched), by the same club keys as the model's.
 */
export function playedLeg(leg: Leg, today: Date): PlayedLeg | null {
  const date = ISO_DAY.exec(leg.kickoff ?? '')?.[1];
  if (!date || date >= today.toISOString().slice(0, 10)) return null;
  if (!isFootball(leg) || !leg.away) return { date };
  const match = playedOn(key(leg.home), key(leg.away), date);
  if (!match) return { date };
  const halfTime = match.hthg != null && match.htag != null ? `${match.hthg}:${match.htag}` : undefined;
  const outcome = leg.parsed ? settleLeg(leg.parsed, match) : null;
  return {
    date: match.date,
    score: `${match.hg}:${match.ag}`,
    ...(halfTime ? { halfTime } : {}),
    ...(outcome ? { outcome } : {}),
  };
}
