import { describe, expect, it } from 'vitest';
import { parseTypedTicket } from '../tickets/parse-typed-ticket';
import { analyseTicket, ticketChance } from './analyse-ticket';
import { legChance } from './leg-chance';

const legs = (text: string) => parseTypedTicket(text).legs;

describe('leg chances', () => {
  it('removes the assumed margin from the price (teams the rating model does not know)', () => {
    const [leg] = legs('A - B 1 1.80');
    const c = legChance(leg);
    expect(c.source).toBe('market');
    expect(c.implied).toBeCloseTo(1 / 1.8, 6);
    expect(c.chance).toBeCloseTo(1 / 1.8 / 1.05, 6);
  });

  it('takes more margin from long shots and combinations than from a 1X2 favourite', () => {
    const [fav] = legs('A - B 1 1.50');
    const [longShot] = legs('A - B 2 9.00');
    const [combo] = legs('A - B 1&UG3+ 3.00');
    expect(legChance(longShot).assumedMargin).toBeGreaterThan(legChance(fav).assumedMargin);
    expect(legChance(combo).assumedMargin).toBeGreaterThan(legChance(fav).assumedMargin);
  });

  it('uses historical base rates, never a fake price, when the user gave no odds', () => {
    const [home] = legs('A - B 1');
    expect(legChance(home)).toMatchObject({ source: 'base-rate', implied: null });
    expect(legChance(home).chance).toBeCloseTo(0.4448, 4);
    const [handicap] = legs('A - B H1 -1');
    expect(legChance(handicap)).toMatchObject({ source: 'none', chance: null });
  });
});

describe('analyseTicket', () => {
  it('gives verdicts by chance, an overall chance, the riskiest leg and a drop recommendation', () => {
    const r = analyseTicket(
      legs('Zvezda - Radnički 1 1.30\nHajduk - Rijeka GG 1.85\nPartizan - TSC UG 4+ 3.60'),
      'rs',
    );
    expect(r.matches.map((m) => m.status)).toEqual(['success', 'warning', 'danger']);
    expect(r.riskyPicks).toBe(1);
    expect(r.totalOdds).toBe(8.66);
    const product = r.matches.reduce((p, m) => p * (m.aiChance! / 100), 1) * 100;
    expect(r.overallChance).toBeCloseTo(product, 0);
    expect(r.insights.some((i) => i.type === 'danger' && i.text.includes('Partizan - TSC'))).toBe(true);
    expect(r.recommendation.title).toBe('Izbaci rizične parove');
    expect(r.recommendation.description).toContain('Partizan - TSC');
    expect(r.matches[0].bet).toBe('Pobeda domaćina (1)');
    expect(r.matches[0].details.injuries).toContain('Nije provereno');
  });

  it('treats two picks on one match as one event, not as independent legs', () => {
    const two = legs('Milan - Inter 1 2.10\nMilan - Inter UG 3+ 1.90');
    const chances = two.map((l) => legChance(l).chance);
    expect(ticketChance(two, chances)).toBeCloseTo(Math.min(...(chances as number[])), 6);
    expect(ticketChance(two, chances)).not.toBeCloseTo((chances[0] as number) * (chances[1] as number), 3);
    expect(analyseTicket(two, 'rs').insights.some((i) => i.text.includes('jedan događaj'))).toBe(true);
  });

  it('says it cannot compute the overall chance rather than inventing one', () => {
    const r = analyseTicket(legs('A - B H1 -1\nC - D 1 1.5'), 'rs');
    expect(r.overallChance).toBeNull();
    expect(r.recommendation.title).toBe('Dodaj kvote za precizniju analizu');
  });

  it('writes Croatian for hr', () => {
    const r = analyseTicket(legs('Hajduk - Dinamo 1 2.40'), 'hr');
    expect(r.aiAnalysis).toContain('listić');
    expect(r.matches[0].bet).toBe('Pobjeda domaćina (1)');
    expect(r.matches[0].details.injuries).toContain('Nije provjereno');
  });

  it('is deterministic', () => {
    const text = 'A - B 1 1.5\nC - D X 3.4';
    expect(analyseTicket(legs(text), 'rs')).toEqual(analyseTicket(legs(text), 'rs'));
  });
});
