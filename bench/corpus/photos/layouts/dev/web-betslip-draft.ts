// The betslip a bettor builds on a bookmaker's site or app BEFORE paying, screenshotted to ask "should I play
// this?": nothing is placed yet, so there is no status, no paid time and no result, only the picks, a stake typed
// into an input, the total odds and the possible win. Each ticket (its rng) takes ONE of three shapes:
//   (1) panel: a desktop sportsbook's right-hand "Tiket"/"Listić" panel (280–360 px, at 100, 125 or 150 %), alone
//       or with a slice of the page's edge on its left (nav strip, a promo banner without matches, "Top lige" with
//       league names only); tabs "Pojedinačno | Kombinacija | Sistem" (hr "Single | Kombinacija | Sustav"), one
//       block per leg with a "×" remove button, "Home - Away" or home over away, the market in grey and the
//       selection bold, the odds right-aligned, a lock beside them sometimes, or an "odds changed" arrow (↑/↓) with
//       the OLD odds struck through (the truth is the new odds) and a "Kvote su promenjene" notice;
//   (2) sheet: a phone's bottom sheet over the dimmed sports page (ratio 2 or 3): a grab handle, "Tiket (5)", legs
//       as compact rows (a × circle, names, "market · selection" or a pick pill, the odds), a stake input box with
//       RSD/din, EUR/€ or KM/BAM, quick-stake chips, "Ukupna kvota", "Mogući dobitak", a big "Uplati"/"Odigraj"
//       button and a "Prihvati promene kvota" checkbox;
//   (3) code: a "Brzi tiket" / "Kod tiketa" phone screen (hr "Brzi listić"), or the same as a dialog over the
//       site's dimmed page: a copyable code "AB12-CD34" (the ticket id in the truth) with a QR-like square, "show it
//       at any shop", then the legs as a numbered list (names, kickoff and league or "market: selection" in grey,
//       the pick and the odds on the right) and the sums.
// Light themes mostly (white, warm grey, cool grey, mint) and one dark; six accents; comma or dot decimals; the pick
// as a code ("1", "KI 1", "3+", "GG", "V 165,5") on some tickets and as words (the team's name, "Nerešeno", "Da",
// "Više 2,5") on others; the 5 % "Manipulativni troškovi" on a few Serbian slips. The page behind a sheet and the
// page edge beside a panel never show a match or odds.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Tečaj", "Listić") or
// Bosnian (KM) slip, or a Serbian one with the fee, with redrawTicket; the generator writes the truth from that same
// ticket object. The legs keep their kickoff order. The layout's width is only the browser viewport: each shape
// sets its own element width (and zoom for the phone's pixel ratio).
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  esc,
  fmtDate,
  line,
  marketName,
  num,
  odds,
  pickCode,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import { round2, type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, qr, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:13px/1.35 var(--font);position:relative}
.x{flex:none;width:18px;height:18px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:14px;line-height:1;color:var(--mute)}
.x.c{background:var(--soft)}
.lk{display:inline-block;width:9px;height:7px;background:var(--mute);border-radius:1.5px;position:relative;margin-right:5px;vertical-align:0}
.lk:before{content:'';position:absolute;left:1.5px;top:-5px;width:4px;height:5px;border:1.5px solid var(--mute);border-bottom:none;border-radius:3px 3px 0 0}
s.old{color:var(--mute);font-weight:400;margin-right:3px}
.ar{font-style:normal;font-weight:700;margin-right:4px}.ar.up{color:#16a34a}.ar.dn{color:#dc2626}
.od.lkd b{opacity:.55}
.sp{flex:none;width:13px;height:13px;display:block}
/* panel */
.wrap{display:flex;align-items:stretch;background:var(--page)}
.edge{flex:none;overflow:hidden;display:flex;justify-content:flex-end;background:var(--page)}
.edge .in{flex:none;padding:0 14px 16px 0}
.edge .nav{display:flex;gap:18px;height:44px;align-items:center;font-size:13px;font-weight:600;color:var(--navfg);white-space:nowrap}
.edge .promo{margin-top:12px;height:110px;border-radius:8px;background:linear-gradient(120deg,var(--ac),var(--ac2));color:#fff;padding:16px 18px;font-weight:800;font-size:20px;line-height:1.15}
.edge .promo small{display:block;font-size:12px;font-weight:500;margin-top:8px;opacity:.9}
.edge h4{margin:16px 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.5px;color:var(--mute)}
.edge .tl{display:flex;align-items:center;gap:8px;padding:7px 10px;background:var(--card);border-bottom:1px solid var(--line);font-size:12.5px;white-space:nowrap}
.edge .tl i{width:15px;height:10px;border-radius:1px;flex:none}
.edge .chips{display:flex;gap:6px;margin-top:12px}
.edge .chips span{white-space:nowrap;padding:4px 10px;border-radius:999px;border:1px solid var(--line);font-size:12px;background:var(--card)}
.topbar{height:44px;background:var(--nav);display:flex;align-items:center;justify-content:flex-end;gap:8px;padding:0 10px}
.topbar span{font-size:12px;font-weight:700;padding:6px 12px;border-radius:4px;color:var(--navfg);border:1px solid rgba(127,127,127,.5)}
.topbar span.p{background:var(--ac);border-color:var(--ac);color:var(--on)}
.pn{flex:none;width:var(--pw);background:var(--card);border-left:1px solid var(--line);padding-bottom:12px}
.pn.solo{border:1px solid var(--line);border-radius:var(--rad)}
.ph{display:flex;align-items:center;gap:8px;padding:11px 12px;background:var(--hd);color:var(--hdfg)}
.ph b{font-size:15px}
.ph .cnt{min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:var(--ac);color:var(--on);font-size:11.5px;font-weight:700;display:inline-flex;align-items:center;justify-content:center}
.ph .clr{margin-left:auto;font-size:12px;opacity:.85;text-decoration:underline}
.tabs{display:flex;border-bottom:1px solid var(--line);font-size:12.5px}
.tabs span{flex:1;text-align:center;padding:8px 2px;color:var(--mute)}
.tabs span.on{color:var(--fg);font-weight:700;box-shadow:inset 0 -2px 0 var(--ac)}
.tabs.seg{margin:10px 10px 2px;border:1px solid var(--line);border-radius:6px;overflow:hidden}
.tabs.seg span.on{box-shadow:none;background:var(--ac);color:var(--on)}
.note{margin:8px 10px 0;padding:7px 9px;border-radius:5px;background:var(--warn);color:var(--warnfg);font-size:12px;display:flex;gap:6px;align-items:center}
.note i{font-style:normal;font-weight:800}
.pl{padding:9px 10px 9px 12px;border-bottom:1px solid var(--line)}
.pl.box{margin:8px 10px 0;border:1px solid var(--line);border-radius:6px;background:var(--leg)}
.pl.chg{background:var(--chg)}
.pl .r1{display:flex;gap:7px;align-items:flex-start}
.pl .mt{flex:1;min-width:0;font-weight:var(--nw);overflow-wrap:anywhere}
.pl .mt div+div{margin-top:1px}
.pl .ko{font-size:11.5px;color:var(--mute);margin-top:2px}
.pl .r2{display:flex;gap:8px;align-items:flex-end;margin-top:4px}
.pl .bt{flex:1;min-width:0;overflow-wrap:anywhere}
.pl .bt .mk{color:var(--mute);font-size:12px}
.pl .bt.st .mk{display:block}
.pl .bt b{color:var(--sel)}
.pl .od{flex:none;white-space:nowrap;font-size:14px}
.pl .od b{color:var(--oc)}
.foot{padding:10px 12px 0}
.kv{display:flex;justify-content:space-between;align-items:baseline;gap:10px;padding:3px 0;font-size:13px}
.kv span{color:var(--mute)}.kv b{white-space:nowrap}
.kv.big b{font-size:16px;color:var(--pc)}
.inp{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:5px 0}
.inp span{color:var(--mute)}
.inp .box{display:flex;align-items:center;border:1px solid var(--inb);border-radius:5px;background:var(--inbg);min-width:120px}
.inp .box b{flex:1;text-align:right;padding:6px 8px;font-size:14px}
.inp .box em{font-style:normal;padding:6px 8px;border-left:1px solid var(--line);color:var(--mute);font-size:12px}
.chk{display:flex;align-items:center;gap:7px;font-size:12px;margin-top:8px;color:var(--fg)}
.chk i{flex:none;width:15px;height:15px;border-radius:3px;border:1.5px solid var(--mute);position:relative}
.chk i.on{background:var(--ac);border-color:var(--ac)}
.chk i.on:after{content:'';position:absolute;left:4px;top:1px;width:4px;height:8px;border:solid var(--on);border-width:0 2px 2px 0;transform:rotate(45deg)}
.btn{margin-top:10px;padding:11px 0;border-radius:var(--rad);background:var(--ac);color:var(--on);text-align:center;font-weight:800;font-size:14.5px;letter-spacing:.2px}
.btn.cap{text-transform:uppercase}
.chips2{display:flex;gap:6px;margin:4px 0 6px}
.chips2 span{flex:1;text-align:center;padding:6px 0;border-radius:6px;background:var(--soft);font-weight:600;font-size:12.5px}
/* sheet */
.bg{position:relative;height:var(--bh);overflow:hidden;background:var(--page)}
.bg .sb{display:flex;justify-content:space-between;padding:8px 18px 4px;font-size:12.5px;font-weight:600}
.bg .ah{display:flex;align-items:center;justify-content:space-between;padding:8px 14px;font-weight:800;font-size:17px;color:var(--ac)}
.bg .ah span{font-size:12px;padding:5px 12px;border-radius:999px;background:var(--ac);color:var(--on)}
.bg .sc{display:flex;gap:8px;padding:6px 14px;white-space:nowrap}
.bg .sc span{padding:6px 12px;border-radius:999px;background:var(--card);border:1px solid var(--line);font-size:12.5px}
.bg .ban{margin:10px 14px;height:96px;border-radius:12px;background:linear-gradient(120deg,var(--ac),var(--ac2));color:#fff;font-weight:800;font-size:18px;padding:14px}
.bg .sk{margin:0 14px 8px;height:54px;border-radius:10px;background:var(--card)}
.bg .dim{position:absolute;inset:0;background:rgba(0,0,0,var(--dim))}
.sh{position:relative;margin-top:-14px;background:var(--card);border-radius:16px 16px 0 0;padding:6px 0 14px}
.sh .grab{width:38px;height:4px;border-radius:2px;background:var(--line2);margin:2px auto 8px}
.sh .hh{display:flex;align-items:center;gap:10px;padding:2px 14px 8px}
.sh .hh b{font-size:17px}
.sh .hh .clr{margin-left:auto;font-size:12.5px;color:var(--mute)}
.sh .hh .cl{font-size:20px;color:var(--mute);line-height:1}
.sr{display:flex;gap:9px;align-items:center;padding:8px 14px;border-top:1px solid var(--line)}
.sr .m{flex:1;min-width:0}
.sr .nm{font-weight:var(--nw);font-size:13px;overflow-wrap:anywhere}
.sr .bt{font-size:12px;color:var(--mute);margin-top:1px;overflow-wrap:anywhere}
.sr .bt b{color:var(--sel)}
.sr .pk{flex:none;padding:3px 7px;border-radius:5px;background:var(--tint);color:var(--ac3);font-weight:800;font-size:12px;white-space:nowrap}
.sr .od{flex:none;white-space:nowrap;font-size:14px;text-align:right}
.sr .od b{color:var(--oc)}
.sr .od.bx b{display:inline-block;min-width:48px;text-align:center;padding:5px 6px;border-radius:6px;background:var(--soft)}
.sf{padding:8px 14px 0;border-top:1px solid var(--line)}
.sf .inp .box{min-width:150px;border-radius:8px}
.sf .inp .box b{font-size:16px;padding:8px 10px}
.sf .kv.big b{font-size:18px}
.home{width:120px;height:4px;border-radius:2px;background:var(--fg);margin:14px auto 0;opacity:.8}
/* code */
.qa{display:flex;align-items:center;gap:12px;padding:10px 14px;font-size:17px;font-weight:700}
.qa .bk{width:10px;height:10px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:4px}
.qc{margin:6px 12px 0;background:var(--card);border-radius:var(--rad);padding:14px;text-align:center;border:1px solid var(--line)}
.qc .lb{font-size:12px;color:var(--mute)}
.qc .code{display:inline-flex;align-items:center;gap:10px;margin-top:6px;font:800 26px/1.1 var(--mono);letter-spacing:2px;color:var(--fg)}
.qc .cp{width:18px;height:18px;color:var(--ac3);flex:none}
.qc .qq{margin:12px auto 0;padding:8px;background:#fff;width:max-content;border-radius:6px}
.qc .nt{font-size:12px;color:var(--mute);margin-top:10px}
.ql{margin:12px 12px 0;background:var(--card);border-radius:var(--rad);border:1px solid var(--line)}
.ql .hd{padding:9px 12px;font-weight:700;border-bottom:1px solid var(--line)}
.qr{display:flex;gap:8px;align-items:center;padding:8px 12px}
.qr+.qr{border-top:1px solid var(--line)}
.qr .n{flex:none;width:18px;color:var(--mute);font-size:12px}
.qr .m{flex:1;min-width:0}
.qr .nm{font-weight:var(--nw);overflow-wrap:anywhere}
.qr .sub{font-size:11.5px;color:var(--mute);margin-top:1px;overflow-wrap:anywhere}
.qr .pk{flex:none;font-weight:800;color:var(--ac3);white-space:nowrap;text-align:right;max-width:40%}
.qr .od{flex:none;min-width:42px;text-align:right;font-weight:800;white-space:nowrap}
.qs{margin:12px 12px 0;padding:8px 12px;background:var(--card);border-radius:var(--rad);border:1px solid var(--line)}
.qb{margin:12px 12px 0;display:flex;gap:8px}
.qb div{flex:1;text-align:center;padding:11px 0;border-radius:var(--rad);font-weight:700;border:1.5px solid var(--ac);color:var(--ac3)}
.qb div.f{background:var(--ac);color:var(--on)}
`;

interface Palette {
  dark: boolean;
  bg: string;
  page: string;
  card: string;
  leg: string;
  fg: string;
  mute: string;
  line: string;
  line2: string;
  soft: string;
  inbg: string;
  inb: string;
  warn: string;
  warnfg: string;
  nav: string;
  navfg: string;
}

const LIGHT_BASE = {
  dark: false,
  card: '#ffffff',
  fg: '#1b1f24',
  mute: '#6b7280',
  line: '#e3e6ea',
  line2: '#c9ced5',
  inbg: '#ffffff',
  inb: '#b9c0c9',
  warn: '#fff4d6',
  warnfg: '#7a5500',
};
const PALETTES: readonly Palette[] = [
  {
    ...LIGHT_BASE,
    bg: '#f2f4f7',
    page: '#eef1f5',
    leg: '#fafbfc',
    soft: '#eef1f4',
    nav: '#12233d',
    navfg: '#e8eef7',
  },
  {
    ...LIGHT_BASE,
    bg: '#f5f3ef',
    page: '#f1eee8',
    leg: '#fbfaf7',
    soft: '#f0ede6',
    nav: '#2b2b2b',
    navfg: '#f2f2f2',
  },
  {
    ...LIGHT_BASE,
    bg: '#eceff3',
    page: '#e7ebf0',
    leg: '#f7f9fb',
    soft: '#e9edf2',
    nav: '#ffffff',
    navfg: '#1b1f24',
  },
  {
    ...LIGHT_BASE,
    bg: '#eef5f1',
    page: '#e9f2ed',
    leg: '#f8fcfa',
    soft: '#e6f0ea',
    nav: '#0f3d2b',
    navfg: '#eaf6ef',
  },
  {
    dark: true,
    bg: '#111418',
    page: '#0d1014',
    card: '#1a1e24',
    leg: '#1f242b',
    fg: '#e8ebef',
    mute: '#8d96a3',
    line: '#2a3039',
    line2: '#3a424d',
    soft: '#262c35',
    inbg: '#12161b',
    inb: '#3a424d',
    warn: '#3a2f12',
    warnfg: '#f3d27a',
    nav: '#0a0c0f',
    navfg: '#e8ebef',
  },
];

/** Accent, the text on it, a second gradient colour and the accent as text on a light card. */
const ACCENTS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#1f9d55', '#ffffff', '#0f5f33', '#15803d'], // green
  ['#f5c400', '#1a1600', '#e08a00', '#a16207'], // yellow
  ['#e4572e', '#ffffff', '#9b2c12', '#c2410c'], // orange-red
  ['#1d6fe0', '#ffffff', '#0b3f8a', '#1d4ed8'], // blue
  ['#0e9aa7', '#ffffff', '#075e66', '#0e7490'], // teal
  ['#7c3aed', '#ffffff', '#4c1d95', '#6d28d9'], // violet
];

const FONTS: readonly string[] = [
  "Roboto,'Helvetica Neue',Arial,sans-serif",
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "'Open Sans','Segoe UI',Arial,sans-serif",
];

interface Words {
  slip: readonly string[];
  tabs: readonly [string, string, string];
  clear: readonly string[];
  odds: readonly string[];
  stake: readonly string[];
  fee: string;
  bet: string;
  payout: readonly string[];
  pay: readonly string[];
  accept: string;
  changed: string;
  acceptPay: string;
  legs: string;
  quick: readonly string[];
  quickCode: string;
  quickNote: readonly string[];
  valid: string;
  pairs: string;
  share: readonly string[];
  sports: Record<Sport, string>;
  top: string;
  days: readonly string[];
  nav: readonly string[];
  promo: readonly (readonly [string, string])[];
  login: readonly [string, string];
  today: string;
  tomorrow: string;
  draw: string;
  yes: string;
  no: string;
  over: string;
  under: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    slip: ['Tiket', 'Moj tiket', 'Listić'],
    tabs: ['Pojedinačno', 'Kombinacija', 'Sistem'],
    clear: ['Obriši sve', 'Ukloni sve', 'Očisti'],
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Ulog', 'Uplata', 'Iznos uplate'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Mogući dobitak', 'Moguća isplata', 'Potencijalni dobitak'],
    pay: ['Uplati', 'Uplati tiket', 'Odigraj'],
    accept: 'Prihvati promene kvota',
    changed: 'Kvote su promenjene',
    acceptPay: 'Prihvati i uplati',
    legs: 'Broj parova',
    quick: ['Brzi tiket', 'Kod tiketa'],
    quickCode: 'Kod za uplatu',
    quickNote: ['Pokaži kod na bilo kom uplatnom mestu.', 'Uplati tiket u najbližoj poslovnici uz ovaj kod.'],
    valid: 'Kod važi do početka prvog meča.',
    pairs: 'Parovi',
    share: ['Podeli kod', 'Sačuvaj sliku', 'Izmeni tiket'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    top: 'Top lige',
    days: ['Danas', 'Sutra', '3 dana', 'Sve'],
    nav: ['Sport', 'Uživo', 'Kazino', 'Promocije', 'Rezultati'],
    promo: [
      ['Bonus dobrodošlice', 'Registruj se i preuzmi bonus'],
      ['Super kvote vikendom', 'Samo u sportskoj ponudi'],
      ['Keš aut je tu', 'Isplati tiket pre kraja'],
    ],
    login: ['Prijava', 'Registracija'],
    today: 'Danas',
    tomorrow: 'Sutra',
    draw: 'Nerešeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
  },
  hr: {
    slip: ['Listić', 'Moj listić'],
    tabs: ['Single', 'Kombinacija', 'Sustav'],
    clear: ['Obriši sve', 'Očisti listić'],
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Ulog', 'Uplata'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Mogući dobitak', 'Moguća isplata', 'Isplata'],
    pay: ['Uplati', 'Uplati listić', 'Igraj'],
    accept: 'Prihvati promjene tečaja',
    changed: 'Tečajevi su promijenjeni',
    acceptPay: 'Prihvati i uplati',
    legs: 'Broj parova',
    quick: ['Brzi listić', 'Kod listića'],
    quickCode: 'Kod listića',
    quickNote: ['Pokaži kod na bilo kojem prodajnom mjestu.', 'Uplati listić u poslovnici uz ovaj kod.'],
    valid: 'Kod vrijedi do početka prvog događaja.',
    pairs: 'Parovi',
    share: ['Podijeli kod', 'Spremi sliku', 'Uredi listić'],
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    top: 'Top lige',
    days: ['Danas', 'Sutra', '3 dana', 'Sve'],
    nav: ['Sport', 'Uživo', 'Casino', 'Promocije', 'Rezultati'],
    promo: [
      ['Bonus dobrodošlice', 'Registriraj se i preuzmi bonus'],
      ['Super tečajevi vikendom', 'Samo u sportskoj ponudi'],
      ['Cash out', 'Isplati listić prije kraja'],
    ],
    login: ['Prijava', 'Registracija'],
    today: 'Danas',
    tomorrow: 'Sutra',
    draw: 'Neriješeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
  },
  bs: {
    slip: ['Tiket', 'Moj tiket'],
    tabs: ['Pojedinačno', 'Kombinacija', 'Sistem'],
    clear: ['Obriši sve', 'Očisti'],
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Ulog', 'Uplata'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Mogući dobitak', 'Moguća isplata'],
    pay: ['Uplati', 'Uplati tiket', 'Odigraj'],
    accept: 'Prihvati promjene kvota',
    changed: 'Kvote su promijenjene',
    acceptPay: 'Prihvati i uplati',
    legs: 'Broj parova',
    quick: ['Brzi tiket', 'Kod tiketa'],
    quickCode: 'Kod za uplatu',
    quickNote: ['Pokaži kod na bilo kojem uplatnom mjestu.', 'Uplati tiket u poslovnici uz ovaj kod.'],
    valid: 'Kod važi do početka prvog meča.',
    pairs: 'Parovi',
    share: ['Podijeli kod', 'Sačuvaj sliku', 'Izmijeni tiket'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    top: 'Top lige',
    days: ['Danas', 'Sutra', '3 dana', 'Sve'],
    nav: ['Sport', 'Uživo', 'Kazino', 'Promocije', 'Rezultati'],
    promo: [
      ['Bonus dobrodošlice', 'Registruj se i preuzmi bonus'],
      ['Super kvote vikendom', 'Samo u sportskoj ponudi'],
    ],
    login: ['Prijava', 'Registracija'],
    today: 'Danas',
    tomorrow: 'Sutra',
    draw: 'Neriješeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
  },
};

/** League names for the page edge's "Top lige" list; they are not legs and carry no odds. */
const TOP_LEAGUES: readonly (readonly [string, string])[] = [
  ['Engleska · Premijer liga', 'linear-gradient(#fff 0 40%,#c8102e 40% 60%,#fff 60%)'],
  ['Španija · La Liga', 'linear-gradient(#aa151b 0 25%,#f1bf00 25% 75%,#aa151b 75%)'],
  ['Italija · Serija A', 'linear-gradient(90deg,#009246 0 33%,#fff 33% 66%,#ce2b37 66%)'],
  ['Nemačka · Bundesliga', 'linear-gradient(#000 0 33%,#dd0000 33% 66%,#ffce00 66%)'],
  ['Liga šampiona', 'linear-gradient(#0b1f5c,#1e3a8a)'],
  ['Evroliga', 'linear-gradient(#f47b20,#f47b20)'],
];

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din'],
  EUR: ['EUR', '€'],
  BAM: ['KM', 'BAM'],
};
const CHIPS: Record<Currency, readonly number[]> = {
  RSD: [100, 200, 500, 1000],
  EUR: [1, 2, 5, 10],
  BAM: [2, 5, 10, 20],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Listić Pro', 'Kvota Plus'],
  hr: ['Listić Pro', 'Tečaj Plus'],
  bs: ['Listić Pro', 'Tiket Plus'],
};

const CODE_CHARS = 'ABCDEFGHJKLMNPRSTUVXYZ23456789';
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 3, 2),
  legs: [1, 9],
  bookmakers: BOOKMAKERS.sr,
  // A not-yet-paid slip's "quick ticket" code, as the code shape prints it.
  ticketId: (rng) =>
    Array.from({ length: 8 }, () => CODE_CHARS[rng.int(0, CODE_CHARS.length - 1)])
      .join('')
      .replace(/^(.{4})/, '$1-'),
};

type Shape = 'panel' | 'sheet' | 'code';

interface Ctx {
  lang: Lang;
  w: Words;
  dec: Dec;
  names: NameStyle;
  /** Selections as words (the team's name, "Nerešeno", "Da", "Više 2,5") instead of codes. */
  wordy: boolean;
  ki: boolean;
  twoLines: boolean;
  kick: 'none' | 'day' | 'date' | 'rel';
  printedDay: number;
  /** Leg index → the odds shown before the change (struck through), for legs whose odds moved. */
  old: Map<number, number>;
  locked: number;
}

const SPORT_ICON: Record<Sport, string> = {
  football:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.2" fill="none" stroke="currentColor" stroke-width="1.2"/><path d="M6 3.7l2 1.5-.8 2.4H4.8L4 5.2z" fill="currentColor"/></svg>',
  basketball:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.4" fill="#e07a2e"/><path d="M.8 6h10.4M6 .6v10.8M2.2 2.2c2 2 2 5.6 0 7.6M9.8 2.2c-2 2-2 5.6 0 7.6" stroke="#2a1406" stroke-width=".8" fill="none"/></svg>',
  tennis:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.4" fill="#c8e04a"/><path d="M1.6 3c2.4 1.6 2.4 4.4 0 6M10.4 3c-2.4 1.6-2.4 4.4 0 6" stroke="#f4f8e0" stroke-width=".9" fill="none"/></svg>',
};

const shown = (n: string, l: Leg, c: Ctx): string => esc(teamName(n, l, c.names));

function kickoff(l: Leg, c: Ctx): string {
  const hm = fmtDate(l.kickoff, 'HH:mm');
  if (c.kick === 'date') return `${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
  if (c.kick === 'rel') {
    const days = Math.round((Date.UTC(l.kickoff.y, l.kickoff.mo - 1, l.kickoff.d) - c.printedDay) / 86400000);
    if (days === 0) return `${c.w.today}, ${hm}`;
    if (days === 1) return `${c.w.tomorrow}, ${hm}`;
  }
  const d = fmtDate(l.kickoff, 'ddd', c.lang);
  return `${d[0].toLocaleUpperCase('hr')}${d.slice(1)} ${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
}

/** The selection beside a printed market: a code or the words a betslip writes. */
function selection(l: Leg, c: Ctx): string {
  const b = l.bet;
  const g = (x: number): string => num(x, c.dec, '', 1);
  switch (b.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
      return c.wordy ? shown(l.home, l, c) : '1';
    case 'ki2':
    case 'bk2':
    case 't2':
      return c.wordy ? shown(l.away, l, c) : '2';
    case 'kix':
      return c.wordy ? c.w.draw : 'X';
    case 'gg':
      return c.wordy ? c.w.yes : 'GG';
    case 'ng':
      return c.wordy ? c.w.no : 'NG';
    case 'ug02':
      return c.wordy ? `${c.w.under} ${g(2.5)}` : '0-2';
    case 'ug2p':
      return c.wordy ? `${c.w.over} ${g(1.5)}` : '2+';
    case 'ug3p':
      return c.wordy ? `${c.w.over} ${g(2.5)}` : '3+';
    case 'p1_1':
      return '1';
    case 'p1_x':
      return 'X';
    case 'p2_2':
      return '2';
    case 'gg3p':
      return c.wordy ? 'GG i 3+' : 'GG&3+';
    case '1ug3p':
      return c.wordy ? '1 i 3+' : '1&3+';
    case 'bkover':
      return `${c.w.over} ${line(b.line ?? 0, c.dec)}`;
    case 'bkunder':
      return `${c.w.under} ${line(b.line ?? 0, c.dec)}`;
    default:
      return pickCode(b, c.dec);
  }
}

/** The odds as a slip shows them: a lock before them, or the old odds struck through and an arrow. */
function oddsCell(i: number, l: Leg, c: Ctx, cls: string): string {
  const before = c.old.get(i);
  let pre = '';
  if (c.locked === i) pre = '<i class="lk"></i>';
  else if (before !== undefined)
    pre = `<s class="old">${odds(before, c.dec)}</s><i class="ar ${before < l.odds ? 'up' : 'dn'}">${before < l.odds ? '↑' : '↓'}</i>`;
  return `<div class="od ${cls}${c.locked === i ? ' lkd' : ''}">${pre}<b>${odds(l.odds, c.dec)}</b></div>`;
}

function names(l: Leg, c: Ctx): string {
  return c.twoLines
    ? `<div>${shown(l.home, l, c)}</div><div>${shown(l.away, l, c)}</div>`
    : `${shown(l.home, l, c)} - ${shown(l.away, l, c)}`;
}

function panelLeg(l: Leg, i: number, c: Ctx, boxed: boolean, stacked: boolean, icon: boolean): string {
  const ko = c.kick === 'none' ? '' : `<div class="ko">${kickoff(l, c)}</div>`;
  const sel = selection(l, c);
  const bet = stacked
    ? `<div class="bt st"><span class="mk">${esc(marketName(l.bet, c.lang))}</span><b>${sel}</b></div>`
    : `<div class="bt"><span class="mk">${esc(marketName(l.bet, c.lang))}:</span> <b>${sel}</b></div>`;
  const cls = `pl${boxed ? ' box' : ''}${c.old.has(i) ? ' chg' : ''}`;
  return `<div class="${cls}"><div class="r1">${icon ? SPORT_ICON[l.sport] : ''}<div class="mt">${names(l, c)}</div><span class="x">×</span></div>${ko}<div class="r2">${bet}${oddsCell(i, l, c, '')}</div></div>`;
}

function sheetLeg(l: Leg, i: number, c: Ctx, pill: boolean, boxOdds: boolean): string {
  const nm = `${shown(l.home, l, c)} - ${shown(l.away, l, c)}`;
  const sub = pill
    ? c.kick === 'none'
      ? esc(l.league)
      : kickoff(l, c)
    : `${esc(marketName(l.bet, c.lang))} · <b>${selection(l, c)}</b>`;
  const pk = pill ? `<span class="pk">${esc(pickCode(l.bet, c.dec, { ki: c.ki }))}</span>` : '';
  return `<div class="sr"><span class="x c">×</span><div class="m"><div class="nm">${nm}</div><div class="bt">${sub}</div></div>${pk}${oddsCell(i, l, c, boxOdds ? 'bx' : '')}</div>`;
}

function codeLeg(l: Leg, i: number, c: Ctx, words: boolean): string {
  const when = c.kick === 'none' ? fmtDate(l.kickoff, 'DD.MM. HH:mm') : kickoff(l, c);
  const pick = words
    ? `${esc(marketName(l.bet, c.lang))}: ${selection(l, c)}`
    : esc(pickCode(l.bet, c.dec, { ki: c.ki }));
  const sub = words ? `${when} · ${pick}` : `${when} · ${esc(l.league)}`;
  return `<div class="qr"><span class="n">${i + 1}.</span><div class="m"><div class="nm">${shown(l.home, l, c)} - ${shown(l.away, l, c)}</div><div class="sub">${sub}</div></div>${words ? '' : `<span class="pk">${pick}</span>`}<span class="od">${odds(l.odds, c.dec)}</span></div>`;
}

interface Sums {
  money: (x: number) => string;
  stakeInput: string;
  unit: string;
}

/** Total odds, the stake input, the fee lines and the possible win, as every shape sums the slip. */
function sums(t: Ticket, c: Ctx, s: Sums, rng: Rng, chips: string): string {
  const oddsLabel = rng.pick(c.w.odds);
  const stakeLabel = rng.pick(c.w.stake);
  const payLabel = rng.pick(c.w.payout);
  const kv = (k: string, v: string, cls = ''): string =>
    `<div class="kv${cls ? ` ${cls}` : ''}"><span>${k}</span><b>${v}</b></div>`;
  const input = `<div class="inp"><span>${stakeLabel}</span><div class="box"><b>${s.stakeInput}</b><em>${s.unit}</em></div></div>`;
  const legsFirst = rng.chance(0.35) ? kv(c.w.legs, String(t.legs.length)) : '';
  return [
    legsFirst,
    kv(oddsLabel, odds(t.totalOdds, c.dec)),
    input,
    chips,
    t.fee ? kv(c.w.fee, s.money(t.fee)) : '',
    t.fee ? kv(c.w.bet, s.money(t.stakeAfterFee)) : '',
    kv(payLabel, s.money(t.payout), 'big'),
  ].join('');
}

function checkbox(c: Ctx, on: boolean): string {
  return `<div class="chk"><i${on ? ' class="on"' : ''}></i>${c.w.accept}</div>`;
}

function payButton(t: Ticket, c: Ctx, s: Sums, rng: Rng): string {
  const word = c.old.size > 0 && rng.chance(0.5) ? c.w.acceptPay : rng.pick(c.w.pay);
  const label = rng.chance(0.3) ? `${word} ${s.money(t.stake)}` : word;
  return `<div class="btn${rng.chance(0.3) ? ' cap' : ''}">${label}</div>`;
}

function tabs(t: Ticket, c: Ctx, seg: boolean): string {
  const on = t.legs.length === 1 ? 0 : 1;
  return `<div class="tabs${seg ? ' seg' : ''}">${c.w.tabs.map((x, i) => `<span${i === on ? ' class="on"' : ''}>${x}</span>`).join('')}</div>`;
}

function pageEdge(c: Ctx, rng: Rng, w: number): string {
  const [head, sub] = rng.pick(c.w.promo);
  const leagues = rng
    .shuffle(TOP_LEAGUES)
    .slice(0, rng.int(3, 5))
    .map(([n, f]) => `<div class="tl"><i style="background:${f}"></i>${esc(n)}</div>`)
    .join('');
  const inner = w + rng.int(60, 140);
  const days = c.w.days
    .map((d, i) => `<span${i === 0 ? ' style="font-weight:700"' : ''}>${d}</span>`)
    .join('');
  return `<div class="edge" style="width:${w}px"><div class="in" style="width:${inner}px">
<div class="nav" style="background:var(--nav);margin-right:-14px;padding:0 12px">${c.w.nav.map((n) => `<span>${n}</span>`).join('')}</div>
<div class="promo">${head}<small>${sub}</small></div>
<div class="chips">${days}</div>
<h4>${c.w.top}</h4>${leagues}</div></div>`;
}

function renderPanel(t: Ticket, c: Ctx, s: Sums, rng: Rng): string {
  const pw = rng.int(280, 360);
  const withEdge = rng.chance(0.45);
  const boxed = rng.chance(0.5);
  const slip = rng.pick(c.w.slip);
  const count = rng.chance(0.6)
    ? `<span class="cnt">${t.legs.length}</span>`
    : `<span style="opacity:.8">(${t.legs.length})</span>`;
  const head = `<div class="ph"><b>${slip}</b>${count}<span class="clr">${rng.pick(c.w.clear)}</span></div>`;
  const stacked = rng.chance(0.6);
  const icon = rng.chance(0.5);
  const legs = t.legs.map((l, i) => panelLeg(l, i, c, boxed, stacked, icon)).join('');
  const note = c.old.size > 0 && rng.chance(0.7) ? `<div class="note"><i>!</i>${c.w.changed}</div>` : '';
  const chips = rng.chance(0.3)
    ? `<div class="chips2">${CHIPS[t.currency].map((v) => `<span>+${v}</span>`).join('')}</div>`
    : '';
  const chkFirst = rng.chance(0.5);
  const chk = checkbox(c, rng.chance(0.6));
  const foot = `<div class="foot">${sums(t, c, s, rng, chips)}${chkFirst ? chk : ''}${payButton(t, c, s, rng)}${chkFirst ? '' : chk}</div>`;
  const panel = `<aside class="pn${withEdge ? '' : ' solo'}" style="--pw:${pw}px">${head}${tabs(t, c, rng.chance(0.35))}${note}${legs}${foot}</aside>`;
  const zoom = rng.weighted<number>([
    [1, 4],
    [1.25, 3],
    [1.5, 2],
  ]);
  if (!withEdge)
    return `<div id="ticket" style="width:${pw}px;zoom:${zoom};background:var(--card)">${panel}</div>`;
  const ew = rng.int(150, 240);
  const login = `<div class="topbar">${c.w.login.map((x, i) => `<span${i === 1 ? ' class="p"' : ''}>${x}</span>`).join('')}</div>`;
  return `<div id="ticket" style="width:${pw + ew}px;zoom:${zoom}"><div class="wrap" style="flex-direction:column">${login.replace('class="topbar"', `class="topbar" style="width:${pw + ew}px"`)}<div style="display:flex">${pageEdge(c, rng, ew)}${panel}</div></div></div>`;
}

function statusClock(t: Ticket, rng: Rng): string {
  const mi = Math.min(59, t.printedAt.mi + rng.int(0, 9));
  return `${String(t.printedAt.h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
}

function renderSheet(t: Ticket, c: Ctx, s: Sums, rng: Rng, pw: number, zoom: number): string {
  const behind = rng.int(90, 220);
  const bg = `<div class="bg" style="--bh:${behind}px;--dim:${rng.pick([0.45, 0.55, 0.62])}">
<div class="sb"><span>${statusClock(t, rng)}</span><span>▮▮▮ ▭</span></div>
<div class="ah">${esc(t.bookmaker.toLocaleUpperCase('hr'))}<span>${c.w.login[0]}</span></div>
<div class="sc">${Object.values(c.w.sports)
    .map((x) => `<span>${x}</span>`)
    .join('')}<span>${c.w.nav[1]}</span></div>
<div class="ban">${rng.pick(c.w.promo)[0]}</div><div class="sk"></div><div class="dim"></div></div>`;
  const pill = rng.chance(0.4);
  const boxOdds = rng.chance(0.5);
  const slip = rng.pick(c.w.slip);
  const head = `<div class="hh"><b>${slip} (${t.legs.length})</b><span class="clr">${rng.pick(c.w.clear)}</span><span class="cl">${rng.chance(0.5) ? '×' : '▾'}</span></div>`;
  const legs = t.legs.map((l, i) => sheetLeg(l, i, c, pill, boxOdds)).join('');
  const chips = rng.chance(0.75)
    ? `<div class="chips2">${CHIPS[t.currency]
        .slice(0, 3)
        .map((v) => `<span>${v}</span>`)
        .join('')}</div>`
    : '';
  const showTabs = rng.chance(0.4) ? tabs(t, c, true) : '';
  const chk = checkbox(c, rng.chance(0.7));
  const foot = `<div class="sf">${sums(t, c, s, rng, chips)}${chk}${payButton(t, c, s, rng)}</div>`;
  return `<div id="ticket" style="width:${pw}px;zoom:${zoom}">${bg}<div class="sh"><div class="grab"></div>${head}${showTabs}${legs}${foot}<div class="home"></div></div></div>`;
}

function renderCode(t: Ticket, c: Ctx, s: Sums, rng: Rng, pw: number, zoom: number): string {
  const title = rng.pick(c.w.quick);
  const words = c.wordy || rng.chance(0.3);
  const sb = `<div class="bg" style="--bh:auto;background:var(--bg)"><div class="sb"><span>${statusClock(t, rng)}</span><span>▮▮▮ ▭</span></div></div>`;
  const qrHtml = rng.chance(0.8) ? `<div class="qq">${qr(rng, rng.pick([120, 140, 160]))}</div>` : '';
  const card = `<div class="qc"><div class="lb">${c.w.quickCode}</div><div class="code">${esc(t.ticketId)}<svg class="cp" viewBox="0 0 18 18" fill="none" stroke="currentColor" stroke-width="2"><rect x="6" y="6" width="10" height="11" rx="2"/><path d="M12 3.5V3a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h.5"/></svg></div>${qrHtml}<div class="nt">${rng.pick(c.w.quickNote)} ${rng.chance(0.5) ? c.w.valid : ''}</div></div>`;
  const list = `<div class="ql"><div class="hd">${c.w.pairs} (${t.legs.length})</div>${t.legs.map((l, i) => codeLeg(l, i, c, words)).join('')}</div>`;
  const sumRows = [
    `<div class="kv"><span>${rng.pick(c.w.odds)}</span><b>${odds(t.totalOdds, c.dec)}</b></div>`,
    `<div class="kv"><span>${rng.pick(c.w.stake)}</span><b>${s.money(t.stake)}</b></div>`,
    t.fee ? `<div class="kv"><span>${c.w.fee}</span><b>${s.money(t.fee)}</b></div>` : '',
    t.fee ? `<div class="kv"><span>${c.w.bet}</span><b>${s.money(t.stakeAfterFee)}</b></div>` : '',
    `<div class="kv big"><span>${rng.pick(c.w.payout)}</span><b>${s.money(t.payout)}</b></div>`,
  ].join('');
  const share = rng.shuffle(c.w.share).slice(0, 2);
  const buttons = `<div class="qb"><div class="f">${share[0]}</div><div>${share[1]}</div></div>`;
  const codeFirst = rng.chance(0.7);
  const inner = `${codeFirst ? card : ''}${list}<div class="qs">${sumRows}</div>${codeFirst ? '' : card}${buttons}`;
  // A third of the codes come from the website: the same content in a dialog over the dimmed page.
  if (rng.chance(0.35)) {
    const mw = rng.int(400, 470);
    const pad = rng.int(18, 40);
    const z = rng.pick([1, 1.25]);
    return `<div id="ticket" style="width:${mw + 2 * pad}px;zoom:${z};padding:${pad}px;background:color-mix(in srgb,var(--page) 45%,#000)"><div class="md" style="background:var(--bg);border-radius:var(--rad);padding-bottom:16px;box-shadow:0 8px 30px rgba(0,0,0,.45)"><div class="qa" style="font-size:16px">${title}<span class="x" style="margin-left:auto;font-size:20px">×</span></div>${inner}</div></div>`;
  }
  return `<div id="ticket" style="width:${pw}px;zoom:${zoom};padding-bottom:16px">${sb}<div class="qa"><span class="bk"></span>${title}</div>${inner}</div>`;
}

/** Odds that moved since the pick was added: a small step, never to below 1.01. */
function oldOdds(x: number, rng: Rng): number {
  const step = round2(rng.pick([0.03, 0.05, 0.05, 0.1, 0.15]) * (x > 3 ? 3 : 1));
  const up = x - step >= 1.01 && rng.chance(0.5);
  return round2(up ? x - step : x + step);
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.15);
  // The truth is written from `t` after rendering: a ticket of the drawn language (or with the fee) replaces it.
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const shape = rng.weighted<Shape>([
    ['panel', 4],
    ['sheet', 4],
    ['code', 2],
  ]);
  const palette = rng.weighted<Palette>(PALETTES.map((p) => [p, p.dark ? 1.2 : 1] as const));
  const [ac, on, ac2, acText] = rng.pick(ACCENTS);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.85 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const old = new Map<number, number>();
  if (rng.chance(0.3)) {
    t.legs.forEach((l, i) => {
      if (rng.chance(0.25)) old.set(i, oldOdds(l.odds, rng));
    });
    if (old.size === 0) old.set(0, oldOdds(t.legs[0].odds, rng));
  }
  const c: Ctx = {
    lang,
    w,
    dec,
    names: { shortPlayers: rng.chance(0.6) },
    wordy: rng.chance(0.45),
    ki: rng.chance(0.3),
    twoLines: shape === 'panel' && rng.chance(0.35),
    kick: rng.weighted<Ctx['kick']>([
      ['none', 3],
      ['day', 3],
      ['date', 2],
      ['rel', 2],
    ]),
    printedDay: Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d),
    old,
    locked: old.size === 0 && t.legs.length > 1 && rng.chance(0.15) ? rng.int(0, t.legs.length - 1) : -1,
  };
  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const stakeCents = t.currency !== 'RSD' || rng.chance(0.3);
  const s: Sums = { money, stakeInput: num(t.stake, dec, sep, stakeCents ? 2 : 0), unit };

  const light = !palette.dark;
  const vars = [
    ...Object.entries(palette)
      .filter(([k]) => k !== 'dark')
      .map(([k, v]) => `--${k}:${String(v)}`),
    `--ac:${ac}`,
    `--on:${on}`,
    `--ac2:${ac2}`,
    `--ac3:${light ? acText : `color-mix(in srgb,${ac} 65%,#fff)`}`,
    `--tint:${light ? `${ac}1f` : `${ac}33`}`,
    `--chg:${light ? '#fffbea' : '#2a2616'}`,
    `--hd:${rng.chance(0.5) ? 'var(--nav)' : 'var(--card)'}`,
    `--hdfg:var(--navfg)`,
    `--sel:${rng.chance(0.7) ? 'var(--fg)' : 'var(--ac3)'}`,
    `--oc:${rng.chance(0.6) ? 'var(--fg)' : 'var(--ac3)'}`,
    `--pc:${rng.chance(0.5) ? 'var(--fg)' : 'var(--ac3)'}`,
    `--nw:${rng.pick(['600', '700', '500'])}`,
    `--rad:${rng.pick([4, 6, 8, 10])}px`,
    `--font:${rng.pick(FONTS)}`,
    "--mono:'DejaVu Sans Mono','Liberation Mono',monospace",
  ].join(';');
  const phoneW = rng.int(360, 414);
  const zoom = rng.chance(0.4) ? 3 : 2;
  let body: string;
  if (shape === 'panel') body = renderPanel(t, c, s, rng);
  else if (shape === 'sheet') body = renderSheet(t, c, s, rng, phoneW, zoom);
  else body = renderCode(t, c, s, rng, phoneW, zoom);
  // The header text colour follows the header: on a card-coloured header it is the page's own text colour.
  const fixed = body.replace('<div id="ticket" style="', `<div id="ticket" style="${vars};`);
  return page(
    css,
    fixed.includes('--hd:var(--card)') ? fixed.replace('--hdfg:var(--navfg)', '--hdfg:var(--fg)') : fixed,
  );
}

export const webBetslipDraft: Layout = {
  name: 'web-betslip-draft',
  medium: 'screen',
  width: [1300, 1400],
  profile: PROFILE,
  render,
};
