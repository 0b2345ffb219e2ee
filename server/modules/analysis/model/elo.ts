// Elo ratings with home advantage and goal-difference weighting, plus per-league goal levels, learnt match by
// match in date order. Predictions go through the goals model (goals.ts): ratings difference → expected goals.
import { expectedGoals, resultProbs, type GoalParams, type LeagueGoals } from './goals';
import { isCup } from './results';

export interface EloParams {
  /** Update size per match. */
  k: number;
  /** Home advantage in rating points (used in the expected score of the update). */
  hfa: number;
  /** Goal-difference weight: the update is multiplied by max(1, |goal difference|) ** gdPow. */
  gdPow: number;
  /** Multiplier of k in UEFA games, which carry the information between leagues. */
  cupK: number;
  /** Share of the distance to the league's mean taken away at a team's first game of a season. */
  regress: number;
  /** A newcomer starts at its league's mean plus this (negative: promoted and qualifying teams are weaker). */
  newcomer: number;
  /** A club first met in a UEFA competition (its league is not covered) starts at that competition's mean
   * plus this. */
  cupNewcomer: number;
  /** Starting mean of a second tier (the Championship) below the first tier, before data moves it. */
  tierGap: number;
  /** Learning rate of each league's log goal levels (online Poisson regression intercepts). */
  goalRate: number;
  /** Learning rate of each team's goal tempo: how many more (or fewer) goals its games have than the ratings
   * and the league predict, on the log scale of both sides' expected goals (0: no tempo). */
  tempoRate: number;
}

export type ModelParams = EloParams & GoalParams;

/**
 * The search's starting point (the result of an earlier fit on the 2015-16 … 2024-25 results). The search is
 * deterministic, so re-fitting the same data from here reproduces ratings.json; its `params` are the fitted
 * values (docs/decisions/008-rating-model.md).
 */
export const DEFAULT_PARAMS: ModelParams = {
  k: 11,
  hfa: 10,
  gdPow: 0.75,
  cupK: 1,
  regress: 0.2,
  newcomer: -60,
  cupNewcomer: -100,
  tierGap: 112.5,
  goalRate: 0.0015,
  tempoRate: 0.003,
  beta: 1,
  rho: -0.06,
  htShare: 0.441,
};

export const BASE_RATING = 1500;
/** Teams not seen in a league for this long no longer count towards its mean. */
const ACTIVE_DAYS = 400;
const DEFAULT_GOALS: LeagueGoals = { logHome: Math.log(1.5), logAway: Math.log(1.17) };
const SECOND_TIERS = new Set(['Championship']);

export interface TeamState {
  rating: number;
  /** Goal tempo (log scale), see EloParams.tempoRate. */
  tempo: number;
  /** The domestic league of its latest league game (empty while only seen in UEFA games). */
  league: string;
  season: string;
  last: string;
  games: number;
  /** The name as the latest source spelt it. */
  name: string;
}

export interface Fixture {
  date: string;
  season: string;
  league: string;
  homeKey: string;
  awayKey: string;
}

export interface Result extends Fixture {
  home: string;
  away: string;
  hg: number;
  ag: number;
}

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

export class RatingModel {
  readonly teams = new Map<string, TeamState>();
  readonly goals = new Map<string, LeagueGoals>();
  /** league → team → date of its latest game in that league. */
  private readonly members = new Map<string, Map<string, string>>();
  private readonly meanCache = new Map<string, number>();
  /** Date of the latest result learnt: results dated before it cannot be added without a new walk. */
  latest = '';

  constructor(readonly params: ModelParams) {}

  /** Mean rating of the teams that played in the league in the last ACTIVE_DAYS before `date`. */
  leagueMean(league: string, date: string, season: string): number {
    const cacheKey = `${league}|${season}`;
    const cached = this.meanCache.get(cacheKey);
    if (cached !== undefined) return cached;
    let sum = 0;
    let n = 0;
    for (const [key, last] of this.members.get(league) ?? []) {
      if (days(last, date) > ACTIVE_DAYS) continue;
      sum += this.teams.get(key)!.rating;
      n++;
    }
    const mean = n >= 4 ? sum / n : BASE_RATING - (SECOND_TIERS.has(league) ? this.params.tierGap : 0);
    this.meanCache.set(cacheKey, mean);
    return mean;
  }

  /** The team's rating for a match (without changing anything): its own, regressed at a new season, or the
   * newcomer prior of the league. */
  ratingFor(key: string, f: Fixture): number {
    const team = this.teams.get(key);
    const cup = isCup(f.league);
    if (!team) {
      const mean = this.leagueMean(f.league, f.date, f.season);
      return mean + (cup ? this.params.cupNewcomer : this.params.newcomer);
    }
    if (team.season !== f.season && !cup) {
      const mean = this.leagueMean(f.league, f.date, f.season);
      return mean + (team.rating - mean) * (1 - this.params.regress);
    }
    return team.rating;
  }

  /** The team's goal tempo for a match: its own, pulled towards 0 at a new season like the rating. */
  tempoFor(key: string, f: Fixture): number {
    const team = this.teams.get(key);
    if (!team) return 0;
    return team.season !== f.season && !isCup(f.league) ? team.tempo * (1 - this.params.regress) : team.tempo;
  }

  leagueGoals(league: string): LeagueGoals {
    return this.goals.get(league) ?? DEFAULT_GOALS;
  }

  /** Expected goals and home/draw/away probabilities from what has been learnt so far. */
  predict(f: Fixture): { lh: number; la: number; probs: [number, number, number] } {
    const rh = this.ratingFor(f.homeKey, f);
    const ra = this.ratingFor(f.awayKey, f);
    const tempo = this.tempoFor(f.homeKey, f) + this.tempoFor(f.awayKey, f);
    const { home, away } = expectedGoals(rh, ra, this.leagueGoals(f.league), this.params.beta, tempo);
    return { lh: home, la: away, probs: resultProbs(home, away, this.params.rho) };
  }

  /** Learn one result: Elo update of both teams, the league's goal levels, league membership. */
  learn(m: Result): void {
    const p = this.params;
    const rh = this.ratingFor(m.homeKey, m);
    const ra = this.ratingFor(m.awayKey, m);
    const g = this.leagueGoals(m.league);
    const th = this.tempoFor(m.homeKey, m);
    const ta = this.tempoFor(m.awayKey, m);
    const { home: lh, away: la } = expectedGoals(rh, ra, g, p.beta, th + ta);
    const surplus = p.tempoRate * (m.hg + m.ag - lh - la);
    this.goals.set(m.league, {
      logHome: g.logHome + p.goalRate * (m.hg - lh),
      logAway: g.logAway + p.goalRate * (m.ag - la),
    });

    const expected = 1 / (1 + 10 ** (-(rh + p.hfa - ra) / 400));
    const score = m.hg > m.ag ? 1 : m.hg === m.ag ? 0.5 : 0;
    const cup = isCup(m.league);
    const weight = Math.max(1, Math.abs(m.hg - m.ag)) ** p.gdPow;
    const delta = (cup ? p.cupK : 1) * p.k * weight * (score - expected);
    this.set(m.homeKey, m.home, rh + delta, th + surplus, m, cup);
    this.set(m.awayKey, m.away, ra - delta, ta + surplus, m, cup);
    if (m.date > this.latest) this.latest = m.date;
  }

  private set(key: string, name: string, rating: number, tempo: number, m: Result, cup: boolean): void {
    const old = this.teams.get(key);
    this.teams.set(key, {
      rating,
      tempo,
      league: cup ? (old?.league ?? '') : m.league,
      season: cup ? (old?.season ?? m.season) : m.season,
      last: m.date,
      games: (old?.games ?? 0) + 1,
      name,
    });
    let members = this.members.get(m.league);
    if (!members) this.members.set(m.league, (members = new Map()));
    members.set(key, m.date);
  }
}
