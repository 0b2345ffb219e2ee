import type { Leg } from '../tickets/types';
import { pickInWords } from '../tickets/picks';
import type { AnalysisReport, ReportMatch } from '../reports/pipeline';
import { isFootball, legChance, type LegChance } from './leg-chance';
import { form, headToHead } from './model/history';
import { modelChance, ratings, type TeamInfo } from './model/ratings';
import { teamKey } from './model/team-names';
import { TEXTS, type TeamLine } from './texts';
import type { MatchResearch } from '../../providers/ai/research';

/** What the research provider found per leg (null where it did not answer), with its name and the day. */
export interface LegResearch {
  vendor: string;
  day: string;
  perLeg: (MatchResearch | null)[];
}

/** Verdict thresholds on a leg's chance and on its value, chance × odds (docs/decisions/005-market-chances.md). */
export const SUCCESS_FROM = 0.55;
export const DANGER_BELOW = 0.3;
/** A priced leg whose chance × odds is below this (expected return under 90 % of the stake) drops one level. */
export const POOR_VALUE_BELOW = 0.9;
const MANY_LEGS = 5;
/** Above this share of the stake lost to margins the margin insight is a warning, not a note. */
const HIGH_MARGIN = 0.15;
type Status = ReportMatch['status'];

const round1 = (n: number) => Math.round(n * 1000) / 10;

/**
 * Legs on the same match share this key: the sport and both teams as the rating model knows them
 * ("FK Crvena Zvezda" and "Crvena zvezda" are one club), else their folded names without club words.
 */
export function matchKey(l: Leg): string {
  const r = ratings();
  const team = (name: string) => r?.team(name)?.key ?? teamKey(name);
  return `${l.sport ?? 'football'}|${team(l.home)}|${team(l.away)}`;
}

/** The verdict by chance alone, then one level down when the price gives poor value (chance × odds). */
export function verdict(
  c: LegChance,
  odds: number,
): { status: Status; byChance: Status; value: number | null } {
  const byChance: Status =
    c.chance === null
      ? 'warning'
      : c.chance >= SUCCESS_FROM
        ? 'success'
        : c.chance < DANGER_BELOW
          ? 'danger'
          : 'warning';
  const value = c.implied === null || c.chance === null ? null : c.chance * odds;
  const poor = value !== null && value < POOR_VALUE_BELOW;
  const status: Status = !poor ? byChance : byChance === 'success' ? 'warning' : 'danger';
  return { status, byChance, value };
}

/**
 * Legs → the report: each leg's chance (price without the bookmaker's margin, the rating model, or the
 * historical base rate), a verdict from the chance and the value of the price, and ticket-level numbers,
 * insights and a recommendation. Legs of the same match count as one event (see {@link ticketChance}).
 */
export function analyseTicket(legs: Leg[], lang: 'rs' | 'hr', research?: LegResearch): AnalysisReport {
  const t = TEXTS[lang];
  const chances = legs.map(legChance);
  const verdicts = legs.map((leg, i) => verdict(chances[i], leg.odds));
  const matches: ReportMatch[] = legs.map((leg, i) => {
    const c = chances[i];
    const { status, byChance, value } = verdicts[i];
    // Everything after the verdict sentence is a computed fact with its source; a narrative model's text
    // replaces the verdict sentence only, never this (enrich.ts).
    const chanceNote = [
      status !== byChance ? t.value.poor(value!, status) : '',
      legSourceText(c, lang),
      leg.defaulted?.odds ? t.details.defaultedOdds(leg.odds) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const teams = knownTeams(leg);
    return {
      match: leg.away ? `${leg.home} - ${leg.away}` : leg.home,
      league: leg.league ?? null,
      time: leg.kickoff ?? null,
      bet: leg.parsed ? `${pickInWords(leg.parsed, lang)} (${leg.pick})` : leg.pick,
      odds: leg.odds,
      ...(leg.defaulted?.odds ? { oddsDefaulted: true } : {}),
      aiChance: c.chance === null ? null : round1(c.chance),
      impliedChance: c.implied === null ? undefined : round1(c.implied),
      ...(value === null ? {} : { value: Math.round(value * 100) / 100 }),
      chanceSource: c.source,
      status,
      analysis: `${t.status[byChance]} ${chanceNote}`,
      chanceNote,
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

  const { chance: overall, events } = ticketChance(legs, chances);
  // Only the prices the user gave: a leg typed without odds carries the specification's default 2 for display,
  // which is no price and must not inflate the ticket's odds.
  const unpricedOdds = legs.filter((l) => l.defaulted?.odds).length;
  const totalOdds = Math.round(legs.reduce((p, l) => (l.defaulted?.odds ? p : p * l.odds), 1) * 100) / 100;
  const danger = matches.filter((m) => m.status === 'danger');
  const insights: AnalysisReport['insights'] = [];

  // The share of the stake the bookmaker keeps across the priced legs: 1 − Π (price without margin × odds).
  const priced = legs.map((l, i) => ({ l, c: chances[i] })).filter((x) => x.c.market !== undefined);
  if (priced.length) {
    const lost = 1 - priced.reduce((p, x) => p * x.c.market! * x.l.odds, 1);
    insights.push({
      type: priced.length > 3 || lost > HIGH_MARGIN ? 'warning' : 'success',
      text: t.insights.margin(lost),
    });
  }
  const known = matches.map((m, i) => ({ m, c: chances[i].chance })).filter((x) => x.c !== null);
  if (known.length > 1) {
    const weakest = known.reduce((a, b) => (b.c! < a.c! ? b : a));
    insights.push({
      type: weakest.c! < DANGER_BELOW ? 'danger' : 'warning',
      text: t.insights.weakest(weakest.m.match, weakest.c!),
    });
  }
  const poorValue = matches.filter(
    (_, i) => verdicts[i].value !== null && verdicts[i].value! < POOR_VALUE_BELOW,
  );
  if (poorValue.length)
    insights.push({
      type: 'warning',
      text: t.insights.poorValue(poorValue.map((m) => `${m.match} (${t.value.format(m.value as number)})`)),
    });
  if (danger.length)
    insights.push({
      type: 'danger',
      text: t.insights.risky(
        danger.length,
        verdicts.some((v) => v.status === 'danger' && v.byChance !== 'danger'),
      ),
    });
  if (legs.length >= MANY_LEGS) insights.push({ type: 'warning', text: t.insights.tooMany(legs.length) });
  const modelled = chances.some((c) => c.model);
  const baseRated = chances.some((c) => c.source === 'base-rate');
  if (unpricedOdds) insights.push({ type: 'warning', text: t.insights.noOdds(unpricedOdds) });
  for (const e of events) {
    if (e.legs.length < 2) continue;
    const leg = legs[e.legs[0]];
    const name = `${leg.home} - ${leg.away}`;
    insights.push({
      type: 'warning',
      text: e.joint === 'model' ? t.insights.sameMatchJoint(name) : t.insights.sameMatch(name),
    });
  }
  if (overall === null) insights.push({ type: 'warning', text: t.insights.unknown });
  else if (overall >= 0.4) insights.push({ type: 'success', text: t.insights.solid(overall) });

  let recommendation: AnalysisReport['recommendation'];
  if (overall === null) recommendation = t.recommendation.unknown;
  else if (danger.length && danger.length < legs.length) {
    const keep = legs.map((_, i) => i).filter((i) => matches[i].status !== 'danger');
    const after = ticketChance(
      keep.map((i) => legs[i]),
      keep.map((i) => chances[i]),
    ).chance!;
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
    aiAnalysis: t.summary({
      legs: legs.length,
      odds: totalOdds,
      unpricedOdds,
      chance: overall,
      usedModel: modelled,
      researched: !!research,
    }),
    sources: [
      t.sources.market,
      ...(modelled ? [modelSource(lang)] : []),
      ...(baseRated ? [t.sources.baseRate] : []),
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

/** One event of the ticket: the legs on one match and how their joint chance was found. */
export interface TicketEvent {
  legs: number[];
  chance: number | null;
  /** `model`: from the rating model's score grid; `min`: the weakest leg's chance, an upper bound. */
  joint: 'single' | 'model' | 'min';
}

/**
 * The ticket's chance: the product over its matches. Several legs on one match are one event: where the
 * rating model knows both teams and prices every leg, their joint chance keeps the legs' own chances and takes
 * the dependence between them from the model's score grid, Π chance × P_model(all) / Π P_model(each), at most
 * the weakest leg; otherwise the weakest leg's chance, which is an upper bound.
 */
export function ticketChance(
  legs: Leg[],
  chances: LegChance[],
): { chance: number | null; events: TicketEvent[] } {
  const groups = new Map<string, number[]>();
  legs.forEach((leg, i) => {
    const key = leg.away ? matchKey(leg) : `#${i}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const events = [...groups.values()].map((idx): TicketEvent => {
    const cs = idx.map((i) => chances[i].chance);
    if (cs.some((c) => c === null)) return { legs: idx, chance: null, joint: 'single' };
    if (idx.length === 1) return { legs: idx, chance: cs[0], joint: 'single' };
    const weakest = Math.min(...(cs as number[]));
    const joint = modelJoint(
      idx.map((i) => legs[i]),
      idx.map((i) => chances[i]),
    );
    return joint === null
      ? { legs: idx, chance: weakest, joint: 'min' }
      : { legs: idx, chance: Math.min(weakest, joint), joint: 'model' };
  });
  const chance = events.some((e) => e.chance === null) ? null : events.reduce((p, e) => p * e.chance!, 1);
  return { chance, events };
}

/** The legs' joint chance with the model's dependence between them, or null when the model cannot price it. */
function modelJoint(legs: Leg[], chances: LegChance[]): number | null {
  if (chances.some((c) => !c.model) || legs.some((l) => !l.parsed)) return null;
  const all = modelChance(legs[0].home, legs[0].away, { kind: 'combo', parts: legs.map((l) => l.parsed!) });
  if (!all) return null;
  if (all.probability === 0) return 0;
  let lift = all.probability;
  for (const c of chances) {
    if (c.model!.probability <= 0) return 0;
    lift *= c.chance! / c.model!.probability;
  }
  return lift;
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
  if (!isFootball(leg) || !leg.away) return null;
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
