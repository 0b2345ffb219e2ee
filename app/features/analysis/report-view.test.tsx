import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createI18n, registerResources, type Lang } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { ReportView, type FullReport } from './report-view';
import type { AnalysisReport, ReportMatch } from '../../../server/modules/analysis/report-types';

registerResources('rs', rs);
registerResources('hr', hr);

const leg = (match: string, verdict: string, status: ReportMatch['status']): ReportMatch => ({
  match,
  bet: 'Pobeda domaćina (1)',
  odds: 1.85,
  aiChance: 51,
  impliedChance: 54,
  status,
  verdict,
  analysis: 'Obrazloženje.',
  details: { headToHead: '', keyStats: '' },
});

const report: AnalysisReport = {
  totalMatches: 4,
  totalOdds: 12.5,
  overallChance: 6,
  riskyPicks: 1,
  marginLost: 19,
  matches: [
    leg('Crvena zvezda - Partizan', 'likely', 'warning'),
    leg('Hajduk - Rijeka', 'uncertain', 'warning'),
    leg('Dinamo - Osijek', 'unlikely', 'danger'),
    leg('Vojvodina - Čukarički', 'poorValue', 'danger'),
  ],
  insights: [],
  recommendation: { title: 'Izbaci rizičan par', description: 'Opis.' },
  aiAnalysis: '',
  sources: ['Model.'],
};

async function render(data: FullReport, lang: Lang = 'rs') {
  const routes = [{ path: '/', element: <ReportView data={data} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(lang)}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </I18nProvider>,
  );
}

const base: FullReport = {
  id: 'r1',
  createdAt: '2026-05-20T18:00:00.000Z',
  extractedText: '',
  report,
  aiAnalysis: null,
  site: 'tiketai.rs',
};

// Issue 31: the report shows the ticket's own stake and payout, the four verdicts apart in words of one form,
// its details in the page (printed open) and a letterhead for the PDF.
describe('the report page', () => {
  it('shows the stake and payout read from the ticket, only when the ticket printed them', async () => {
    const html = await render({ ...base, ticket: { stake: 200, payout: 2500, currency: 'RSD' } });
    expect(html).toMatch(/data-stat="Uplata">200,00\sRSD</);
    expect(html).toMatch(/data-stat="Mogući dobitak">2\.500,00\sRSD</);
    const none = await render({ ...base, ticket: { stake: null, payout: null, currency: null } });
    expect(none).not.toContain('data-stat="Uplata"');
    expect(none).not.toContain('data-stat="Mogući dobitak"');
  });

  it('tells the verdicts apart by icon and word, all of one form, in Serbian and Croatian', async () => {
    for (const [lang, words] of [
      ['rs', ['Verovatan tip', 'Neizvestan tip', 'Rizičan tip', 'Potplaćen tip']],
      ['hr', ['Vjerojatan tip', 'Neizvjestan tip', 'Rizičan tip', 'Potplaćen tip']],
    ] as const) {
      const html = await render(base, lang);
      const badges = [
        ...html.matchAll(
          /data-testid="leg-verdict"><svg[^>]*class="lucide ([^"\s]+)[^>]*>(?:(?!<\/svg>).)*<\/svg>([^<]+)</g,
        ),
      ].map((m) => [m[2], m[1]]);
      expect(badges.map((b) => b[0])).toEqual(words);
      expect(new Set(badges.map((b) => b[1])).size).toBe(4);
    }
  });

  it('keeps the folded details in the page for print, with a letterhead and one 18+ notice for paper', async () => {
    const html = await render(base);
    expect(html.match(/data-testid="chance-strip"/g)).toHaveLength(4);
    expect(html.match(/data-print-open/g)?.length).toBe(5); // four legs and "Kako računamo"
    expect(html).toMatch(/data-testid="print-header"[\s\S]*tiketai\.rs/);
    expect(html.match(/data-testid="responsible-play"/g)).toHaveLength(1);
    expect(html).toContain('data-placement="print"');
  });
});
