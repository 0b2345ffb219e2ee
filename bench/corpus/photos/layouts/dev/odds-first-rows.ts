// Slips whose match lines lead with the odds, then the pick, then the names, as some Balkan shop terminals print
// them and some web "my tickets" pages list them. Each ticket picks (from its rng) one of four line styles:
//   receipt  "1,45  1  Partizan - Vojvodina" in a monospace printout, capitals or not, leg numbers or not;
//   pipes    "@1.45 | KI 1 | Partizan – Vojvodina" on a web page, the kickoff after the names;
//   brackets "[1.85] GG Arsenal - Chelsea  Premier liga 21:00", league and kickoff in grey after the names;
//   columns  odds in a bold left column, the pick in the next, the names in a narrow last column where long
//            pairs wrap to a second line (or home over away), the kickoff under them.
// Comma or dot decimals, "KI 1" or "1", en dash or hyphen between the names, all per ticket. Summary: number of
// pairs, total odds, stake and payout under labels that vary (ukupna kvota / kvota, uplata, (mogući) dobitak).
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode, teamName, type Dec } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { kv, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

type Style = 'receipt' | 'pipes' | 'brackets' | 'columns';

const css = `
#ticket{width:100%;background:#fcfcfa;color:#1e1e1e;font:15px/1.4 'Liberation Sans',Arial,sans-serif;padding:16px 14px 22px}
#ticket.mono{font:14px/1.35 'DejaVu Sans Mono',monospace;background:#fbfaf5}
.c{text-align:center}.bk{font-weight:bold;font-size:22px;letter-spacing:1px}.sub{font-size:12px;color:#555}
.hr{border-top:1px dashed #444;margin:8px 0}.hr2{border-top:2px solid #222;margin:8px 0}
.ln{padding:2px 0}.ln .o{font-weight:bold}.ln .m{color:#777;font-size:12px}
.mono .ln{white-space:pre-wrap}
.web .ln{border-bottom:1px solid #e4e6ea;padding:6px 2px}.web .ln .p{font-weight:bold;color:#1d5fbf}
.grid{display:grid;grid-template-columns:var(--oc) 58px 1fr;column-gap:10px;align-items:start;padding:5px 0;border-bottom:1px solid #ddd}
.grid .o{font-weight:bold;font-size:17px}.grid .p{font-weight:bold}.grid .k{font-size:12px;color:#666}
.kv{display:flex;justify-content:space-between;padding:1px 0}.tot{font-weight:bold;font-size:17px}
`;

const names = (l: Leg, sep: string, caps: boolean): string =>
  `${esc(teamName(l.home, l, { caps }))}${sep}${esc(teamName(l.away, l, { caps }))}`;

function legLine(
  l: Leg,
  i: number,
  style: Style,
  o: { dec: Dec; ki: boolean; numbered: boolean; sep: string; caps: boolean; stacked: boolean },
): string {
  const pick = esc(pickCode(l.bet, o.dec, { ki: o.ki }));
  const od = odds(l.odds, o.dec);
  const no = o.numbered ? `${i + 1}. ` : '';
  switch (style) {
    case 'receipt': {
      // Fixed-width columns as a terminal prints them: the odds in 6 characters, the pick in 8.
      const p = pickCode(l.bet, o.dec, { ki: o.ki });
      const cols = `${od.padEnd(6)}${esc((o.caps ? p.toUpperCase() : p).padEnd(8))}`;
      return `<div class="ln">${no}<span class="o">${cols}</span>${names(l, o.sep, o.caps)}</div>`;
    }
    case 'pipes':
      return `<div class="ln">${no}<span class="o">@${od}</span> | <span class="p">${pick}</span> | ${names(l, o.sep, false)} <span class="m">${fmtDate(l.kickoff, 'DD.MM. HH:mm')}</span></div>`;
    case 'brackets':
      return `<div class="ln">${no}<span class="o">[${od}]</span> ${pick} ${names(l, o.sep, false)}&nbsp;&nbsp;<span class="m">${esc(l.league)} ${fmtDate(l.kickoff, 'HH:mm')}</span></div>`;
    case 'columns': {
      const who = o.stacked
        ? `<div>${esc(teamName(l.home, l))}</div><div>${esc(teamName(l.away, l))}</div>`
        : `<div>${names(l, o.sep, false)}</div>`;
      return `<div class="grid"><span class="o">${no}${od}</span><span class="p">${pick}</span><div>${who}<div class="k">${fmtDate(l.kickoff, 'ddd DD.MM. HH:mm')}</div></div></div>`;
    }
  }
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const style = rng.pick<Style>(['receipt', 'pipes', 'brackets', 'columns']);
  const dec: Dec = rng.chance(0.55) ? ',' : '.';
  const opts = {
    dec,
    ki: rng.chance(0.4),
    numbered: rng.chance(0.4),
    sep: style === 'receipt' || rng.chance(0.5) ? ' - ' : ' – ',
    caps: style === 'receipt' && rng.chance(0.5),
    stacked: rng.chance(0.4),
  };
  const lines = t.legs.map((l, i) => legLine(l, i, style, opts)).join('\n');
  const cls = style === 'receipt' ? 'mono' : style === 'pipes' ? 'web' : '';
  const [oddsLabel, stakeLabel, payLabel] = rng.pick([
    ['Ukupna kvota', 'Uplata', 'Mogući dobitak'],
    ['Kvota', 'Uplata', 'Dobitak'],
    ['UKUPNA KVOTA', 'UPLATA', 'DOBITAK'],
  ] as const);
  const money = (x: number): string => `${num(x, dec, dec === ',' ? '.' : '')} din`;
  const head =
    style === 'pipes'
      ? `<div class="bk">${esc(t.bookmaker)}</div><div class="sub">Moji tiketi › Tiket ${t.ticketId} · ${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')} · Aktivan</div>`
      : `<div class="c bk">${esc(t.bookmaker)}</div><div class="c sub">Uplatno mesto ${rng.int(10, 499)}</div>
<div class="c sub">Tiket ${t.ticketId} · ${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm')}</div>`;
  const colHead =
    style === 'columns'
      ? `<div class="grid sub"><span>Kvota</span><span>Tip</span><span>Par</span></div>`
      : '';
  const body = `<div id="ticket" class="${cls}" style="--oc:${opts.numbered ? 74 : 52}px">
${head}
<div class="hr2"></div>
${colHead}
${lines}
<div class="hr"></div>
${kv('Broj parova', String(t.legs.length))}
<div class="kv tot"><span>${oddsLabel}</span><span>${odds(t.totalOdds, dec)}</span></div>
${kv(stakeLabel, money(t.stake))}
<div class="kv tot"><span>${payLabel}</span><span>${money(t.payout)}</span></div>
<div class="hr"></div>
<div class="c sub">Srećno!</div>
</div>`;
  return page(css, body);
}

export const oddsFirstRows: Layout = {
  name: 'odds-first-rows',
  medium: 'paper',
  width: [400, 560],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 10],
    bookmakers: ['Kvota Plus', 'Tiketomat', 'Zlatni Par'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
