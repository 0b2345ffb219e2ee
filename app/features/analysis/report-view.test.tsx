import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createI18n, registerResources, type Lang } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { ReportView, type FullReport } from './report-view';
import ReportCharts from './report-charts';
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

// Issue 30, item 6: "AI" only where the rating model moved the chance; every number under one name.
describe('the chance is named by what it is', () => {
  const priced = (over: Partial<ReportMatch>): ReportMatch => ({
    ...leg('Crvena zvezda - Partizan', 'likely', 'warning'),
    chanceSource: 'market',
    chanceBasis: 'price',
    marketChance: 51,
    ...over,
  });
  const one = (m: ReportMatch, extra: Partial<AnalysisReport> = {}): FullReport => ({
    ...base,
    report: { ...report, totalMatches: 1, matches: [m], ...extra },
  });
  const strip = (html: string) =>
    [...html.matchAll(/data-testid="leg-chance"[^>]*>([^<]+)</g)].map((x) => x[1]);
  const line = (html: string) =>
    html
      .match(/data-testid="chance-line">([\s\S]*?)<\/p>/)![1]
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'");
  const stat = (html: string) => html.match(/data-stat="([^"]+)">[^<]*%</)![1];

  it('a leg priced by its own odds reads "bez marže", with what the odds carry named apart, never "AI"', async () => {
    const html = await render(one(priced({}), { chanceBasis: 'price' }));
    expect(strip(html)).toEqual(['bez marže 51%']);
    expect(line(html)).toBe('Šansa po kvoti (bez marže): 51% · kvota nosi 54%');
    expect(stat(html)).toBe('Šansa dobitka po kvotama (bez marže)');
    expect(html).not.toMatch(/AI šansa|AI 51|po kvoti 54/);
    const hr = await render(one(priced({}), { chanceBasis: 'price' }), 'hr');
    expect(line(hr)).toBe('Šansa po tečaju (bez marže): 51% · tečaj nosi 54%');
    expect(stat(hr)).toBe('Šansa dobitka po tečajevima (bez marže)');
  });

  it('"AI" where the model moved the chance off the price, with the price without margin beside it', async () => {
    const html = await render(
      one(priced({ chanceSource: 'blend', chanceBasis: 'ai', aiChance: 56 }), { chanceBasis: 'ai' }),
    );
    expect(strip(html)).toEqual(['AI 56%']);
    expect(line(html)).toBe('AI šansa: 56% · bez marže 51% · kvota nosi 54%');
    expect(stat(html)).toBe('AI šansa dobitka');
  });

  it('a stored report without the basis: a blend equal to its price (or of unknown price) is the price, the model alone is AI', async () => {
    const old = (over: Partial<ReportMatch>) => ({ ...priced(over), chanceBasis: undefined });
    for (const m of [
      old({ chanceSource: 'blend' }),
      old({ chanceSource: 'blend', marketChance: undefined }),
    ]) {
      const html = await render(one(m));
      expect(strip(html)).toEqual(['bez marže 51%']);
      expect(stat(html)).toBe('Šansa dobitka po kvotama (bez marže)');
    }
    const moved = await render(one(old({ chanceSource: 'blend', aiChance: 58 })));
    expect(strip(moved)).toEqual(['AI 58%']);
    const model = await render(
      one(old({ chanceSource: 'model', impliedChance: undefined, marketChance: undefined })),
    );
    expect(strip(model)).toEqual(['AI 51%']);
    expect(line(model)).toBe('AI šansa: 51%');
    const rate = await render(
      one(old({ chanceSource: 'base-rate', impliedChance: undefined, marketChance: undefined })),
    );
    expect(strip(rate)).toEqual(['prosek 51%']);
    expect(stat(rate)).toBe('Šansa dobitka');
  });

  it('with an odds feed: the fair chance, "tvoja kvota · najbolja (kladionica) · fer", and what the ticket gives away', async () => {
    const m = priced({
      chanceBasis: 'reference',
      aiChance: 52.6,
      marketChance: 52.6,
      reference: {
        fairChance: 52.6,
        fairOdds: 1.9,
        fairFrom: 'pinnacle',
        bookmakers: 5,
        best: { odds: 1.95, bookmaker: 'Mozzart' },
        kickoff: '2026-11-28T18:00:00Z',
        league: 'Super Liga - Serbia',
      },
    });
    const extra = {
      chanceBasis: 'reference' as const,
      oddsFeed: { name: 'the-odds-api', matched: 1 },
      bestPrices: { legs: 1, ticketOdds: 1.85, bestOdds: 1.95, givenAway: 5.1 },
    };
    const html = await render(one(m, extra));
    expect(strip(html)).toEqual(['fer 53%']);
    expect(line(html)).toBe('Fer šansa tržišta (bez marže): 53% · kvota nosi 54%');
    expect(html).toContain('tvoja kvota 1,85 · najbolja 1,95 (Mozzart) · fer 1,90');
    expect(html).toContain('fer = kvota Pinnacle bez marže');
    expect(html).toMatch(
      /data-testid="best-prices">Najbolje kvote na tržištu za 1 par daju ukupno 1,95 umesto 1,85: tvoj tiket daje oko 5% mogućeg dobitka\./,
    );
    expect(stat(html)).toBe('Šansa dobitka po tržištu (bez marže)');
    const hr = await render(one(m, extra), 'hr');
    expect(hr).toContain('tvoj tečaj 1,85 · najbolji 1,95 (Mozzart) · fer 1,90');
  });

  it('without a feed the report says the chances come from the ticket’s own prices', async () => {
    const html = await render(one(priced({}), { chanceBasis: 'price', oddsFeed: null }));
    expect(html).toContain('Šanse su iz kvota sa tvog tiketa bez marže: izvor uporednih kvota nije podešen.');
  });

  it('the chart’s legend names the bars as the legs do, and a leg without odds has no "odds carry" bar', async () => {
    const chart = (basis: 'price' | 'ai', matches: ReportMatch[]) =>
      renderToStaticMarkup(
        <I18nProvider i18n={createI18n('rs')}>
          <ReportCharts matches={matches} overallChance={51} basis={basis} />
        </I18nProvider>,
      );
    const legend = (html: string) =>
      html
        .match(/data-testid="chart-legend">([\s\S]*?)<\/div>/)![1]
        .replace(/<[^>]+>/g, '')
        .trim();
    expect(legend(chart('price', [priced({})]))).toBe('Šansa po kvoti (bez marže) Kvota nosi (sa maržom)');
    expect(legend(chart('ai', [priced({})]))).toMatch(/^Šansa uz par \(AI ili bez marže\)/);
    const bars = (html: string) => html.match(/rounded-full bg-(?:brand-500|slate-400)"/g)!.length;
    expect(bars(chart('price', [priced({})]))).toBe(2);
    expect(bars(chart('price', [priced({ oddsDefaulted: true, impliedChance: undefined })]))).toBe(1);
  });
});
