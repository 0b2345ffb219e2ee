// An international betting app in English, as Balkan bettors use it on the phone (bet365/Betway/Unibet/1xBet-like,
// invented brands), screenshotted at device pixel ratio 2 or 3 (the page zoomed 1.5× on the ratio-2 renderer), light
// or dark per ticket, paid in EUR, RSD or KM. "My Bets"/"Open Bets"/"Bet Slip" screens with "5 Fold"/"Acca"/
// "Accumulator" headers; each leg prints the selection in English words (a team's name, "Draw", "Over 2.5", "Yes",
// "Arsenal or Draw", "1st Half - Draw"), the market in English ("Full Time Result", "Double Chance", "Total Goals"),
// "Home v Away", English kickoffs ("Sat 07 Dec 20:45", "Today 18:30", "07/12 20:45") and English league names. A few
// tickets leave some markets in the ticket's own language ("Konačan ishod" · "1"), as half-localised apps do. One
// card shape per ticket: a bet365-like open bet (selection and odds first), event cards with a market strip, a
// 1xBet-like label grid ("Event start", "Bet type", "Pick", "Coef."), a bet slip before placing, or a kickoff column
// with the selection over an odds pill. Cash Out buttons, "Stake", "To Return"/"Potential Returns"/"Payout", the
// total odds and a bet reference. The truth stays the Ticket (Serbian market names, canonical picks).
import type { Rng } from '../../../rng';
import { COMPETITIONS, shortPlayerName, type Lang } from '../../teams';
import { ascii, esc, marketName, num, pickChip, type Dec } from '../../text';
import {
  makeTicket,
  weekday,
  type Currency,
  type Leg,
  type Moment,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { drawLang, sportMix } from '../parts';
import { page, type Layout } from '../types';

const BRANDS = ['BetHarbor', 'Stakeway', 'Unispin', '1xGoal', 'Kickstake', 'Oddsport', 'Stakora', 'PlayLine'];

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'EUR',
  fee: false,
  sports: sportMix(70, 18, 12),
  legs: [2, 8],
  bookmakers: BRANDS,
  ticketId: (rng) =>
    rng.pick([
      () =>
        Array.from({ length: 2 }, () => 'ABCDEFGHJKLMNPRSTUVWXZ'[rng.int(0, 21)]).join('') +
        String(rng.int(1000000000, 9999999999)) +
        'ABCDEFGHJKLMNPRSTUVWXZ'[rng.int(0, 21)],
      () => String(rng.int(100000000, 999999999)) + String(rng.int(10, 99)),
      () => `O/${rng.int(1000000, 9999999)}/${rng.int(1000000, 9999999)}`,
      () => `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`,
    ])(),
};

// ------------------------------------------------------------------ English wording

const LEAGUES_EN: Record<string, readonly [string, string]> = {
  'Srbija - Super liga': ['Serbia', 'SuperLiga'],
  'Hrvatska - SuperSport HNL': ['Croatia', 'HNL'],
  'BiH - Premijer liga': ['Bosnia & Herzegovina', 'Premier League'],
  'Slovenija - Prva liga': ['Slovenia', 'PrvaLiga'],
  'Crna Gora - 1. CFL': ['Montenegro', '1. CFL'],
  'S. Makedonija - Prva liga': ['North Macedonia', 'First League'],
  'Engleska - Premijer liga': ['England', 'Premier League'],
  'Španija - La Liga': ['Spain', 'LaLiga'],
  'Italija - Serija A': ['Italy', 'Serie A'],
  'Nemačka - Bundesliga': ['Germany', 'Bundesliga'],
  'Francuska - Liga 1': ['France', 'Ligue 1'],
  'Turska - Super liga': ['Turkey', 'Super Lig'],
  'Portugalija - Primeira liga': ['Portugal', 'Primeira Liga'],
  'Holandija - Eredivizija': ['Netherlands', 'Eredivisie'],
  'Srbija - Prva liga': ['Serbia', 'Prva Liga'],
  'Hrvatska - Prva NL': ['Croatia', 'Prva NL'],
  'BiH - Prva liga FBiH': ['Bosnia & Herzegovina', 'First League FBiH'],
  'Engleska - Liga 2': ['England', 'League Two'],
  'Italija - Serija C': ['Italy', 'Serie C'],
  'Nemačka - 3. liga': ['Germany', '3. Liga'],
  'ABA liga': ['', 'ABA League'],
  Evroliga: ['', 'EuroLeague'],
  'Srbija - KLS': ['Serbia', 'KLS'],
  'Hrvatska - Premijer liga': ['Croatia', 'Premijer Liga'],
  'ATP Beč': ['', 'ATP Vienna'],
  'WTA Linz': ['', 'WTA Linz'],
  'ITF Antalya': ['', 'ITF Antalya'],
};

type LeagueStyle = 'plain' | 'dash' | 'dot' | 'path' | 'short';

function enLeague(l: Leg, lang: Lang, style: LeagueStyle): string {
  const comp = COMPETITIONS[l.sport].find((c) => c.name[lang] === l.league);
  const pair = comp ? LEAGUES_EN[comp.name.sr] : undefined;
  if (!pair) return l.league;
  const [country, league] = pair;
  const sport = l.sport === 'football' ? 'Soccer' : l.sport === 'basketball' ? 'Basketball' : 'Tennis';
  if (!country) return style === 'path' ? `${sport} / ${league}` : league;
  switch (style) {
    case 'plain':
      return `${country} ${league}`;
    case 'dash':
      return `${country} - ${league}`;
    case 'dot':
      return `${country} · ${league}`;
    case 'path':
      return `${sport} / ${country} / ${league}`;
    case 'short':
      return league;
  }
}

const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n: number): string => String(n).padStart(2, '0');

type KickStyle = 'dow' | 'rel' | 'slash' | 'dmy' | 'ampm';

function dayDiff(a: Moment, b: Moment): number {
  return Math.round((Date.UTC(a.y, a.mo - 1, a.d) - Date.UTC(b.y, b.mo - 1, b.d)) / 86400000);
}

function clock(m: Moment, ampm: boolean): string {
  if (!ampm) return `${p2(m.h)}:${p2(m.mi)}`;
  const h = m.h % 12 === 0 ? 12 : m.h % 12;
  return `${h}:${p2(m.mi)} ${m.h < 12 ? 'AM' : 'PM'}`;
}

/** The kickoff as [day part, time part]; layouts join them or stack them. */
function kick(m: Moment, now: Moment, style: KickStyle): [string, string] {
  const dow = DOW[weekday(m)];
  switch (style) {
    case 'dow':
      return [`${dow} ${p2(m.d)} ${MON[m.mo - 1]}`, clock(m, false)];
    case 'rel': {
      const dd = dayDiff(m, now);
      if (dd === 0) return ['Today', clock(m, false)];
      if (dd === 1) return ['Tomorrow', clock(m, false)];
      return [`${dow} ${p2(m.d)} ${MON[m.mo - 1]}`, clock(m, false)];
    }
    case 'slash':
      return [`${p2(m.d)}/${p2(m.mo)}`, clock(m, false)];
    case 'dmy':
      return [`${p2(m.d)} ${MON[m.mo - 1]} ${m.y}`, clock(m, false)];
    case 'ampm':
      return [`${dow}, ${MON[m.mo - 1]} ${m.d}`, clock(m, true)];
  }
}

interface Words {
  fam: 'b365' | 'betway' | 'onex';
  dec: Dec;
  nameAscii: boolean;
  tennis: 'full' | 'short' | 'initial';
  /** Legs whose market stays in the ticket's own language. */
  local: Set<number>;
  lang: Lang;
  rng: Rng;
}

function nm(name: string, l: Leg, w: Words): string {
  let s = name;
  if (l.sport === 'tennis' && w.tennis !== 'full') {
    if (w.tennis === 'short') s = shortPlayerName(name);
    else {
      const parts = name.split(' ');
      s = `${parts[0][0]}. ${parts.slice(1).join(' ')}`;
    }
  }
  return w.nameAscii ? ascii(s) : s;
}

/** [market, selection] in English (or left in the ticket's language on "local" legs). Plain text, not escaped. */
function marketSel(l: Leg, i: number, w: Words): [string, string] {
  const { rng, dec, fam } = w;
  const H = nm(l.home, l, w);
  const A = nm(l.away, l, w);
  const ln = (x: number): string => num(x, dec, '', 1);
  if (w.local.has(i)) return [marketName(l.bet, w.lang), pickChip(l.bet, dec)];
  const onex = fam === 'onex';
  switch (l.bet.key) {
    case 'ki1':
    case 'kix':
    case 'ki2': {
      const m = onex
        ? '1X2'
        : rng.pick(
            fam === 'b365' ? ['Full Time Result', 'Match Result'] : ['Match Result', '1X2', 'Match Winner'],
          );
      const code = l.bet.key === 'ki1' ? '1' : l.bet.key === 'kix' ? 'X' : '2';
      if (onex || m === '1X2')
        return [m, rng.chance(0.5) ? code : code === '1' ? H : code === 'X' ? 'Draw' : A];
      return [m, code === '1' ? H : code === 'X' ? 'Draw' : A];
    }
    case 'ds1x':
    case 'dsx2':
    case 'ds12': {
      const code = l.bet.key === 'ds1x' ? '1X' : l.bet.key === 'dsx2' ? 'X2' : '12';
      if (onex && rng.chance(0.6)) return ['Double Chance', code];
      const words = code === '1X' ? `${H} or Draw` : code === 'X2' ? `Draw or ${A}` : `${H} or ${A}`;
      return ['Double Chance', words];
    }
    case 'gg':
    case 'ng': {
      const m = rng.pick(['Both Teams To Score', 'Both Teams to Score', 'Both Teams To Score?', 'BTTS']);
      return [m, l.bet.key === 'gg' ? 'Yes' : 'No'];
    }
    case 'ug02':
    case 'ug2p':
    case 'ug3p': {
      const x = l.bet.key === 'ug2p' ? 1.5 : 2.5;
      const side = l.bet.key === 'ug02' ? 'Under' : 'Over';
      const m = rng.pick([
        'Total Goals',
        'Goals Over/Under',
        'Match Goals',
        'Total Goals Over/Under',
        'Total',
      ]);
      return [m, rng.chance(0.3) ? `${side} ${ln(x)} Goals` : `${side} ${ln(x)}`];
    }
    case 'p1_1':
    case 'p1_x': {
      const sel = l.bet.key === 'p1_1' ? H : 'Draw';
      if (rng.chance(0.4)) return ['Half Time Result', `1st Half - ${sel}`];
      return [rng.pick(['Half Time Result', '1st Half Result', 'Half-Time']), sel];
    }
    case 'p2_2':
      if (rng.chance(0.4)) return ['2nd Half Result', `2nd Half - ${A}`];
      return [rng.pick(['2nd Half Result', '2nd Half - 1X2']), A];
    case 'gg3p':
      return [
        rng.pick(['Both Teams To Score & Total Goals', 'BTTS & Over/Under 2.5', 'BTTS & Total Goals']),
        rng.pick([`Yes & Over ${ln(2.5)}`, `Yes / Over ${ln(2.5)}`, `Yes and Over ${ln(2.5)} Goals`]),
      ];
    case '1ug3p':
      return [
        rng.pick(['Result & Total Goals', 'Match Result and Over/Under 2.5', 'Result / Total Goals']),
        rng.pick([`${H} & Over ${ln(2.5)}`, `${H} and Over ${ln(2.5)}`, `${H} / Over ${ln(2.5)}`]),
      ];
    case 'bk1':
    case 'bk2':
      return [
        rng.pick(['Match Winner', 'Money Line', 'To Win (Incl. Overtime)', 'Winner (incl. OT)']),
        l.bet.key === 'bk1' ? H : A,
      ];
    case 'bkover':
    case 'bkunder':
      return [
        rng.pick(['Total Points', 'Total Points (incl. OT)', 'Game Total', 'Total Points Over/Under']),
        `${l.bet.key === 'bkover' ? 'Over' : 'Under'} ${ln(l.bet.line ?? 0)}`,
      ];
    case 't1':
    case 't2':
      return [rng.pick(['Match Winner', 'To Win Match', 'Match Betting']), l.bet.key === 't1' ? H : A];
  }
}

// ------------------------------------------------------------------ themes

interface Theme {
  dark: boolean;
  bg: string;
  card: string;
  text: string;
  sub: string;
  line: string;
  bar: string;
  barText: string;
  accent: string;
  onAccent: string;
  tint: string;
  cash: string;
}

function drawTheme(rng: Rng): Theme {
  const brand = rng.pick([
    { bar: '#126e51', accent: '#ffdf1b', onAccent: '#111', cash: '#ffdf1b' },
    { bar: '#0b0b0b', accent: '#00a826', onAccent: '#fff', cash: '#00a826' },
    { bar: '#147b45', accent: '#ffe71f', onAccent: '#0b2d1a', cash: '#147b45' },
    { bar: '#1a5684', accent: '#8fc43a', onAccent: '#fff', cash: '#8fc43a' },
    { bar: '#2b0d5a', accent: '#ff4f9a', onAccent: '#fff', cash: '#ff4f9a' },
    { bar: '#0f2747', accent: '#ff8a00', onAccent: '#fff', cash: '#ff8a00' },
    { bar: '#c8102e', accent: '#ffd200', onAccent: '#111', cash: '#1f9d55' },
  ]);
  const dark = rng.chance(0.5);
  if (dark) {
    const base = rng.pick([
      { bg: '#121212', card: '#1f1f1f', line: '#2e2e2e' },
      { bg: '#0f1720', card: '#18222d', line: '#26323f' },
      { bg: '#151a17', card: '#1e2622', line: '#2b3530' },
      { bg: '#000000', card: '#161616', line: '#262626' },
      { bg: '#1b1d24', card: '#262933', line: '#343844' },
    ]);
    return {
      dark,
      ...base,
      text: rng.pick(['#ffffff', '#eceff1', '#e6e6e6']),
      sub: rng.pick(['#9aa0a6', '#8a9099', '#7d858d', '#a7adb3']),
      bar: rng.chance(0.5) ? brand.bar : base.card,
      barText: '#fff',
      accent: brand.accent,
      onAccent: brand.onAccent,
      tint: 'rgba(255,255,255,0.06)',
      cash: brand.cash,
    };
  }
  const base = rng.pick([
    { bg: '#eef0f2', card: '#ffffff', line: '#e1e4e8' },
    { bg: '#f4f4f4', card: '#ffffff', line: '#e6e6e6' },
    { bg: '#e9edf1', card: '#ffffff', line: '#d9dee4' },
    { bg: '#ffffff', card: '#ffffff', line: '#e3e3e3' },
  ]);
  const accentOnLight =
    brand.accent === '#ffdf1b' || brand.accent === '#ffe71f' || brand.accent === '#ffd200';
  return {
    dark,
    ...base,
    text: rng.pick(['#1a1a1a', '#222831', '#0d1b2a']),
    sub: rng.pick(['#6b6f75', '#7a7f86', '#8b9096', '#5f6670']),
    bar: brand.bar,
    barText: '#fff',
    accent: accentOnLight ? brand.bar : brand.accent,
    onAccent: '#fff',
    tint: '#f1f3f5',
    cash: brand.cash === '#ffdf1b' || brand.cash === '#ffe71f' ? brand.bar : brand.cash,
  };
}

// ------------------------------------------------------------------ money

interface Money {
  cur: Currency;
  dec: Dec;
  pre: boolean;
  sym: string;
}

function money(x: number, m: Money): string {
  const sep = m.dec === '.' ? ',' : '.';
  const v = num(x, m.dec, sep);
  if (m.sym === '€') return m.pre ? `€${v}` : `${v} €`;
  return m.pre ? `${m.sym} ${v}` : `${v} ${m.sym}`;
}

function foldName(n: number, rng: Rng): string {
  const b365 = n === 2 ? 'Double' : n === 3 ? 'Treble' : `${n} Fold`;
  if (n <= 3) return rng.pick([b365, b365, `Accumulator (${n})`, `Acca (${n})`, `Multiple (${n})`]);
  return rng.pick([
    b365,
    b365,
    `Accumulator (${n})`,
    `Acca (${n})`,
    `${n}-Fold Accumulator`,
    `${n} Fold Acca`,
    `Multiple (${n})`,
  ]);
}

// ------------------------------------------------------------------ render

type Shape = 'ref' | 'event' | 'grid' | 'slip' | 'column';

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const currency: Currency =
    lang === 'sr'
      ? rng.weighted<Currency>([
          ['RSD', 5],
          ['EUR', 3],
        ])
      : lang === 'hr'
        ? 'EUR'
        : rng.weighted<Currency>([
            ['BAM', 3],
            ['EUR', 2],
          ]);
  Object.assign(t, makeTicket(rng, { ...PROFILE, lang, currency }));

  const shape = rng.pick<Shape>(['ref', 'event', 'grid', 'slip', 'column']);
  const th = drawTheme(rng);
  const dec: Dec = rng.chance(0.8) ? '.' : ',';
  const fam: Words['fam'] = shape === 'grid' ? 'onex' : rng.pick(['b365', 'betway', 'b365']);
  const local = new Set<number>();
  if (rng.chance(0.25)) t.legs.forEach((_, i) => rng.chance(0.45) && local.add(i));
  const w: Words = {
    fam,
    dec,
    nameAscii: rng.chance(0.25),
    tennis: rng.weighted<Words['tennis']>([
      ['full', 6],
      ['short', 2],
      ['initial', 2],
    ]),
    local,
    lang,
    rng,
  };
  const mon: Money = {
    cur: t.currency,
    dec,
    pre: rng.chance(0.6),
    sym:
      t.currency === 'EUR'
        ? rng.pick(['€', '€', 'EUR'])
        : t.currency === 'RSD'
          ? 'RSD'
          : rng.pick(['KM', 'KM', 'BAM']),
  };
  const od = (x: number): string => num(x, dec);
  const leagueStyle = rng.pick<LeagueStyle>(['plain', 'plain', 'dash', 'dot', 'path', 'short']);
  const kickStyle = rng.weighted<KickStyle>([
    ['dow', 4],
    ['rel', 3],
    ['slash', 3],
    ['dmy', 1],
    ['ampm', 1],
  ]);
  const vs = rng.pick([' v ', ' v ', ' vs ', ' vs. ', ' - ', ' – ']);
  const stacked = rng.chance(0.3);
  const now = t.printedAt;
  const at = rng.pick(['@', '@ ', '']);
  const nf = width < 380 ? 14 : 15;
  const sf = rng.pick([11, 11.5, 12, 12.5]);
  const font = rng.pick([
    "Arial, 'Liberation Sans', sans-serif",
    "'DejaVu Sans', sans-serif",
    "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
    'Helvetica, Arial, sans-serif',
  ]);

  const legData = t.legs.map((l, i) => {
    const [market, sel] = marketSel(l, i, w);
    const [day, time] = kick(l.kickoff, now, kickStyle);
    const H = esc(nm(l.home, l, w));
    const A = esc(nm(l.away, l, w));
    return {
      l,
      market: esc(market),
      sel: esc(sel),
      day,
      time,
      when:
        kickStyle === 'slash' || kickStyle === 'dow' || kickStyle === 'rel'
          ? `${day} ${time}`
          : `${day} · ${time}`,
      league: esc(enLeague(l, lang, leagueStyle)),
      H,
      A,
      match: stacked ? `<span class="hn">${H}</span><span class="an">${A}</span>` : `${H}${esc(vs)}${A}`,
      matchLine: `${H}${esc(vs)}${A}`,
      odds: od(l.odds),
    };
  });

  const sportIcon = (l: Leg): string => `<i class="sp sp-${l.sport}"></i>`;

  const stakeL = rng.pick(['Stake', 'Stake', 'Total Stake', 'Bet Amount']);
  const retL = rng.pick([
    'To Return',
    'Potential Returns',
    'Payout',
    'Potential Payout',
    'Potential Winnings',
    'Returns',
  ]);
  const oddsL = rng.pick(['Odds', 'Total Odds', 'Total odds', 'Acca Odds']);
  const refL = rng.pick(['Bet Ref', 'Bet Ref:', 'Bet ID', 'Ticket ID', 'Ref.', 'Bet slip No.']);
  const n = t.legs.length;
  const fold = foldName(n, rng);
  const stake = money(t.stake, mon);
  const pay = money(t.payout, mon);
  const total = od(t.totalOdds);
  const placed = `${p2(t.printedAt.d)}/${p2(t.printedAt.mo)}/${t.printedAt.y} ${p2(t.printedAt.h)}:${p2(t.printedAt.mi)}`;
  const placedAlt = `${DOW[weekday(t.printedAt)]} ${p2(t.printedAt.d)} ${MON[t.printedAt.mo - 1]} ${p2(t.printedAt.h)}:${p2(t.printedAt.mi)}`;
  const placedTxt = rng.pick([`Placed ${placed}`, `Placed: ${placedAlt}`, placed, `Bet placed ${placedAlt}`]);
  const cashAmt = money(Math.max(0.1, t.stake * rng.float(0.25, 1.6)), mon);
  const cashOff = rng.chance(0.15);
  const cashBtn = cashOff
    ? `<div class="cash off">Cash Out Suspended</div>`
    : `<div class="cash">${rng.pick(['Cash Out', 'Cash Out', 'CASH OUT', 'Cashout'])} ${cashAmt}</div>`;
  const statusDot = rng.pick(['ring', 'dot', 'none']);
  // The slip just after "Place Bet": a receipt with the bet reference instead of the stake input.
  const receipt = shape === 'slip' && rng.chance(0.4);

  // ---- legs per shape
  let legsHtml = '';
  if (shape === 'ref') {
    const leagueLine = rng.chance(0.5);
    // Some screenshots are taken after the first legs have been won: a green tick replaces their open ring.
    const settled = statusDot !== 'none' && rng.chance(0.3) ? rng.int(1, n - 1) : 0;
    legsHtml = legData
      .map(
        (d, i) => `<div class="leg ref">
<div class="r1">${statusDot !== 'none' ? `<i class="st ${i < settled ? 'won' : statusDot}"></i>` : ''}<b class="sel">${d.sel}</b><b class="od">${d.odds}</b></div>
<div class="r2">${d.market}</div>
<div class="r3${stacked ? ' two' : ''}">${d.match}</div>
<div class="r4">${leagueLine ? `${d.league} · ` : ''}${d.when}</div>
</div>`,
      )
      .join('');
  } else if (shape === 'event') {
    const oddsBox = rng.pick(['box', 'fill', 'plain']);
    legsHtml = legData
      .map(
        (d) => `<div class="leg event">
<div class="top">${sportIcon(d.l)}<span class="lg">${d.league}</span><span class="kt">${d.when}</span></div>
<div class="names"><div>${d.H}</div><div>${d.A}</div></div>
<div class="strip"><div class="ms"><small>${d.market}</small><b>${d.sel}</b></div><span class="ob ${oddsBox}">${d.odds}</span></div>
</div>`,
      )
      .join('');
  } else if (shape === 'grid') {
    const lab = {
      start: rng.pick(['Event start', 'Start', 'Date']),
      type: rng.pick(['Bet type', 'Market', 'Bet']),
      pick: rng.pick(['Pick', 'Selection', 'Outcome']),
      odds: rng.pick(['Coef.', 'Odds', 'Coefficient']),
    };
    legsHtml = legData
      .map(
        (d, i) => `<div class="leg grid">
<div class="gh"><span>${i + 1}. ${d.league}</span></div>
<div class="gm">${d.matchLine}</div>
<div class="gr"><span>${lab.start}</span><span>${d.when}</span></div>
<div class="gr"><span>${lab.type}</span><span>${d.market}</span></div>
<div class="gr"><span>${lab.pick}</span><b>${d.sel}</b></div>
<div class="gr"><span>${lab.odds}</span><b class="acc">${d.odds}</b></div>
</div>`,
      )
      .join('');
  } else if (shape === 'slip') {
    legsHtml = legData
      .map(
        (d) => `<div class="leg slip">
${receipt ? '<span class="x ok">✓</span>' : '<span class="x">×</span>'}
<div class="sb"><div class="r1"><b class="sel">${d.sel}</b><span class="obx">${d.odds}</span></div>
<div class="r2">${d.market}</div>
<div class="r3">${d.matchLine}</div>
<div class="r4">${d.when}</div></div>
</div>`,
      )
      .join('');
  } else {
    const oddsFirst = rng.chance(0.3);
    legsHtml = legData
      .map(
        (d) => `<div class="leg column">
<div class="kc"><span>${esc(d.day)}</span><b>${d.time}</b></div>
<div class="mc"><div class="nm">${d.H}</div><div class="nm">${d.A}</div><div class="mk">${d.market}</div></div>
<div class="pc">${oddsFirst ? `<span class="pill">${at}${d.odds}</span><span class="ps">${d.sel}</span>` : `<span class="ps">${d.sel}</span><span class="pill">${at}${d.odds}</span>`}</div>
</div>`,
      )
      .join('');
  }

  // ---- chrome
  const statusBar = rng.chance(0.7)
    ? `<div class="sbar"><b>${p2(rng.int(7, 23))}:${p2(rng.int(0, 59))}</b><span><i class="sig"><i></i><i></i><i></i><i></i></i> ${rng.pick(['4G', 'LTE', '5G'])} &nbsp;${rng.int(12, 99)}%</span></div>`
    : '';
  const title =
    shape === 'slip'
      ? receipt
        ? rng.pick(['Bet Receipt', 'Bet Placed', 'Betslip'])
        : rng.pick([`Bet Slip (${n})`, 'Bet Slip', 'Betslip'])
      : rng.pick(['My Bets', 'Open Bets', 'My Bets', 'Bet Details']);
  const balance = money((rng.int(0, 20000) / 100) * (t.currency === 'RSD' ? 100 : 1), mon);
  const appBar = rng.chance(0.5)
    ? `<div class="abar"><span class="back">‹</span><span class="ttl">${title}</span><span class="bal">${balance}</span></div>`
    : `<div class="abar"><span class="logo">${esc(t.bookmaker)}</span><span class="bal">${balance}</span></div><div class="ttl2">${title}</div>`;
  const tabs = receipt
    ? ''
    : shape !== 'slip' && rng.chance(0.6)
      ? `<div class="tabs">${rng
          .pick([
            ['Cash Out', 'Live Now', 'Unsettled', 'Settled'],
            ['Open', 'Settled', 'All'],
            ['Open Bets', 'Settled Bets'],
            ['Active', 'Cash Out', 'History'],
          ])
          .map(
            (x, i, all) =>
              `<span class="${(all.includes('Unsettled') ? x === 'Unsettled' : i === 0) ? 'on' : ''}">${x}</span>`,
          )
          .join('')}</div>`
      : shape === 'slip'
        ? `<div class="tabs">${['Singles', rng.pick(['Accumulator', 'Multiples', 'Acca']), 'System']
            .map((x, i) => `<span class="${i === 1 ? 'on' : ''}">${x}</span>`)
            .join('')}</div>`
        : '';

  const badge = rng.pick(['', 'Open', 'Early Payout', 'Acca Boost', 'Edit Bet']);
  const refBottom = rng.chance(0.4);
  const showPlaced = rng.chance(0.6);
  const headMeta = [refBottom ? '' : `${refL} ${esc(t.ticketId)}`, showPlaced ? placedTxt : '']
    .filter(Boolean)
    .join(' · ');
  const head =
    shape === 'slip'
      ? ''
      : `<div class="head"><div class="h1"><b>${esc(fold)}</b>${badge ? `<span class="bdg">${badge}</span>` : ''}<span class="hs">${stake}</span></div>
${headMeta ? `<div class="h2">${headMeta}</div>` : ''}</div>`;

  const sumRows = (): string =>
    `<div class="sum">
<div><span>${oddsL}</span><b>${total}</b></div>
<div><span>${stakeL}</span><b>${stake}</b></div>
<div class="pay"><span>${retL}</span><b>${pay}</b></div>
</div>`;
  const sumCols = (): string =>
    `<div class="sumc"><div><small>${oddsL}</small><b>${total}</b></div><div><small>${stakeL}</small><b>${stake}</b></div><div><small>${retL}</small><b>${pay}</b></div></div>`;

  let foot = '';
  if (receipt) {
    foot = `<div class="slipfoot">
<div class="placed">✓ ${rng.pick(['Bet Placed', 'Your bet has been placed', 'Bet accepted'])}</div>
<div class="srow"><span>${refL}</span><b>${esc(t.ticketId)}</b></div>
<div class="srow"><span>${esc(fold)}</span><span>${oddsL} <b>${total}</b></span></div>
<div class="srow"><span>${stakeL}</span><b>${stake}</b></div>
<div class="srow big"><span>${retL}</span><b>${pay}</b></div>
<div class="btns"><span>${rng.pick(['Keep Selections', 'Reuse Selections', 'Retain Selections'])}</span><span class="done">${rng.pick(['Done', 'OK', 'Continue'])}</span></div>
</div>`;
  } else if (shape === 'slip') {
    foot = `<div class="slipfoot">
<div class="srow"><span>${esc(fold)}</span><span>${oddsL} <b>${total}</b></span></div>
<div class="stk"><span>${stakeL}</span><span class="inp">${stake}</span></div>
<div class="chips">${(t.currency === 'RSD' ? [100, 200, 500, 1000] : [2, 5, 10, 20]).map((x) => `<span>+${x}</span>`).join('')}</div>
<div class="srow big"><span>${retL}</span><b>${pay}</b></div>
${rng.chance(0.4) ? '<div class="note">✓ Accept all odds changes</div>' : ''}
<div class="place">Place Bet ${stake}</div>
</div>`;
  } else {
    const sum = rng.chance(0.5) ? sumRows() : sumCols();
    foot = `${sum}${cashBtn}${refBottom ? `<div class="ref2">${refL} ${esc(t.ticketId)}</div>` : ''}`;
  }
  const sumTop = shape !== 'slip' && shape !== 'ref' && rng.chance(0.3);
  const nav = rng.chance(0.5)
    ? `<div class="nav">${['Home', 'In-Play', 'My Bets', 'Casino', 'Account'].map((x) => `<span class="${x === 'My Bets' ? 'on' : ''}">${x}</span>`).join('')}</div>`
    : '';
  const age = rng.chance(0.4) ? `<div class="age">18+ · Gamble responsibly · T&amp;Cs apply</div>` : '';
  const dpr3 = rng.chance(0.35);

  const css = `
#ticket{width:${width}px;background:var(--bg);color:var(--tx);font-family:var(--font);font-size:${nf}px;padding-bottom:6px;${dpr3 ? 'zoom:1.5;' : ''}}
.sbar{display:flex;justify-content:space-between;padding:6px 16px 4px;font-size:12px;background:var(--bar);color:var(--btx)}
.sig{display:inline-flex;align-items:flex-end;gap:1.5px;height:10px;margin-right:3px}
.sig i{display:block;width:3px;background:currentColor}
.sig i:nth-child(1){height:4px}.sig i:nth-child(2){height:6px}.sig i:nth-child(3){height:8px}.sig i:nth-child(4){height:10px;opacity:.45}
.abar{display:flex;align-items:center;gap:10px;padding:10px 14px;background:var(--bar);color:var(--btx)}
.abar .back{font-size:24px;line-height:18px}
.abar .ttl{font-weight:700;font-size:17px;flex:1}
.abar .logo{font-weight:800;font-size:18px;font-style:italic;flex:1;letter-spacing:-0.5px}
.abar .bal{font-size:13px;padding:3px 8px;border-radius:12px;background:rgba(255,255,255,0.15)}
.ttl2{font-weight:700;font-size:18px;padding:12px 14px 4px}
.tabs{display:flex;gap:18px;padding:8px 14px 0;border-bottom:1px solid var(--ln);font-size:13px;color:var(--sub)}
.tabs span{padding-bottom:8px}
.tabs .on{color:var(--tx);font-weight:700;border-bottom:3px solid var(--ac)}
.wrap{padding:10px 10px 4px}
.box{background:var(--card);border-radius:${rng.pick([4, 8, 12])}px;${th.dark ? '' : 'box-shadow:0 1px 3px rgba(0,0,0,0.12);'}overflow:hidden}
.head{padding:12px 14px 8px;border-bottom:1px solid var(--ln)}
.h1{display:flex;align-items:center;gap:8px;font-size:16px}
.h1 .hs{margin-left:auto;font-weight:700}
.bdg{font-size:10.5px;padding:2px 6px;border-radius:3px;background:var(--ac);color:var(--on);font-weight:700}
.h2{font-size:var(--sf);color:var(--sub);margin-top:4px}
.leg{min-width:0}
.leg.ref{padding:10px 14px;border-bottom:1px solid var(--ln)}
.ref .r1,.slip .r1{display:flex;align-items:flex-start;gap:8px}
.ref .sel,.slip .sel{flex:1;min-width:0;font-size:${nf}px}
.ref .od{font-size:${nf}px}
.st{width:11px;height:11px;border-radius:50%;margin-top:3px;flex:none}
.st.ring{border:2px solid var(--sub)}
.st.dot{background:var(--ac)}
.st.won{background:#1fa84f;position:relative;width:13px;height:13px}
.st.won::after{content:'';position:absolute;left:4px;top:1.5px;width:3px;height:6px;border:solid #fff;border-width:0 2px 2px 0;transform:rotate(45deg)}
.r2{font-size:var(--sf);color:var(--sub);margin-top:3px}
.ref .r2,.ref .r3,.ref .r4{padding-left:${statusDot !== 'none' ? 19 : 0}px}
.r3{font-size:${nf - 1.5}px;margin-top:3px}
.r3.two span{display:block}
.r4{font-size:var(--sf);color:var(--sub);margin-top:3px}
.leg.event{margin:8px 0;background:var(--card);border-radius:8px;overflow:hidden;${th.dark ? '' : 'box-shadow:0 1px 2px rgba(0,0,0,0.1);'}}
.event .top{display:flex;align-items:center;gap:6px;padding:8px 12px 2px;font-size:var(--sf);color:var(--sub)}
.event .lg{flex:1;min-width:0}
.event .names{padding:4px 12px 8px;font-weight:700;line-height:1.35}
.event .strip{display:flex;align-items:center;gap:10px;padding:8px 12px;background:var(--tint);border-top:1px solid var(--ln)}
.event .ms{flex:1;min-width:0;display:flex;flex-direction:column}
.event .ms small{font-size:var(--sf);color:var(--sub)}
.ob{font-weight:700;padding:6px 10px;border-radius:6px;min-width:54px;text-align:center}
.ob.box{border:1px solid var(--ln);background:var(--card)}
.ob.fill{background:var(--ac);color:var(--on)}
.ob.plain{color:var(--ac);padding:0}
.sp{width:12px;height:12px;border-radius:50%;display:inline-block;flex:none;border:1.5px solid var(--sub)}
.sp-basketball{background:#e0762b;border-color:#e0762b}
.sp-tennis{background:#c9d840;border-color:#c9d840}
.leg.grid{margin:8px 0;background:var(--card);border:1px solid var(--ln);border-radius:4px}
.gh{background:var(--bar);color:var(--btx);font-size:var(--sf);padding:5px 10px}
.gm{font-weight:700;padding:8px 10px 4px}
.gr{display:flex;justify-content:space-between;gap:10px;padding:3px 10px;font-size:${nf - 1.5}px}
.gr span:first-child{color:var(--sub)}
.gr:last-child{padding-bottom:8px}
.gr>span:last-child,.gr>b{text-align:right}
.acc{color:var(--ac)}
.leg.slip{display:flex;gap:10px;padding:10px 12px;border-bottom:1px solid var(--ln)}
.slip .x{width:20px;height:20px;border-radius:50%;border:1px solid var(--sub);color:var(--sub);text-align:center;line-height:18px;flex:none;font-size:14px}
.slip .sb{flex:1;min-width:0}
.obx{border:1px solid var(--ac);color:var(--tx);font-weight:700;padding:3px 8px;border-radius:4px}
.leg.column{display:flex;gap:10px;align-items:center;padding:10px 12px;border-bottom:1px solid var(--ln)}
.kc{width:68px;flex:none;display:flex;flex-direction:column;font-size:var(--sf);color:var(--sub)}
.kc b{color:var(--tx);font-size:13px}
.mc{flex:1;min-width:0}
.mc .nm{font-weight:600;line-height:1.3}
.mc .mk{font-size:var(--sf);color:var(--sub);margin-top:3px}
.pc{display:flex;flex-direction:column;align-items:flex-end;gap:4px;max-width:40%;text-align:right}
.ps{font-size:${nf - 2}px;font-weight:700}
.pill{background:var(--ac);color:var(--on);border-radius:14px;padding:4px 10px;font-weight:700;font-size:13.5px}
.sum{padding:10px 14px}
.sum div{display:flex;justify-content:space-between;align-items:baseline;padding:3px 0}
.sum span{color:var(--sub)}
.sum .pay b{font-size:17px}
.sumc{display:flex;padding:10px 8px;border-top:1px solid var(--ln)}
.sumc div{flex:1;display:flex;flex-direction:column;align-items:center;gap:2px}
.sumc small{font-size:var(--sf);color:var(--sub)}
.cash{margin:6px 14px 12px;padding:11px;text-align:center;border-radius:6px;background:var(--cash);color:${th.dark || th.cash !== '#ffdf1b' ? '#fff' : '#111'};font-weight:700}
.cash.off{background:var(--tint);color:var(--sub)}
.ref2{font-size:var(--sf);color:var(--sub);padding:0 14px 10px}
.slipfoot{padding:10px 14px;border-top:1px solid var(--ln)}
.srow{display:flex;justify-content:space-between;padding:4px 0;font-size:13.5px}
.srow.big b{font-size:18px}
.stk{display:flex;justify-content:space-between;align-items:center;margin:6px 0}
.inp{border:1px solid var(--ln);background:var(--tint);padding:7px 10px;border-radius:4px;min-width:110px;text-align:right;font-weight:700}
.chips{display:flex;gap:6px;margin-bottom:6px}
.chips span{flex:1;text-align:center;padding:5px 0;border-radius:4px;border:1px solid var(--ln);font-size:12px;color:var(--sub)}
.note{font-size:12px;color:var(--sub);margin:4px 0}
.x.ok{background:#1fa84f;border-color:#1fa84f;color:#fff;font-size:12px}
.placed{background:rgba(31,168,79,0.14);color:#1fa84f;font-weight:700;padding:9px 10px;border-radius:4px;margin-bottom:6px}
.btns{display:flex;gap:8px;margin-top:10px}
.btns span{flex:1;text-align:center;padding:11px 4px;border-radius:6px;border:1px solid var(--ln);font-weight:700;font-size:13.5px}
.btns .done{background:var(--ac);color:var(--on);border-color:var(--ac)}
.place{margin-top:8px;padding:12px;text-align:center;border-radius:6px;background:var(--ac);color:var(--on);font-weight:700}
.nav{display:flex;justify-content:space-around;padding:10px 4px 8px;border-top:1px solid var(--ln);font-size:11px;color:var(--sub);background:var(--card);margin-top:8px}
.nav .on{color:var(--ac);font-weight:700}
.age{font-size:10.5px;color:var(--sub);text-align:center;padding:8px}
`;
  const vars = [
    `--bg:${th.bg}`,
    `--card:${th.card}`,
    `--tx:${th.text}`,
    `--sub:${th.sub}`,
    `--ln:${th.line}`,
    `--bar:${th.bar}`,
    `--btx:${th.barText}`,
    `--ac:${th.accent}`,
    `--on:${th.onAccent}`,
    `--tint:${th.tint}`,
    `--cash:${th.cash}`,
    `--font:${font}`,
    `--sf:${sf}px`,
  ].join(';');

  let main: string;
  if (shape === 'ref' || shape === 'slip' || shape === 'column') {
    main = `<div class="wrap"><div class="box">${head}${sumTop ? sumCols() : ''}${legsHtml}${sumTop ? cashBtn : foot}</div></div>`;
  } else {
    main = `<div class="wrap"><div class="box">${head}${sumTop ? sumCols() + cashBtn : ''}</div>${legsHtml}${sumTop ? '' : `<div class="box">${foot}</div>`}</div>`;
  }
  const body = `<div id="ticket" style="${vars}">${statusBar}${appBar}${tabs}${main}${age}${nav}</div>`;
  return page(css, body);
}

export const appEnglishSlip: Layout = {
  name: 'app-english-slip',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
