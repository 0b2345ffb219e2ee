import { describe, expect, it } from 'vitest';
import { legOf } from '../tickets/confirmed-legs';
import type { Leg } from '../tickets/types';
import { analyseTicket } from './analyse-ticket';
import { kickoffDay, playedLeg } from './played-legs';
import { AnalysisState } from './model/analysis-state';

const TODAY = new Date('2026-11-25T12:00:00Z');
const analysis = new AnalysisState();
/** A leg as the user confirmed it, with the date the ticket printed. */
const leg = (home: string, away: string, pick: string, odds: number, kickoff?: string): Leg =>
  legOf({ home, away, pick, odds, ...(kickoff ? { kickoff } : {}) })!;

describe('a ticket with matches already played', () => {
  // In the shipped results: Partizan 3:2 Vojvodina (2:0 at half-time) on 25. 5. 2025.
  it('shows each played match with its score and how the bet came out, and forecasts none of them', () => {
    const report = analyseTicket(
      analysis,
      [
        leg('Partizan', 'Vojvodina', '1', 1.5, '2025-05-25 19:00'),
        leg('Partizan', 'Vojvodina', 'PK X-1', 5, '2025-05-25 19:00'),
        leg('Partizan', 'Vojvodina', 'UG 3+', 1.9, '2025-05-25 19:00'),
      ],
      'rs',
      { today: TODAY },
    );
    const [win, htft, goals] = report.matches;
    expect(win.played).toEqual({ date: '2025-05-25', score: '3:2', halfTime: '2:0', outcome: 'won' });
    expect(win.aiChance).toBeNull();
    expect(win.analysis).toBe('Odigrano 3:2: tip je prošao.');
    expect(htft.played?.outcome).toBe('lost');
    expect(htft.status).toBe('danger');
    expect(goals.played?.outcome).toBe('won');
    // A leg that lost decides the ticket: no chance of passing, and the report says it is lost.
    expect(report.overallChance).toBe(0);
    expect(report.recommendation.title).toBe('Tiket je izgubljen');
    expect(report.insights[0].text).toBe(
      '3 para su već odigrana: za njih ne procenjujemo šansu, nego navodimo rezultat koji imamo.',
    );
    expect(report.riskyPicks).toBe(0);
  });

  it('says a played match is played even when its result is unknown, and computes no ticket chance', () => {
    const report = analyseTicket(
      analysis,
      [
        leg('Klub Koji Ne Postoji', 'Drugi Nepoznati', '1', 1.8, '2025-11-28 20:00'),
        leg('Arsenal', 'Chelsea', '1', 2.1),
      ],
      'hr',
      { today: TODAY },
    );
    const [played, upcoming] = report.matches;
    expect(played.played).toEqual({ date: '2025-11-28' });
    expect(played.aiChance).toBeNull();
    expect(played.analysis).toContain('Utakmica je odigrana');
    expect(played.analysis).toContain('ne procjenjujemo šansu');
    expect(upcoming.played).toBeUndefined();
    expect(upcoming.aiChance).not.toBeNull();
    expect(report.overallChance).toBeNull();
    expect(report.recommendation.title).toBe('Listić ima već odigrane parove');
  });

  it('a match of today or later is forecast as before', () => {
    const report = analyseTicket(
      analysis,
      [leg('Partizan', 'Vojvodina', '1', 1.5, '2026-11-25 20:00')],
      'rs',
      {
        today: TODAY,
      },
    );
    expect(report.matches[0].played).toBeUndefined();
    expect(report.matches[0].aiChance).not.toBeNull();
  });
});

describe('the day a ticket prints', () => {
  it('reads the stored ISO form and the regional printed forms; a day without a year is the nearest one', () => {
    expect(kickoffDay('2025-05-25 19:00', TODAY)).toBe('2025-05-25');
    expect(kickoffDay('25.05.2025.', TODAY)).toBe('2025-05-25');
    expect(kickoffDay('25.05.2025. 19:00', TODAY)).toBe('2025-05-25');
    expect(kickoffDay('5/6/25 21:00', TODAY)).toBe('2025-06-05');
    expect(kickoffDay('ned 22.11. 20:45', TODAY)).toBe('2026-11-22');
    expect(kickoffDay('sub 03.01.', TODAY)).toBe('2027-01-03');
    expect(kickoffDay('ned 20:45', TODAY)).toBeNull();
    expect(kickoffDay('31.13.2025', TODAY)).toBeNull();
  });

  it('a typed ticket of matches played on a printed day is settled too', () => {
    const report = analyseTicket(analysis, [leg('Partizan', 'Vojvodina', 'GG', 1.7, '25.05.2025.')], 'rs', {
      today: TODAY,
    });
    expect(report.matches[0].played).toMatchObject({ score: '3:2', outcome: 'won' });
  });
});

describe('a leg whose ticket prints no date', () => {
  const undated = leg('Partizan', 'Vojvodina', '1', 1.5);

  it('is upcoming when analysed, and settles on the first meeting of the clubs after the analysis', () => {
    expect(playedLeg(analysis, undated, TODAY)).toBeNull();
    // Analysed the day before Partizan 3:2 Vojvodina (25. 5. 2025).
    expect(playedLeg(analysis, undated, TODAY, new Date('2025-05-24T18:00:00Z'))).toEqual({
      date: '2025-05-25',
      score: '3:2',
      halfTime: '2:0',
      outcome: 'won',
    });
    // Analysed after it: that meeting is not this ticket's.
    expect(playedLeg(analysis, undated, TODAY, new Date('2025-05-26T10:00:00Z'))).toBeNull();
    // Nor is a meeting more than two weeks after the analysis.
    expect(playedLeg(analysis, undated, TODAY, new Date('2025-05-08T10:00:00Z'))).toBeNull();
  });
});
