// The image a betting app makes when the user taps "Podeli tiket" / "Share ticket": a branded card for social
// media and chats. A gradient background, the bookmaker's wordmark, a headline ("Moj tiket", "Tiket dana",
// "Ajmo!"), then the legs in a rounded panel: a small sport icon (a CSS ball), "Home - Away" or "Home vs Away",
// under it the market and pick, the odds on the right; at the bottom a big "Ukupna kvota 23,45", sometimes
// "Uplata 200 RSD · Dobitak 4.690 RSD", a QR-like square and "Kopiraj tiket: 7G4K-92QX" (the code that copies the
// ticket, recorded as its id), and "18+ Igraj odgovorno". Each ticket varies (its rng): the theme (stadium green,
// deep blue, purple, wine red); the panel (white with dark text, or translucent dark with white text); the pick as
// one coloured pill ("Konačan ishod: 1"), as the market with a pill of the selection ("Ukupno golova" [3+]), or as
// plain words; the odds bold or in a pill; the kickoff in small grey text or none; the match separator; the
// headline; whether stake and payout are shown; the QR and copy code or the code alone; comma or dot decimals.
// Words follow the ticket's language (sr; hr wording kept for an hr profile). Phone-screenshot proportions, RSD.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import { esc, fmtDate, marketName, num, odds, pickChip, pickWords, type Dec } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { matchName, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;font:15px/1.3 'Liberation Sans','DejaVu Sans',Arial,sans-serif;color:#fff;padding:22px 16px 18px;
background:var(--bg)}
.wm{font-size:24px;font-weight:900;font-style:italic;letter-spacing:1px;text-transform:uppercase;text-align:center}
.wm span{color:var(--ac)}
.hl{font-size:30px;font-weight:bold;text-align:center;margin:14px 0 4px}
.sub{text-align:center;font-size:13px;opacity:.8;margin-bottom:14px}
.panel{border-radius:18px;padding:6px 14px}
.panel.white{background:#fff;color:#17212b;box-shadow:0 6px 18px rgba(0,0,0,.25)}
.panel.glass{background:rgba(8,12,24,.45);color:#fff;border:1px solid rgba(255,255,255,.18)}
.leg{display:flex;align-items:center;gap:10px;padding:10px 0}
.leg+.leg{border-top:1px solid var(--rule)}
.white{--rule:#e8ebef;--grey:#7a8591}.glass{--rule:rgba(255,255,255,.16);--grey:rgba(255,255,255,.65)}
.ic{width:22px;height:22px;border-radius:50%;flex:none;align-self:flex-start;margin-top:2px}
.ic.football{background:radial-gradient(circle at 50% 50%,#222 0 3px,transparent 3.5px),
radial-gradient(circle at 20% 25%,#222 0 2px,transparent 2.5px),radial-gradient(circle at 80% 25%,#222 0 2px,transparent 2.5px),
radial-gradient(circle at 30% 85%,#222 0 2px,transparent 2.5px),radial-gradient(circle at 72% 85%,#222 0 2px,transparent 2.5px),#fafafa;
border:1.5px solid #222}
.ic.basketball{background:linear-gradient(90deg,transparent 10px,#5a2a08 10px 12px,transparent 12px),
linear-gradient(0deg,transparent 10px,#5a2a08 10px 12px,transparent 12px),#e8742a}
.ic.tennis{background:radial-gradient(circle at -10% 50%,transparent 9px,#fff 9px 10.5px,transparent 11px),
radial-gradient(circle at 110% 50%,transparent 9px,#fff 9px 10.5px,transparent 11px),#c9dc2c}
.mid{flex:1;min-width:0}
.m{font-weight:bold;font-size:15.5px}
.ko{font-size:12px;color:var(--grey);margin-top:1px}
.pk{margin-top:4px;font-size:13.5px;color:var(--grey)}
.pill{display:inline-block;background:var(--pl);color:var(--pt);border-radius:12px;padding:2px 10px;font-weight:bold;font-size:13px}
.pk .pill{margin-left:6px}.pk .pill.all{margin-left:0}
.od{font-size:17px;font-weight:bold;min-width:50px;text-align:right}
.od.pill{font-size:15px;padding:4px 10px;min-width:0}
.tot{text-align:center;margin-top:16px}
.tot .l{font-size:15px;opacity:.85;text-transform:uppercase;letter-spacing:1px}
.tot .v{font-size:38px;font-weight:900;color:var(--ac);line-height:1.15}
.sp{text-align:center;font-size:14px;margin-top:4px;opacity:.92}
.code{display:flex;align-items:center;justify-content:center;gap:14px;margin-top:16px}
.qr{display:grid;grid-template-columns:repeat(21,4px);grid-auto-rows:4px;background:#fff;padding:6px;border-radius:6px}
.qr i{background:#fff}.qr i.b{background:#111}
.cp{font-size:14px}.cp b{display:block;font-size:20px;letter-spacing:2px;margin-top:3px;font-family:'Liberation Mono','DejaVu Sans Mono',monospace}
.cp.alone{text-align:center;background:rgba(255,255,255,.14);border-radius:12px;padding:8px 16px}
.rg{text-align:center;font-size:11px;opacity:.7;margin-top:14px}
`;

interface Theme {
  bg: string;
  /** Accent: wordmark tail and the total odds. */
  ac: string;
  /** Pill background and text. */
  pl: string;
  pt: string;
}

const THEMES: readonly Theme[] = [
  {
    // Stadium green: pitch stripes over a dark-to-light green sweep.
    bg: 'repeating-linear-gradient(180deg,rgba(255,255,255,.05) 0 38px,transparent 38px 76px),linear-gradient(165deg,#0a3d22,#17804a 55%,#0c4a2a)',
    ac: '#ffe14d',
    pl: '#ffe14d',
    pt: '#1b2a12',
  },
  { bg: 'linear-gradient(160deg,#071a45,#11408f 50%,#0a2356)', ac: '#4fd1ff', pl: '#1e6fe8', pt: '#fff' },
  { bg: 'linear-gradient(150deg,#2a0b4d,#6a1fa8 55%,#35106b)', ac: '#ff9bf0', pl: '#f4d6ff', pt: '#4b1380' },
  {
    bg: 'radial-gradient(circle at 80% 0%,#d2353f,#7a0f1c 60%,#3d0810)',
    ac: '#ffc24b',
    pl: '#ffe7b0',
    pt: '#7a0f1c',
  },
];

interface Words {
  headlines: readonly string[];
  total: string;
  stake: string;
  payout: string;
  copy: readonly string[];
  sub: string;
  play: string;
}

const WORDS: Record<'sr' | 'hr', Words> = {
  sr: {
    headlines: ['Moj tiket', 'Moja kombinacija', 'Tiket dana', 'Ajmo!'],
    total: 'Ukupna kvota',
    stake: 'Uplata',
    payout: 'Dobitak',
    copy: ['Kopiraj tiket', 'Kod tiketa'],
    sub: 'Parova',
    play: '18+ Igraj odgovorno',
  },
  hr: {
    headlines: ['Moj listić', 'Moja kombinacija', 'Listić dana', 'Ajmo!'],
    total: 'Ukupni tečaj',
    stake: 'Uplata',
    payout: 'Mogući dobitak',
    copy: ['Kopiraj listić', 'Kod listića'],
    sub: 'Parova',
    play: '18+ Igraj odgovorno',
  },
};
const wordsFor = (lang: Lang): Words => (lang === 'sr' ? WORDS.sr : WORDS.hr);

/** The share code: two groups of four from letters and digits that cannot be confused (no O/0, I/1). */
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const shareCode = (rng: Rng): string =>
  Array.from({ length: 8 }, () => CODE_CHARS[rng.int(0, CODE_CHARS.length - 1)])
    .join('')
    .replace(/^(.{4})/, '$1-');

/** A QR-like square as a CSS grid of 21×21 cells: the three finder squares, the rest drawn from the rng. */
function qrGrid(rng: Rng): string {
  const n = 21;
  const finder = (r: number, c: number): boolean | undefined => {
    for (const [fr, fc] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ]) {
      const y = r - fr;
      const x = c - fc;
      if (y >= -1 && y <= 7 && x >= -1 && x <= 7) {
        if (y < 0 || y > 6 || x < 0 || x > 6) return false;
        const ring = Math.min(y, x, 6 - y, 6 - x);
        return ring !== 1;
      }
    }
    return undefined;
  };
  const cells: string[] = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      cells.push((finder(r, c) ?? rng.chance(0.48)) ? '<i class="b"></i>' : '<i></i>');
  return `<div class="qr">${cells.join('')}</div>`;
}

type PickStyle = 'all' | 'chip' | 'plain';

function pickHtml(l: Leg, lang: Lang, dec: Dec, style: PickStyle): string {
  switch (style) {
    case 'all':
      return `<span class="pill all">${esc(pickWords(l.bet, lang, dec))}</span>`;
    case 'chip':
      return `${esc(marketName(l.bet, lang))}<span class="pill">${esc(pickChip(l.bet, dec))}</span>`;
    default:
      return esc(pickWords(l.bet, lang, dec));
  }
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const w = wordsFor(t.lang);
  const theme = rng.pick(THEMES);
  const panel = rng.chance(0.55) ? 'white' : 'glass';
  const pickStyle = rng.pick<PickStyle>(['all', 'chip', 'plain']);
  const oddsPill = rng.chance(0.4);
  const kickoff = rng.chance(0.6) ? rng.pick(['ddd DD.MM. HH:mm', 'DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm']) : '';
  const sep = rng.pick([' - ', ' - ', ' vs ']);
  const dec: Dec = rng.chance(0.7) ? ',' : '.';
  const thousands = dec === ',' ? '.' : '';
  const headline = rng.pick(w.headlines);
  const showSub = rng.chance(0.5);
  const showMoney = rng.chance(0.6);
  const showQr = rng.chance(0.7);
  const copyLabel = rng.pick(w.copy);
  const [brandHead, brandTail] = splitBrand(t.bookmaker);

  const legs = t.legs
    .map((l) => {
      const ko = kickoff ? `<div class="ko">${fmtDate(l.kickoff, kickoff, t.lang)}</div>` : '';
      return `<div class="leg"><span class="ic ${l.sport}"></span>
<div class="mid"><div class="m">${matchName(l, sep)}</div>${ko}
<div class="pk">${pickHtml(l, t.lang, dec, pickStyle)}</div></div>
<span class="od${oddsPill ? ' pill' : ''}">${odds(l.odds, dec)}</span></div>`;
    })
    .join('\n');

  const money = (x: number): string => `${num(x, dec, thousands, Number.isInteger(x) ? 0 : 2)} ${t.currency}`;
  const moneyLine = showMoney
    ? `<div class="sp">${w.stake} ${money(t.stake)} · ${w.payout} ${money(t.payout)}</div>`
    : '';
  const copy = `<div class="cp${showQr ? '' : ' alone'}">${copyLabel}:<b>${esc(t.ticketId)}</b></div>`;
  const style = `--bg:${theme.bg};--ac:${theme.ac};--pl:${theme.pl};--pt:${theme.pt}`;
  const body = `<div id="ticket" style="${style}">
<div class="wm">${esc(brandHead)}<span>${esc(brandTail)}</span></div>
<div class="hl">${esc(headline)}</div>
${showSub ? `<div class="sub">${w.sub}: ${t.legs.length} · ${fmtDate(t.printedAt, 'DD.MM.YYYY.')}</div>` : ''}
<div class="panel ${panel}">
${legs}
</div>
<div class="tot"><div class="l">${w.total}</div><div class="v">${odds(t.totalOdds, dec)}</div></div>
${moneyLine}
<div class="code">${showQr ? qrGrid(rng) : ''}${copy}</div>
<div class="rg">${w.play}</div>
</div>`;
  return page(css, body);
}

/** The wordmark's two colours: the last word (or the last part of one word) in the accent colour. */
function splitBrand(name: string): [string, string] {
  const space = name.lastIndexOf(' ');
  if (space > 0) return [name.slice(0, space + 1), name.slice(space + 1)];
  const cut = Math.ceil(name.length / 2);
  return [name.slice(0, cut), name.slice(cut)];
}

export const shareCard: Layout = {
  name: 'share-card',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 7],
    bookmakers: ['Kvotomat', 'Sport Zona', 'Tiketko', 'Gol Bet'],
    ticketId: (rng) => shareCode(rng),
  },
  render,
};
