import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createI18n, registerResources, type Lang } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { ReportMatchStrip } from './report-match';
import type { ReportMatch, TeamFacts } from '../../../server/modules/analysis/report-types';

registerResources('rs', rs);
registerResources('hr', hr);

const render = (m: ReportMatch, lang: Lang) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n(lang)}>
      <ReportMatchStrip m={m} />
    </I18nProvider>,
  );

const arsenal: TeamFacts = {
  name: 'Arsenal',
  latest: '2026-11-22',
  stale: false,
  form: [
    { date: '2026-11-22', result: 'W', venue: 'H', opponent: 'Chelsea', score: '2:1' },
    { date: '2026-11-08', result: 'D', venue: 'A', opponent: 'Everton', score: '0:0' },
    { date: '2026-11-01', result: 'L', venue: 'A', opponent: 'Fulham', score: '1:3' },
    { date: '2026-10-25', result: 'W', venue: 'H', opponent: 'Brentford', score: '4:0' },
    { date: '2026-10-18', result: 'W', venue: 'A', opponent: 'Wolves', score: '2:0' },
  ],
  goalsFor: 9,
  goalsAgainst: 4,
  table: { position: 3, teams: 20, points: 28, played: 12, league: 'Premier League', season: '2026-27' },
};
const spurs: TeamFacts = {
  name: 'Tottenham',
  latest: '2026-11-23',
  stale: false,
  form: [{ date: '2026-11-23', result: 'L', venue: 'A', opponent: 'Leeds', score: '0:1' }],
  goalsFor: 0,
  goalsAgainst: 1,
  table: { position: 9, teams: 20, points: 21, played: 11, league: 'Premier League', season: '2026-27' },
};
/** A club whose latest known result is 18 months old. */
const old: TeamFacts = {
  name: 'Partizan',
  latest: '2025-05-25',
  stale: true,
  form: [{ date: '2025-05-25', result: 'W', venue: 'H', opponent: 'Vojvodina', score: '3:0' }],
  goalsFor: 3,
  goalsAgainst: 0,
};

const leg = (home: TeamFacts, away: TeamFacts): ReportMatch => ({
  match: `${home.name} - ${away.name}`,
  bet: 'Pobeda domaćina (1)',
  odds: 1.85,
  aiChance: 51,
  impliedChance: 54,
  status: 'warning',
  verdict: 'likely',
  analysis: 'Obrazloženje.',
  details: { headToHead: '', keyStats: '' },
  facts: {
    home,
    away,
    meetings: [{ date: '2026-03-14', home: home.name, away: away.name, score: '1:1' }],
  },
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

// Issue 30 item 7: dated facts whenever the data is current (the last five with scores and dates, the latest
// meetings, the table position, goals for and against); when it is not, one line says so.
describe('a leg’s dated facts', () => {
  it('shows the last five with scores and dates, the table place, meetings and goals, in Serbian', () => {
    const html = render(leg(arsenal, spurs), 'rs');
    expect(html.match(/data-testid="form-game"/g)).toHaveLength(6);
    expect(html).toMatch(/>2:1<\/span><span[^>]*>22\. 11\.</);
    expect(html).toMatch(/>1:3<\/span><span[^>]*>1\. 11\.</);
    expect(text(html)).toContain('3. mesto od 20 (Premier League 2026/27, 28 bodova posle 12 utakmica)');
    expect(text(html)).toContain('9. mesto od 20 (Premier League 2026/27, 21 bod posle 11 utakmica)');
    expect(text(html)).toContain('Poslednji poznati rezultat: 22. 11. 2026.');
    expect(text(html)).toMatch(/14\. 3\. 2026\. Arsenal – Tottenham 1:1/);
    expect(text(html)).toMatch(/Golovi u poslednjih 5 9:4 0:1/);
    expect(html).not.toContain('stale-line');
  });

  it('says it in Croatian for hr', () => {
    const html = text(render(leg(arsenal, spurs), 'hr'));
    expect(html).toContain('3. mjesto od 20 (Premier League 2026/27, 28 bodova nakon 12 utakmica)');
    expect(html).toContain('9. mjesto od 20 (Premier League 2026/27, 21 bod nakon 11 utakmica)');
    expect(html).toContain('Posljednji poznati rezultat: 22. 11. 2026.');
    expect(html).toMatch(/Golovi u posljednjih 5 9:4 0:1/);
  });

  it('gives a team whose results are not current one line that says so, and no old games, goals or table', () => {
    for (const [lang, line] of [
      ['rs', 'Nema aktuelnih podataka: poslednji poznati rezultat je od 25. 5. 2025.'],
      ['hr', 'Nema aktualnih podataka: posljednji poznati rezultat je od 25. 5. 2025.'],
    ] as const) {
      const html = render(leg(arsenal, { ...old, table: undefined }), lang);
      expect(html.match(/data-testid="stale-line"/g)).toHaveLength(1);
      expect(text(html)).toContain(line);
      // Partizan's old win is not shown as form; Arsenal's five are.
      expect(html.match(/data-testid="form-game"/g)).toHaveLength(5);
      expect(html).not.toContain('Vojvodina');
      expect(html.match(/data-testid="league-table"/g)).toHaveLength(1);
      expect(text(html)).toMatch(/ 9:4 – /);
      // Both stale: no statistics of old games at all.
      const both = render(leg({ ...old, name: 'Crvena Zvezda' }, old), lang);
      expect(both.match(/data-testid="stale-line"/g)).toHaveLength(2);
      expect(both).not.toContain('key-stats');
      expect(both).not.toContain('form-game');
    }
  });
});
