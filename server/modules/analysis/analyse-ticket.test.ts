import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTypedTicket } from '../tickets/parse-typed-ticket';
import type { Leg } from '../tickets/types';
import fc from 'fast-check';
import { analyseTicket } from './analyse-ticket';
import { ticketChance } from './ticket-chance';
import { verdict } from './verdicts';
import { legChance, SINGLE_PRICE } from './leg-chance';
import { Ratings } from './model/ratings';
import { AnalysisState } from './model/analysis-state';
import { powerDemargin, typicalExponents } from './model/metrics';

const legs = (text: string) => parseTypedTicket(text).legs;
/** The ratings and results a process starts with: the shipped files. */
const analysis = new AnalysisState();

// The shipped results end on 31 May 2025: these tests analyse as of the next weeks, while they are current form
// (the staleness tests below move the day on).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('leg chances', () => {
  it('removes the assumed margin by the power method (teams the rating model does not know)', () => {
    const [leg] = legs('A - B 1 1.80');
    const c = legChance(analysis, leg);
    expect(c.source).toBe('market');
    expect(c.implied).toBeCloseTo(1 / 1.8, 6);
    // A football 1: the exponent of its family, fitted on full markets (server/data/football/single-price.json);
    // the draw carries a smaller share of the margin than a win.
    const { home, draw } = SINGLE_PRICE.families;
    expect(draw.exponent).toBeGreaterThan(1);
    expect(draw.exponent).toBeLessThan(home.exponent);
    expect(c.chance).toBeCloseTo((1 / 1.8) ** home.exponent, 6);
  });

  it('takes less margin from a football draw than from a win, and never prices a draw above its odds', () => {
    const draw = legChance(analysis, legs('A - B X 3.40')[0]);
    const away = legChance(analysis, legs('A - B 2 3.40')[0]);
    expect(draw.chance!).toBeGreaterThan(away.chance!);
    expect(draw.chance!).toBeLessThan(draw.implied!);
    // Other sports keep equal shares: the draw evidence is football's.
    const hockey = { ...legs('A - B X 3.40')[0], sport: 'hockey' as const };
    expect(legChance(analysis, hockey).chance!).toBeLessThan(draw.chance!);
    expect(legChance(analysis, hockey).chance).toBeCloseTo(
      (1 / 3.4) ** typicalExponents(0.05, [1, 1, 1])[0],
      9,
    );
  });

  it('takes more of the price from long shots and combinations than from a 1X2 favourite', () => {
    const kept = (text: string) => {
      const c = legChance(analysis, legs(text)[0]);
      return c.chance! / c.implied!;
    };
    expect(kept('A - B 2 9.00')).toBeLessThan(kept('A - B 1 1.50'));
    expect(kept('A - B 1&UG3+ 1.50')).toBeLessThan(kept('A - B 1 1.50'));
    // On a typical two-way market the power method is close to a full market's: 1.30 / 3.40 at 6 % overround.
    const full = powerDemargin([1.3, 3.4])[0];
    expect(legChance(analysis, legs('A - B GG 1.30')[0]).chance).toBeCloseTo(full, 1);
    expect(typicalExponents(0.06, [1, 1])[0]).toBeGreaterThan(1);
  });

  it('uses historical base rates, never a fake price, when the user gave no odds', () => {
    const [home] = legs('A - B 1');
    expect(legChance(analysis, home)).toMatchObject({ source: 'base-rate', implied: null });
    expect(legChance(analysis, home).chance).toBeCloseTo(0.4448, 4);
    const [handicap] = legs('A - B H1 -1');
    expect(legChance(analysis, handicap)).toMatchObject({ source: 'none', chance: null });
  });
});

describe('analyseTicket', () => {
  it('gives verdicts from chance and value, an overall chance, the riskiest leg and a drop recommendation', () => {
    const r = analyseTicket(
      analysis,
      legs('Zvezda - Radnički 1 1.30\nHajduk - Rijeka GG 1.85\nPartizan - TSC UG 4+ 3.60'),
      'rs',
    );
    expect(r.matches.map((m) => m.status)).toEqual(['warning', 'warning', 'danger']);
    // Likely but at a price that pays less than the chance; a coin flip; a price worth under 90 % of the stake.
    expect(r.matches.map((m) => m.verdict)).toEqual(['likely', 'uncertain', 'poorValue']);
    expect(r.riskyPicks).toBe(1);
    expect(r.totalOdds).toBe(8.66);
    const product = r.matches.reduce((p, m) => p * (m.aiChance! / 100), 1) * 100;
    expect(r.overallChance).toBeCloseTo(product, 0);
    expect(r.insights.some((i) => i.type === 'danger' && i.text.includes('Partizan - TSC'))).toBe(true);
    // One risky leg, in the singular: "Izbaci rizičan par", "Bez para Partizan - TSC …".
    expect(r.recommendation.title).toBe('Izbaci rizičan par');
    expect(r.recommendation.description).toMatch(
      /^Bez para Partizan - TSC šansa tiketa raste sa \d+% na \d+%\.$/,
    );
    expect(r.matches[0].bet).toBe('Pobeda domaćina (1)');
    // No research source: no "not checked" line per match, one line under the report.
    expect(r.matches[0].details.injuries).toBeUndefined();
    expect(r.unchecked).toEqual(['Povrede, vesti i vremenski uslovi nisu provereni u ovoj analizi.']);
    expect(JSON.stringify(r)).not.toMatch(/nije podešen/);
  });

  it('calls a long ticket of likely legs too risky, with what the margins take and the weakest legs to drop', () => {
    const seven = legs(Array.from({ length: 7 }, (_, i) => `T${i}a - T${i}b 1 1.45`).join('\n'));
    const r = analyseTicket(analysis, seven, 'rs');
    expect(r.riskyPicks).toBe(0);
    expect(r.overallChance!).toBeLessThan(10);
    expect(r.recommendation.title).toBe('Tiket je previše rizičan');
    expect(r.recommendation.description).toMatch(/gubiš oko \d+% njegove vrednosti/);
    expect(r.recommendation.description).toMatch(
      /Bez najslabijih parova \(T\da - T\db, T\da - T\db\) šansa raste na \d+%/,
    );
    expect(analyseTicket(analysis, seven, 'hr').recommendation.title).toBe('Listić je previše rizičan');
    // A short ticket of likely legs is balanced.
    expect(analyseTicket(analysis, legs('A - B 1 1.30\nC - D 1 1.35'), 'rs').recommendation.title).toBe(
      'Tiket je uravnotežen',
    );
  });

  it('treats two picks on one match of unknown teams as one event with the weaker chance, and says so', () => {
    const two = legs('Alfa - Beta 1 2.10\nALFA - Beta UG 3+ 1.90');
    const chances = two.map((l) => legChance(analysis, l));
    const { chance, events } = ticketChance(analysis, two, chances);
    expect(events).toHaveLength(1);
    expect(events[0].joint).toBe('min');
    expect(chance).toBeCloseTo(Math.min(chances[0].chance!, chances[1].chance!), 6);
    const r = analyseTicket(analysis, two, 'rs');
    expect(
      r.insights.some((i) => i.text.includes('jedan događaj') && i.text.includes('gornja granica')),
    ).toBe(true);
  });

  it('knows one match under two spellings and prices its legs jointly from the model grid', () => {
    const two = legs('Crvena zvezda - Partizan 1 1.80\nFK Crvena Zvezda - Partizan Beograd UG 3+ 1.90');
    const chances = two.map((l) => legChance(analysis, l));
    const { chance, events } = ticketChance(analysis, two, chances);
    expect(events).toHaveLength(1);
    expect(events[0].joint).toBe('model');
    // The legs' own chances, with the dependence the model sees between a home win and 3+ goals.
    const m = (p: Leg['parsed']) => analysis.modelChance('Crvena zvezda', 'Partizan', p!)!.probability;
    const both = m({ kind: 'combo', parts: [two[0].parsed!, two[1].parsed!] });
    const lift = both / (m(two[0].parsed) * m(two[1].parsed));
    expect(chance).toBeCloseTo(
      Math.min(chances[0].chance! * chances[1].chance! * lift, chances[0].chance!),
      9,
    );
    expect(chance).toBeLessThan(Math.min(chances[0].chance!, chances[1].chance!));
    expect(chance).toBeGreaterThan(chances[0].chance! * chances[1].chance!);
    const r = analyseTicket(analysis, two, 'hr');
    expect(r.insights.some((i) => i.text.includes('raspodjela rezultata modela'))).toBe(true);
    // Contradictory picks on one match cannot both win.
    const contradictory = legs('Crvena zvezda - Partizan 1\nZvezda - Partizan 2');
    expect(
      ticketChance(
        analysis,
        contradictory,
        contradictory.map((l) => legChance(analysis, l)),
      ).chance,
    ).toBe(0);
  });

  it('says it cannot compute the overall chance rather than inventing one', () => {
    const r = analyseTicket(analysis, legs('A - B H1 -1\nC - D 1 1.5'), 'rs');
    expect(r.overallChance).toBeNull();
    expect(r.recommendation.title).toBe('Dodaj kvote za precizniju analizu');
  });

  it('writes Croatian for hr', () => {
    const r = analyseTicket(analysis, legs('Hajduk - Dinamo 1 2.40'), 'hr');
    expect(r.aiAnalysis).toContain('listić');
    expect(r.matches[0].bet).toBe('Pobjeda domaćina (1)');
    expect(r.unchecked).toEqual(['Ozljede, vijesti i vremenski uvjeti nisu provjereni u ovoj analizi.']);
  });

  it('is deterministic', () => {
    const text = 'A - B 1 1.5\nC - D X 3.4';
    expect(analyseTicket(analysis, legs(text), 'rs')).toEqual(analyseTicket(analysis, legs(text), 'rs'));
  });
});

describe('verdicts from chance and value', () => {
  afterEach(() => analysis.setRatings(undefined));

  it('calls a leg with chance × odds below 0.90 risky and lists it as poor value (rs and hr)', () => {
    // A combination at 2.50: chance about 35 % (warning by chance) but value about 0.87.
    const r = analyseTicket(analysis, legs('A - B 1&UG3+ 2.50\nC - D 1 1.60'), 'rs');
    const [combo, single] = r.matches;
    expect(combo.aiChance!).toBeGreaterThanOrEqual(30);
    expect(combo.value).toBeLessThan(0.9);
    expect(combo.status).toBe('danger');
    expect(combo.analysis).toContain('Loša vrednost kvote: šansa × kvota = 0,');
    expect(single.value).toBeGreaterThanOrEqual(0.9);
    expect(single).toMatchObject({ status: 'warning', verdict: 'likely' });
    expect(r.riskyPicks).toBe(1);
    const poor = r.insights.find((i) => i.text.startsWith('Loša vrednost kvote'))!;
    expect(poor.text).toContain('A - B (0,');
    expect(poor.text).not.toContain('C - D');
    expect(r.insights.find((i) => i.type === 'danger' && i.text.includes('rizičan'))!.text).toContain(
      'loša vrednost kvote',
    );
    const hr = analyseTicket(analysis, legs('A - B 1&UG3+ 2.50'), 'hr');
    expect(
      hr.insights.some((i) => i.text.startsWith('Loša vrijednost tečaja') && i.text.includes('A - B')),
    ).toBe(true);
    expect(hr.matches[0].analysis).toContain('šansa × tečaj');
  });

  it('with the model weighted, "Dobar izbor" only where the price pays more than a likely chance', () => {
    const file = analysis.ratings()!.file;
    analysis.setRatings(new Ratings({ ...file, blend: { ...file.blend, weight: 1 } }));
    const [long] = legs('Crvena zvezda - Partizan 1X 2.00');
    expect(legChance(analysis, long).chance!).toBeGreaterThanOrEqual(0.55);
    const good = analyseTicket(analysis, [long], 'rs').matches[0];
    expect(good).toMatchObject({ status: 'success', verdict: 'good' });
    expect(good.analysis).toMatch(/^Dobar tip: verovatan ishod/);
    const short = analyseTicket(analysis, legs('Crvena zvezda - Partizan 1X 1.05'), 'rs').matches[0];
    expect(short.value).toBeLessThan(0.9);
    expect(short).toMatchObject({ status: 'danger', verdict: 'poorValue' });
    expect(short.analysis).toMatch(/^Loša vrednost kvote: šansa × kvota = 0,\d\d/);
  });

  it('never gives a better verdict for a lower chance or a lower value (property)', () => {
    const RANK = { danger: 0, warning: 1, success: 2 } as const;
    const priced = fc.record({
      chance: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      odds: fc.double({ min: 1.01, max: 20, noNaN: true }),
    });
    const rank = ({ chance, odds }: { chance: number; odds: number }) =>
      RANK[verdict({ chance, implied: 1 / odds, source: 'market', assumedMargin: 0.05 }, odds).status];
    fc.assert(
      fc.property(priced, priced, (a, b) => {
        const worse = a.chance <= b.chance && a.chance * a.odds <= b.chance * b.odds;
        return !worse || rank(a) <= rank(b);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('other sports', () => {
  it('attaches no football head-to-head, form, ratings, model or base rate to a basketball leg', () => {
    const [football] = legs('Crvena Zvezda - Partizan 1 1.80');
    const basketball: Leg = { ...football, sport: 'basketball' };
    const r = analyseTicket(analysis, [basketball], 'rs');
    const m = r.matches[0];
    expect(m.chanceSource).toBe('market');
    expect(m.details.headToHead).toBe('Međusobni dueli nisu uključeni u ovu analizu.');
    expect(m.details.keyStats).toBe('Procena je zasnovana na kvoti 1,80.');
    expect(m.analysis).not.toContain('Elo');
    expect(r.sources!.some((s) => s.startsWith('Model:'))).toBe(false);
    // Without a price there is nothing honest to say for another sport: football base rates do not apply.
    const unpriced: Leg = { ...legs('Crvena Zvezda - Partizan 1')[0], sport: 'basketball' };
    expect(legChance(analysis, unpriced)).toMatchObject({ source: 'none', chance: null });
    // A points total is not football even when the sport was not recognised.
    const points = analyseTicket(
      analysis,
      legs('Crvena Zvezda - Partizan ukupno poena više 165.5 1.90'),
      'rs',
    ).matches[0];
    expect(points.details.headToHead).toBe('Međusobni dueli nisu uključeni u ovu analizu.');
    // The same teams in two sports are two events.
    const both = [football, basketball];
    expect(
      ticketChance(
        analysis,
        both,
        both.map((l) => legChance(analysis, l)),
      ).events,
    ).toHaveLength(2);
  });
});

describe('legs typed without odds', () => {
  it('leave the default odds out of the total and say so on the leg and in the insights', () => {
    const two = legs('A - B 1 1.50\nC - D 1');
    expect(two[1].defaulted?.odds).toBe(true);
    const r = analyseTicket(analysis, two, 'rs');
    expect(r.totalOdds).toBe(1.5);
    expect(r.matches[1].oddsDefaulted).toBe(true);
    expect(r.matches[1].analysis).toContain('Prikazana kvota 2,00 je samo podrazumevana vrednost');
    expect(r.matches[1].analysis).toContain('ne ulazi u ukupnu kvotu');
    expect(r.insights.some((i) => i.text.includes('ukupna kvota računa samo navedene kvote'))).toBe(true);
    expect(r.aiAnalysis).toContain('sa ukupnom kvotom 1,50 (bez 1 para bez kvote)');
    // The margin insight counts the priced leg only.
    const one = analyseTicket(analysis, legs('A - B 1 1.50'), 'rs');
    expect(r.insights[0]).toEqual(one.insights[0]);
  });
});
