import type { Leg } from '../tickets/types';
import { pickInWords } from '../tickets/picks';
import type { AnalysisReport, ReportMatch } from '../reports/pipeline';
import { legChance, type LegChance } from './leg-chance';
import { form, headToHead } from './model/history';
import { ratings, type TeamInfo } from './model/ratings';
import { TEXTS, type TeamLine } from './texts';
import type { MatchResearch } from '../../providers/ai/research';

/** What the research provider found per leg (null where it did not answer), with its name and the day. */
export interface LegResearch {
  vendor: string;
  day: string;
  perLeg: (MatchResearch | null)[];
}

/** Verdict thresholds on a leg's chance (docs/decisions/005-market-chances.md). */
export const SUCCESS_FROM = 0.55;
export const DANGER_BELOW = 0.3;
const MANY_LEGS = 5;

const round1 = (n: number) => Math.round(n * 1000) / 10;
/** Legs on the same match share this key (names folded: case, diacritics, punctuation). */
export const matchKey = (l: Leg) => `${fold(l.home)}|${fold(l.away)}`;
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'dj')
    .replace(/[^a-z0-9]/g, '');

/**
 * Legs → the report: each leg's chance from its price without the bookmaker's margin (or the historical base
 * rate where no price was given), a verdict, and ticket-level numbers, insights and a recommendation. Legs of
 * the same match count as one event: their joint chance is at most the smaller one (used as the estimate).
 */
export function analyseTicket(legs: Leg[], lang: 'rs' | 'hr', research?: LegResearch): AnalysisReport {
  const t = TEXTS[lang];
  const chances = legs.map(legChance);
  const matches: ReportMatch[] = legs.map((leg, i) => {
    const c = chances[i];
    const status =
      c.chance === null
        ? 'warning'
        : c.chance >= SUCCESS_FROM
          ? 'success'
          : c.chance < DANGER_BELOW
            ? 'danger'
            : 'warning';
    const sourceText = legSourceText(c, lang);
    const teams = knownTeams(leg);
    return {
      match: leg.away ? `${leg.home} - ${leg.away}` : leg.home,
      league: leg.league ?? null,
      time: leg.kickoff ?? null,
      bet: leg.parsed ? `${pickInWords(leg.parsed, lang)} (${leg.pick})` : leg.pick,
      odds: leg.odds,
      aiChance: c.chance === null ? null : round1(c.chance),
      impliedChance: c.implied === null ? undefined : round1(c.implied),
      chanceSource: c.source,
      status,
      analysis: `${t.status[status]} ${sourceText}`,
      details: {
        ...researchDetails(research, i, lang),
        ...(teams
          ? teamDetails(leg, teams, c, lang)
          : {
              headToHead: t.details.headToHead,
              keyStats: c.implied === null ? t.details.keyStatsNone : t.details.keyStats(leg.odds.toFixed(2)),
            }),
      },
    } satisfies ReportMatch;
  });

  const overall = ticketChance(
    legs,
    chances.map((c) => c.chance),
  );
  const totalOdds = Math.round(legs.reduce((p, l) => p * l.odds, 1) * 100) / 100;
  const danger = matches.filter((m) => m.status === 'danger');
  const insights: AnalysisReport['insights'] = [];

  const priced = chances.filter((c) => c.implied !== null);
  if (priced.length) {
    const keep = priced.reduce((p, c) => p / (1 + c.assumedMargin), 1);
    insights.push({ type: priced.length > 3 ? 'warning' : 'success', text: t.insights.margin(1 - keep) });
  }
  const known = matches.map((m, i) => ({ m, c: chances[i].chance })).filter((x) => x.c !== null);
  if (known.length > 1) {
    const weakest = known.reduce((a, b) => (b.c! < a.c! ? b : a));
    insights.push({
      type: weakest.c! < DANGER_BELOW ? 'danger' : 'warning',
      text: t.insights.weakest(weakest.m.match, weakest.c!),
    });
  }
  if (danger.length) insights.push({ type: 'danger', text: t.insights.risky(danger.length) });
  if (legs.length >= MANY_LEGS) insights.push({ type: 'warning', text: t.insights.tooMany(legs.length) });
  const unpriced = chances.filter((c) => c.source === 'base-rate' || c.source === 'none').length;
  const modelled = chances.some((c) => c.model);
  if (unpriced) insights.push({ type: 'warning', text: t.insights.noOdds(unpriced) });
  for (const key of sameMatchKeys(legs)) {
    const leg = legs.find((l) => matchKey(l) === key)!;
    insights.push({ type: 'warning', text: t.insights.sameMatch(`${leg.home} - ${leg.away}`) });
  }
  if (overall === null) insights.push({ type: 'warning', text: t.insights.unknown });
  else if (overall >= 0.4) insights.push({ type: 'success', text: t.insights.solid(overall) });

  let recommendation: AnalysisReport['recommendation'];
  if (overall === null) recommendation = t.recommendation.unknown;
  else if (danger.length && danger.length < legs.length) {
    const kept = legs.filter((_, i) => matches[i].status !== 'danger');
    const after = ticketChance(
      kept,
      kept.map((l) => legChance(l).chance),
    )!;
    recommendation = t.recommendation.drop(danger.map((m) => m.match).join(', '), overall, after);
  } else recommendation = t.recommendation.keep(overall);

  return {
    title: t.title,
    totalMatches: legs.length,
    totalOdds,
    overallChance: overall === null ? null : round1(overall),
    riskyPicks: danger.length,
    matches,
    insights,
    recommendation,
    aiAnalysis: t.summary(legs.length, totalOdds, overall, modelled),
    sources: [
      t.sources.market,
      ...(modelled ? [modelSource(lang)] : []),
      ...(unpriced ? [t.sources.baseRate] : []),
      researchSource(research, lang),
    ],
  };
}

function researchDetails(research: LegResearch | undefined, i: number, lang: 'rs' | 'hr') {
  const d = TEXTS[lang].details;
  if (!research) return { injuries: d.injuries, gossip: d.gossip, weather: d.weather };
  const found = research.perLeg[i];
  if (!found) return { injuries: d.notAnswered, gossip: d.notAnswered, weather: d.notAnswered };
  return { injuries: found.injuries, gossip: found.news, weather: found.weather };
}

function researchSource(research: LegResearch | undefined, lang: 'rs' | 'hr'): string {
  const t = TEXTS[lang].sources;
  if (!research) return t.research;
  const found = research.perLeg.filter((r) => r !== null);
  if (!found.length) return t.researchFailed(research.vendor);
  return t.researched(research.vendor, research.day, [...new Set(found.flatMap((r) => r.sources))]);
}

/** Product over events; several legs on one match are one event whose chance is at most the smallest. */
export function ticketChance(legs: Leg[], chances: (number | null)[]): number | null {
  if (chances.some((c) => c === null)) return null;
  const byMatch = new Map<string, number>();
  legs.forEach((leg, i) => {
    const key = matchKey(leg);
    byMatch.set(key, Math.min(byMatch.get(key) ?? 1, chances[i]!));
  });
  return [...byMatch.values()].reduce((p, c) => p * c, 1);
}

function sameMatchKeys(legs: Leg[]): string[] {
  const seen = new Map<string, number>();
  for (const l of legs) if (l.away) seen.set(matchKey(l), (seen.get(matchKey(l)) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}

function legSourceText(c: LegChance, lang: 'rs' | 'hr'): string {
  const t = TEXTS[lang];
  const season = ratings()?.file.lastSeason ?? '';
  switch (c.source) {
    case 'blend':
      return t.legSource.blend({
        model: c.model!.probability,
        season,
        market: c.market!,
        implied: c.implied!,
        margin: c.assumedMargin,
        chance: c.chance!,
        weight: c.modelWeight!,
        fittedOn: ratings()?.file.blend.rows ?? 0,
      });
    case 'model':
      return t.legSource.model({ model: c.model!.probability, season });
    case 'market':
      return t.legSource.market(c.implied!, c.chance!, c.assumedMargin);
    case 'base-rate':
      return t.legSource['base-rate'](c.chance!);
    default:
      return t.legSource.none;
  }
}

function modelSource(lang: 'rs' | 'hr'): string {
  const file = ratings()!.file;
  return TEXTS[lang].sources.model(file.lastSeason, file.blend.rows ?? 0, file.blend.weight);
}

/** Both teams of a football leg as the rating model knows them, or null. */
function knownTeams(leg: Leg): { home: TeamInfo; away: TeamInfo } | null {
  if ((leg.sport && leg.sport !== 'football') || !leg.away) return null;
  const r = ratings();
  const home = r?.team(leg.home);
  const away = r?.team(leg.away);
  return home && away && home.key !== away.key ? { home, away } : null;
}

/** Head-to-head and form from the shipped results, the model's ratings and expected goals. */
function teamDetails(
  leg: Leg,
  teams: { home: TeamInfo; away: TeamInfo },
  c: LegChance,
  lang: 'rs' | 'hr',
): { headToHead: string; keyStats: string } {
  const t = TEXTS[lang];
  const r = ratings()!;
  const season = r.file.lastSeason;
  const names = { [teams.home.key]: leg.home, [teams.away.key]: leg.away };
  const meetings = headToHead(teams.home.key, teams.away.key).map((m) => ({
    date: m.date,
    home: names[m.homeKey],
    away: names[m.awayKey],
    hg: m.hg,
    ag: m.ag,
  }));
  const line = (team: TeamInfo, name: string): TeamLine => {
    const f = form(team.key);
    return {
      name,
      results: f.matches.map((m) => m.result),
      goalsFor: f.goalsFor,
      goalsAgainst: f.goalsAgainst,
      rating: team.rating,
    };
  };
  const xg = c.model?.expectedGoals ?? r.expectedGoals(teams.home, teams.away);
  return {
    headToHead: t.details.headToHeadFrom(meetings, leg.home, leg.away, season),
    keyStats: t.details.keyStatsFrom(line(teams.home, leg.home), line(teams.away, leg.away), xg, season),
  };
}
