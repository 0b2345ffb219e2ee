import { ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ocrResults } from '../../db/schema/reports';
import type { AnalysisReport } from '../analysis/report-types';
import { playedLeg } from '../analysis/played-legs';
import type { AnalysisState } from '../analysis/model/analysis-state';
import type { AppServices } from '../../context';
import type { TicketStructure } from '../tickets/types';

/** One tenth of the chance scale (0–10 %, …, 90–100 %) with how its settled legs came out. */
export interface TrackRecordGroup {
  /** Lower bound in percent (0, 10, … 90); the group holds chances from it up to (not including) from + 10. */
  from: number;
  legs: number;
  /** Percent: the average chance we gave these legs. */
  averageChance: number;
  /** Percent of these legs that won. */
  wonShare: number;
}

/** How the chances the product gave came out, over every analysed leg that is settled won or lost. */
export interface TrackRecord {
  /** Settled legs that had a chance of ours (void legs and legs without a chance are not counted). */
  legs: number;
  won: number;
  /** Only groups with legs, lowest chance first. */
  groups: TrackRecordGroup[];
  /** Mean of (chance − outcome)² over all settled legs, the chance as 0–1; null when none is settled. */
  brier: number | null;
  /** The same score for ours and for the price's implied chance (1/odds), on the settled legs that had a price. */
  versusPrice: { legs: number; ours: number; price: number } | null;
  computedAt: string;
}

interface Settled {
  chance: number;
  implied: number | null;
  won: boolean;
}

/** Every settled leg with a chance of ours, read from all reports' legs (only the two JSON columns). */
async function settledLegs(db: Database, analysis: AnalysisState, now: Date): Promise<Settled[]> {
  const rows = await db
    .select({ legs: ocrResults.structuredData, report: ocrResults.report, createdAt: ocrResults.createdAt })
    .from(ocrResults)
    .where(ne(ocrResults.source, 'generator'));
  const out: Settled[] = [];
  for (const row of rows) {
    const legs = (row.legs as TicketStructure | null)?.legs;
    const matches = (row.report as AnalysisReport | null)?.matches;
    if (!Array.isArray(legs) || !Array.isArray(matches)) continue;
    legs.forEach((leg, i) => {
      const m = matches[i];
      if (!m || typeof m.aiChance !== 'number') return;
      const outcome = playedLeg(analysis, leg, now, row.createdAt)?.outcome;
      if (outcome !== 'won' && outcome !== 'lost') return;
      const implied =
        typeof m.impliedChance === 'number'
          ? m.impliedChance
          : !m.oddsDefaulted && leg.odds > 1
            ? 100 / leg.odds
            : null;
      out.push({ chance: m.aiChance, implied, won: outcome === 'won' });
    });
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const brierOf = (legs: Settled[], p: (l: Settled) => number) =>
  mean(legs.map((l) => (p(l) / 100 - (l.won ? 1 : 0)) ** 2));

function summarise(legs: Settled[], now: Date): TrackRecord {
  const groups: TrackRecordGroup[] = [];
  for (let from = 0; from < 100; from += 10) {
    const inGroup = legs.filter((l) => Math.min(Math.floor(l.chance / 10) * 10, 90) === from);
    if (!inGroup.length) continue;
    groups.push({
      from,
      legs: inGroup.length,
      averageChance: mean(inGroup.map((l) => l.chance)),
      wonShare: (100 * inGroup.filter((l) => l.won).length) / inGroup.length,
    });
  }
  const priced = legs.filter((l) => l.implied !== null);
  return {
    legs: legs.length,
    won: legs.filter((l) => l.won).length,
    groups,
    brier: legs.length ? brierOf(legs, (l) => l.chance) : null,
    versusPrice: priced.length
      ? {
          legs: priced.length,
          ours: brierOf(priced, (l) => l.chance),
          price: brierOf(priced, (l) => l.implied!),
        }
      : null,
    computedAt: now.toISOString(),
  };
}

/** The computation scans every report, so a result is kept for ten minutes per database. */
export const TRACK_RECORD_TTL_MS = 10 * 60 * 1000;
const cache = new WeakMap<Database, TrackRecord>();

/**
 * The public track record (/preciznost): every leg the product gave a chance to whose match is now settled by
 * the results it holds, grouped by that chance, with Brier scores of ours and of the price. Legs settle as
 * results arrive, so it is computed on request and kept ten minutes.
 */
export async function trackRecord(
  { db, analysis }: Pick<AppServices, 'db' | 'analysis'>,
  now = new Date(),
): Promise<TrackRecord> {
  const kept = cache.get(db);
  if (kept && +now - Date.parse(kept.computedAt) < TRACK_RECORD_TTL_MS && +now >= Date.parse(kept.computedAt))
    return kept;
  const record = summarise(await settledLegs(db, analysis, now), now);
  cache.set(db, record);
  return record;
}
