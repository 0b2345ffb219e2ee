// Scores the reader's legs on the code corpus: leg F1 (names, as the shared scorer pairs them), the meaning of
// each matched leg (the whole Pick, and field by field: market, selection, line, period, team), ambiguous codes
// offered both ways, and silent defaults (a pick was printed, the reader's meaning is wrong and it did not say
// it was unsure). Totals by family and by bookmaker; per-leg failures only where asked (never for sealed).
import type { CodeLeg, CodeTicket } from './corpus';
import type { Meaning } from './bets';

/** What the benchmark needs of a read leg (server/modules/tickets/types.ts Leg). */
export interface ReadLeg {
  home: string;
  away: string;
  odds: number;
  pick: string;
  parsed?: unknown;
  alternatives?: unknown[];
  unsure?: string[];
  defaulted?: { pick?: boolean };
}

interface Agg {
  legs: number;
  pred: number;
  matched: number;
  exact: number;
  offered: number;
  market: number;
  selection: number;
  line: number;
  period: number;
  team: number;
  silent: number;
  defaults: number;
}
const agg = (): Agg => ({
  legs: 0,
  pred: 0,
  matched: 0,
  exact: 0,
  offered: 0,
  market: 0,
  selection: 0,
  line: 0,
  period: 0,
  team: 0,
  silent: 0,
  defaults: 0,
});

/** A Pick with an absent period and 'FT' made the same, keys sorted: for comparing meanings. */
function canon(p: unknown): unknown {
  if (Array.isArray(p)) return p.map(canon);
  if (!p || typeof p !== 'object') return p;
  const o = p as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .filter((k) => o[k] !== undefined && !(k === 'period' && o[k] === 'FT'))
      .sort()
      .map((k) => [k, canon(o[k])]),
  );
}
const same = (a: unknown, b: unknown) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

/** A meaning's fields, each a string, so they can be compared one by one (combinations and negations joined). */
function fields(p: unknown): Record<'market' | 'selection' | 'line' | 'period' | 'team', string> {
  const m = (p ?? {}) as Meaning & Record<string, unknown>;
  if (m.kind === 'combo' || m.kind === 'not') {
    const parts = (m.kind === 'combo' ? (m.parts as unknown[]) : [m.pick]).map(fields);
    const join = (k: keyof ReturnType<typeof fields>) => `${m.kind}(${parts.map((x) => x[k]).join(',')})`;
    return {
      market: join('market'),
      selection: join('selection'),
      line: join('line'),
      period: join('period'),
      team: join('team'),
    };
  }
  const sel = ['outcome', 'outcomes', 'yes', 'ht', 'ft', 'over', 'home', 'away']
    .filter((k) => m[k] !== undefined)
    .map((k) => `${k}=${String(m[k])}`)
    .join(' ');
  return {
    market: String(m.kind) + (m.style ? `/${String(m.style)}` : ''),
    selection: sel,
    line: JSON.stringify([m.line ?? null, m.min ?? null, m.max === undefined ? 'u' : m.max]),
    period: String(m.period ?? 'FT'),
    team: String(m.team ?? '-'),
  };
}

export interface CodeScore {
  total: Agg;
  byFamily: Map<string, Agg>;
  byBookmaker: Map<string, Agg>;
  failures: string[];
}

export function scoreCodes(
  tickets: CodeTicket[],
  read: (text: string) => ReadLeg[],
  teamSim: (a: string, b: string) => number,
  withFailures: boolean,
): CodeScore {
  const total = agg();
  const byFamily = new Map<string, Agg>();
  const byBookmaker = new Map<string, Agg>();
  const failures: string[] = [];
  const of = (m: Map<string, Agg>, k: string) => m.get(k) ?? (m.set(k, agg()), m.get(k)!);
  for (const t of tickets) {
    let legs: ReadLeg[] = [];
    try {
      legs = read(t.text);
    } catch {
      legs = [];
    }
    const groups = (leg: CodeLeg) => [
      total,
      of(byFamily, leg.family),
      of(byBookmaker, t.bookmaker ?? '(none)'),
    ];
    for (const g of [total, of(byBookmaker, t.bookmaker ?? '(none)')]) g.pred += legs.length;
    const free = new Set(legs.map((_, i) => i));
    for (const truth of t.legs) {
      const gs = groups(truth);
      for (const g of gs) g.legs++;
      let best = -1;
      let bestSim = 0;
      for (const i of free) {
        const sim = (teamSim(legs[i].home, truth.home) + teamSim(legs[i].away, truth.away)) / 2;
        if (
          sim > bestSim &&
          teamSim(legs[i].home, truth.home) >= 0.5 &&
          teamSim(legs[i].away, truth.away) >= 0.5
        ) {
          best = i;
          bestSim = sim;
        }
      }
      if (best < 0 || bestSim < 0.7) {
        if (withFailures) failures.push(`${t.id} missed ${truth.home} - ${truth.away} «${truth.printed}»`);
        continue;
      }
      free.delete(best);
      const leg = legs[best];
      of(byFamily, truth.family).pred += 1;
      const exact = same(leg.parsed, truth.meaning);
      const unsure = !!leg.unsure?.includes('pick');
      const offered = exact || (unsure && (leg.alternatives ?? []).some((a) => same(a, truth.meaning)));
      const [pf, tf] = [fields(leg.parsed), fields(truth.meaning)];
      for (const g of gs) {
        g.matched++;
        if (exact) g.exact++;
        if (offered) g.offered++;
        for (const k of ['market', 'selection', 'line', 'period', 'team'] as const)
          if (pf[k] === tf[k]) g[k]++;
        if (!exact && !unsure) g.silent++;
        if (leg.defaulted?.pick) g.defaults++;
      }
      if (withFailures && !exact)
        failures.push(
          `${t.id} [${t.bookmaker ?? '-'}] «${truth.printed}» ${unsure ? '(unsure) ' : ''}got ${leg.pick} ${JSON.stringify(leg.parsed)} want ${JSON.stringify(truth.meaning)}`,
        );
    }
  }
  return { total, byFamily, byBookmaker, failures };
}

const f = (a: number, b: number) => (b ? (a / b).toFixed(3) : '  –  ');

export function formatScore(name: string, s: CodeScore): string {
  const row = (label: string, a: Agg) => {
    const recall = a.legs ? a.matched / a.legs : 0;
    const precision = a.pred ? a.matched / a.pred : 0;
    const f1 = recall + precision ? (2 * recall * precision) / (recall + precision) : 0;
    return `${label.padEnd(18)} legs ${String(a.legs).padStart(4)}  F1 ${f1.toFixed(3)}  meaning ${f(a.exact, a.matched)}  offered ${f(a.offered, a.matched)}  market ${f(a.market, a.matched)}  sel ${f(a.selection, a.matched)}  line ${f(a.line, a.matched)}  period ${f(a.period, a.matched)}  team ${f(a.team, a.matched)}  silent-wrong ${a.silent}  defaults ${a.defaults}`;
  };
  const lines = [`== codes ${name}`, row('all', s.total), '-- by market family'];
  for (const [k, a] of [...s.byFamily].sort()) lines.push(row(k, a));
  lines.push('-- by bookmaker on the ticket');
  for (const [k, a] of [...s.byBookmaker].sort()) lines.push(row(k, a));
  return lines.join('\n');
}
