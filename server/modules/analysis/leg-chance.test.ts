import { afterEach, describe, expect, it } from 'vitest';
import { parseTypedTicket } from '../tickets/parse-typed-ticket';
import type { Leg } from '../tickets/types';
import { analyseTicket } from './analyse-ticket';
import { demargined, legChance } from './leg-chance';
import { ratings, Ratings, setRatings } from './model/ratings';

const legs = (text: string) => parseTypedTicket(text).legs;
const leg = (text: string): Leg => legs(text)[0];

afterEach(() => setRatings(undefined));

describe('leg chances from the rating model', () => {
  it('ships ratings that know the big clubs of the covered leagues', () => {
    const r = ratings()!;
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
    const [one, draw, two] = ['1', 'X', '2'].map((p) => legChance(leg(`Crvena Zvezda - Partizan ${p}`)));
    for (const c of [one, draw, two]) {
      expect(c.source).toBe('model');
      expect(c.implied).toBeNull();
      expect(c.model?.home.key).toBe(one.model?.home.key);
    }
    expect(one.chance! + draw.chance! + two.chance!).toBeCloseTo(1, 6);
    // The same club spelt differently gets the same chance.
    expect(legChance(leg('FK Crvena zvezda - FK Partizan 1')).chance).toBeCloseTo(one.chance!, 9);
    const dc = legChance(leg('Crvena Zvezda - Partizan 1X'));
    expect(dc.chance).toBeCloseTo(one.chance! + draw.chance!, 6);
  });

  it('blends model and de-margined price with the fitted weight when odds are given', () => {
    const file = ratings()!.file;
    setRatings(new Ratings({ ...file, blend: { ...file.blend, weight: 0.4 } }));
    const c = legChance(leg('Crvena Zvezda - Partizan 1 1.80'));
    expect(c.source).toBe('blend');
    expect(c.modelWeight).toBe(0.4);
    const market = demargined({ kind: 'result', period: 'FT', outcome: '1' }, 1.8);
    expect(c.market).toBeCloseTo(market, 9);
    expect(c.chance).toBeCloseTo(0.4 * c.model!.probability + 0.6 * market, 9);
  });

  it('keeps the market for unknown teams, other sports and prices the model cannot make', () => {
    expect(legChance(leg('A - B 1 1.80')).source).toBe('market');
    const basketball = { ...leg('Crvena Zvezda - Partizan 1 1.80'), sport: 'basketball' as const };
    expect(legChance(basketball).source).toBe('market');
    expect(legChance(leg('Crvena Zvezda - Partizan ukupno poena više 165.5 1.90')).source).toBe('market');
    expect(legChance(leg('A - B 1')).source).toBe('base-rate');
  });

  it('falls back to the old sources when the ratings file is missing', () => {
    setRatings(null);
    expect(legChance(leg('Crvena Zvezda - Partizan 1 1.80')).source).toBe('market');
    expect(legChance(leg('Crvena Zvezda - Partizan 1')).source).toBe('base-rate');
  });
});

describe('report details from the shipped results', () => {
  it('fills head-to-head and form for known teams and says where the chance comes from', () => {
    const r = analyseTicket(legs('Crvena Zvezda - Partizan 1\nHajduk Split - Rijeka GG 1.85'), 'rs');
    const [zvezda, hajduk] = r.matches;
    expect(zvezda.chanceSource).toBe('model');
    expect(zvezda.analysis).toContain('Elo + Dixon–Coles');
    expect(zvezda.details.headToHead).toMatch(
      /\d{4}-\d{2}-\d{2} (Crvena Zvezda – Partizan|Partizan – Crvena Zvezda) \d+:\d+/,
    );
    expect(zvezda.details.headToHead).toContain('Bilans');
    expect(zvezda.details.keyStats).toContain('Forma');
    expect(zvezda.details.keyStats).toMatch(/Crvena Zvezda [PNI]( [PNI]){4}/);
    expect(hajduk.chanceSource).toBe('blend');
    expect(hajduk.analysis).toContain('tržište');
    expect(r.sources!.some((s) => s.startsWith('Model:'))).toBe(true);
    expect(r.aiAnalysis).toContain('modela rejtinga');
  });

  it('writes the details in Croatian for hr and keeps the old lines for unknown teams', () => {
    const r = analyseTicket(legs('Dinamo Zagreb - Hajduk Split X\nA - B 1 2.00'), 'hr');
    expect(r.matches[0].details.headToHead).toContain('Posljednji međusobni susreti');
    expect(r.matches[0].analysis).toContain('Tečaj nije naveden; model');
    expect(r.matches[1].details.headToHead).toBe('Međusobni susreti nisu uključeni u ovu analizu.');
  });
});
