// A club's place in its league's table, counted from the stored results (shipped and stored since) of its
// current league and season: 3 points a win, 1 a draw; ties by the games between the tied clubs where the
// league's rules say so, then goal difference, then goals scored. Only for a
// club whose latest result is current, and only from a season the results cover from its start: a table of a
// few days' results, or of a season half missing, would state a wrong place as a fact.
import { seasonOf } from '../../../common/season';
import type { PlayedMatch } from './history';

/** A club's place in its league's table (report-types.ts TeamFacts.table). */
export interface LeagueStanding {
  position: number;
  /** Clubs in the table. */
  teams: number;
  points: number;
  /** The club's games counted. */
  played: number;
  league: string;
  /** The European season, as the results files name it: "2025-26". */
  season: string;
}

/** Fewer clubs with results in a season is no table (a cup's group, a few stored games). */
export const MIN_TABLE_TEAMS = 6;
/**
 * The clubs' games counted may differ by postponed games, a split or play-off games; more than this means
 * results are missing.
 */
const MAX_PLAYED_SPREAD = 4;
/** International cups: qualifying rounds and knock-outs have no table that places a club in its league. */
const INTERNATIONAL = /^UEFA\b/i;
const DAY_MS = 86_400_000;
/**
 * Leagues whose rules rank clubs level on points by the games between them before goal difference (their
 * competition rules); the others rank by goal difference, then goals scored.
 */
const H2H_FIRST = new Set([
  'La Liga',
  'Serie A',
  'Primeira Liga',
  'Super League Greece',
  'Super Lig',
  'Croatian HNL',
  'Serbian SuperLiga',
  'Bosnian Premier League',
  'Slovenian PrvaLiga',
  'Montenegrin First League',
]);

/**
 * Leagues that split after their regular season (each club's games then), into groups that rank apart (Serbia,
 * Scotland, Greece) or with halved points (Belgium). A table of points won in all games would then state a wrong
 * place, so once the split is played no place is given.
 */
const SPLIT_AFTER_GAMES: Record<string, number> = {
  'Serbian SuperLiga': 30,
  'Scottish Premiership': 33,
  'Super League Greece': 26,
  'Belgian Pro League': 30,
};

interface Row {
  key: string;
  points: number;
  played: number;
  gf: number;
  ga: number;
}

/** Each club's points, games and goals from these games: 3 points a win, 1 a draw. */
function tally(games: Iterable<PlayedMatch>): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const m of games)
    for (const [key, gf, ga] of [
      [m.homeKey, m.hg, m.ag],
      [m.awayKey, m.ag, m.hg],
    ] as const) {
      let r = rows.get(key);
      if (!r) rows.set(key, (r = { key, points: 0, played: 0, gf: 0, ga: 0 }));
      r.played += 1;
      r.gf += gf;
      r.ga += ga;
      r.points += gf > ga ? 3 : gf === ga ? 1 : 0;
    }
  return rows;
}

/** For each club level on points with another: its row in the table of the games among the clubs so level. */
function amongTied(table: Row[], games: Map<string, PlayedMatch>): Map<string, Row> {
  const level = new Map<number, Set<string>>();
  for (const r of table) level.set(r.points, (level.get(r.points) ?? new Set()).add(r.key));
  const out = new Map<string, Row>();
  for (const clubs of level.values()) {
    if (clubs.size < 2) continue;
    const mutual = [...games.values()].filter((m) => clubs.has(m.homeKey) && clubs.has(m.awayKey));
    const rows = tally(mutual);
    for (const key of clubs) out.set(key, rows.get(key) ?? { key, points: 0, played: 0, gf: 0, ga: 0 });
  }
  return out;
}

export interface StandingOptions {
  /** The day of the analysis. */
  today: Date;
  /** A club whose latest result is older than this many days before `today` has no current place. */
  freshDays: number;
  minTeams?: number;
  /**
   * The clubs known to play in a league (the rating model's), to start the walk from: early in a season the
   * clubs that met the club and their opponents are not yet the whole league.
   */
  clubsOf?: (league: string) => Iterable<string>;
}

/**
 * The place of club `key` in the table of its current league (the competition of its latest result that is
 * not an international cup) and that result's season, or null: no current result, fewer than `minTeams` clubs,
 * a season the results do not cover from its start (its first game after 1 September, which also keeps out
 * a league that plays in calendar years) or cover unevenly, or a league past its split.
 *
 * `matchesOf` gives a club's results latest first (ResultsHistory.form); the league's clubs are found by
 * walking from the club (and the league's known clubs) to every club met in that league and season, and on.
 */
export function leagueStanding(
  key: string,
  matchesOf: (key: string) => readonly PlayedMatch[],
  { today, freshDays, minTeams = MIN_TABLE_TEAMS, clubsOf }: StandingOptions,
): LeagueStanding | null {
  const own = matchesOf(key);
  if (!own.length || (today.getTime() - Date.parse(own[0].date)) / DAY_MS > freshDays) return null;
  const last = own.find((m) => !INTERNATIONAL.test(m.league));
  if (!last) return null;
  const { league } = last;
  const season = seasonOf(last.date);
  const seasonStart = `${season.slice(0, 4)}-07-01`;

  const games = new Map<string, PlayedMatch>();
  const seen = new Set([key, ...(clubsOf?.(league) ?? [])]);
  const queue = [...seen];
  while (queue.length) {
    for (const m of matchesOf(queue.pop()!)) {
      if (m.date < seasonStart) break;
      if (m.league !== league || seasonOf(m.date) !== season) continue;
      games.set(`${m.date}|${m.homeKey}|${m.awayKey}`, m);
      for (const club of [m.homeKey, m.awayKey])
        if (!seen.has(club)) {
          seen.add(club);
          queue.push(club);
        }
    }
  }

  const table = [...tally(games.values()).values()];
  const first = [...games.values()].reduce((d, m) => (m.date < d ? m.date : d), last.date);
  if (table.length < minTeams || first > `${season.slice(0, 4)}-09-01`) return null;
  const played = table.map((r) => r.played);
  if (Math.max(...played) - Math.min(...played) > MAX_PLAYED_SPREAD) return null;
  if (Math.max(...played) > (SPLIT_AFTER_GAMES[league] ?? Infinity)) return null;

  // Where the league's rules put the games between the tied clubs first, their own table among them decides.
  const mini = H2H_FIRST.has(league) ? amongTied(table, games) : null;
  const byMini = (a: Row, b: Row) => {
    const x = mini?.get(a.key);
    const y = mini?.get(b.key);
    return x && y ? y.points - x.points || y.gf - y.ga - (x.gf - x.ga) || y.gf - x.gf : 0;
  };
  table.sort(
    (a, b) =>
      b.points - a.points ||
      byMini(a, b) ||
      b.gf - b.ga - (a.gf - a.ga) ||
      b.gf - a.gf ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const position = table.findIndex((r) => r.key === key);
  const mine = table[position];
  return {
    position: position + 1,
    teams: table.length,
    points: mine.points,
    played: mine.played,
    league,
    season,
  };
}
