import { afterEach, describe, expect, it, afterAll, beforeAll, vi } from 'vitest';
import { parseTypedTicket } from '../tickets/parse-typed-ticket';
import type { Leg } from '../tickets/types';
import { analyseTicket } from './analyse-ticket';
import { teamKey } from './model/team-names';
import type { Pick } from '../tickets/types';
import {
  assumedMargin,
  demargined,
  legChance,
  pickFamily,
  PICK_FAMILIES,
  SINGLE_PRICE,
  type PickFamily,
} from './leg-chance';
import { FOOTBALL_1X2_SHARES, powerDemargin, typicalExponents } from './model/metrics';
import { Ratings } from './model/ratings';
import { AnalysisState } from './model/analysis-state';
import { seededRandom } from '../../lib/seeded-random';

const legs = (text: string) => parseTypedTicket(text).legs;
const leg = (text: string): Leg => legs(text)[0];
/** The ratings and results a process starts with: the shipped files. */
const analysis = new AnalysisState();

afterEach(() => analysis.setRatings(undefined));

// The shipped results end on 31 May 2025: the model's tests analyse as of the next weeks, while they are form.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('leg chances from the rating model', () => {
  it('ships ratings that know the big clubs of the covered leagues', () => {
    const r = analysis.ratings()!;
    expect(r).not.toBeNull();
    for (const name of [
      'Crvena Zvezda',
      'Partizan',
      'Hajduk Split',
      'Dinamo Zagreb',
      'Arsenal',
      'Real Madrid',
    ])
      expect(r.team(name), name).not.toBeNull();
    expect(r.team('Nepoznati Klub Donji Dol')).toBeNull();
  });

  it('uses the model alone for known teams without odds, consistently across 1, X and 2', () => {
    const [one, draw, two] = ['1', 'X', '2'].map((p) =>
      legChance(analysis, leg(`Crvena Zvezda - Partizan ${p}`)),
    );
    for (const c of [one, draw, two]) {
      expect(c.source).toBe('model');
      expect(c.implied).toBeNull();
      expect(c.model?.home.key).toBe(one.model?.home.key);
    }
    expect(one.chance! + draw.chance! + two.chance!).toBeCloseTo(1, 6);
    // The same club spelt differently gets the same chance.
    expect(legChance(analysis, leg('FK Crvena zvezda - FK Partizan 1')).chance).toBeCloseTo(one.chance!, 9);
    const dc = legChance(analysis, leg('Crvena Zvezda - Partizan 1X'));
    expect(dc.chance).toBeCloseTo(one.chance! + draw.chance!, 6);
  });

  it('blends model and de-margined price with the fitted weight when odds are given', () => {
    const file = analysis.ratings()!.file;
    analysis.setRatings(new Ratings({ ...file, blend: { ...file.blend, weight: 0.4 } }));
    const c = legChance(analysis, leg('Crvena Zvezda - Partizan 1 1.80'));
    expect(c.source).toBe('blend');
    expect(c.modelWeight).toBe(0.4);
    const market = demargined({ kind: 'result', period: 'FT', outcome: '1' }, 1.8);
    expect(c.market).toBeCloseTo(market, 9);
    expect(c.chance).toBeCloseTo(0.4 * c.model!.probability + 0.6 * market, 9);
  });

  it('keeps the market for unknown teams, other sports and prices the model cannot make', () => {
    expect(legChance(analysis, leg('A - B 1 1.80')).source).toBe('market');
    const basketball = { ...leg('Crvena Zvezda - Partizan 1 1.80'), sport: 'basketball' as const };
    expect(legChance(analysis, basketball).source).toBe('market');
    expect(legChance(analysis, leg('Crvena Zvezda - Partizan ukupno poena više 165.5 1.90')).source).toBe(
      'market',
    );
    expect(legChance(analysis, leg('A - B 1')).source).toBe('base-rate');
  });

  it('falls back to the old sources when the ratings file is missing', () => {
    analysis.setRatings(null);
    expect(legChance(analysis, leg('Crvena Zvezda - Partizan 1 1.80')).source).toBe('market');
    expect(legChance(analysis, leg('Crvena Zvezda - Partizan 1')).source).toBe('base-rate');
  });
});

describe('report details from the shipped results', () => {
  it('fills head-to-head and form for known teams and says where the chance comes from', () => {
    const r = analyseTicket(
      analysis,
      legs('Crvena Zvezda - Partizan 1\nHajduk Split - Rijeka GG 1.85'),
      'rs',
    );
    const [zvezda, hajduk] = r.matches;
    expect(zvezda.chanceSource).toBe('model');
    expect(zvezda.analysis).toContain('Elo + Dixon–Coles');
    expect(zvezda.details.headToHead).toMatch(
      /\d{1,2}\. \d{1,2}\. \d{4}\. (Crvena Zvezda – Partizan|Partizan – Crvena Zvezda) \d+:\d+/,
    );
    // The same facts, dated, for the screen: form with opponents and scores, meetings, the model's view.
    const facts = zvezda.facts!;
    expect(facts.home).toMatchObject({ name: 'Crvena Zvezda', stale: false, latest: '2025-05-24' });
    expect(facts.home.form).toHaveLength(5);
    expect(facts.home.form[0]).toMatchObject({
      date: '2025-05-24',
      result: expect.stringMatching(/^[WDL]$/),
    });
    expect(facts.meetings[0]).toMatchObject({
      date: '2025-04-12',
      home: 'Crvena Zvezda',
      away: 'Partizan',
      score: '2:1',
    });
    expect(facts.expectedGoals!.home).toBeGreaterThan(facts.expectedGoals!.away);
    expect(zvezda.details.headToHead).toContain('Bilans');
    expect(zvezda.details.keyStats).toContain('Forma');
    expect(zvezda.details.keyStats).toMatch(/Crvena Zvezda [PNI]( [PNI]){4}/);
    expect(hajduk.chanceSource).toBe('blend');
    expect(hajduk.analysis).toContain('tržište');
    expect(r.sources!.some((s) => s.startsWith('Model:'))).toBe(true);
    expect(r.aiAnalysis).toContain('modela rejtinga');
  });

  it('months after the latest result, says how old the data is, leans on the price and never calls it form', () => {
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    try {
      for (const lang of ['rs', 'hr'] as const) {
        const r = analyseTicket(
          analysis,
          legs('Crvena Zvezda - Partizan 1 1.80\nCrvena Zvezda - Partizan 1'),
          lang,
        );
        const [priced, unpriced] = r.matches;
        expect(priced.chanceSource).toBe('market');
        expect(unpriced.chanceSource).toBe('base-rate');
        expect(priced.analysis).toContain(
          lang === 'rs' ? 'Poslednji poznati rezultat' : 'Posljednji poznati rezultat',
        );
        expect(priced.analysis).toContain('Crvena Zvezda 24. 5. 2025., Partizan 25. 5. 2025. To je starije');
        expect(priced.analysis).toMatch(/forma i rejting nisu aktu(e|a)lni/);
        expect(priced.details.keyStats).not.toContain('Forma');
        expect(priced.facts!.home).toMatchObject({ stale: true, latest: '2025-05-24' });
        expect(priced.facts!.expectedGoals).toBeUndefined();
        expect(r.aiAnalysis).not.toContain('modela rejtinga');
      }
    } finally {
      vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    }
  });

  it('once newer results are stored (npm run data:update), the report’s dates move and the form is current again', () => {
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const derby = (date: string, hg: number, ag: number) => ({
      date,
      league: 'Serbian SuperLiga',
      home: 'Crvena Zvezda',
      away: 'Partizan',
      homeKey: teamKey('Crvena Zvezda'),
      awayKey: teamKey('Partizan'),
      hg,
      ag,
    });
    analysis.history.setStoredResults([derby('2026-11-22', 1, 1), derby('2026-09-27', 2, 0)]);
    try {
      const [m] = analyseTicket(analysis, legs('Crvena Zvezda - Partizan 1 1.80'), 'rs').matches;
      expect(m.facts!.home).toMatchObject({ latest: '2026-11-22', stale: false });
      expect(m.facts!.home.form[0]).toMatchObject({ date: '2026-11-22', result: 'D', score: '1:1' });
      expect(m.facts!.meetings[0]).toMatchObject({ date: '2026-11-22', score: '1:1' });
      expect(m.analysis).not.toContain('Poslednji poznati rezultat');
    } finally {
      analysis.history.setStoredResults([]);
      vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    }
  });

  it('writes the details in Croatian for hr and keeps the old lines for unknown teams', () => {
    const r = analyseTicket(analysis, legs('Dinamo Zagreb - Hajduk Split X\nA - B 1 2.00'), 'hr');
    expect(r.matches[0].details.headToHead).toContain('Posljednji međusobni susreti');
    expect(r.matches[0].analysis).toContain('Tečaj nije naveden; model');
    expect(r.matches[1].details.headToHead).toBe('Međusobni susreti nisu uključeni u ovu analizu.');
  });
});

describe('single-price chances (docs/decisions/005)', () => {
  const PICKS: Record<PickFamily, Pick> = {
    home: { kind: 'result', period: 'FT', outcome: '1' },
    draw: { kind: 'result', period: 'FT', outcome: 'X' },
    away: { kind: 'result', period: 'FT', outcome: '2' },
    over25: { kind: 'total-goals', period: 'FT', min: 3, max: null },
    under25: { kind: 'total-goals', period: 'FT', min: 0, max: 2 },
  };
  /** The family's market: its shares and the pick's place in it. */
  const MARKET: Record<PickFamily, [readonly number[], number]> = {
    home: [FOOTBALL_1X2_SHARES, 0],
    draw: [FOOTBALL_1X2_SHARES, 1],
    away: [FOOTBALL_1X2_SHARES, 2],
    over25: [[1, 1], 0],
    under25: [[1, 1], 1],
  };

  it('reads the families a ticket writes', () => {
    expect(pickFamily(leg('A - B UG 3+ 2,10').parsed)).toBe('over25');
    expect(pickFamily(leg('A - B manje 2.5 1.90').parsed)).toBe('under25');
    expect(['1 2,05', 'X 3,40', '2 3,60'].map((t) => pickFamily(leg(`A - B ${t}`).parsed))).toEqual([
      'home',
      'draw',
      'away',
    ]);
    // Not measured: other lines, GG, half-time results, other sports.
    expect(pickFamily(leg('A - B UG 2+ 1,30').parsed)).toBeNull();
    expect(pickFamily(leg('A - B GG 1,70').parsed)).toBeNull();
    expect(pickFamily({ kind: 'result', period: 'H1', outcome: '1' })).toBeNull();
    expect(pickFamily(PICKS.home, false)).toBeNull();
  });

  it('prices a ticket leg with its family exponent and reports that family margin', () => {
    const c = legChance(analysis, leg('A - B UG 3+ 2,10'));
    expect(c.market).toBeCloseTo((1 / 2.1) ** SINGLE_PRICE.families.over25.exponent, 12);
    expect(c.assumedMargin).toBe(SINGLE_PRICE.families.over25.margin);
    // A basketball 1 keeps the generic assumption: 5 %, three equally priced outcomes.
    const k = typicalExponents(0.05, [1, 1, 1])[0];
    expect(demargined(PICKS.home, 1.8, false)).toBeCloseTo((1 / 1.8) ** k, 12);
    expect(assumedMargin(PICKS.home, false)).toBe(0.05);
  });

  it.each(PICK_FAMILIES)(
    '%s: a longer price is never a likelier pick, and never worth more than it costs',
    (f) => {
      const random = seededRandom(f.length);
      const prices = Array.from({ length: 300 }, () => 1.01 + 20 * random() ** 2).sort((a, b) => a - b);
      const chances = prices.map((o) => demargined(PICKS[f], o));
      for (let i = 1; i < prices.length; i++) expect(chances[i]).toBeLessThanOrEqual(chances[i - 1]);
      prices.forEach((o, i) => expect(chances[i] * o).toBeLessThanOrEqual(1));
      expect(chances[0]).toBeGreaterThan(chances[chances.length - 1]);
    },
  );

  it.each(PICK_FAMILIES)(
    '%s: equals the whole market de-margined when the market carries the assumed margin',
    (f) => {
      const [shares, index] = MARKET[f];
      // A typical market (every outcome at the same price) with the family's margin.
      const odds = shares.length / (1 + SINGLE_PRICE.families[f].margin);
      const full = powerDemargin(Array<number>(shares.length).fill(odds), shares)[index];
      expect(demargined(PICKS[f], odds)).toBeCloseTo(full, 3);
      // With a wrong margin they part.
      const wider = shares.length / (1 + SINGLE_PRICE.families[f].margin + 0.04);
      expect(
        Math.abs(
          demargined(PICKS[f], wider) -
            powerDemargin(Array<number>(shares.length).fill(wider), shares)[index],
        ),
      ).toBeGreaterThan(0.002);
    },
  );

  it('ships a fit made on one season and checked on later ones, with sane exponents', () => {
    const { fitted, families } = SINGLE_PRICE;
    expect(fitted.checked.length).toBeGreaterThan(0);
    for (const s of fitted.checked) expect(s > fitted.season).toBe(true);
    for (const f of PICK_FAMILIES) {
      expect(families[f].exponent).toBeGreaterThan(1);
      expect(families[f].exponent).toBeLessThan(1.2);
      expect(families[f].n).toBeGreaterThan(1000);
    }
    // The draw keeps more of its price than the wins (metrics.ts DRAW_MARGIN_SHARE).
    expect(families.draw.exponent).toBeLessThan(families.home.exponent);
  });
});
