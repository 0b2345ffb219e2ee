// Head-to-head and form from the shipped results (server/data/football/results, CC0 / PDDL), read once on
// first use (about 0.1–0.2 s) and indexed by club.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv, RESULTS_DIR } from './results';
import { teamKey } from './team-names';

export interface PlayedMatch {
  date: string;
  league: string;
  home: string;
  away: string;
  homeKey: string;
  awayKey: string;
  hg: number;
  ag: number;
}

export interface FormLine {
  /** Latest first. */
  matches: (PlayedMatch & { result: 'W' | 'D' | 'L'; venue: 'H' | 'A' })[];
  goalsFor: number;
  goalsAgainst: number;
}

interface Index {
  byTeam: Map<string, PlayedMatch[]>;
}

let index: Index | null = null;

function load(dir: string): Index {
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
    const [d, l, h, a, hg, ag] = ['date', 'league', 'home', 'away', 'home_goals', 'away_goals'].map(col);
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
      };
      add(m.homeKey, m);
      add(m.awayKey, m);
    }
  }
  for (const list of byTeam.values()) list.sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : 0));
  return { byTeam };
}

function results(): Index {
  return (index ??= load(RESULTS_DIR));
}

/** Read and index the results now (for start-up), instead of on the first report. */
export function warmHistory(): void {
  results();
}

// The results never change while the process runs, so answers are kept: every typed ticket asks for the same
// popular clubs. Bounded, because the pairs come from user input.
const MEMO_LIMIT = 5_000;
const memo = new Map<string, unknown>();
function remembered<T>(key: string, compute: () => T): T {
  if (memo.has(key)) return memo.get(key) as T;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const value = compute();
  memo.set(key, value);
  return value;
}

/** The last `n` meetings of two clubs (either venue), latest first; keys as from teamKey(). */
export function headToHead(homeKey: string, awayKey: string, n = 5): PlayedMatch[] {
  return remembered(`h2h|${homeKey}|${awayKey}|${n}`, () => findMeetings(homeKey, awayKey, n));
}

function findMeetings(homeKey: string, awayKey: string, n: number): PlayedMatch[] {
  const list = results().byTeam.get(homeKey) ?? [];
  const out: PlayedMatch[] = [];
  for (const m of list) {
    if ((m.homeKey === homeKey && m.awayKey === awayKey) || (m.homeKey === awayKey && m.awayKey === homeKey))
      out.push(m);
    if (out.length >= n) break;
  }
  return out;
}

/** A club's last `n` results (all competitions in the data), latest first, with goals for and against. */
export function form(key: string, n = 5): FormLine {
  return remembered(`form|${key}|${n}`, () => computeForm(key, n));
}

function computeForm(key: string, n: number): FormLine {
  const matches = (results().byTeam.get(key) ?? []).slice(0, n).map((m) => {
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
