// A phone app's placed ticket as a COMPACT list in a dark theme, screenshotted at device pixel ratio 2: OLED black,
// #121212, dark grey-blue or mid-dark backgrounds, glassy lighter surfaces on some, zebra rows of two close shades,
// thin dividers or small rounded rows. Each leg is one or two dense rows: the kickoff with a sport icon, a short
// league name, the match ("Home vs Away", "Home - Away" or home over away), the pick as a small square or round
// badge (left or right of the names) or as accent text, and the odds on the right (accent, plain or in a small
// outlined box, "@1,85" on some). Legs under date group headers ("Danas", "Sutra", "Sub 29.11.") on many tickets.
// A head with the ticket id, an "Aktivan"/"Na čekanju" badge and the time paid; a sticky bottom bar in the accent
// with dark text (pairs, total odds, stake, possible win); status bar, bottom navigation and a toast on some.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import { esc, fmtDate, line, num, odds as fmtOdds, teamName, type Dec } from '../../text';
import type { Bet, Leg, Moment, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotaš', 'Noćni Tip', 'BetCrna', 'Golmanija', 'Tiketon'],
  hr: ['Tečajko', 'Listić+', 'NoćniBet', 'Golmanija', 'Kladomat'],
  bs: ['Kvotaš', 'BH Tip', 'Kladomat', 'Golmanija', 'Tiketon'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1.5),
  legs: [2, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.pick([
      ticketIds.dashed(rng),
      ticketIds.long(rng),
      `${rng.int(1000, 9999)}${rng.int(100000, 999999)}`,
      `T-${rng.int(10, 99)}${rng.int(100000, 999999)}`,
    ]),
};

interface Palette {
  bg: string;
  /** zebra shades */
  z1: string;
  z2: string;
  line: string;
  /** glassy surface */
  glass: string;
  text: string;
  sub: string;
}

const PALETTES: readonly Palette[] = [
  {
    bg: '#000000',
    z1: '#000000',
    z2: '#0c0c0e',
    line: '#1d1d21',
    glass: 'rgba(255,255,255,.07)',
    text: '#f1f1f1',
    sub: '#6d7178',
  },
  {
    bg: '#121212',
    z1: '#121212',
    z2: '#1a1a1a',
    line: '#262626',
    glass: 'rgba(255,255,255,.06)',
    text: '#e8e8e8',
    sub: '#7a7a7a',
  },
  {
    bg: '#1e2229',
    z1: '#1e2229',
    z2: '#232831',
    line: '#2d333d',
    glass: 'rgba(255,255,255,.06)',
    text: '#e6e9ee',
    sub: '#7c8592',
  },
  {
    bg: '#2b2f36',
    z1: '#2b2f36',
    z2: '#31363e',
    line: '#3a4049',
    glass: 'rgba(255,255,255,.07)',
    text: '#eceef1',
    sub: '#8b929c',
  },
];

const ACCENTS: readonly string[] = [
  '#ffd60a',
  '#2fd566',
  '#1fd1c1',
  '#ff8c2a',
  '#b8f03c',
  '#52c7f5',
  '#ff5c8a',
];

const FONTS: readonly string[] = [
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',sans-serif",
  "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  "'Liberation Sans Narrow','Liberation Sans',sans-serif",
];

const COUNTRY: Record<string, string> = {
  Srbija: 'SRB',
  Hrvatska: 'HRV',
  BiH: 'BIH',
  Slovenija: 'SLO',
  'Crna Gora': 'MNE',
  'S. Makedonija': 'MKD',
  Engleska: 'ENG',
  Španija: 'ESP',
  Španjolska: 'ŠPA',
  Italija: 'ITA',
  Nemačka: 'GER',
  Njemačka: 'NJE',
  Francuska: 'FRA',
  Turska: 'TUR',
  Portugalija: 'POR',
  Portugal: 'POR',
  Holandija: 'NED',
  Nizozemska: 'NIZ',
};

type LeagueStyle = 'tail' | 'code' | 'full';

/** "Engleska - Premijer liga" → "Premijer liga", "ENG · Premijer liga" or unchanged. */
function shortLeague(league: string, style: LeagueStyle): string {
  const i = league.indexOf(' - ');
  if (i < 0 || style === 'full') return league;
  const country = league.slice(0, i);
  const tail = league.slice(i + 3);
  if (style === 'code' && COUNTRY[country]) return `${COUNTRY[country]} · ${tail}`;
  return tail;
}

interface PickStyle {
  ki: boolean;
  ugPrefix: boolean;
  half: 'I' | 'P';
  amp: boolean;
  words: boolean;
}

/** The terse code of a bet as compact apps print it in a badge. */
function pickCode(bet: Bet, dec: Dec, s: PickStyle): string {
  const ln = line(bet.line ?? 0, dec);
  switch (bet.key) {
    case 'ki1':
      return s.ki ? 'KI 1' : '1';
    case 'kix':
      return s.ki ? 'KI X' : 'X';
    case 'ki2':
      return s.ki ? 'KI 2' : '2';
    case 'ds1x':
      return '1X';
    case 'dsx2':
      return 'X2';
    case 'ds12':
      return '12';
    case 'gg':
      return 'GG';
    case 'ng':
      return 'NG';
    case 'ug02':
      return s.ugPrefix ? 'UG 0-2' : '0-2';
    case 'ug2p':
      return s.ugPrefix ? 'UG 2+' : '2+';
    case 'ug3p':
      return s.ugPrefix ? 'UG 3+' : '3+';
    case 'p1_1':
      return s.half === 'I' ? 'I 1' : '1P 1';
    case 'p1_x':
      return s.half === 'I' ? 'I X' : '1P X';
    case 'p2_2':
      return s.half === 'I' ? 'II 2' : '2P 2';
    case 'gg3p':
      return s.amp ? 'GG&3+' : 'GG3+';
    case '1ug3p':
      return s.amp ? '1&UG3+' : '1&3+';
    case 'bk1':
    case 't1':
      return '1';
    case 'bk2':
    case 't2':
      return '2';
    case 'bkover':
      return s.words ? `Više ${ln}` : `V ${ln}`;
    case 'bkunder':
      return s.words ? `Manje ${ln}` : `M ${ln}`;
  }
}

const SPORT_ICON = {
  football: (mono: string | null): string =>
    `<svg class="si" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6.6" fill="${mono ? 'none' : '#f4f4f4'}" stroke="${mono ?? '#111'}" stroke-width="1.1"/><path d="M8 5.2l2.5 1.8-.95 2.9h-3.1L5.5 7z" fill="${mono ?? '#111'}"/></svg>`,
  basketball: (mono: string | null): string =>
    `<svg class="si" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6.6" fill="${mono ? 'none' : '#f08a24'}" stroke="${mono ?? '#5a2c00'}" stroke-width="1.1"/><path d="M1.5 8h13M8 1.5v13M3.4 3.4c2.6 2.6 2.6 6.6 0 9.2M12.6 3.4c-2.6 2.6-2.6 6.6 0 9.2" stroke="${mono ?? '#5a2c00'}" stroke-width=".9" fill="none"/></svg>`,
  tennis: (mono: string | null): string =>
    `<svg class="si" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6.6" fill="${mono ? 'none' : '#cfe84a'}" stroke="${mono ?? '#7b8f12'}" stroke-width="1.1"/><path d="M3.2 3.6c2.9 2.4 2.9 6.4 0 8.8M12.8 3.6c-2.9 2.4-2.9 6.4 0 8.8" stroke="${mono ?? '#ffffff'}" stroke-width="1.1" fill="none"/></svg>`,
};

const WEEKDAY_CAP = (m: Moment, lang: Lang): string => {
  const d = fmtDate(m, 'ddd', lang);
  return d[0].toUpperCase() + d.slice(1);
};

const dayIndex = (m: Moment): number => Math.floor(Date.UTC(m.y, m.mo - 1, m.d) / 86400000);

function dayLabel(k: Moment, at: Moment, lang: Lang, relative: boolean, withYearDot: boolean): string {
  const diff = dayIndex(k) - dayIndex(at);
  if (relative && diff === 0) return 'Danas';
  if (relative && diff === 1) return 'Sutra';
  return `${WEEKDAY_CAP(k, lang)} ${fmtDate(k, withYearDot ? 'DD.MM.' : 'DD.MM')}`;
}

function pairs(n: number): string {
  if (n === 1) return '1 par';
  const mod10 = n % 10;
  if (mod10 >= 2 && mod10 <= 4 && (n < 12 || n > 14)) return `${n} para`;
  return `${n} parova`;
}

function currencyText(t: Ticket, rng: Rng): string {
  if (t.currency === 'RSD') return rng.pick(['RSD', 'din', 'din.']);
  if (t.currency === 'EUR') return rng.pick(['€', 'EUR', '€']);
  return rng.pick(['KM', 'KM', 'BAM']);
}

type Shape = 'line' | 'two' | 'stack' | 'accent';
type MatchForm = 'vs' | 'dash' | 'stack';
type BadgeForm = 'round' | 'square';
type BadgeFill = 'fill' | 'tint' | 'outline' | 'grey' | 'text';
type OddsForm = 'accent' | 'box' | 'plain' | 'at';
type RowBg = 'zebra' | 'rule' | 'glass' | 'inset';

const css = (
  p: Palette,
  acc: string,
  font: string,
  nameSize: number,
  subSize: number,
  bold: boolean,
): string => `
#ticket{width:100%;background:${p.bg};color:${p.text};font:${nameSize}px/1.25 ${font};position:relative;overflow:hidden}
#ticket .glow{position:absolute;left:-30%;top:-90px;width:160%;height:300px;background:radial-gradient(ellipse at 30% 40%,${acc}33,transparent 65%);pointer-events:none}
.sb{display:flex;justify-content:space-between;align-items:center;padding:7px 18px 5px;font-size:13px;font-weight:bold;position:relative}
.sb .ic{display:flex;gap:5px;align-items:center}
.sig{display:flex;gap:1.5px;align-items:flex-end;height:10px}.sig i{display:block;width:3px;background:${p.text};border-radius:1px}
.bat{width:22px;height:11px;border:1.3px solid ${p.text};border-radius:3px;padding:1px;position:relative;opacity:.9}
.bat i{display:block;height:100%;background:${p.text};border-radius:1px}
.bat:after{content:'';position:absolute;right:-3.5px;top:3px;width:2px;height:4px;background:${p.text};border-radius:0 1px 1px 0}
.ab{display:flex;align-items:center;gap:10px;padding:8px 14px;position:relative}
.ab .bk{font-size:22px;line-height:1;color:${p.text};width:16px}
.ab .tt{flex:1;font-size:17px;font-weight:bold}
.ab .br{font-size:11px;color:${p.sub};letter-spacing:.3px}
.ab .sh{width:18px;height:18px;border:1.6px solid ${p.sub};border-radius:50%;position:relative}
.ab .sh:after{content:'';position:absolute;left:6px;top:2px;width:3px;height:9px;border-left:1.6px solid ${p.sub}}
.tabs{display:flex;gap:22px;padding:2px 16px 0;border-bottom:1px solid ${p.line};margin-bottom:8px;font-size:13px;color:${p.sub};position:relative}
.tabs span{padding:6px 0 8px}.tabs span.on{color:${p.text};font-weight:bold;border-bottom:2px solid ${acc}}
.hd{margin:4px 10px 8px;padding:10px 12px;border-radius:12px;position:relative}
.hd.glass{background:${p.glass};border:1px solid rgba(255,255,255,.08);backdrop-filter:blur(8px)}
.hd.flat{background:${p.z2};border-radius:6px}
.hd.bare{margin:0;border-radius:0;border-bottom:1px solid ${p.line};padding:8px 14px}
.hd .r1{display:flex;justify-content:space-between;align-items:center;gap:8px}
.hd .id{font-size:${subSize + 1}px;font-weight:bold;letter-spacing:.2px}
.hd .id span{color:${p.sub};font-weight:normal}
.hd .r2{display:flex;justify-content:space-between;margin-top:4px;font-size:${subSize}px;color:${p.sub}}
.co{margin-top:8px;display:flex;justify-content:space-between;align-items:center;border:1px solid ${acc};color:${acc};border-radius:8px;padding:6px 10px;font-size:${subSize + 1}px}
.st{font-size:${subSize}px;padding:2px 8px;border-radius:10px;font-weight:bold;white-space:nowrap}
.st.on{background:rgba(47,213,102,.16);color:#3ddc73}.st.wait{background:rgba(255,176,32,.16);color:#ffb020}
.st.dot:before{content:'';display:inline-block;width:6px;height:6px;border-radius:50%;background:currentColor;margin-right:5px;vertical-align:1px}
.gh{padding:9px 14px 4px;font-size:${subSize}px;color:${p.sub};font-weight:bold;letter-spacing:.4px;display:flex;justify-content:space-between}
.gh.cap{text-transform:uppercase;font-size:${subSize - 0.5}px}
.gh.chip span:first-child{background:${p.glass};padding:2px 8px;border-radius:8px;color:${p.text};font-weight:normal}
.list{position:relative}
.lg{padding:7px 12px;position:relative}
.list.zebra .lg:nth-child(odd){background:${p.z1}}.list.zebra .lg:nth-child(even){background:${p.z2}}
.list.rule .lg{border-bottom:1px solid ${p.line}}.list.rule .lg:last-child{border-bottom:0}
.list.inset .lg:after{content:'';position:absolute;left:42px;right:12px;bottom:0;border-bottom:1px solid ${p.line}}
.list.inset .lg:last-child:after{display:none}
.list.glass{padding:0 8px}.list.glass .lg{background:${p.glass};border-radius:8px;margin:0 0 5px}
.ln{display:flex;align-items:center;gap:8px}
.meta{font-size:${subSize}px;color:${p.sub};white-space:nowrap;overflow:hidden}
.tm{display:flex;flex-direction:column;align-items:center;width:38px;flex:none;font-size:${subSize}px;color:${p.sub};gap:2px}
.tm.row{flex-direction:row;width:auto;gap:4px}
.si{width:${subSize + 2}px;height:${subSize + 2}px;flex:none;vertical-align:-2px}
.mid{flex:1;min-width:0}
.n{font-weight:${bold ? 'bold' : 'normal'};overflow-wrap:anywhere}
.n.one{white-space:nowrap}
.n.wrap{white-space:normal}
.n .vs{color:${p.sub};font-weight:normal;font-size:.85em;padding:0 2px}
.lgn{font-size:${subSize - 0.5}px;color:${p.sub};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pk{flex:none;display:inline-block;text-align:center;font-weight:bold;font-size:${Math.max(11, subSize)}px;white-space:nowrap}
.pk.round{min-width:24px;height:24px;line-height:24px;border-radius:12px;padding:0 6px}
.pk.square{min-width:24px;height:22px;line-height:22px;border-radius:4px;padding:0 5px}
.pk.outline.round{line-height:21.4px}.pk.outline.square{line-height:19.4px}
.pk.txt{height:auto;line-height:1.2;min-width:0;padding:0;background:none;border:0;border-radius:0}
.pk.fill{background:${acc};color:#0b0b0b}
.pk.tint{background:${acc}26;color:${acc}}
.pk.outline{border:1.3px solid ${acc};color:${acc}}
.pk.grey{background:${p.line};color:${p.text}}
.pk.txt{color:${acc};font-size:${nameSize}px}
.od{flex:none;text-align:right;font-weight:bold;white-space:nowrap;font-size:${nameSize}px}
.od.accent,.od.at{color:${acc}}
.od.box{border:1px solid ${p.sub};border-radius:5px;padding:3px 6px;font-size:${nameSize - 1}px}
.od.box.acc{border-color:${acc};color:${acc}}
.sp{height:4px}
.toast{margin:12px auto 4px;width:max-content;max-width:88%;background:#e9e9ea;color:#161616;padding:8px 14px;border-radius:18px;font-size:12.5px;box-shadow:0 4px 14px rgba(0,0,0,.6)}
.toast b{color:#0a8a3a;margin-right:6px}
.fade{height:22px;margin-top:-8px;position:relative;background:linear-gradient(to bottom,transparent,${p.bg})}
.fade+.bar{margin-top:0}
.bar{margin:10px 8px 8px;background:${acc};color:#101010;border-radius:12px;padding:9px 12px;box-shadow:0 -4px 18px rgba(0,0,0,.5)}
.bar.flat{margin:10px 0 0;border-radius:0}
.bar .l1{display:flex;justify-content:space-between;font-size:12px;gap:8px}
.bar .l2{display:flex;justify-content:space-between;align-items:baseline;margin-top:3px}
.bar .l2 b{font-size:17px}
.bar .cells{display:grid;grid-template-columns:repeat(4,auto);justify-content:space-between;gap:6px}
.bar .cells div{display:flex;flex-direction:column}.bar .cells span{font-size:10.5px;opacity:.75}.bar .cells b{font-size:13px}
.bar .one{display:flex;justify-content:space-between;align-items:center;gap:10px}
.bar .one .lft{font-size:11.5px;line-height:1.45}.bar .one .rgt{text-align:right}.bar .one .rgt b{display:block;font-size:17px}
.bar .one .rgt span{font-size:10.5px}
.nav{display:flex;justify-content:space-around;padding:7px 4px 12px;border-top:1px solid ${p.line};background:${p.bg}}
.nav.glass{background:${p.glass}}
.nav div{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10px;color:${p.sub}}
.nav i{display:block;width:18px;height:16px;border:1.6px solid ${p.sub};border-radius:4px}
.nav i.c{border-radius:50%}
.nav div.on{color:${acc}}.nav div.on i{border-color:${acc}}
.home-ind{height:5px;width:34%;margin:4px auto 7px;background:${p.text};opacity:.8;border-radius:3px}
`;

const FIT_SCRIPT = `<script>
document.querySelectorAll('.n.one').forEach(function (e) {
  if (e.scrollWidth <= e.clientWidth) return;
  var size = parseFloat(getComputedStyle(e).fontSize);
  var min = size - 2.5;
  while (e.scrollWidth > e.clientWidth && size > min) { size -= 0.5; e.style.fontSize = size + 'px'; }
  if (e.scrollWidth > e.clientWidth) { e.classList.remove('one'); e.classList.add('wrap'); }
});
</script>`;

interface Look {
  shape: Shape;
  match: MatchForm;
  badge: BadgeForm;
  fill: BadgeFill;
  badgeLeft: boolean;
  oddsForm: OddsForm;
  boxAccent: boolean;
  dec: Dec;
  pick: PickStyle;
  league: LeagueStyle;
  shortPlayers: boolean;
  groups: boolean;
  relative: boolean;
  iconMono: string | null;
  caps: boolean;
  dash: string;
}

function matchHtml(l: Leg, look: Look, form: MatchForm): string {
  const nm = (s: string): string => esc(teamName(s, l, { shortPlayers: look.shortPlayers, caps: look.caps }));
  if (form === 'stack') return `<div class="n">${nm(l.home)}</div><div class="n">${nm(l.away)}</div>`;
  const sep = form === 'vs' ? '<span class="vs">vs</span>' : look.dash;
  return `<div class="n one">${nm(l.home)} ${sep} ${nm(l.away)}</div>`;
}

function badgeHtml(l: Leg, look: Look): string {
  const code = esc(pickCode(l.bet, look.dec, look.pick));
  if (look.fill === 'text') return `<span class="pk txt">${code}</span>`;
  return `<span class="pk ${look.badge} ${look.fill}">${code}</span>`;
}

function oddsHtml(l: Leg, look: Look): string {
  const o = fmtOdds(l.odds, look.dec);
  if (look.oddsForm === 'at') return `<span class="od at">@${o}</span>`;
  if (look.oddsForm === 'box') return `<span class="od box${look.boxAccent ? ' acc' : ''}">${o}</span>`;
  return `<span class="od ${look.oddsForm}">${o}</span>`;
}

function kickText(l: Leg, t: Ticket, look: Look): string {
  if (look.groups) return fmtDate(l.kickoff, 'HH:mm');
  const diff = dayIndex(l.kickoff) - dayIndex(t.printedAt);
  if (look.relative && diff === 0) return `Danas ${fmtDate(l.kickoff, 'HH:mm')}`;
  if (look.relative && diff === 1) return `Sutra ${fmtDate(l.kickoff, 'HH:mm')}`;
  return look.relative
    ? `${WEEKDAY_CAP(l.kickoff, t.lang)} ${fmtDate(l.kickoff, 'HH:mm')}`
    : fmtDate(l.kickoff, 'DD.MM. HH:mm');
}

function legHtml(l: Leg, t: Ticket, look: Look): string {
  const icon = SPORT_ICON[l.sport](look.iconMono);
  const lg = esc(shortLeague(l.league, look.league));
  const kt = kickText(l, t, look);
  const badge = badgeHtml(l, look);
  const od = oddsHtml(l, look);
  switch (look.shape) {
    case 'line': {
      // time + icon column, league over the one-line match, badge, odds
      const tm = `<div class="tm">${icon}<span>${kt.replace(' ', '<br>')}</span></div>`;
      const mid = `<div class="mid"><div class="lgn">${lg}</div>${matchHtml(l, look, look.match)}</div>`;
      return `<div class="lg"><div class="ln">${tm}${look.badgeLeft ? badge : ''}${mid}${look.badgeLeft ? '' : badge}${od}</div></div>`;
    }
    case 'two': {
      // a grey meta line, then badge + names + odds
      const meta = `<div class="ln meta">${icon}<span>${kt} · ${lg}</span></div>`;
      const mid = `<div class="mid">${matchHtml(l, look, look.match)}</div>`;
      return `<div class="lg">${meta}<div class="sp"></div><div class="ln">${look.badgeLeft ? badge : ''}${mid}${look.badgeLeft ? '' : badge}${od}</div></div>`;
    }
    case 'stack': {
      const tm = `<div class="tm">${icon}<span>${kt.replace(' ', '<br>')}</span></div>`;
      const mid = `<div class="mid"><div class="lgn">${lg}</div>${matchHtml(l, look, 'stack')}</div>`;
      return `<div class="lg"><div class="ln">${tm}${look.badgeLeft ? badge : ''}${mid}${look.badgeLeft ? '' : badge}${od}</div></div>`;
    }
    case 'accent': {
      // names + odds, then the pick in accent text and the grey meta
      const code = esc(pickCode(l.bet, look.dec, look.pick));
      const mid = `<div class="mid">${matchHtml(l, look, look.match)}</div>`;
      const meta = `<div class="ln"><span class="pk txt">${code}</span><span class="meta">${icon} ${kt} · ${lg}</span></div>`;
      return `<div class="lg"><div class="ln">${mid}${od}</div><div class="sp"></div>${meta}</div>`;
    }
  }
}

function statusBar(t: Ticket, rng: Rng): string {
  const m = (t.printedAt.h * 60 + t.printedAt.mi + rng.int(1, 40)) % 1440;
  const clock = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const bars = [4, 6, 8, 10].map(
    (h, i) => `<i style="height:${h}px;opacity:${i < rng.int(2, 4) ? 1 : 0.3}"></i>`,
  );
  const pct = rng.int(9, 98);
  const pctText = rng.chance(0.5) ? `<span style="font-size:11px">${pct}%</span>` : '';
  return `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${bars.join('')}</span>${rng.chance(0.5) ? '<span style="font-size:10px">5G</span>' : ''}${pctText}<span class="bat"><i style="width:${pct}%"></i></span></span></div>`;
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });

  const p = rng.pick(PALETTES);
  const acc = rng.pick(ACCENTS);
  const font = rng.pick(FONTS);
  const nameSize = rng.pick([12, 12.5, 13, 13.5, 14, 15]);
  const subSize = rng.pick([10.5, 11, 11, 11.5, 12]);
  const bold = rng.chance(0.55);
  // A very low contrast secondary grey on some screens.
  const pal: Palette = rng.chance(0.35) ? { ...p, sub: p.bg === '#000000' ? '#4f5258' : '#646a73' } : p;

  const shape = rng.weighted<Shape>([
    ['line', 3],
    ['two', 3],
    ['stack', 2],
    ['accent', 2],
  ]);
  const look: Look = {
    shape,
    match:
      shape === 'stack'
        ? 'stack'
        : shape === 'line'
          ? rng.pick<MatchForm>(['vs', 'dash', 'dash'])
          : rng.pick<MatchForm>(['vs', 'dash', 'dash', 'stack']),
    badge: rng.pick<BadgeForm>(['round', 'square']),
    fill: rng.weighted<BadgeFill>([
      ['fill', 3],
      ['tint', 2],
      ['outline', 2],
      ['grey', 2],
      ['text', 1.5],
    ]),
    badgeLeft: rng.chance(0.55),
    oddsForm: rng.pick<OddsForm>(['accent', 'box', 'plain', 'at']),
    boxAccent: rng.chance(0.5),
    dec: rng.chance(0.55) ? ',' : '.',
    pick: {
      ki: rng.chance(0.15),
      ugPrefix: rng.chance(0.35),
      half: rng.chance(0.7) ? 'I' : 'P',
      amp: rng.chance(0.5),
      words: rng.chance(0.25),
    },
    league: rng.pick<LeagueStyle>(['tail', 'tail', 'code', 'full']),
    shortPlayers: rng.chance(0.6),
    groups: rng.chance(0.6),
    relative: rng.chance(0.75),
    iconMono: rng.chance(0.35) ? pal.sub : null,
    caps: rng.chance(0.08),
    dash: rng.pick(['-', '-', '–']),
  };

  const rowBg = rng.pick<RowBg>(['zebra', 'zebra', 'rule', 'glass', 'inset']);
  const listCls = rowBg === 'inset' && look.shape !== 'line' && look.shape !== 'stack' ? 'rule' : rowBg;

  // Legs, grouped under date headers on many tickets (legs are already sorted by kickoff).
  const yearDot = rng.chance(0.6);
  const ghCls = rng.pick(['', 'cap', 'chip']);
  const withCount = rng.chance(0.4);
  const parts: string[] = [];
  if (look.groups) {
    let i = 0;
    while (i < t.legs.length) {
      const day = dayIndex(t.legs[i].kickoff);
      let j = i;
      while (j < t.legs.length && dayIndex(t.legs[j].kickoff) === day) j++;
      const label = dayLabel(t.legs[i].kickoff, t.printedAt, t.lang, look.relative, yearDot);
      parts.push(
        `<div class="gh ${ghCls}"><span>${label}</span>${withCount ? `<span>${pairs(j - i)}</span>` : ''}</div>`,
        `<div class="list ${listCls}">${t.legs
          .slice(i, j)
          .map((l) => legHtml(l, t, look))
          .join('')}</div>`,
      );
      i = j;
    }
  } else {
    parts.push(`<div class="list ${listCls}">${t.legs.map((l) => legHtml(l, t, look)).join('')}</div>`);
  }

  // Amounts as the app prints them
  const cur = currencyText(t, rng);
  const sep = look.dec === ',' ? '.' : rng.pick(['', ',']);
  const money = (x: number, intOk: boolean): string =>
    `${intOk && Number.isInteger(x) && rng.chance(0.5) ? num(x, look.dec, sep, 0) : num(x, look.dec, sep)} ${cur}`;

  // Header
  const title =
    t.lang === 'hr'
      ? rng.pick(['Moj listić', 'Detalji listića', 'Listić'])
      : rng.pick(['Moj tiket', 'Detalji tiketa', 'Tiket', 'Moji tiketi']);
  const waiting = rng.chance(0.3);
  const status = `<span class="st ${waiting ? 'wait' : 'on'}${rng.chance(0.5) ? ' dot' : ''}">${waiting ? 'Na čekanju' : 'Aktivan'}</span>`;
  const paidLabel = rng.pick(
    t.lang === 'hr'
      ? ['Uplaćeno', 'Vrijeme uplate', 'Uplaćen']
      : t.lang === 'bs'
        ? ['Uplaćen', 'Vrijeme uplate', 'Uplata']
        : ['Uplaćen', 'Vreme uplate', 'Uplata'],
  );
  const paidAt = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. HH:mm']));
  const idLabel = rng.pick(['#', 'ID ', t.lang === 'hr' ? 'Listić ' : 'Tiket ']);
  const hdCls = rng.pick(['glass', 'glass', 'flat', 'bare']);
  const kind = rng.chance(0.5) ? `<span>Kombinacija · ${pairs(t.legs.length)}</span>` : '';
  // A cash-out offer with its own amount (never truth) on some screens.
  const coAmount = Math.round(t.stake * rng.float(0.4, 0.97) * 100) / 100;
  const coLabel =
    t.lang === 'hr'
      ? rng.pick(['Isplati sada', 'Cash out'])
      : rng.pick(['Isplati odmah', 'Cash out', 'Isplati']);
  const cashout = rng.chance(0.25)
    ? `<div class="co"><span>${coLabel}</span><b>${money(coAmount, false)}</b></div>`
    : '';
  const header = `<div class="hd ${hdCls}"><div class="r1"><span class="id"><span>${idLabel}</span>${esc(t.ticketId)}</span>${status}</div>
<div class="r2"><span>${paidLabel} ${paidAt}</span>${kind}</div>${cashout}</div>`;

  const tabNames = t.lang === 'hr' ? ['Aktivni', 'Riješeni', 'Svi'] : ['Aktivni', 'Završeni', 'Svi'];
  const tabs = rng.chance(0.3)
    ? `<div class="tabs">${tabNames.map((x, i) => `<span${i === 0 ? ' class="on"' : ''}>${x}</span>`).join('')}</div>`
    : '';
  const appBar = `<div class="ab"><span class="bk">‹</span><span class="tt">${title}</span><span class="br">${esc(t.bookmaker)}</span>${rng.chance(0.6) ? '<span class="sh"></span>' : ''}</div>`;

  // Sticky bottom bar in the accent with dark text
  const L =
    t.lang === 'hr'
      ? {
          pairs: rng.pick(['Parova', 'Broj parova']),
          odds: rng.pick(['Tečaj', 'Ukupni tečaj']),
          stake: rng.pick(['Ulog', 'Uplata']),
          win: rng.pick(['Mogući dobitak', 'Isplata', 'Mogući dobitak']),
        }
      : {
          pairs: rng.pick(['Parova', 'Broj parova']),
          odds: rng.pick(['Kvota', 'Ukupna kvota']),
          stake: rng.pick(['Uplata', 'Ulog']),
          win: rng.pick(['Mogući dobitak', 'Dobitak', 'Mogući dobitak']),
        };
  const tot = fmtOdds(t.totalOdds, look.dec);
  const stake = money(t.stake, true);
  const win = money(t.payout, false);
  const n = t.legs.length;
  const barShape = rng.pick(['twoLine', 'cells', 'one']);
  let barInner: string;
  if (barShape === 'twoLine')
    barInner = `<div class="l1"><span>${pairs(n)}</span><span>${L.odds} <b>${tot}</b></span><span>${L.stake} <b>${stake}</b></span></div>
<div class="l2"><span>${L.win}</span><b>${win}</b></div>`;
  else if (barShape === 'cells')
    barInner = `<div class="cells"><div><span>${L.pairs}</span><b>${n}</b></div><div><span>${L.odds}</span><b>${tot}</b></div><div><span>${L.stake}</span><b>${stake}</b></div><div><span>${L.win}</span><b>${win}</b></div></div>`;
  else
    barInner = `<div class="one"><div class="lft">${L.pairs}: <b>${n}</b><br>${L.odds}: <b>${tot}</b><br>${L.stake}: <b>${stake}</b></div><div class="rgt"><span>${L.win}</span><b>${win}</b></div></div>`;
  const fade = rng.chance(0.4) ? `<div class="fade"></div>` : '';
  const bar = `${fade}<div class="bar${rng.chance(0.35) ? ' flat' : ''}">${barInner}</div>`;

  const toastText =
    t.lang === 'hr'
      ? rng.pick(['Listić je uplaćen', 'Kod listića kopiran', 'Listić spremljen'])
      : t.lang === 'bs'
        ? rng.pick(['Tiket je uplaćen', 'Kod tiketa kopiran', 'Uplata uspješna'])
        : rng.pick(['Tiket je uplaćen', 'Kod tiketa kopiran', 'Tiket sačuvan', 'Uplata uspešna']);
  const toast = rng.chance(0.3) ? `<div class="toast"><b>✓</b>${toastText}</div>` : '';

  const navItems =
    t.lang === 'hr'
      ? ['Početna', 'Uživo', 'Listići', 'Kasino', 'Profil']
      : ['Početna', 'Uživo', 'Tiketi', 'Kazino', 'Profil'];
  const nav = rng.chance(0.5)
    ? `<div class="nav${rng.chance(0.4) ? ' glass' : ''}">${navItems
        .map((x, i) => `<div${i === 2 ? ' class="on"' : ''}><i${i % 2 ? ' class="c"' : ''}></i>${x}</div>`)
        .join('')}</div>`
    : '';
  const homeInd = rng.chance(0.5) ? '<div class="home-ind"></div>' : '';

  const body = `<div id="ticket">${rng.chance(0.5) ? '<div class="glow"></div>' : ''}
${rng.chance(0.7) ? statusBar(t, rng) : ''}
${appBar}
${tabs}
${header}
${parts.join('\n')}
${toast}
${bar}
${nav}${homeInd}
</div>${FIT_SCRIPT}`;
  return page(css(pal, acc, font, nameSize, subSize, bold), body);
}

export const appCompactOled: Layout = {
  name: 'app-compact-oled',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
