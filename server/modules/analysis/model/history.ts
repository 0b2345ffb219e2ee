// Head-to-head and form from the shipped results (server/data/football/results, CC0 / PDDL), read once on
// first use (about 0.1–0.2 s) and indexed by club, plus the results stored in the database since
// (server/modules/results hands them to the process's ResultsHistory with setStoredResults).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv, RESULTS_DIR, type MatchRow } from './results';
import { teamKey } from './team-names';

/** A played match as form and head-to-head use it. */
export type PlayedMatch = Pick<
  MatchRow,
  'date' | 'league' | 'home' | 'away' | 'homeKey' | 'awayKey' | 'hg' | 'ag'
> &
  /** Half-time goals, where the source has them. */
  Partial<Pick<MatchRow, 'hthg' | 'htag'>>;

export interface FormLine {
  /** Latest first. */
  matches: (PlayedMatch & { result: 'W' | 'D' | 'L'; venue: 'H' | 'A' })[];
  goalsFor: number;
  goalsAgainst: number;
}

type ByTeam = Map<string, PlayedMatch[]>;

function load(dir: string): ByTeam {
  const byTeam = new Map<string, PlayedMatch[]>();
  const add = (key: string, m: PlayedMatch) => {
    const list = byTeam.get(key);
    if (list) list.push(m);
    else byTeam.set(key, [m]);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const lines = text.split(/\r?\n/);
    const header = lines[0].split(',');
    const col = (name: string) => header.indexOf(name);
    const [d, l, h, a, hg, ag, hthg, htag] = [
      'date',
      'league',
      'home',
      'away',
      'home_goals',
      'away_goals',
      'ht_home_goals',
      'ht_away_goals',
    ].map(col);
    const goalsOrNull = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
    // Results files have no quoted fields; anything else goes through the full CSV reader.
    const rows = text.includes('"')
      ? parseCsv(text).map((r) => header.map((k) => r[k]))
      : lines.slice(1).map((line) => line.split(','));
    for (const r of rows) {
      if (!r[hg] || !r[ag] || r.length < header.length) continue;
      const m: PlayedMatch = {
        date: r[d],
        league: r[l],
        home: r[h],
        away: r[a],
        homeKey: teamKey(r[h]),
        awayKey: teamKey(r[a]),
        hg: Number(r[hg]),
        ag: Number(r[ag]),
        hthg: hthg >= 0 ? goalsOrNull(r[hthg]) : null,
        htag: htag >= 0 ? goalsOrNull(r[htag]) : null,
      };
      add(m.homeKey, m);
      add(m.awayKey, m);
    }
  }
  for (const list of byTeam.values()) list.sort(latestFirst);
  return byTeam;
}

const latestFirst = (x: PlayedMatch, y: PlayedMatch) => (x.date < y.date ? 1 : x.date > y.date ? -1 : 0);

let shipped: ByTeam | null = null;
/** The shipped results, read once: they never change while the process runs, so every copy may keep its own. */
const shippedIndex = (): ByTeam => (shipped ??= load(RESULTS_DIR));

/** The shipped index with the stored matches added (a match the shipped files already hold is not added twice). */
function withStored(base: ByTeam, matches: PlayedMatch[]): ByTeam {
  if (!matches.length) return base;
  const byTeam = new Map(base);
  const touched = new Set<string>();
  const same = (a: PlayedMatch, b: PlayedMatch) =>
    a.date === b.date && a.homeKey === b.homeKey && a.awayKey === b.awayKey;
  for (const m of matches) {
    if (base.get(m.homeKey)?.some((s) => same(s, m))) continue;
    for (const key of [m.homeKey, m.awayKey]) {
      // Lists of the shipped index are copied before the first change, never changed in place.
      const list = touched.has(key) ? byTeam.get(key)! : [...(byTeam.get(key) ?? [])];
      list.push(m);
      byTeam.set(key, list);
      touched.add(key);
    }
  }
  for (const key of touched) byTeam.get(key)!.sort(latestFirst);
  return byTeam;
}

// Answers are kept until stored results change: every typed ticket asks for the same popular clubs. Bounded,
// because the pairs come from user input.
const MEMO_LIMIT = 5_000;

/**
 * The results history of one process: the shipped results plus those stored in the database since (the results
 * module hands them in with setStoredResults), indexed by club. One instance lives in AppServices (through
 * AnalysisState), so the API and React Router's loaders read the same one.
 */
export class ResultsHistory {
  private stored: PlayedMatch[] = [];
  private index: ByTeam | null = null;
  private readonly memo = new Map<string, unknown>();

  /** The results stored in the database (all of them: the set replaces the previous one), shown beside the shipped ones. */
  setStoredResults(matches: PlayedMatch[]): void {
    this.stored = matches;
    this.index = null;
    this.memo.clear();
  }

  /** Read and index the results now (for start-up), instead of on the first report. */
  warm(): void {
    this.byTeam();
  }

  private byTeam(): ByTeam {
    return (this.index ??= withStored(shippedIndex(), this.stored));
  }

  private remembered<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  /** The last `n` meetings of two clubs (either venue), latest first; keys as from teamKey(). */
  headToHead(homeKey: string, awayKey: string, n = 5): PlayedMatch[] {
    return this.remembered(`h2h|${homeKey}|${awayKey}|${n}`, () =>
      findMeetings(this.byTeam(), homeKey, awayKey, n),
    );
  }

  /** A club's last `n` results (all competitions in the data), latest first, with goals for and against. */
  form(key: string, n = 5): FormLine {
    return this.remembered(`form|${key}|${n}`, () => computeForm(this.byTeam(), key, n));
  }

  /** Date of the latest result known for a club (shipped or stored), or null when none is. */
  latestResultDate(key: string): string | null {
    return this.byTeam().get(key)?.[0]?.date ?? null;
  }

  /**
   * The result of a fixture played within `days` of `date` (ISO) with these clubs at home and away, or null when
   * the data has none. Keys as from teamKey().
   */
  playedOn(homeKey: string, awayKey: string, date: string, days = 1): PlayedMatch | null {
    const day = Date.parse(date);
    if (Number.isNaN(day)) return null;
    const near = (m: PlayedMatch) => Math.abs(Date.parse(m.date) - day) <= days * 86_400_000;
    return (
      (this.byTeam().get(homeKey) ?? []).find(
        (m) => m.homeKey === homeKey && m.awayKey === awayKey && near(m),
      ) ?? null
    );
  }
}

function findMeetings(byTeam: ByTeam, homeKey: string, awayKey: string, n: number): PlayedMatch[] {
  const list = byTeam.get(homeKey) ?? [];
  const out: PlayedMatch[] = [];
  for (const m of list) {
    if ((m.homeKey === homeKey && m.awayKey === awayKey) || (m.homeKey === awayKey && m.awayKey === homeKey))
      out.push(m);
    if (out.length >= n) break;
  }
  return out;
}

function computeForm(byTeam: ByTeam, key: string, n: number): FormLine {
  const matches = (byTeam.get(key) ?? []).slice(0, n).map((m) => {
    const home = m.homeKey === key;
    const [gf, ga] = home ? [m.hg, m.ag] : [m.ag, m.hg];
    return {
      ...m,
      venue: home ? ('H' as const) : ('A' as const),
      result: gf > ga ? 'W' : gf === ga ? 'D' : 'L',
    } as const;
  });
  return {
    matches,
    goalsFor: matches.reduce((s, m) => s + (m.venue === 'H' ? m.hg : m.ag), 0),
    goalsAgainst: matches.reduce((s, m) => s + (m.venue === 'H' ? m.ag : m.hg), 0),
  };
}
