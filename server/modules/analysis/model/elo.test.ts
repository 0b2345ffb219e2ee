import { describe, expect, it } from 'vitest';
import { BASE_RATING, DEFAULT_PARAMS, RatingModel, type Result } from './elo';

const game = (
  date: string,
  home: string,
  away: string,
  hg: number,
  ag: number,
  league = 'Test League',
  season = '2023-24',
): Result => ({ date, season, league, home, away, homeKey: home, awayKey: away, hg, ag });

/** A league of eight teams that all played each other once, so it has a mean and members. */
function seeded(): RatingModel {
  const model = new RatingModel({ ...DEFAULT_PARAMS });
  const teams = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  let day = 1;
  for (let i = 0; i < teams.length; i++)
    for (let j = i + 1; j < teams.length; j++)
      model.learn(game(`2023-09-${String(1 + (day++ % 28)).padStart(2, '0')}`, teams[i], teams[j], 1, 1));
  return model;
}

describe('Elo ratings', () => {
  it('moves the winner up and the loser down by the same amount, more for a bigger margin', () => {
    const one = seeded();
    const before = [one.teams.get('a')!.rating, one.teams.get('b')!.rating];
    one.learn(game('2023-10-01', 'a', 'b', 1, 0));
    const gain1 = one.teams.get('a')!.rating - before[0];
    expect(gain1).toBeGreaterThan(0);
    expect(one.teams.get('b')!.rating - before[1]).toBeCloseTo(-gain1, 9);

    const four = seeded();
    four.learn(game('2023-10-01', 'a', 'b', 4, 0));
    expect(four.teams.get('a')!.rating - before[0]).toBeGreaterThan(gain1);
  });

  it('moves a draw towards the weaker side and a favourite less when it wins', () => {
    const m = seeded();
    m.learn(game('2023-10-01', 'a', 'b', 5, 0));
    m.learn(game('2023-10-02', 'a', 'c', 5, 0));
    const [a, d] = [m.teams.get('a')!.rating, m.teams.get('d')!.rating];
    m.learn(game('2023-10-03', 'a', 'd', 0, 0));
    expect(m.teams.get('a')!.rating).toBeLessThan(a);
    expect(m.teams.get('d')!.rating).toBeGreaterThan(d);
    const fav = m.teams.get('a')!.rating;
    const under = m.teams.get('e')!.rating;
    m.learn(game('2023-10-04', 'a', 'e', 1, 0));
    const favGain = m.teams.get('a')!.rating - fav;
    m.learn(game('2023-10-05', 'e', 'a', 1, 0));
    expect(m.teams.get('e')!.rating - (under - favGain)).toBeGreaterThan(favGain);
  });

  it('turns a rating gap into more expected goals and a higher win chance for the stronger side', () => {
    const m = seeded();
    for (let i = 0; i < 5; i++) m.learn(game(`2023-10-0${i + 1}`, 'a', 'b', 3, 0));
    const strongHome = m.predict(game('2023-11-01', 'a', 'b', 0, 0));
    const strongAway = m.predict(game('2023-11-01', 'b', 'a', 0, 0));
    expect(strongHome.lh).toBeGreaterThan(strongHome.la);
    expect(strongHome.probs[0]).toBeGreaterThan(strongAway.probs[0]);
    expect(strongHome.probs.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
  });

  it('starts a newcomer from the league mean plus the newcomer prior, and regresses at a new season', () => {
    const m = seeded();
    m.learn(game('2023-10-01', 'a', 'b', 4, 0));
    // The first league of all starts everyone as a newcomer of an empty league.
    const mean = [...m.teams.values()].reduce((s, t) => s + t.rating, 0) / m.teams.size;
    expect(mean).toBeCloseTo(BASE_RATING + DEFAULT_PARAMS.newcomer, 6);
    const next = (home: string) => game('2024-08-01', home, 'c', 0, 0, 'Test League', '2024-25');
    expect(m.ratingFor('new', next('new'))).toBeCloseTo(mean + DEFAULT_PARAMS.newcomer, 6);
    const a = m.teams.get('a')!.rating;
    const regressed = m.ratingFor('a', next('a'));
    expect(regressed).toBeLessThan(a);
    expect(regressed).toBeGreaterThan(mean);
    expect(regressed - mean).toBeCloseTo((a - mean) * (1 - DEFAULT_PARAMS.regress), 6);
  });
});
