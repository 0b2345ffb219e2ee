import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import type { Leg, Pick } from '../tickets/types';
import type { OddsEvent, OddsProvider } from '../../providers/odds/types';
import { TheOddsApiProvider } from '../../providers/odds/the-odds-api';
import { createLogger } from '../../lib/logger';
import { teamKey } from './model/team-names';
import type { LegChance } from './leg-chance';
import { AnalysisState } from './model/analysis-state';
import { analyseTicket } from './analyse-ticket';
import { clubKey } from './ticket-chance';
import {
  bestPrices,
  findEvent,
  legReference,
  referencePrice,
  referencePrices,
  selectionOf,
  withReference,
} from './reference-price';
import { THE_ODDS_API_BASE } from '../../../tests/mocks/the-odds-api';
import { DERBY_BOOKS, derby, oddsMarketHandlers, type MarketStandIn } from '../../../tests/mocks/odds-market';

const HOUR = 3_600_000;
const result = (outcome: '1' | 'X' | '2'): Pick => ({ kind: 'result', period: 'FT', outcome });
const leg = (parsed: Pick, odds = 1.85, over: Partial<Leg> = {}): Leg => ({
  home: 'Crvena zvezda',
  away: 'Partizan',
  market: '',
  pick: '',
  odds,
  parsed,
  ...over,
});
const books = (bs: typeof DERBY_BOOKS): OddsEvent['bookmakers'] =>
  bs.map((b) => {
    const h = b.markets.find((m) => m.key === 'h2h')?.outcomes;
    const t = b.markets.find((m) => m.key === 'totals')?.outcomes ?? [];
    const price = (name: string) => h!.find((o) => o.name === name)!.price;
    const points = [...new Set(t.map((o) => o.point!))];
    return {
      key: b.key,
      title: b.title,
      ...(h ? { h2h: { home: price('Crvena Zvezda'), draw: price('Draw'), away: price('Partizan') } } : {}),
      ...(points.length
        ? {
            totals: points.map((point) => ({
              point,
              over: t.find((o) => o.name === 'Over' && o.point === point)!.price,
              under: t.find((o) => o.name === 'Under' && o.point === point)!.price,
            })),
          }
        : {}),
    };
  });
const event = (bs = DERBY_BOOKS, over: Partial<OddsEvent> = {}): OddsEvent => ({
  id: 'derby1',
  league: 'Super Liga - Serbia',
  home: 'Crvena Zvezda',
  away: 'Partizan',
  commenceTime: new Date(Date.now() + 30 * HOUR).toISOString(),
  h2h: { home: 1.95, draw: 3.5, away: 4.2 },
  bookmakers: books(bs),
  ...over,
});

describe('the bet in the feed’s markets', () => {
  it('1X2 and double chance from the 1X2, over/under at the same line; anything else has no reference', () => {
    expect(selectionOf(result('1'))).toEqual({ market: 'h2h', outcomes: ['home'] });
    expect(selectionOf(result('X'))).toEqual({ market: 'h2h', outcomes: ['draw'] });
    expect(selectionOf({ kind: 'double-chance', period: 'FT', outcomes: 'X2' })).toEqual({
      market: 'h2h',
      outcomes: ['draw', 'away'],
    });
    // "UG 3+" is over 2.5, "UG 0-2" under 2.5, a basketball total its own line.
    expect(selectionOf({ kind: 'total-goals', period: 'FT', min: 3, max: null })).toEqual({
      market: 'totals',
      point: 2.5,
      side: 'over',
    });
    expect(selectionOf({ kind: 'total-goals', period: 'FT', min: 0, max: 2 })).toEqual({
      market: 'totals',
      point: 2.5,
      side: 'under',
    });
    expect(selectionOf({ kind: 'points-total', line: 162.5, over: false })).toEqual({
      market: 'totals',
      point: 162.5,
      side: 'under',
    });
    for (const other of [
      { kind: 'result', period: 'H1', outcome: '1' },
      { kind: 'btts', yes: true },
      { kind: 'total-goals', period: 'FT', min: 2, max: 3 },
      { kind: 'handicap', team: 'home', line: -1 },
      { kind: 'points-total', line: 80.5, over: true, team: 'home' },
    ] as Pick[])
      expect(selectionOf(other)).toBeNull();
  });
});

describe('finding the leg’s match in the feed', () => {
  it('both clubs by the gazetteer’s key, home and away as printed, the meeting nearest the printed date', () => {
    const now = new Date();
    const soon = event(DERBY_BOOKS, {
      id: 'soon',
      commenceTime: new Date(now.getTime() + 30 * HOUR).toISOString(),
    });
    const later = event(DERBY_BOOKS, {
      id: 'later',
      commenceTime: new Date(now.getTime() + 8 * 24 * HOUR).toISOString(),
    });
    const events = [later, soon];
    // No printed date: the next meeting.
    expect(findEvent(leg(result('1')), events, teamKey, now)?.id).toBe('soon');
    const day = new Date(now.getTime() + 8 * 24 * HOUR).toISOString().slice(0, 10);
    expect(findEvent(leg(result('1'), 1.85, { kickoff: `${day} 20:00` }), events, teamKey, now)?.id).toBe(
      'later',
    );
    // A printed date far from any of the feed's meetings is another match; the clubs the other way round too.
    const far = new Date(now.getTime() + 4 * 24 * HOUR).toISOString().slice(0, 10);
    expect(findEvent(leg(result('1'), 1.85, { kickoff: far }), events, teamKey, now)).toBeNull();
    expect(
      findEvent(leg(result('1'), 1.85, { home: 'Partizan', away: 'Crvena zvezda' }), events, teamKey, now),
    ).toBeNull();
  });
});

describe('the reference price of a bet', () => {
  it('fair = Pinnacle without its margin; best = the highest price with its bookmaker', () => {
    const ref = referencePrice(leg(result('1')), event())!;
    expect(ref.fairFrom).toBe('pinnacle');
    // Pinnacle 1.95 / 3.60 / 4.30 carries 2.3 % margin; the power method leaves the home win about 50.5 %.
    expect(ref.fair).toBeCloseTo(0.5051, 3);
    expect(ref.best).toEqual({ odds: 2.0, bookmaker: 'Unibet' });
    expect(ref.bookmakers).toBe(4);
    expect(legReference(ref)).toMatchObject({ fairChance: 50.5, fairOdds: 1.98, fairFrom: 'pinnacle' });
  });

  it('without Pinnacle: the median of the bookmakers’ chances without margin', () => {
    const ref = referencePrice(leg(result('1')), event(DERBY_BOOKS.slice(1)))!;
    expect(ref.fairFrom).toBe('consensus');
    // Unibet 48.3 %, Marathon Bet 50.6 %, 1xBet 49.8 %.
    expect(ref.fair).toBeCloseTo(0.4983, 3);
    expect(ref.bookmakers).toBe(3);
  });

  it('double chance: the sum of its two results, with no best price (no bookmaker here quotes it alone)', () => {
    const ref = referencePrice(leg({ kind: 'double-chance', period: 'FT', outcomes: '1X' }, 1.25), event())!;
    expect(ref.fair).toBeCloseTo(0.5051 + 0.2698, 3);
    expect(ref.best).toBeNull();
  });

  it('over/under only at the ticket’s own line', () => {
    const over = referencePrice(
      leg({ kind: 'total-goals', period: 'FT', min: 3, max: null }, 1.95),
      event(),
    )!;
    expect(over.fair).toBeCloseTo(0.4784, 3);
    expect(over.bookmakers).toBe(3);
    expect(over.best).toEqual({ odds: 2.05, bookmaker: 'Marathon Bet' });
    const over35 = referencePrice(leg({ kind: 'total-goals', period: 'FT', min: 4, max: null }, 3), event())!;
    expect(over35.bookmakers).toBe(1);
    expect(over35.fairFrom).toBe('consensus');
    expect(
      referencePrice(leg({ kind: 'total-goals', period: 'FT', min: 5, max: null }, 6), event()),
    ).toBeNull();
    expect(referencePrice(leg({ kind: 'btts', yes: true }, 1.7), event())).toBeNull();
  });
});

describe('the chance on the reference', () => {
  const ref = referencePrice(leg(result('1')), event())!;
  const market: LegChance = {
    chance: 0.516,
    implied: 1 / 1.85,
    source: 'market',
    assumedMargin: 0.06,
    market: 0.516,
  };

  it('a leg on its own price takes the fair chance', () => {
    expect(withReference(market, ref)).toMatchObject({
      chance: ref.fair,
      market: ref.fair,
      implied: 1 / 1.85,
    });
    expect(withReference(market, null)).toBe(market);
  });

  it('a blend keeps the model’s weight on the fair chance; a leg without a price of its own is left alone', () => {
    const blend: LegChance = {
      ...market,
      source: 'blend',
      chance: 0.55,
      modelWeight: 0.3,
      model: { probability: 0.63 } as LegChance['model'],
    };
    expect(withReference(blend, ref).chance).toBeCloseTo(0.3 * 0.63 + 0.7 * ref.fair, 10);
    const unpriced: LegChance = { chance: 0.45, implied: null, source: 'base-rate', assumedMargin: 0 };
    expect(withReference(unpriced, ref)).toBe(unpriced);
  });

  it('what the ticket gives away against the best prices: 1 − Π ticket odds / Π best odds', () => {
    const legs = [leg(result('1'), 1.85), leg({ kind: 'total-goals', period: 'FT', min: 3, max: null }, 1.9)];
    const refs = legs.map((l) => referencePrice(l, event()));
    expect(bestPrices(legs, refs)).toEqual({
      legs: 2,
      ticketOdds: 3.52,
      bestOdds: 4.1,
      givenAway: Math.round((1 - (1.85 * 1.9) / (2.0 * 2.05)) * 1000) / 10,
    });
    expect(bestPrices(legs, [null, null])).toBeNull();
  });
});

describe('asking the feed (The Odds API adapter against its stand-in)', () => {
  const requests: URL[] = [];
  const server = setupServer();
  const logger = createLogger('silent');
  const provider = (opts: MarketStandIn = {}) => {
    server.use(...oddsMarketHandlers({ onRequest: (u) => requests.push(u), ...opts }));
    return new TheOddsApiProvider('key123', THE_ODDS_API_BASE, logger);
  };
  const oddsAsked = () => requests.filter((u) => u.pathname.endsWith('/odds')).length;
  const ticket = [
    leg(result('1'), 1.85, { home: 'FK Crvena Zvezda' }),
    leg({ kind: 'btts', yes: true }, 1.7, { home: 'Vojvodina', away: 'Čukarički' }),
    leg(result('2'), 2.1, { sport: 'tennis', home: 'Đoković', away: 'Alcaraz' }),
  ];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => (requests.length = 0));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('prices the legs it quotes, asks once per sport it can quote, and again only after a few minutes', async () => {
    const odds = provider();
    const found = (await referencePrices(odds, ticket, { key: teamKey, logger }))!;
    expect(found.feed).toBe('The Odds API');
    expect(found.perLeg.map((r) => r && { best: r.best, from: r.fairFrom })).toEqual([
      { best: { odds: 2.0, bookmaker: 'Unibet' }, from: 'pinnacle' },
      null, // both teams to score: not a market the feed quotes
      null, // tennis: not a sport it covers
    ]);
    const asked = oddsAsked();
    expect(asked).toBeGreaterThan(0);
    expect(requests.some((u) => u.pathname.includes('basketball'))).toBe(false);
    await referencePrices(odds, ticket, { key: teamKey, logger });
    expect(oddsAsked()).toBe(asked);
  });

  it('a feed that fails or is slow leaves every leg on its own price, in bounded time; the demo is no feed', async () => {
    const failing = (await referencePrices(provider({ status: 500 }), ticket, { key: teamKey, logger }))!;
    expect(failing.perLeg).toEqual([null, null, null]);

    const odds = provider({ delayMs: 200 });
    const started = Date.now();
    const slow = (await referencePrices(odds, ticket, { key: teamKey, logger, timeoutMs: 50 }))!;
    expect(Date.now() - started).toBeLessThan(300);
    expect(slow.perLeg[0]).toBeNull();
    // The late answer still fills the cache: the next ticket gets the prices without asking again.
    await new Promise((r) => setTimeout(r, 1000));
    const asked = oddsAsked();
    const next = (await referencePrices(odds, ticket, { key: teamKey, logger, timeoutMs: 50 }))!;
    expect(next.perLeg[0]?.fairFrom).toBe('pinnacle');
    expect(oddsAsked()).toBe(asked);

    const demo = { name: 'demo', demo: true, offers: ['football'] } as unknown as OddsProvider;
    expect(await referencePrices(demo, ticket, { key: teamKey, logger })).toBeUndefined();
  });

  it('the derby outside the window the feed is asked for is not found', async () => {
    const odds = provider({ odds: { soccer_serbia_superliga: [derby(DERBY_BOOKS, 24 * 14)] } });
    const found = (await referencePrices(odds, ticket, { key: teamKey, logger }))!;
    expect(found.perLeg[0]).toBeNull();
  });
});

describe('the report on the market’s reference (analyseTicket)', () => {
  const server = setupServer(...oddsMarketHandlers());
  const logger = createLogger('silent');
  const analysis = new AnalysisState();
  const key = (name: string) => clubKey(analysis, name);
  const derbyLeg = (odds: number) => ({ ...leg(result('1'), odds), pick: '1' });
  const withFeed = async (legs: Leg[]) => {
    const odds = new TheOddsApiProvider('key123', THE_ODDS_API_BASE, logger);
    const reference = await referencePrices(odds, legs, { key, logger });
    return analyseTicket(analysis, legs, 'rs', { reference });
  };

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('without a feed the chance is the ticket’s own price without margin, named so', () => {
    const r = analyseTicket(analysis, [derbyLeg(1.85)], 'rs');
    const m = r.matches[0];
    expect(m.chanceBasis).toBe('price');
    expect(m.aiChance).toBe(m.marketChance);
    expect(m.reference).toBeUndefined();
    expect(r).toMatchObject({ chanceBasis: 'price', oddsFeed: null, bestPrices: null });
  });

  it('with a feed: the fair chance, the best price and its bookmaker, what the ticket gives away, the source', async () => {
    const r = await withFeed([derbyLeg(1.85)]);
    const m = r.matches[0];
    expect(m.chanceBasis).toBe('reference');
    expect(m.aiChance).toBe(50.5);
    expect(m.reference).toMatchObject({
      fairChance: 50.5,
      fairOdds: 1.98,
      fairFrom: 'pinnacle',
      best: { odds: 2, bookmaker: 'Unibet' },
      league: 'Super Liga - Serbia',
    });
    expect(m.chanceNote).toContain(
      'Tvoja kvota nosi 54%; fer šansa tržišta je 51% (kvota kladionice Pinnacle bez marže, The Odds API).',
    );
    expect(r).toMatchObject({
      chanceBasis: 'reference',
      oddsFeed: { name: 'The Odds API', matched: 1 },
      bestPrices: { legs: 1, ticketOdds: 1.85, bestOdds: 2, givenAway: 7.5 },
    });
    expect(r.sources).toContainEqual(
      expect.stringMatching(/^Fer šanse i najbolje kvote: The Odds API \(1 od 1 para\)/),
    );
  });

  it('a leg of clubs the model does not know: the details say the estimate rests on the bookmakers’ prices', () => {
    const away = leg(result('1'), 1.85, { home: 'Zeta', away: 'Mornar' });
    const ref = referencePrice(away, event())!;
    const m = analyseTicket(analysis, [away], 'rs', { reference: { feed: 'The Odds API', perLeg: [ref] } })
      .matches[0];
    expect(m.facts).toBeUndefined();
    expect(m.details.keyStats).toBe('Procena je zasnovana na kvotama kladionica za isti tip (The Odds API).');
  });

  it('the verdict weighs the ticket’s price against the market: 1,70 looks fair alone, underpaid against Pinnacle', async () => {
    const alone = analyseTicket(analysis, [derbyLeg(1.7)], 'rs').matches[0];
    expect(alone.verdict).not.toBe('poorValue');
    const market = (await withFeed([derbyLeg(1.7)])).matches[0];
    // 50.5 % × 1.70 = 0.86: below 0.90, the ticket's price pays too little for the market's chance.
    expect(market.verdict).toBe('poorValue');
    expect(market.value).toBe(0.86);
  });

  it('"AI" only where the rating model moved the chance: a leg without odds on the model of current results', () => {
    const r = analyseTicket(analysis, [{ ...derbyLeg(2), defaulted: { odds: true } }], 'rs', {
      today: new Date('2025-05-20'),
    });
    expect(r.matches[0]).toMatchObject({ chanceSource: 'model', chanceBasis: 'ai' });
    expect(r.chanceBasis).toBe('ai');
  });
});
