// Messenger screenshot (phone, device pixel ratio 2) in which a friend shares a ticket, drawn unlike chat-bubbles
// (old WhatsApp light, one leg a bubble) and chat-night (dark WhatsApp-like themes, one typed list). Each ticket
// draws (its rng) an app and a theme: Viber purple (light or dark; times beside the bubbles, outside them),
// Telegram blue (light over a green-grey wallpaper, or dark; times inside the bubble's bottom right), Messenger
// (light or dark; no times in the bubbles, centred "SUB 20:41" time rows, a blue outgoing bubble with white text)
// or today's WhatsApp light (#efeae2, "DANAS" chip). A status bar, the app's header (avatar, name, status or
// "piše…") and its input bar ("Napiši poruku…", "Poruka", "Aa") frame the chat.
// One content shape per ticket:
//   share  - the bookmaker app's "Podeli tiket" text pasted or forwarded ("Prosleđeno", "Proslijeđeno od …"): a
//            header ("Tiket br. 123-456", "Moj listić na …"), one leg per line ("20:45 Partizan - Vojvodina |
//            Konačan ishod: 1 | 1,45") or on two lines (a drawn ⚽/🏀/🎾 ball before the match, "Tip: 1 | Kvota:
//            1,45" or "KI 1 @ 1.45" under it), the sums ("Ukupna kvota", "Uplata"/"Ulog", the 5 % fee on a few
//            Serbian tickets, "Mogući dobitak") and the bookmaker's link with a link preview card;
//   list   - the friend types the legs as a numbered list in one bubble ("1. Partizan - Vojvodina (1) 1.45",
//            "1) zvezda-partizan tip 1 kv 1,85", keycap-number bullets, pick first "gg arsenal - chelsea 1.70"),
//            the sum in a later bubble ("kvota 12,45 / ulog 200", "200 x 12.45 = 2490");
//   both   - both people write legs: the first part of the ticket in one bubble, then the other person's
//            "dodaj i Arsenal - Chelsea gg 1.70" (each added leg is a ticket leg, answered "dodao 👍"), on some
//            tickets a suggestion answered "ne, to ne igram" (never truth), and the final "uplaćeno" bubble with
//            the total and stake, "Izmenjeno"/"Uređeno"/"edited" on it sometimes.
// Around the ticket: a reply that quotes one leg line (drawn per app: a bar quote inside the bubble, or
// Messenger's faded bubble under "Odgovorili ste korisniku …"; a quoted leg is never a second truth leg),
// reactions under a bubble, a sticker, a photo placeholder (download size), a voice-message bar, a day divider.
// Serbian (RSD), Croatian (EUR, "listić", "tečaj", "ulog") or Bosnian (KM) per ticket (redrawTicket); comma or
// dot decimals; typed legs take colloquial club names, tennis surnames, lower case or no diacritics sometimes,
// while the truth keeps the ticket's canonical names.
import type { Rng } from '../../../rng';
import { COMPETITIONS, type Lang, type Sport } from '../../teams';
import {
  ascii,
  esc,
  fmtDate,
  num,
  odds,
  pickChip,
  pickCode,
  pickWords,
  teamName,
  type Dec,
} from '../../text';
import type { Leg, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

type AppName = 'viber' | 'telegram' | 'messenger' | 'whatsapp';

interface Theme {
  app: AppName;
  dark: boolean;
  bg: string;
  bar: string;
  barTx: string;
  barSub: string;
  inBg: string;
  outBg: string;
  tx: string;
  outTx: string;
  meta: string;
  outMeta: string;
  accent: string;
  link: string;
  day: string;
  dayTx: string;
  field: string;
  /** Border or tint of the link preview and the quote box. */
  soft: string;
}

const THEMES: readonly Theme[] = [
  {
    app: 'viber',
    dark: false,
    bg: '#ffffff',
    bar: '#7360f2',
    barTx: '#ffffff',
    barSub: '#e3ddff',
    inBg: '#f1f1f5',
    outBg: '#e6e0fd',
    tx: '#1f1f24',
    outTx: '#1f1f24',
    meta: '#8e8e99',
    outMeta: '#8e8e99',
    accent: '#7360f2',
    link: '#665cac',
    day: '#f1f1f5',
    dayTx: '#75757f',
    field: '#f1f1f5',
    soft: 'rgba(115,96,242,.12)',
  },
  {
    app: 'viber',
    dark: true,
    bg: '#16161a',
    bar: '#222228',
    barTx: '#f4f4f8',
    barSub: '#9c9ca8',
    inBg: '#2c2c33',
    outBg: '#4b3f9e',
    tx: '#ececf1',
    outTx: '#f3f0ff',
    meta: '#7d7d88',
    outMeta: '#7d7d88',
    accent: '#8f7ff7',
    link: '#b3a8ff',
    day: '#26262c',
    dayTx: '#9c9ca8',
    field: '#26262c',
    soft: 'rgba(255,255,255,.07)',
  },
  {
    app: 'telegram',
    dark: false,
    bg: '#c5d6a5',
    bar: '#517da2',
    barTx: '#ffffff',
    barSub: '#d4e3f0',
    inBg: '#ffffff',
    outBg: '#effdde',
    tx: '#000000',
    outTx: '#000000',
    meta: '#a0acb6',
    outMeta: '#5fa855',
    accent: '#3a95d5',
    link: '#2481cc',
    day: 'rgba(76,101,64,.45)',
    dayTx: '#ffffff',
    field: '#ffffff',
    soft: 'rgba(36,129,204,.1)',
  },
  {
    app: 'telegram',
    dark: true,
    bg: '#1b2533',
    bar: '#242f3d',
    barTx: '#ffffff',
    barSub: '#8b9bab',
    inBg: '#2a3747',
    outBg: '#3e6a97',
    tx: '#f5f7f9',
    outTx: '#ffffff',
    meta: '#7f91a4',
    outMeta: '#a9cbec',
    accent: '#5eb5f7',
    link: '#71baf5',
    day: 'rgba(0,0,0,.3)',
    dayTx: '#e1e7ec',
    field: '#242f3d',
    soft: 'rgba(113,186,245,.12)',
  },
  {
    app: 'messenger',
    dark: false,
    bg: '#ffffff',
    bar: '#ffffff',
    barTx: '#050505',
    barSub: '#65676b',
    inBg: '#f0f0f0',
    outBg: '#0084ff',
    tx: '#050505',
    outTx: '#ffffff',
    meta: '#8a8d91',
    outMeta: '#8a8d91',
    accent: '#0084ff',
    link: '#0064d1',
    day: 'transparent',
    dayTx: '#8a8d91',
    field: '#f0f2f5',
    soft: '#e4e6eb',
  },
  {
    app: 'messenger',
    dark: true,
    bg: '#000000',
    bar: '#000000',
    barTx: '#e4e6eb',
    barSub: '#b0b3b8',
    inBg: '#303030',
    outBg: '#7a48f0',
    tx: '#e4e6eb',
    outTx: '#ffffff',
    meta: '#8a8d91',
    outMeta: '#8a8d91',
    accent: '#a372ff',
    link: '#a372ff',
    day: 'transparent',
    dayTx: '#8a8d91',
    field: '#242526',
    soft: '#3a3b3c',
  },
  {
    app: 'whatsapp',
    dark: false,
    bg: '#efeae2',
    bar: '#008069',
    barTx: '#ffffff',
    barSub: '#d9efe9',
    inBg: '#ffffff',
    outBg: '#d9fdd3',
    tx: '#111b21',
    outTx: '#111b21',
    meta: '#667781',
    outMeta: '#667781',
    accent: '#00a884',
    link: '#027eb5',
    day: '#ffffff',
    dayTx: '#54656f',
    field: '#ffffff',
    soft: 'rgba(0,0,0,.05)',
  },
];

const css = `
#ticket{width:100%;background:var(--bg);color:var(--tx);font:15px/1.35 'Liberation Sans',Arial,sans-serif;display:flex;flex-direction:column}
#ticket.telegram.light{background-color:#c5d6a5;background-image:radial-gradient(rgba(255,255,255,.18) 2px,transparent 2.5px),radial-gradient(rgba(60,90,40,.12) 1.5px,transparent 2px);background-size:34px 34px,23px 23px;background-position:0 0,11px 13px}
#ticket.whatsapp{background-image:radial-gradient(rgba(0,0,0,.035) 1.5px,transparent 2px);background-size:19px 19px}
.sb{display:flex;justify-content:space-between;align-items:center;padding:5px 16px 3px;font-size:13px;font-weight:bold;background:var(--bar);color:var(--btx)}
.sb .r{display:flex;align-items:center;gap:5px;font-weight:normal;font-size:12px}
.hd{display:flex;align-items:center;gap:10px;padding:6px 10px 9px;background:var(--bar);color:var(--btx)}
.messenger .hd{border-bottom:1px solid var(--soft)}
.hd .bk{font-size:28px;line-height:1;width:16px;color:var(--btx)}
.messenger .hd .bk,.messenger .hd .ic{color:var(--ac)}
.av{border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:bold;color:#fff;flex:none}
.hd .av{width:38px;height:38px;font-size:16px}
.hd .nm{flex:1;min-width:0}.hd b{display:block;font-size:16.5px}.hd .st{font-size:12.5px;color:var(--bsub)}
.hd .ic{display:flex;gap:18px;margin-right:4px}
.chat{flex:1;padding:4px 0 10px}
.day{text-align:center;margin:10px 0 8px}.day span{background:var(--day);border-radius:9px;padding:4px 11px;font-size:12.5px;color:var(--dtx)}
.whatsapp .day span{box-shadow:0 1px .5px rgba(0,0,0,.13);font-size:12px}
.messenger .day span{font-size:12px;font-weight:bold;padding:0}
.row{display:flex;align-items:flex-end;gap:6px;margin:2px 10px}
.row.me{flex-direction:row-reverse}
.row.gap{margin-top:9px}
.row .av{width:28px;height:28px;font-size:12px}
.row .avs{width:28px;flex:none}
.m{position:relative;max-width:78%;padding:6px 9px 7px;border-radius:10px;background:var(--in);width:fit-content;overflow-wrap:anywhere}
.me .m{background:var(--out);color:var(--otx)}
.whatsapp .m,.telegram.light .m{box-shadow:0 1px .5px rgba(0,0,0,.13)}
.messenger .m{border-radius:18px;padding:8px 12px}
.messenger .me .m{border-bottom-right-radius:5px}
.viber .m{border-radius:14px}
.m .ln{min-height:1em}
.m .ind{padding-left:22px}
.m .sp{display:inline-block;width:var(--spw)}
.m .t{position:absolute;right:8px;bottom:4px;font-size:11px;color:var(--mt);display:flex;align-items:center;gap:3px;white-space:nowrap}
.me .m .t{color:var(--omt)}
.vt{font-size:11px;color:var(--mt);white-space:nowrap;padding-bottom:2px}
.fw{font-size:13px;color:var(--ac);margin-bottom:3px}
.fw.it{font-style:italic;color:var(--mt)}
.me .fw.it{color:var(--omt)}
.q{border-left:3px solid var(--ac);background:var(--soft);border-radius:4px;padding:3px 8px;margin-bottom:5px;font-size:13.5px}
.q b{display:block;color:var(--ac);font-size:13px}
.mq{font-size:12px;color:var(--mt);margin:8px 50px 1px 46px;text-align:left}
.me .mq,.mq.me{text-align:right;margin:8px 14px 1px 60px}
.mqb{margin:0 14px -10px 46px;padding:7px 12px 16px;border-radius:16px;background:var(--in);opacity:.55;font-size:14px;width:fit-content;max-width:70%}
.mqb.me{margin-left:auto}
.m.hasPv{padding-bottom:22px}
.messenger .m.hasPv,.viber .m.hasPv{padding-bottom:9px}
.pv{margin-top:6px;border-left:3px solid var(--ac);background:var(--soft);border-radius:5px;padding:5px 8px;display:flex;gap:8px;align-items:center;font-size:13px}
.pv .lg{width:46px;height:46px;border-radius:6px;flex:none;display:flex;align-items:center;justify-content:center;color:#fff;font-weight:bold;font-size:15px}
.pv b{display:block;color:var(--ac);font-size:13px}
.pv span{display:block;opacity:.85}
.lnk{color:var(--lk);text-decoration:underline}
.me .lnk{color:inherit}
.rc{display:flex;margin:-7px 0 2px;padding:0 18px}
.rc.me{justify-content:flex-end}
.rc span{display:flex;align-items:center;gap:2px;background:var(--bg);border:1.5px solid var(--bg);border-radius:12px;padding:1px 5px;font-size:11.5px;color:var(--mt)}
.rc span i{display:flex;background:var(--in);border-radius:10px;padding:2px 5px;gap:2px;font-style:normal;align-items:center}
.stk{margin:6px 14px}
.stk.me{margin-left:auto;width:fit-content}
.img{width:210px;height:150px;border-radius:10px;position:relative;overflow:hidden}
.img .dl{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:46px;height:46px;border-radius:50%;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.img .sz{position:absolute;left:8px;top:8px;background:rgba(0,0,0,.45);color:#fff;font-size:11.5px;border-radius:8px;padding:2px 7px}
.vc{display:flex;align-items:center;gap:8px;min-width:220px;padding:2px 42px 10px 0}
.vc .pl{width:34px;height:34px;border-radius:50%;background:var(--ac);display:flex;align-items:center;justify-content:center;flex:none}
.messenger .me .vc .pl{background:#fff}
.vc .wv{display:flex;align-items:center;gap:2px;height:26px}
.vc .wv i{display:block;width:3px;border-radius:2px;background:currentColor;opacity:.55}
.vc .du{font-size:12px;opacity:.75;white-space:nowrap;flex:none}
.m.pic{padding:3px}
.messenger .m.pic,.viber .m.pic{padding:0;background:none;box-shadow:none}
.in{display:flex;align-items:center;gap:10px;padding:7px 10px 9px;background:var(--bar)}
.whatsapp .in,.telegram.light .in{background:transparent}
.in .f{flex:1;display:flex;align-items:center;gap:10px;background:var(--fd);border-radius:22px;padding:9px 14px;color:var(--mt);font-size:16px}
.in .f .p{flex:1}
.in .snd{width:42px;height:42px;border-radius:50%;background:var(--ac);display:flex;align-items:center;justify-content:center;flex:none}
.home{height:5px;width:128px;border-radius:3px;background:var(--mt);margin:2px auto 7px;opacity:.6}
`;

const NAMES = [
  'Marko',
  'Nikola',
  'Stefan',
  'Luka',
  'Ivan',
  'Filip',
  'Mirza',
  'Amar',
  'Josip',
  'Dario',
  'Sara',
];
const SURNAMES = ['Jovanović', 'Petrović', 'Kovačević', 'Hadžić', 'Babić', 'Marić', 'Ilić'];
const AVATARS = ['#e17076', '#7bc862', '#65aadd', '#a695e7', '#ee7aae', '#6ec9cb', '#faa774'];

/** How friends type well-known clubs; every other name stays in full. */
const SHORT: Record<string, string> = {
  'Crvena zvezda': 'Zvezda',
  'Crvena zvezda Meridianbet': 'Zvezda',
  'Partizan Mozzart Bet': 'Partizan',
  'Mega Superbet': 'Mega',
  'Budućnost VOLI': 'Budućnost',
  'Bosna BH Telecom': 'Bosna',
  'Bayern München': 'Bayern',
  'Borussia Dortmund': 'Dortmund',
  'Bayer Leverkusen': 'Leverkusen',
  'Manchester City': 'City',
  'Manchester United': 'Junajted',
  'Paris Saint-Germain': 'PSG',
  'Atlético Madrid': 'Atletico',
  'Real Madrid': 'Real',
  'Dinamo Zagreb': 'Dinamo',
  'Hajduk Split': 'Hajduk',
  'Tottenham Hotspur': 'Tottenham',
  'Olympique Marseille': 'Marseille',
  Sarajevo: 'Sarajevo',
};

interface Words {
  today: string;
  yesterday: string;
  forwarded: string;
  edited: string;
  online: string;
  typing: string;
  ticket: string;
  total: string;
  stake: string;
  fee: string;
  payout: string;
  tip: string;
  oddsLabel: string;
  cur: readonly string[];
  tld: string;
  photo: string;
  replied: (name: string) => string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    today: 'Danas',
    yesterday: 'Juče',
    forwarded: 'Prosleđeno',
    edited: 'izmenjeno',
    online: 'na mreži',
    typing: 'piše…',
    ticket: 'Tiket',
    total: 'Ukupna kvota',
    stake: 'Uplata',
    fee: 'Manipulativni troškovi (5%)',
    payout: 'Mogući dobitak',
    tip: 'Tip',
    oddsLabel: 'Kvota',
    cur: ['RSD', 'din'],
    tld: 'rs',
    photo: 'Fotografija',
    replied: (n) => `Odgovorili ste korisniku ${n}`,
  },
  hr: {
    today: 'Danas',
    yesterday: 'Jučer',
    forwarded: 'Proslijeđeno',
    edited: 'uređeno',
    online: 'na mreži',
    typing: 'piše…',
    ticket: 'Listić',
    total: 'Ukupni tečaj',
    stake: 'Ulog',
    fee: 'Manipulativni troškovi (5%)',
    payout: 'Moguća isplata',
    tip: 'Oklada',
    oddsLabel: 'Tečaj',
    cur: ['EUR', '€'],
    tld: 'hr',
    photo: 'Fotografija',
    replied: (n) => `Odgovorili ste korisniku ${n}`,
  },
  bs: {
    today: 'Danas',
    yesterday: 'Jučer',
    forwarded: 'Proslijeđeno',
    edited: 'uređeno',
    online: 'na mreži',
    typing: 'piše…',
    ticket: 'Tiket',
    total: 'Ukupna kvota',
    stake: 'Uplata',
    fee: 'Manipulativni troškovi (5%)',
    payout: 'Mogući dobitak',
    tip: 'Tip',
    oddsLabel: 'Kvota',
    cur: ['KM', 'BAM'],
    tld: 'ba',
    photo: 'Fotografija',
    replied: (n) => `Odgovorili ste korisniku ${n}`,
  },
};

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvota Plus', 'Tiket Arena', 'Žar Bet'],
  hr: ['Iskra Kladionica', 'Žar Bet'],
  bs: ['Vatra Tip', 'Žar Bet'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [2, 8],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => `${rng.int(100, 999)}-${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
};

type Shape = 'share' | 'list' | 'both';

// ------------------------------------------------------------------ small drawings (no emoji font on the renderer)

/** A sport ball as a 15 px inline icon, standing in for the ⚽ 🏀 🎾 emoji the share text puts before a leg. */
function ball(sport: Sport): string {
  const svg = (inner: string): string =>
    `<svg width="15" height="15" viewBox="0 0 16 16" style="vertical-align:-2px;margin-right:5px">${inner}</svg>`;
  if (sport === 'basketball')
    return svg(
      '<circle cx="8" cy="8" r="7.3" fill="#f08a24" stroke="#7a3d06" stroke-width=".8"/><path d="M.8 8h14.4M8 .8v14.4M3 2.6c2.4 2.6 2.4 8.2 0 10.8M13 2.6c-2.4 2.6-2.4 8.2 0 10.8" fill="none" stroke="#7a3d06" stroke-width=".8"/>',
    );
  if (sport === 'tennis')
    return svg(
      '<circle cx="8" cy="8" r="7.3" fill="#d4e84a" stroke="#8a9a1e" stroke-width=".6"/><path d="M2.4 3.2c3 1.8 3 7.8 0 9.6M13.6 3.2c-3 1.8-3 7.8 0 9.6" fill="none" stroke="#fff" stroke-width="1.1"/>',
    );
  return svg(
    '<circle cx="8" cy="8" r="7.3" fill="#fff" stroke="#333" stroke-width=".7"/><path d="M8 5.2l2.7 1.9-1 3.1H6.3l-1-3.1z" fill="#222"/><path d="M6 1l2 .9L10 1A7.3 7.3 0 0 0 6 1zM14.7 5.6l-.6 2.6 1.1 1.5a7.3 7.3 0 0 0-.5-4.1zM12.3 14l-2-.6-.5 2.1a7.3 7.3 0 0 0 2.5-1.5zM3.7 14a7.3 7.3 0 0 0 2.5 1.5l-.5-2.1zM1.3 5.6a7.3 7.3 0 0 0-.5 4.1l1.1-1.5z" fill="#222"/>',
  );
}

/** A keycap digit ("1️⃣") as a small blue square. */
const keycap = (n: number): string =>
  `<span style="display:inline-flex;width:17px;height:17px;border-radius:4px;background:#4a90e2;color:#fff;font-size:11.5px;font-weight:bold;align-items:center;justify-content:center;vertical-align:1px;margin-right:5px">${n}</span>`;

const REACT: Record<'heart' | 'joy' | 'fire' | 'like' | 'pray', string> = {
  heart:
    '<svg width="14" height="14" viewBox="0 0 16 16"><path d="M8 14.5S1 10 1 5.5A3.5 3.5 0 0 1 8 4a3.5 3.5 0 0 1 7 1.5C15 10 8 14.5 8 14.5z" fill="#e8384f"/></svg>',
  joy: '<svg width="14" height="14" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7.5" fill="#ffcc33"/><path d="M4 6.5l2-1M12 6.5l-2-1" stroke="#6b4a00" stroke-width="1.1"/><path d="M3.8 9h8.4a4.2 4.2 0 0 1-8.4 0z" fill="#6b4a00"/><circle cx="2.6" cy="8.2" r="1.3" fill="#5ab4f0"/><circle cx="13.4" cy="8.2" r="1.3" fill="#5ab4f0"/></svg>',
  fire: '<svg width="14" height="14" viewBox="0 0 16 16"><path d="M8 15.5c-3.4 0-5.5-2.3-5.5-5.2 0-3.3 3-4.5 3.3-8.8 2.6 1.6 3.5 3.6 3.3 5.6 1-.5 1.6-1.6 1.8-2.6 1.8 1.6 2.6 3.6 2.6 5.8 0 2.9-2.1 5.2-5.5 5.2z" fill="#f4700b"/><path d="M8 15.5c-1.6 0-2.6-1.1-2.6-2.5 0-1.7 1.6-2.4 1.9-4.4 1.7 1 3.3 2.5 3.3 4.4 0 1.4-1 2.5-2.6 2.5z" fill="#ffd23f"/></svg>',
  like: '<svg width="14" height="14" viewBox="0 0 16 16"><rect x="1" y="7" width="3.2" height="8" rx="1" fill="#f2b632"/><path d="M5 7.2l3-5.4c1.3-.2 2 .7 1.8 2L9.3 6.5h4.2c1 0 1.7.9 1.4 1.9l-1.5 5.3c-.2.8-.9 1.3-1.7 1.3H5z" fill="#ffcc4d"/></svg>',
  pray: '<svg width="14" height="14" viewBox="0 0 16 16"><path d="M7.6 1.5L4 8.5 3 14l3.4 1 1.2-5zM8.4 1.5L12 8.5l1 5.5-3.4 1-1.2-5z" fill="#f5c060" stroke="#b07a20" stroke-width=".6"/></svg>',
};

/** A sticker without a bubble: a four-leaf clover, a grinning face or a pair of dice. */
function sticker(rng: Rng): string {
  const kind = rng.int(0, 2);
  const size = rng.int(96, 124);
  if (kind === 0)
    return `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><path d="M50 55c6 18 4 30-6 42" stroke="#2e7d32" stroke-width="5" fill="none"/>${[
      [34, 34],
      [66, 34],
      [34, 66],
      [66, 66],
    ]
      .map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="19" fill="#43a047" stroke="#1b5e20" stroke-width="2"/>`,
      )
      .join('')}<circle cx="50" cy="50" r="7" fill="#66bb6a"/></svg>`;
  if (kind === 1)
    return `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="44" fill="#ffcf33" stroke="#e0a800" stroke-width="3"/><rect x="18" y="32" width="28" height="16" rx="6" fill="#222"/><rect x="54" y="32" width="28" height="16" rx="6" fill="#222"/><path d="M46 38h8" stroke="#222" stroke-width="4"/><path d="M28 62c8 14 36 14 44 0" stroke="#7a4a00" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
  const dots = (cx: number, cy: number, n: number): string =>
    (n === 5
      ? [
          [-9, -9],
          [9, -9],
          [0, 0],
          [-9, 9],
          [9, 9],
        ]
      : [
          [-9, -9],
          [0, 0],
          [9, 9],
        ]
    )
      .map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="4" fill="#222"/>`)
      .join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><rect x="8" y="20" width="44" height="44" rx="9" fill="#fff" stroke="#c62828" stroke-width="3" transform="rotate(-12 30 42)"/>${dots(30, 42, 5)}<rect x="50" y="42" width="42" height="42" rx="9" fill="#fff" stroke="#c62828" stroke-width="3" transform="rotate(10 71 63)"/>${dots(71, 63, 3)}</svg>`;
}

// ------------------------------------------------------------------ leg text

interface Typing {
  lower: boolean;
  plain: boolean;
  short: boolean;
  dec: Dec;
  format: number;
}

/** A name as the friend types it: surname only for tennis, the colloquial name of well-known clubs. */
function typedName(name: string, l: Leg, s: Typing): string {
  if (l.sport === 'tennis') return name.split(' ').slice(1).join(' ');
  return s.short ? (SHORT[name] ?? name) : name;
}

/** The pick as typed: codes, "1.pol 1" halves, "preko 165.5" lines. */
function typedPick(l: Leg, s: Typing, rng: Rng): string {
  const k = l.bet.key;
  if (k === 'bkover' || k === 'bkunder') {
    const ln = pickChip(l.bet, s.dec).split(' ')[1];
    // Lower-case lines never write "v 165.5": it would read like the "v" between the teams.
    const over = s.lower ? ['više', 'preko'] : ['više', 'preko', 'V'];
    const under = s.lower ? ['manje', 'ispod'] : ['manje', 'ispod', 'M'];
    return `${rng.pick(k === 'bkover' ? over : under)} ${ln}`;
  }
  // Lower-case "i x" would read like "and x", so lower-case lines write halves as "pp x" or "i pol. x".
  if (k === 'p1_1' || k === 'p1_x')
    return `${rng.pick(s.lower ? ['pp', 'I pol.'] : ['I', 'pp', 'I pol.'])} ${pickChip(l.bet, s.dec)}`;
  if (k === 'p2_2') return rng.pick(['II 2', 'dp 2', 'II pol. 2']);
  if (k === 'ki1' || k === 'kix' || k === 'ki2')
    return rng.chance(0.2) ? `ki ${pickChip(l.bet, s.dec)}` : pickCode(l.bet, s.dec);
  return pickCode(l.bet, s.dec);
}

function finish(text: string, s: Typing): string {
  const t = s.plain ? ascii(text) : text;
  return s.lower ? t.toLocaleLowerCase('hr') : t;
}

/** One typed leg in the ticket's style; `format` -1 is the "dodaj i …" pick-after-names style. */
function typedLeg(l: Leg, s: Typing, rng: Rng, format = s.format): string {
  const h = typedName(l.home, l, s);
  const a = typedName(l.away, l, s);
  const p = typedPick(l, s, rng);
  const o = odds(l.odds, s.dec);
  switch (format) {
    case 0:
      return finish(`${h} - ${a} (${p}) ${o}`, s);
    case 1:
      return finish(`${h}${/-/.test(h + a) ? ' - ' : '-'}${a} tip ${p} kv ${o}`, s);
    case 2:
      return finish(`${h} : ${a} = ${p} / ${o}`, s);
    case 3:
      return finish(`${p} ${h} - ${a} ${o}`, s);
    default:
      return finish(`${h} - ${a} ${p} ${o}`, s);
  }
}

const KO_STYLES = ['HH:mm', 'ddd HH:mm', 'DD.MM. HH:mm'] as const;

/** The share-text lines of one leg (escaped HTML, one string a line). */
function shareLeg(l: Leg, t: Ticket, style: number, ko: string, dec: Dec, w: Words, i: number): string[] {
  const m = `${esc(teamName(l.home, l))} - ${esc(teamName(l.away, l))}`;
  const when = esc(fmtDate(l.kickoff, ko, t.lang));
  const o = odds(l.odds, dec);
  switch (style) {
    case 0:
      return [`${when} ${m} | ${esc(pickWords(l.bet, t.lang, dec))} | ${o}`];
    case 1:
      return [`${ball(l.sport)}${m}`, `<div class="ind">${esc(pickWords(l.bet, t.lang, dec))} @ ${o}</div>`];
    case 2:
      return [
        `${ball(l.sport)}${m} (${when})`,
        `<div class="ind">${w.tip}: ${esc(pickCode(l.bet, dec))} | ${w.oddsLabel}: ${o}</div>`,
      ];
    default:
      return [
        `${i + 1}. ${when} ${m}`,
        `<div class="ind">${esc(pickCode(l.bet, dec, { ki: true }))} @ ${o}</div>`,
      ];
  }
}

// ------------------------------------------------------------------ messages

interface Msg {
  me: boolean;
  kind: 'text' | 'sticker' | 'image' | 'voice';
  /** Inner HTML of a text bubble (escaped). */
  html?: string;
  quote?: { who: string; text: string };
  forwarded?: string;
  edited?: boolean;
  reactions?: string;
}

const OPENERS: Record<Lang, readonly string[]> = {
  sr: ['evo tiketa za veceras', 'pogledaj ovo', 'sta kazes?', 'odigrao sam ovo', 'ajde proveri'],
  hr: ['evo listića za večeras', 'pogledaj ovo', 'što kažeš?', 'odigrao sam ovo', 'baci oko'],
  bs: ['evo tiketa za veceras', 'pogledaj ovo', 'šta kažeš?', 'odigro sam ovo', 'ajd provjeri'],
};
const BUILD: Record<Lang, readonly string[]> = {
  sr: ['sklapam ovo:', 'do sada imam:', 'sta fali ovde?', 'ovo je zasad'],
  hr: ['slažem ovo:', 'zasad imam:', 'što fali?', 'ovo je zasad'],
  bs: ['pravim ovo:', 'zasad imam:', 'šta fali?', 'ovo je zasad'],
};
const ADD = ['dodaj i', 'stavi i', 'ubaci i', 'dodaj jos'];
const ADDED = ['dodao 👍', 'moze', 'ajde, ubaceno', 'ok', 'dodato'];
const REJECT = ['ne, to ne igram', 'ne to, previse rizicno', 'ma ne, to preskacem', 'to nikako'];
const DOUBTS = ['ovaj mi je sumnjiv', 'ovo ne prolazi', 'sigurno?', 'ovde ce pasti', 'ovaj par izbaci'];
const ANSWERS = ['prolazi sigurno', 'veruj mi', 'ma bice', 'vidi statistiku', 'ajde bre'];
const CHEERS = ['sreca!!', 'ajmoo', 'ako prodje castis', 'jak tiket', 'ludilo', 'idemo'];

const EMOJI_RE = /👍/g;
const THUMB = REACT.like.replace(
  'width="14" height="14"',
  'width="15" height="15" style="vertical-align:-2px"',
);

/** "3 para", "5 parova". */
const pairs = (n: number): string => `${n} ${n >= 2 && n <= 4 ? 'para' : 'parova'}`;

const clockText = (m: number): string =>
  `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const textHtml = (s: string): string => esc(s).replace(EMOJI_RE, THUMB);

function amount(x: number, dec: Dec, cur: string, rng: Rng): string {
  const digits = Number.isInteger(x) && rng.chance(0.5) ? 0 : 2;
  const v = num(x, dec, dec === ',' ? '.' : '', digits);
  return cur === '€' ? `${v} €` : `${v} ${cur}`;
}

/** The share text's sums: total, stake (and fee), payout. */
function shareSums(t: Ticket, w: Words, dec: Dec, rng: Rng): string[] {
  const cur = rng.pick(w.cur);
  const rows = [`${w.total}: ${odds(t.totalOdds, dec)}`, `${w.stake}: ${amount(t.stake, dec, cur, rng)}`];
  if (t.feePct) rows.push(`${w.fee}: ${amount(t.fee, dec, cur, rng)}`);
  rows.push(`${w.payout}: ${amount(t.payout, dec, cur, rng)}`);
  return rows.map(esc);
}

/** The typed sum after a list: total and stake, sometimes with the payout worked out. */
function typedSum(t: Ticket, dec: Dec, rng: Rng): string {
  const tot = odds(t.totalOdds, dec);
  const cur =
    t.currency === 'RSD'
      ? rng.pick(['din', '', 'dinara'])
      : t.currency === 'EUR'
        ? rng.pick(t.stake >= 2 ? ['€', 'e', 'eura'] : ['€', 'e', 'euro'])
        : rng.pick(t.stake >= 5 ? ['KM', 'km', 'maraka'] : ['KM', 'km']);
  const st = `${t.stake}${cur ? (cur === '€' ? cur : ` ${cur}`) : ''}`;
  const pay = num(t.payout, dec, '', Number.isInteger(t.payout) ? 0 : 2);
  return rng.pick([
    `kvota ${tot} / ulog ${st}`,
    `ukupno ${tot}, uplata ${st}`,
    `${t.stake} x ${tot} = ${pay}`,
    `kv ${tot}\nulog ${st}\ndobitak ${pay}`,
  ]);
}

/** A match two teams from a competition the ticket does not use, for a suggestion that is turned down. */
function decoy(t: Ticket, rng: Rng): Leg {
  const used = new Set(t.legs.flatMap((l) => [l.home, l.away]));
  const comp = rng.pick(COMPETITIONS.football.filter((c) => !c.obscure));
  const [home, away] = rng.shuffle(comp.teams.filter((x) => !used.has(x)));
  return {
    ...t.legs[0],
    home,
    away,
    sport: 'football',
    bet: { key: rng.pick(['ki1', 'gg', 'ug3p'] as const) },
    odds: Number(rng.float(1.4, 2.6).toFixed(2)),
  };
}

function shareMessages(t: Ticket, w: Words, rng: Rng, senderMe: boolean, friend: string): Msg[] {
  const dec: Dec = rng.chance(0.6) ? ',' : '.';
  const style = rng.int(0, 3);
  const ko = rng.pick(KO_STYLES);
  const lines: string[] = [];
  lines.push(
    `<b>${esc(
      rng.pick([
        `${w.ticket} br. ${t.ticketId}`,
        `${w.ticket} #${t.ticketId.replace(/-/g, '')}`,
        `Moj ${w.ticket.toLowerCase()} na ${t.bookmaker}`,
        `${t.bookmaker} - ${w.ticket.toLowerCase()} ${t.ticketId}`,
      ]),
    )}</b>`,
  );
  if (rng.chance(0.4)) lines.push(esc(pairs(t.legs.length)));
  lines.push('');
  t.legs.forEach((l, i) => {
    lines.push(...shareLeg(l, t, style, ko, dec, w, i));
    if (style !== 0 && rng.chance(0.5) && i < t.legs.length - 1) lines.push('');
  });
  lines.push('');
  lines.push(...shareSums(t, w, dec, rng));
  const slug = t.bookmaker
    .toLowerCase()
    .replace(/ž/g, 'z')
    .replace(/[^a-z]/g, '');
  const url = `https://${rng.chance(0.5) ? 'www.' : ''}${slug}.${w.tld}/${rng.pick(['tiket', 't', 'share'])}/${t.ticketId.replace(/-/g, '')}`;
  lines.push('', `<span class="lnk">${esc(url)}</span>`);
  const initials = t.bookmaker
    .split(' ')
    .map((x) => x[0])
    .join('');
  const preview = rng.chance(0.75)
    ? `<div class="pv"><div class="lg" style="background:${rng.pick(['#e53935', '#1e88e5', '#fb8c00', '#2e7d32', '#111'])}">${esc(initials)}</div><div><b>${esc(t.bookmaker)}</b><span>${esc(rng.pick(['Pogledaj tiket i odigraj isti', 'Kopiraj tiket', `${w.ticket} ${t.ticketId}`, 'Sportsko klađenje']))}</span></div></div>`
    : '';
  const msgs: Msg[] = [];
  const sender = senderMe ? rng.pick(['Ti', 'Vi']) : friend;
  if (rng.chance(0.5)) msgs.push({ me: senderMe, kind: 'text', html: textHtml(rng.pick(OPENERS[t.lang])) });
  msgs.push({
    me: senderMe,
    kind: 'text',
    html: lines.map((x) => (x.startsWith('<div') ? x : `<div class="ln">${x}</div>`)).join('') + preview,
    forwarded: rng.chance(0.5)
      ? rng.chance(0.5)
        ? w.forwarded
        : `${w.forwarded} od: ${sender === friend ? rng.pick(NAMES) : friend}`
      : undefined,
  });
  return msgs;
}

/** Typed leg lines (escaped) with the list's marks: "1. ", "1) ", none, or a keycap digit. */
function listLines(texts: string[], bullet: number): string[] {
  return texts.map((text, i) => {
    const n = i + 1;
    const mark = bullet === 0 ? `${n}. ` : bullet === 1 ? `${n}) ` : bullet === 3 ? keycap(n) : '';
    return `${mark}${esc(text)}`;
  });
}

const div = (lines: string[]): string => lines.map((x) => `<div class="ln">${x}</div>`).join('');

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const shape = rng.weighted<Shape>([
    ['share', 4],
    ['list', 3],
    ['both', 3],
  ]);
  const fee = lang === 'sr' && shape === 'share' && rng.chance(0.3);
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const theme = rng.pick(THEMES);
  const friend = rng.pick(NAMES);
  const friendFull = rng.chance(0.5) ? `${friend} ${rng.pick(SURNAMES)}` : friend;
  const senderMe = rng.chance(0.35);
  const typing: Typing = {
    lower: rng.chance(0.4),
    plain: rng.chance(0.5),
    short: rng.chance(0.7),
    dec: rng.chance(0.55) ? '.' : ',',
    format: rng.int(0, 4),
  };

  const msgs: Msg[] = [];
  if (rng.chance(0.3))
    msgs.push({
      me: !senderMe,
      kind: 'text',
      html: textHtml(rng.pick(['jesi igrao nesto danas?', 'sta igras veceras?', 'imas nesto za veceras?'])),
    });
  /** Leg lines shown in the chat, for a later reply to quote. */
  let quotable: string[] = [];
  let ticketAt = 0;
  if (shape === 'share') {
    const share = shareMessages(t, w, rng, senderMe, friend);
    ticketAt = msgs.length + share.length - 1;
    msgs.push(...share);
  } else if (shape === 'list') {
    const texts = t.legs.map((l) => typedLeg(l, typing, rng));
    // A pick-first line after a number ("1) 1 Ajax - PSV") would read as one number: no numbers then.
    const lines = listLines(texts, typing.format === 3 ? rng.pick([2, 3]) : rng.int(0, 3));
    quotable = texts.map(esc);
    msgs.push({ me: senderMe, kind: 'text', html: textHtml(rng.pick(OPENERS[lang])) });
    const title = rng.chance(0.35)
      ? [`<b>${esc(rng.pick(['TIKET', 'tiket', 'Kombinacija', 'za veceras:']))}</b>`]
      : [];
    ticketAt = msgs.length;
    msgs.push({ me: senderMe, kind: 'text', html: div([...title, ...lines]) });
    msgs.push({ me: senderMe, kind: 'text', html: div(typedSum(t, typing.dec, rng).split('\n').map(esc)) });
  } else {
    // Both people write legs: the first part from the sender, one or two added by the other, then the sum.
    const addCount = t.legs.length >= 4 && rng.chance(0.5) ? 2 : 1;
    const addIdx = rng
      .shuffle(Array.from({ length: t.legs.length }, (_, i) => i))
      .slice(0, Math.min(addCount, t.legs.length - 1));
    const first = t.legs.filter((_, i) => !addIdx.includes(i));
    const texts = first.map((l) => typedLeg(l, typing, rng));
    ticketAt = msgs.length;
    msgs.push({
      me: senderMe,
      kind: 'text',
      html: div([
        esc(rng.pick(BUILD[lang])),
        ...listLines(texts, typing.format === 3 ? 2 : rng.pick([0, 2, 2])),
      ]),
    });
    quotable = texts.map(esc);
    for (const i of addIdx) {
      const add = `${rng.pick(ADD)} ${typedLeg(t.legs[i], typing, rng, -1)}`;
      msgs.push({ me: !senderMe, kind: 'text', html: textHtml(add) });
      msgs.push({ me: senderMe, kind: 'text', html: textHtml(rng.pick(ADDED)) });
    }
    if (rng.chance(0.35)) {
      const d = decoy(t, rng);
      msgs.push({
        me: !senderMe,
        kind: 'text',
        html: textHtml(`${rng.pick(['a', 'i'])} ${typedLeg(d, typing, rng, -1)}?`),
      });
      msgs.push({ me: senderMe, kind: 'text', html: textHtml(rng.pick(REJECT)) });
    }
    const sum = typedSum(t, typing.dec, rng).split('\n');
    msgs.push({
      me: senderMe,
      kind: 'text',
      html: div([
        esc(rng.pick(['uplaceno ✓', 'odigrano', 'uplatio sam', `uplaćeno, ${pairs(t.legs.length)}`])),
        ...sum.map(esc),
      ]),
      edited: rng.chance(0.4),
    });
  }

  // Decorations: a quote of one leg answered, a sticker, a photo, a voice message, reactions.
  if (quotable.length && rng.chance(0.6)) {
    const q = rng.pick(quotable);
    msgs.push({
      me: !senderMe,
      kind: 'text',
      html: textHtml(rng.pick(DOUBTS)),
      quote: { who: senderMe ? rng.pick(['Ti', 'Vi']) : friend, text: q },
    });
    msgs.push({ me: senderMe, kind: 'text', html: textHtml(rng.pick(ANSWERS)) });
  }
  if (rng.chance(0.45)) msgs[ticketAt].reactions = rng.pick(['heart', 'joy', 'fire', 'like', 'pray']);
  if (rng.chance(0.3)) msgs.push({ me: !senderMe, kind: 'voice' });
  else msgs.push({ me: !senderMe, kind: 'text', html: textHtml(rng.pick(CHEERS)) });
  if (rng.chance(0.35)) msgs.push({ me: rng.chance(0.5), kind: 'sticker' });
  if (rng.chance(0.25)) msgs.splice(rng.int(0, 1), 0, { me: !senderMe, kind: 'image' });
  if (shape === 'share' && !msgs.some((m) => m.edited) && rng.chance(0.2))
    msgs[msgs.length - 1].edited = msgs[msgs.length - 1].kind === 'text';

  const app = theme.app;
  const edited = rng.pick([w.edited, w.edited, 'edited']);
  let minute = t.printedAt.h * 60 + t.printedAt.mi - rng.int(5, 40);
  if (minute < 0) minute += 24 * 60;
  const ticks = `<svg width="16" height="11" viewBox="0 0 16 11" fill="none" stroke="${app === 'telegram' ? theme.outMeta : '#53bdeb'}" stroke-width="1.5"><path d="M1 6l3 3 6-8"/><path d="M6 8l1 1 6-8"/></svg>`;
  const avatarColor = rng.pick(AVATARS);
  const avatar = (size: string): string =>
    `<div class="av ${size}" style="background:${avatarColor}">${esc(friend[0])}</div>`;

  const parts: string[] = [];
  let lastMin = -100;
  msgs.forEach((m, i) => {
    minute += rng.int(0, 3);
    const time = clockText(minute);
    const first = i === 0 || msgs[i - 1].me !== m.me;
    const lastOfRun = i === msgs.length - 1 || msgs[i + 1].me !== m.me;
    if (app === 'messenger' && minute - lastMin > 8) {
      parts.push(
        `<div class="day"><span>${esc(fmtDate({ ...t.printedAt, h: Math.floor(minute / 60) % 24, mi: minute % 60 }, 'ddd HH:mm', t.lang).toLocaleUpperCase('hr'))}</span></div>`,
      );
    }
    lastMin = minute;
    const meta =
      app === 'messenger' || app === 'viber'
        ? ''
        : `<span class="t">${m.edited ? `${esc(edited)} ` : ''}${time}${m.me ? ticks : ''}</span>`;
    const spw = (m.edited ? 56 : 0) + (m.me ? 58 : 38);
    const sp = meta ? '<span class="sp"></span>' : '';
    let inner: string;
    if (m.kind === 'sticker') {
      parts.push(`<div class="stk${m.me ? ' me' : ''}">${sticker(rng)}</div>`);
      return;
    }
    if (m.kind === 'image') {
      const hue = rng.int(0, 360);
      inner = `<div class="img" style="background:linear-gradient(${rng.int(0, 180)}deg,hsl(${hue},25%,62%),hsl(${(hue + 40) % 360},20%,38%))"><span class="sz">${num(rng.float(0.6, 2.4), ',', '', 1)} MB</span><div class="dl"><svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="#fff" stroke-width="2"><path d="M10 3v11M5 9l5 5 5-5M4 17h12"/></svg></div></div>${meta ? `<div style="font-size:13px;margin-top:4px;opacity:.8">${w.photo}${sp}</div>` : ''}`;
    } else if (m.kind === 'voice') {
      const bars = Array.from(
        { length: rng.int(24, 32) },
        () => `<i style="height:${rng.int(4, 24)}px"></i>`,
      ).join('');
      inner = `<div class="vc"><div class="pl"><svg width="14" height="14" viewBox="0 0 14 14"><path d="M3 1.5l9 5.5-9 5.5z" fill="${app === 'messenger' && m.me ? theme.outBg : '#fff'}"/></svg></div><div class="wv">${bars}</div><span class="du">0:${String(rng.int(3, 48)).padStart(2, '0')}</span></div>`;
    } else {
      let q = '';
      if (m.quote && app !== 'messenger')
        q = `<div class="q"><b>${esc(m.quote.who)}</b>${m.quote.text}</div>`;
      if (m.quote && app === 'messenger') {
        const label = m.me ? w.replied(friend) : `${friend} vam je odgovorio/la`;
        parts.push(
          `<div class="mq${m.me ? ' me' : ''}">${esc(label)}</div><div class="mqb${m.me ? ' me' : ''}">${m.quote.text}</div>`,
        );
      }
      const fw = m.forwarded
        ? `<div class="fw${app === 'whatsapp' || app === 'messenger' ? ' it' : ''}">${app === 'whatsapp' ? '&#8618; ' : ''}${esc(m.forwarded)}</div>`
        : '';
      const html = m.html ?? '';
      inner = fw + q + (html.endsWith('</div>') ? `${html.slice(0, -6)}${sp}</div>` : html + sp);
      if (m.edited && (app === 'messenger' || app === 'viber'))
        inner += `<div style="font-size:11px;opacity:.6;margin-top:2px">${esc(edited)}</div>`;
    }
    const pvCls = m.kind === 'image' ? ' pic' : m.html?.includes('class="pv"') ? ' hasPv' : '';
    const bubble = `<div class="m${pvCls}" style="--spw:${spw}px">${inner}${meta}</div>`;
    const showAv = !m.me && (app === 'viber' || app === 'messenger');
    const av = showAv ? (lastOfRun ? avatar('') : '<div class="avs"></div>') : '';
    const vt =
      app === 'viber' && lastOfRun
        ? `<span class="vt">${time}${m.me && rng.chance(0.5) ? ' ✓✓' : ''}</span>`
        : '';
    parts.push(`<div class="row${m.me ? ' me' : ''}${first ? ' gap' : ''}">${av}${bubble}${vt}</div>`);
    if (m.reactions) {
      const r = REACT[m.reactions as keyof typeof REACT];
      const other = (['heart', 'joy', 'like'] as const).filter((x) => x !== m.reactions);
      const more = rng.chance(0.4) ? REACT[rng.pick(other)] : '';
      parts.push(
        `<div class="rc${m.me ? ' me' : ''}"${showAv ? ' style="padding-left:52px"' : ''}><span><i>${r}${more}${more ? ' 2' : ''}</i></span></div>`,
      );
    }
  });

  const day = rng.weighted([
    [w.today, 5],
    [w.yesterday, 2],
    ['date', 2],
  ] as const);
  const months: Record<Lang, readonly string[]> = {
    sr: [
      'januar',
      'februar',
      'mart',
      'april',
      'maj',
      'jun',
      'jul',
      'avgust',
      'septembar',
      'oktobar',
      'novembar',
      'decembar',
    ],
    hr: [
      'siječnja',
      'veljače',
      'ožujka',
      'travnja',
      'svibnja',
      'lipnja',
      'srpnja',
      'kolovoza',
      'rujna',
      'listopada',
      'studenoga',
      'prosinca',
    ],
    bs: [
      'januar',
      'februar',
      'mart',
      'april',
      'maj',
      'juni',
      'juli',
      'august',
      'septembar',
      'oktobar',
      'novembar',
      'decembar',
    ],
  };
  const dayText = day === 'date' ? `${t.printedAt.d}. ${months[t.lang][t.printedAt.mo - 1]}` : day;
  const dayRow =
    app === 'messenger'
      ? ''
      : `<div class="day"><span>${esc(app === 'whatsapp' ? dayText.toLocaleUpperCase('hr') : dayText)}</span></div>`;
  const nowMin = day === w.today ? minute + rng.int(0, 25) : rng.int(8 * 60, 23 * 60);
  const battery = rng.int(8, 100);
  const status = rng.pick([
    w.online,
    w.online,
    w.typing,
    t.lang === 'sr' ? 'aktivan pre 5 min' : 'aktivan prije 5 min',
  ]);
  const ic = (d: string, color = 'currentColor'): string =>
    `<svg width="21" height="21" viewBox="0 0 20 20" fill="none" stroke="${color}" stroke-width="1.7">${d}</svg>`;
  const phone = ic(
    '<path d="M4 2.5l3 .5 1.5 4-2 1.5a10 10 0 0 0 5 5l1.5-2 4 1.5.5 3c-1 1-2 1.5-3.5 1.5A14 14 0 0 1 2.5 6C2.5 4.5 3 3.5 4 2.5z"/>',
  );
  const video = ic('<rect x="1.5" y="5" width="11" height="10" rx="2"/><path d="M12.5 9l5-3v8l-5-3z"/>');
  const dots = ic(
    '<circle cx="10" cy="4" r="1"/><circle cx="10" cy="10" r="1"/><circle cx="10" cy="16" r="1"/>',
  );
  const icons =
    app === 'telegram' ? dots : app === 'whatsapp' ? `${video}${phone}${dots}` : `${phone}${video}`;
  const sbColor = theme.barTx;
  const sb = `<div class="sb"><span>${clockText(nowMin)}</span><span class="r"><svg width="17" height="11" fill="${sbColor}"><rect x="0" y="7" width="3" height="4"/><rect x="4.5" y="5" width="3" height="6"/><rect x="9" y="2.5" width="3" height="8.5"/><rect x="13.5" y="0" width="3" height="11"/></svg>${rng.pick(['4G', '5G', 'LTE'])} <svg width="24" height="12"><rect x="0.5" y="0.5" width="20" height="11" rx="3" fill="none" stroke="${sbColor}"/><rect x="2" y="2" width="${Math.max(2, (17 * battery) / 100).toFixed(1)}" height="8" rx="1.5" fill="${battery < 20 ? '#e5484d' : sbColor}"/><rect x="21.5" y="4" width="2" height="4" rx="1" fill="${sbColor}"/></svg> ${battery}%</span></div>`;
  const hd = `<div class="hd"><span class="bk">&#8249;</span><div class="av" style="background:${avatarColor}">${esc(friend[0])}</div><div class="nm"><b>${esc(friendFull)}</b><span class="st">${esc(status)}</span></div><div class="ic">${icons}</div></div>`;
  const placeholder =
    app === 'messenger'
      ? 'Aa'
      : app === 'viber'
        ? rng.pick(['Napiši poruku…', 'Napišite poruku…'])
        : 'Poruka';
  const send =
    app === 'messenger'
      ? `<svg width="26" height="26" viewBox="0 0 16 16"><rect x="1" y="7" width="3.2" height="8" rx="1" fill="${theme.accent}"/><path d="M5 7.2l3-5.4c1.3-.2 2 .7 1.8 2L9.3 6.5h4.2c1 0 1.7.9 1.4 1.9l-1.5 5.3c-.2.8-.9 1.3-1.7 1.3H5z" fill="${theme.accent}"/></svg>`
      : `<div class="snd"><svg width="18" height="20" viewBox="0 0 18 20" fill="none" stroke="#fff" stroke-width="1.8"><rect x="6" y="1" width="6" height="11" rx="3"/><path d="M2.5 9a6.5 6.5 0 0 0 13 0M9 15.5V19"/></svg></div>`;
  const input = `<div class="in"><div class="f">${ic('<circle cx="10" cy="10" r="8"/><circle cx="7" cy="8" r=".8"/><circle cx="13" cy="8" r=".8"/><path d="M6.5 12.5a4.5 4.5 0 0 0 7 0"/>')}<span class="p">${esc(placeholder)}</span>${ic('<path d="M14 9l-5.5 5.5a3 3 0 0 1-4-4L11 4a2 2 0 0 1 3 3l-6 6"/>')}</div>${send}</div>`;
  const vars = `--bg:${theme.bg};--bar:${theme.bar};--btx:${theme.barTx};--bsub:${theme.barSub};--in:${theme.inBg};--out:${theme.outBg};--tx:${theme.tx};--otx:${theme.outTx};--mt:${theme.meta};--omt:${theme.outMeta};--ac:${theme.accent};--lk:${theme.link};--day:${theme.day};--dtx:${theme.dayTx};--fd:${theme.field};--soft:${theme.soft}`;
  const body = `<div id="ticket" class="${app} ${theme.dark ? 'dark' : 'light'}" style="${vars}">
${sb}
${hd}
<div class="chat">
${dayRow}
${parts.join('\n')}
</div>
${input}
${rng.chance(0.6) ? '<div class="home"></div>' : ''}
</div>`;
  return page(css, body);
}

export const chatForwarded: Layout = {
  name: 'chat-forwarded',
  medium: 'screen',
  width: [360, 414],
  scale: 2,
  profile: PROFILE,
  render,
};
