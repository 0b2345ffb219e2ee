// Phone-app "Moji tiketi" slip whose cards lead with the SELECTION, the way bet365, Superbet, Admiral and many
// international apps show a placed bet: line 1 the selection in bold words ("Arsenal", "Nerešeno", "Više 2,5",
// "Da", "Arsenal ili nerešeno") with the odds on the right of that line; line 2 the market name in small grey;
// line 3 the match; line 4 the kickoff, sometimes with the league. Each ticket varies (its rng): light (white
// cards on light grey) or dark (dark grey cards on near-black) theme; accent colour; the selection in words or
// as a code ("X", "1X", "GG", "3+"; a match result still names the team); totals as "Više 2,5" / "Manje 2,5" or,
// with dot decimals, "Over 2.5" / "Under 2.5"; odds in plain bold text or an outlined or filled button; the match
// as "Home - Away", "Home v Away" or "Home vs Away", or home stacked over away; the kickoff format and whether
// the league follows it; a status per card (a coloured dot, a ✓ in a circle, or an "U toku" / "Čeka se" badge)
// or none; comma or dot decimals; the summary labels. Stake and payout under the cards, RSD.
import type { Rng } from '../../../rng';
import { esc, fmtDate, line, marketName, num, odds, pickChip, teamName, type Dec } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:var(--bg);color:var(--fg);font:15px/1.3 'Liberation Sans',Arial,sans-serif;padding-bottom:16px}
.bar{display:flex;align-items:center;gap:12px;padding:13px 14px;background:var(--card);border-bottom:1px solid var(--line)}
.bar .back{font-size:24px;line-height:1;color:var(--ac)}.bar .ttl{flex:1;font-size:18px;font-weight:bold}
.bar .bk{font-size:13px;font-weight:bold;color:var(--ac)}
.tabs{display:flex;gap:18px;padding:0 16px;background:var(--card);font-size:14px;color:var(--mute)}
.tabs span{padding:9px 0}.tabs .on{color:var(--fg);font-weight:bold;border-bottom:2px solid var(--ac)}
.info{display:flex;justify-content:space-between;margin:12px 14px 2px;font-size:12px;color:var(--mute)}
.info b{color:var(--fg)}
.card{background:var(--card);margin:8px 10px 0;border-radius:10px;padding:11px 12px 10px;border:1px solid var(--line)}
.l1{display:flex;align-items:center;gap:8px}
.sel{flex:1;min-width:0;font-weight:bold;font-size:17px;overflow-wrap:anywhere}
.od{font-weight:bold;font-size:17px;white-space:nowrap}
.od.btn{border:1.5px solid var(--ac);border-radius:7px;padding:4px 9px;min-width:58px;text-align:center;color:var(--ac)}
.od.fill{background:var(--ac);color:var(--on);border-color:var(--ac)}
.mk{font-size:13px;color:var(--mute);margin-top:2px}
.m{font-size:14px;margin-top:7px}
.l4{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:12px;color:var(--mute);margin-top:4px}
.dot{width:10px;height:10px;border-radius:50%;flex:none}
.tick{width:18px;height:18px;border-radius:50%;flex:none;color:#fff;font-size:12px;line-height:18px;text-align:center;font-weight:bold}
.bdg{font-size:11px;font-weight:bold;border-radius:9px;padding:2px 8px;white-space:nowrap}
.won{background:#16a34a}.live{background:#f59e0b}.wait{background:var(--wait)}
.bdg.live{background:rgba(245,158,11,.18);color:#d97706}.bdg.wait{background:var(--chip);color:var(--mute)}
.sum{background:var(--card);margin:12px 10px 0;border-radius:10px;padding:10px 12px;border:1px solid var(--line)}
.sum div{display:flex;justify-content:space-between;padding:3px 0}
.sum .pay{font-weight:bold;font-size:18px;color:var(--ac);border-top:1px solid var(--line);margin-top:4px;padding-top:7px}
`;

interface Theme {
  bg: string;
  card: string;
  fg: string;
  mute: string;
  line: string;
  chip: string;
  wait: string;
}

const THEMES: Record<'light' | 'dark', Theme> = {
  light: {
    bg: '#eef0f3',
    card: '#ffffff',
    fg: '#14191f',
    mute: '#6b7480',
    line: '#e2e5e9',
    chip: '#eceff2',
    wait: '#b8bec6',
  },
  dark: {
    bg: '#0a0b0d',
    card: '#1d2025',
    fg: '#eef0f2',
    mute: '#8d949c',
    line: '#2b2f36',
    chip: '#2b2f36',
    wait: '#5b626b',
  },
};

/** Accent colours per theme (yellow is readable only on dark) and the text colour on a button filled with them. */
const ACCENTS: Record<'light' | 'dark', Array<[string, string]>> = {
  light: [
    ['#0a8f4e', '#ffffff'], // green
    ['#1f5fd1', '#ffffff'], // blue
    ['#e3262f', '#ffffff'], // red
    ['#f26a00', '#ffffff'], // orange
  ],
  dark: [
    ['#25c26e', '#0a0b0d'], // green
    ['#ffd21f', '#111111'], // yellow
    ['#4c8dff', '#ffffff'], // blue
    ['#ff4d57', '#ffffff'], // red
  ],
};

interface Style {
  dec: Dec;
  /** Draws, double chance, GG/NG and goal totals as codes ("X", "1X", "GG", "3+") instead of words. */
  codes: boolean;
  /** Goal and point totals as "Over 2.5" / "Under 2.5" (only with dot decimals). */
  english: boolean;
}

/**
 * The selection as the card's bold first line. No helper in text.ts names the team a result pick backs, so it is
 * worded here; every wording keeps to what the truth `pick` means (ug02 = at most 2 goals = under 2.5).
 */
function selection(l: Leg, s: Style): string {
  const home = teamName(l.home, l);
  const away = teamName(l.away, l);
  const draw = s.codes ? 'X' : 'Nerešeno';
  const over = s.english ? 'Over' : 'Više';
  const under = s.english ? 'Under' : 'Manje';
  const goals = (word: string, x: number): string => `${word} ${num(x, s.dec, '', 1)}`;
  switch (l.bet.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
    case 'p1_1':
      return home;
    case 'ki2':
    case 'bk2':
    case 't2':
    case 'p2_2':
      return away;
    case 'kix':
    case 'p1_x':
      return draw;
    case 'ds1x':
      return s.codes ? '1X' : `${home} ili nerešeno`;
    case 'dsx2':
      return s.codes ? 'X2' : `Nerešeno ili ${away}`;
    case 'ds12':
      return s.codes ? '12' : `${home} ili ${away}`;
    case 'gg':
      return s.codes ? 'GG' : 'Da';
    case 'ng':
      return s.codes ? 'NG' : 'Ne';
    case 'ug02':
      return s.codes ? pickChip(l.bet, s.dec) : goals(under, 2.5);
    case 'ug2p':
      return s.codes ? pickChip(l.bet, s.dec) : goals(over, 1.5);
    case 'ug3p':
      return s.codes ? pickChip(l.bet, s.dec) : goals(over, 2.5);
    case 'gg3p':
      return s.codes ? pickChip(l.bet, s.dec) : 'GG i 3+ golova';
    case '1ug3p':
      return s.codes ? pickChip(l.bet, s.dec) : `${home} i 3+ golova`;
    case 'bkover':
      return `${over} ${line(l.bet.line ?? 0, s.dec)}`;
    case 'bkunder':
      return `${under} ${line(l.bet.line ?? 0, s.dec)}`;
  }
}

type Status = 'none' | 'dot' | 'tick' | 'badge';

/** Legs are sorted by kickoff, so the first `settled` are won, the next one may be live, the rest wait. */
function statusOf(i: number, settled: number, live: boolean): 'won' | 'live' | 'wait' {
  if (i < settled) return 'won';
  if (live && i === settled) return 'live';
  return 'wait';
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const themeName = rng.chance(0.5) ? 'light' : 'dark';
  const theme = THEMES[themeName];
  const [accent, onAccent] = rng.pick(ACCENTS[themeName]);
  const dec: Dec = rng.chance(0.6) ? ',' : '.';
  const style: Style = { dec, codes: rng.chance(0.35), english: dec === '.' && rng.chance(0.5) };
  const oddsLook = rng.weighted([
    ['plain', 4],
    ['btn', 3],
    ['fill', 3],
  ] as const);
  const sep = rng.pick([' - ', ' v ', ' vs ']);
  const stacked = rng.chance(0.3);
  const when = rng.pick(['DD.MM. HH:mm', 'ddd DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm']);
  const withLeague = rng.chance(0.55);
  const status = rng.weighted<Status>([
    ['none', 3],
    ['dot', 2],
    ['tick', 2],
    ['badge', 3],
  ]);
  const settled = rng.int(0, Math.max(0, t.legs.length - 1));
  const live = rng.chance(0.5);
  const money = (x: number): string => `${num(x, dec, dec === ',' ? '.' : '')} RSD`;

  const cards = t.legs
    .map((l, i) => {
      const st = statusOf(i, settled, live);
      const icon =
        status === 'dot'
          ? `<span class="dot ${st}"></span>`
          : status === 'tick'
            ? st === 'won'
              ? `<span class="tick won">✓</span>`
              : `<span class="dot ${st}"></span>`
            : '';
      const badge =
        status === 'badge' && st !== 'won'
          ? `<span class="bdg ${st}">${st === 'live' ? 'U toku' : 'Čeka se'}</span>`
          : '';
      const od = `<span class="od${oddsLook === 'plain' ? '' : oddsLook === 'btn' ? ' btn' : ' btn fill'}">${odds(l.odds, dec)}</span>`;
      const match = stacked
        ? `<div class="m">${esc(teamName(l.home, l))}</div><div class="m" style="margin-top:1px">${esc(teamName(l.away, l))}</div>`
        : `<div class="m">${esc(teamName(l.home, l))}${sep}${esc(teamName(l.away, l))}</div>`;
      const kick = fmtDate(l.kickoff, when);
      return `<div class="card">
<div class="l1">${icon}<span class="sel">${esc(selection(l, style))}</span>${od}</div>
<div class="mk">${esc(marketName(l.bet, t.lang))}</div>
${match}
<div class="l4"><span>${withLeague ? `${kick} · ${esc(l.league)}` : kick}</span>${badge}</div>
</div>`;
    })
    .join('\n');

  const labels = rng.pick([
    { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
    { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Moguća isplata' },
    { legs: 'Selekcija', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Potencijalni dobitak' },
  ]);
  const vars = Object.entries(theme)
    .map(([k, v]) => `--${k}:${v}`)
    .join(';');
  const body = `<div id="ticket" style="${vars};--ac:${accent};--on:${onAccent}">
<div class="bar"><span class="back">‹</span><span class="ttl">Moji tiketi</span><span class="bk">${esc(t.bookmaker)}</span></div>
<div class="tabs"><span class="on">Aktivni</span><span>Rešeni</span><span>Svi</span></div>
<div class="info"><span><b>${t.legs.length === 1 ? 'Singl' : `Kombinacija (${t.legs.length})`}</b> · ${t.ticketId}</span><span>${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span></div>
${cards}
<div class="sum">
${summaryRows(t, { ...labels, payoutClass: 'pay' }, { odds: odds(t.totalOdds, dec), stake: money(t.stake), payout: money(t.payout) })}
</div></div>`;
  return page(css, body);
}

export const appSelectionFirst: Layout = {
  name: 'app-selection-first',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [1, 8],
    bookmakers: ['Prvi Izbor', 'Selekta Bet', 'KvotaGo'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  render,
};
