import type { Leg } from '../tickets/types';
import { pickInWords } from '../tickets/picks';
import type {
  AnalysisReport,
  ChanceBasis,
  MatchFacts,
  ReportMatch,
  TeamFacts,
  TicketChanceBasis,
} from './report-types';
import { ticketBasisFrom } from '../../common/chance-basis';
import { localKickoff } from '../../common/format';
import { FRESH_DAYS, isFootball, legChance, type LegChance } from './leg-chance';
import { DANGER_BELOW, HIGH_MARGIN, POOR_VALUE_BELOW, verdict } from './verdicts';
import { clubKey, ticketChance } from './ticket-chance';
import { recommend } from './recommendation';
import { playedLeg, type PlayedLeg } from './played-legs';
import type { AnalysisState } from './model/analysis-state';
import type { Fixture } from './model/fixtures';
import type { TeamInfo } from './model/ratings';
import { leagueStanding } from './model/league-table';
import { TEXTS, type TeamLine } from './texts';
import { bestPrices, legReference, withReference, type ReferencePrice } from './reference-price';
import type { MatchResearch } from '../../providers/ai/research';
import type { Lang } from '../../common/lang';

/** What the research provider found per leg (null where it did not answer), with its name and the day. */
export interface LegResearch {
  vendor: string;
  day: string;
  perLeg: (MatchResearch | null)[];
}

const MANY_LEGS = 5;
const SEASON_GAMES = 100;
const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 1000) / 10;

export interface AnalyseOptions {
  research?: LegResearch;
  /** The day the analysis is for: results older than FRESH_DAYS before it are not current form. */
  today?: Date;
  /**
   * The odds feed's reference price per leg, when a feed is configured (reference-price.ts): the chance and the
   * verdict then rest on the market's fair price instead of the ticket's own.
   */
  reference?: { feed: string; perLeg: (ReferencePrice | null)[] };
}

/**
 * Legs → the report: each leg's chance (price without the bookmaker's margin, the rating model, or the
 * historical base rate), a verdict from the chance and the value of the price, and ticket-level numbers,
 * insights and a recommendation. Legs of the same match count as one event (see {@link ticketChance}).
 */
export function analyseTicket(
  analysis: AnalysisState,
  legs: Leg[],
  lang: Lang,
  { research, reference, today = new Date() }: AnalyseOptions = {},
): AnalysisReport {
  const t = TEXTS[lang];
  // A match already played is not forecast: its leg counts by its result (won 1, lost 0, unknown unknown).
  const played = legs.map((leg) => playedLeg(analysis, leg, today));
  // A leg the feed quotes rests on the market's fair price; the rest on the ticket's own (docs/decisions/041).
  const refs = legs.map((_, i) => (played[i] ? null : (reference?.perLeg[i] ?? null)));
  const chances = legs.map((leg, i) =>
    played[i] ? playedChance(played[i]) : withReference(legChance(analysis, leg, today), refs[i]),
  );
  const verdicts = legs.map((leg, i) => verdict(chances[i], leg.odds));
  const matches: ReportMatch[] = legs.map((leg, i) => {
    if (played[i]) return playedMatch(leg, played[i], lang);
    const c = chances[i];
    const ref = c.implied === null ? null : refs[i];
    const { status, reason, value } = verdicts[i];
    // Everything after the verdict sentence is a computed fact with its source; a narrative model's text
    // replaces the verdict sentence only, never this (enrich.ts).
    const chanceNote = [
      c.stale
        ? t.stale(
            c.stale.map((s) => ({ name: s.name, date: s.latest })),
            FRESH_DAYS,
          )
        : '',
      ref ? referenceText(c, ref, reference!.feed, lang) : legSourceText(analysis, c, lang),
      leg.defaulted?.odds ? t.details.defaultedOdds(leg.odds) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const teams = knownTeams(analysis, leg);
    const verdictText = reason === 'poorValue' ? t.verdict.poorValue(value!) : t.verdict[reason];
    return {
      ...legLine(leg, lang, fixtureOf(analysis, leg, today)),
      ...(leg.defaulted?.odds ? { oddsDefaulted: true } : {}),
      aiChance: c.chance === null ? null : round1(c.chance),
      impliedChance: c.implied === null ? undefined : round1(c.implied),
      chanceBasis: basisOf(c, !!ref),
      ...(c.market === undefined ? {} : { marketChance: round1(c.market) }),
      ...(ref ? { reference: legReference(ref) } : {}),
      ...(value === null ? {} : { value: Math.round(value * 100) / 100 }),
      chanceSource: c.source,
      status,
      verdict: reason,
      analysis: `${verdictText} ${chanceNote}`,
      chanceNote,
      ...(teams ? { facts: matchFacts(analysis, leg, teams, c, today) } : {}),
      details: {
        ...researchDetails(research, i),
        ...(teams
          ? teamDetails(analysis, leg, teams, c, lang)
          : {
              headToHead: t.details.headToHead,
              keyStats:
                c.implied === null
                  ? t.details.keyStatsNone
                  : ref
                    ? t.details.keyStatsReference(reference!.feed)
                    : t.details.keyStats(leg.odds),
            }),
      },
    } satisfies ReportMatch;
  });

  const { chance: overall, events } = ticketChance(analysis, legs, chances);
  // Only the prices the user gave: a leg typed without odds carries the specification's default 2 for display,
  // which is no price and must not inflate the ticket's odds.
  const unpricedOdds = legs.filter((l) => l.defaulted?.odds).length;
  const totalOdds = Math.round(legs.reduce((p, l) => (l.defaulted?.odds ? p : p * l.odds), 1) * 100) / 100;
  const danger = matches.filter((m) => m.status === 'danger' && !m.played);
  const insights: AnalysisReport['insights'] = [];
  const playedCount = played.filter(Boolean).length;
  if (playedCount) insights.push({ type: 'warning', text: t.played.insight(playedCount) });

  // The share of the stake the bookmaker keeps across the priced legs: 1 − Π (price without margin × odds).
  const priced = legs.map((l, i) => ({ l, c: chances[i] })).filter((x) => x.c.market !== undefined);
  const lost = priced.length ? 1 - priced.reduce((p, x) => p * x.c.market! * x.l.odds, 1) : 0;
  if (priced.length) {
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
  if (danger.length) insights.push({ type: 'danger', text: t.insights.risky(danger.length) });
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

  const referenced = matches.filter((m) => m.reference).length;
  const recommendation = recommend({ analysis, legs, chances, matches, overall, lost, lang });

  return {
    title: t.title,
    totalMatches: legs.length,
    totalOdds,
    overallChance: overall === null ? null : round1(overall),
    // Percent of the ticket's value the bookmakers' margins take on its priced legs.
    marginLost: priced.length ? round1(lost) : null,
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
      ...(modelled ? [modelSource(analysis, lang)] : []),
      ...(baseRated ? [t.sources.baseRate] : []),
      researchSource(research, lang),
      ...(referenced ? [t.sources.reference(reference!.feed, referenced, legs.length)] : []),
    ],
    // What the analysis did not check, said once under the report rather than in every match.
    unchecked: research ? [] : [t.sources.research],
    fit: analysis.currentFit(),
    chanceBasis: ticketBasis(matches),
    oddsFeed: reference ? { name: reference.feed, matched: referenced } : null,
    bestPrices: reference ? bestPrices(legs, refs) : null,
  };
}

/** A leg on the market's fair price: what the ticket's price carries, the fair chance and, if it moved it, the model. */
function referenceText(c: LegChance, ref: ReferencePrice, feed: string, lang: Lang): string {
  return TEXTS[lang].legSource.reference({
    implied: c.implied!,
    fair: ref.fair,
    from: ref.fairFrom,
    bookmakers: ref.bookmakers,
    feed,
    ...(basisOf(c, true) === 'ai'
      ? { model: { model: c.model!.probability, chance: c.chance!, weight: c.modelWeight! } }
      : {}),
  });
}

/**
 * What a leg's chance is (report-types.ts ChanceBasis): "AI" only where the rating model moved it off the price
 * without margin by at least the tenth of a percent the report shows; a blend the model left where the price
 * was (model weight 0) is the price's.
 */
function basisOf(c: LegChance, referenced: boolean): ChanceBasis {
  const priced = referenced ? 'reference' : 'price';
  switch (c.source) {
    case 'model':
      return 'ai';
    case 'blend':
      return round1(c.chance!) !== round1(c.market!) ? 'ai' : priced;
    case 'market':
      return priced;
    case 'base-rate':
      return 'base-rate';
    default:
      return 'none';
  }
}

/** The ticket's chance basis from its forecast legs' (played legs are facts, not forecasts). */
const ticketBasis = (matches: ReportMatch[]): TicketChanceBasis =>
  ticketBasisFrom(matches.filter((m) => !m.played).map((m) => m.chanceBasis));

/** News, injuries and weather only where a research source answered; nothing where none is configured. */
function researchDetails(research: LegResearch | undefined, i: number) {
  if (!research) return {};
  const found = research.perLeg[i];
  if (!found) return {};
  return { injuries: found.injuries, gossip: found.news, weather: found.weather };
}

function researchSource(research: LegResearch | undefined, lang: Lang): string {
  const t = TEXTS[lang].sources;
  if (!research) return t.research;
  const found = research.perLeg.filter((r) => r !== null);
  if (!found.length) return t.researchFailed(research.vendor);
  return t.researched(research.vendor, research.day, [...new Set(found.flatMap((r) => r.sources))]);
}

function legSourceText(analysis: AnalysisState, c: LegChance, lang: Lang): string {
  const t = TEXTS[lang];
  const season = analysis.ratings()?.file.lastSeason ?? '';
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
        fittedOn: analysis.ratings()?.file.blend.rows ?? 0,
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

function modelSource(analysis: AnalysisState, lang: Lang): string {
  const file = analysis.ratings()!.file;
  return TEXTS[lang].sources.model(file.lastSeason, file.blend.rows ?? 0, file.blend.weight);
}

/** Both teams of a football leg as the rating model knows them, or null. */
function knownTeams(analysis: AnalysisState, leg: Leg): { home: TeamInfo; away: TeamInfo } | null {
  if (!isFootball(leg) || !leg.away) return null;
  const r = analysis.ratings();
  const home = r?.team(leg.home);
  const away = r?.team(leg.away);
  return home && away && home.key !== away.key ? { home, away } : null;
}

/**
 * The facts behind a football leg, for the report to show as they are: each team's latest known result and
 * last games with their dates (marked stale when too old to be form, whether or not the model could price the
 * bet), its place in its league's table while current, the dated meetings, and, when the model's view is
 * current, its expected goals.
 */
function matchFacts(
  analysis: AnalysisState,
  leg: Leg,
  teams: { home: TeamInfo; away: TeamInfo },
  c: LegChance,
  today: Date,
): MatchFacts {
  const { history } = analysis;
  const staleNames = new Set(c.stale?.map((s) => s.name));
  // A season of one club's results, cups included, is well under this many games.
  const seasonGames = (key: string) => history.form(key, SEASON_GAMES).matches;
  const clubs = analysis.ratings()?.file.teams ?? {};
  const clubsOf = (league: string) => Object.keys(clubs).filter((key) => clubs[key][1] === league);
  const team = (info: TeamInfo, name: string): TeamFacts => {
    const f = history.form(info.key);
    const latest = history.latestResultDate(info.key);
    const stale =
      staleNames.has(name) || !latest || (today.getTime() - Date.parse(latest)) / DAY_MS > FRESH_DAYS;
    const table = stale
      ? null
      : leagueStanding(info.key, seasonGames, { today, freshDays: FRESH_DAYS, clubsOf });
    return {
      name,
      latest,
      stale,
      ...(table ? { table } : {}),
      form: f.matches.map((m) => ({
        date: m.date,
        result: m.result,
        venue: m.venue,
        opponent: m.venue === 'H' ? m.away : m.home,
        score: m.venue === 'H' ? `${m.hg}:${m.ag}` : `${m.ag}:${m.hg}`,
      })),
      goalsFor: f.goalsFor,
      goalsAgainst: f.goalsAgainst,
    };
  };
  const names = { [teams.home.key]: leg.home, [teams.away.key]: leg.away };
  return {
    home: team(teams.home, leg.home),
    away: team(teams.away, leg.away),
    meetings: history.headToHead(teams.home.key, teams.away.key).map((m) => ({
      date: m.date,
      home: names[m.homeKey],
      away: names[m.awayKey],
      score: `${m.hg}:${m.ag}`,
    })),
    ...(c.model
      ? {
          expectedGoals: c.model.expectedGoals,
          ratings: { home: Math.round(teams.home.rating), away: Math.round(teams.away.rating) },
        }
      : {}),
  };
}

/** Head-to-head and form from the shipped results, the model's ratings and expected goals. */
function teamDetails(
  analysis: AnalysisState,
  leg: Leg,
  teams: { home: TeamInfo; away: TeamInfo },
  c: LegChance,
  lang: Lang,
): { headToHead: string; keyStats: string } {
  const t = TEXTS[lang];
  const r = analysis.ratings()!;
  const season = r.file.lastSeason;
  const names = { [teams.home.key]: leg.home, [teams.away.key]: leg.away };
  const meetings = analysis.history.headToHead(teams.home.key, teams.away.key).map((m) => ({
    date: m.date,
    home: names[m.homeKey],
    away: names[m.awayKey],
    hg: m.hg,
    ag: m.ag,
  }));
  const line = (team: TeamInfo, name: string): TeamLine => {
    const f = analysis.history.form(team.key);
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
    // Old games are no form: a stale leg says how old its data is instead.
    keyStats: c.stale
      ? t.stale(
          c.stale.map((s) => ({ name: s.name, date: s.latest })),
          FRESH_DAYS,
        )
      : t.details.keyStatsFrom(line(teams.home, leg.home), line(teams.away, leg.away), xg, season),
  };
}

/**
 * What every report line of a leg says: the match, its competition and kickoff, the bet in words, the odds. A
 * leg that prints no kickoff takes its fixture's (the clubs' one meeting in the schedule of the next two weeks).
 */
function legLine(
  leg: Leg,
  lang: Lang,
  fixture: Fixture | null = null,
): Pick<ReportMatch, 'match' | 'league' | 'time' | 'bet' | 'odds'> {
  return {
    match: leg.away ? `${leg.home} - ${leg.away}` : leg.home,
    league: leg.league ?? fixture?.league ?? null,
    time: leg.kickoff ?? (fixture ? localKickoff(fixture.kickoff, fixture.timeKnown) : null),
    bet: leg.parsed ? `${pickInWords(leg.parsed, lang)} (${leg.pick})` : leg.pick,
    odds: leg.odds,
  };
}

/** A played leg's chance for the ticket's: certain when it won or its stake came back, none when it lost. */
function playedChance(p: PlayedLeg): LegChance {
  const chance = p.outcome === 'lost' ? 0 : p.outcome ? 1 : null;
  return { chance, implied: null, source: 'none', assumedMargin: 0 };
}

/** A played leg as the report shows it: its result and how the bet came out, never a forecast. */
function playedMatch(leg: Leg, played: PlayedLeg, lang: Lang): ReportMatch {
  const t = TEXTS[lang].played;
  const score =
    played.score && played.regularTime
      ? t.afterOvertime(played.score, played.regularTime)
      : played.score && played.sets
        ? `${played.score} (${played.sets})`
        : played.score;
  const analysis = !score
    ? t.noResult(played.date)
    : played.outcome
      ? t[played.outcome](score)
      : played.regularTime
        ? t.overtimeRule(score)
        : t.unsettled(score);
  return {
    ...legLine(leg, lang),
    aiChance: null,
    chanceSource: 'none',
    status: played.outcome === 'won' ? 'success' : played.outcome === 'lost' ? 'danger' : 'warning',
    analysis,
    chanceNote: '',
    played,
    details: { headToHead: '', keyStats: '' },
  };
}

/** The schedule's fixture of a football leg that prints no kickoff, or null. */
function fixtureOf(analysis: AnalysisState, leg: Leg, today: Date): Fixture | null {
  if (leg.kickoff || !leg.away || !isFootball(leg)) return null;
  return analysis.fixtures.next(clubKey(analysis, leg.home), clubKey(analysis, leg.away), today);
}
