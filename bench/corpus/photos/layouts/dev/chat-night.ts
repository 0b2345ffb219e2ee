// Chat screenshot in a messenger's dark theme (phone, device pixel ratio 2): a friend pastes a betting ticket as
// text. Unlike chat-bubbles (one leg per bubble, light theme) the legs come as a pasted list: one long multi-line
// bubble with one leg per line, or the list split over two or three consecutive bubbles, or a forwarded bubble.
// Around it: a status bar (time, signal, battery), a chat header (back arrow, avatar, first name, "na mreži" /
// "online"), a day divider ("Danas", "Jučer"), chatter from both sides (a question about the stake, a reply that
// quotes an earlier message's first words) and the input bar ("Poruka") at the bottom. Timestamps and read ticks
// sit at each bubble's bottom right. Each ticket varies (its rng): the app style (green-on-#0b141a, blue-grey
// night, dark with purple accents); who sends the ticket; whether the list has a title line, numbers ("1)",
// "1.") or bullets ("-", "•"); the leg line style ("Zvezda - Partizan 1 @1.85", "arsenal v chelsea gg 1.72",
// "Roma-Lazio X2 (1,40)", "Bayern Dortmund 3+ 1.55" with no separator only when both are one-word well-known
// clubs, "Alcaraz - Sinner 2 k 2,10"), sometimes mixed line by line; lower case and no diacritics or not;
// colloquial club names ("Zvezda", "Bayern", "PSG", tennis surnames) while the truth keeps the canonical ones;
// the total odds and stake in the last ticket bubble or a later one ("ukupno 12.45, ulog 200").
import type { Rng } from '../../../rng';
import { ascii, esc, num, odds, pickChip, pickCode, type Dec } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

interface Theme {
  bg: string;
  bar: string;
  inBg: string;
  outBg: string;
  text: string;
  meta: string;
  outMeta: string;
  tick: string;
  accent: string;
  dayBg: string;
  field: string;
  /** Name colour in a quote block and a forwarded label. */
  quote: string;
}

const THEMES: Record<'green' | 'bluegrey' | 'purple', Theme> = {
  green: {
    bg: '#0b141a',
    bar: '#202c33',
    inBg: '#202c33',
    outBg: '#005c4b',
    text: '#e9edef',
    meta: '#8696a0',
    outMeta: '#a6cbc2',
    tick: '#53bdeb',
    accent: '#00a884',
    dayBg: '#182229',
    field: '#2a3942',
    quote: '#06cf9c',
  },
  bluegrey: {
    bg: '#0e1621',
    bar: '#17212b',
    inBg: '#182533',
    outBg: '#2b5278',
    text: '#f5f5f5',
    meta: '#6d7f8f',
    outMeta: '#7da8d3',
    tick: '#7da8d3',
    accent: '#5288c1',
    dayBg: '#1e2c3a',
    field: '#17212b',
    quote: '#71baf5',
  },
  purple: {
    bg: '#121214',
    bar: '#1e1e22',
    inBg: '#2a2a30',
    outBg: '#5b4bc4',
    text: '#f2f2f7',
    meta: '#9a9aa5',
    outMeta: '#d0c8ff',
    tick: '#d0c8ff',
    accent: '#7360f2',
    dayBg: '#26262c',
    field: '#26262c',
    quote: '#a493ff',
  },
};

const css = `
#ticket{width:100%;background:var(--bg);color:var(--tx);font:15px/1.36 'Liberation Sans',Arial,sans-serif;display:flex;flex-direction:column}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 18px 4px;font-size:13px;font-weight:bold;background:var(--bar)}
.sb .r{display:flex;align-items:center;gap:5px;font-weight:normal;font-size:12px}
.hd{display:flex;align-items:center;gap:10px;padding:6px 10px 8px;background:var(--bar)}
.hd .bk{font-size:26px;line-height:1;color:var(--ac);width:14px}
.av{width:38px;height:38px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:bold;font-size:17px;color:#fff}
.hd .nm{flex:1}.hd b{display:block;font-size:16px}.hd span{font-size:12px;color:var(--mt)}
.hd .ic{display:flex;gap:18px;margin-right:4px}
.chat{flex:1;padding:4px 0 8px}
.day{text-align:center;margin:10px 0 6px}.day span{background:var(--day);border-radius:8px;padding:4px 12px;font-size:12px;color:var(--mt)}
.m{position:relative;max-width:80%;margin:2px 10px 2px 12px;padding:6px 9px 7px;border-radius:9px;background:var(--in);width:fit-content}
.m.first{margin-top:8px;border-top-left-radius:0}
.m.me{margin-left:auto;margin-right:12px;background:var(--out)}
.m.me.first{border-top-left-radius:9px;border-top-right-radius:0}
.m .ln{overflow-wrap:anywhere}
.m .sp{display:inline-block;width:var(--spw)}
.m .t{position:absolute;right:8px;bottom:4px;font-size:11px;color:var(--mt);display:flex;align-items:center;gap:3px;white-space:nowrap}
.m.me .t{color:var(--omt)}
.fw{font-size:12.5px;font-style:italic;color:var(--mt);margin-bottom:3px}
.fw.acc{font-style:normal;font-weight:bold;color:var(--qt)}
.m.me .fw{color:var(--omt)}
.q{border-left:4px solid var(--qt);background:rgba(0,0,0,.22);border-radius:5px;padding:4px 8px;margin-bottom:5px;font-size:13px}
.q b{display:block;color:var(--qt);font-size:12.5px}.q span{color:var(--mt)}
.m.me .q span{color:var(--omt)}
.in{display:flex;align-items:center;gap:8px;padding:7px 8px 10px;background:var(--bg)}
.in .f{flex:1;display:flex;align-items:center;gap:10px;background:var(--fd);border-radius:22px;padding:9px 14px;color:var(--mt);font-size:16px}
.in .f .p{flex:1}
.mic{width:44px;height:44px;border-radius:50%;background:var(--ac);display:flex;align-items:center;justify-content:center}
.home{height:5px;width:130px;border-radius:3px;background:#cfd3d6;margin:4px auto 8px;opacity:.8}
`;

const NAMES = [
  'Marko',
  'Nikola',
  'Stefan',
  'Luka',
  'Ivan',
  'Milan',
  'Dejan',
  'Vuk',
  'Ana',
  'Jovana',
  'Petar',
];
const AVATARS = ['#6b7c93', '#b0536f', '#3f8f6b', '#c07a2b', '#5a62c7', '#8a5bb5'];

/** How friends write well-known clubs in a chat; every other name is written in full. */
const COLLOQUIAL: Record<string, string> = {
  'Crvena zvezda': 'Zvezda',
  'Crvena zvezda Meridianbet': 'Zvezda',
  'Partizan Mozzart Bet': 'Partizan',
  'Mega Superbet': 'Mega',
  'Budućnost VOLI': 'Budućnost',
  'Bosna BH Telecom': 'Bosna',
  'Borac Mozzart': 'Borac',
  'Anadolu Efes': 'Efes',
  'Maccabi Tel Aviv': 'Maccabi',
  'Bayern München': 'Bayern',
  'Borussia Dortmund': 'Dortmund',
  'Bayer Leverkusen': 'Leverkusen',
  'Eintracht Frankfurt': 'Frankfurt',
  'Manchester City': 'Man City',
  'Manchester United': 'Man United',
  'Paris Saint-Germain': 'PSG',
  'Atlético Madrid': 'Atletico',
  'Dinamo Zagreb': 'Dinamo',
  'Hajduk Split': 'Hajduk',
  'Newcastle United': 'Newcastle',
  'West Ham United': 'West Ham',
};

/** One-word names so well known that friends write two of them with nothing between ("Bayern Dortmund"). */
const WELL_KNOWN = new Set([
  'Zvezda',
  'Partizan',
  'Bayern',
  'Dortmund',
  'Leverkusen',
  'Arsenal',
  'Chelsea',
  'Liverpool',
  'Barcelona',
  'Juventus',
  'Inter',
  'Milan',
  'Napoli',
  'Roma',
  'Lazio',
  'PSG',
  'Marseille',
  'Ajax',
  'PSV',
  'Benfica',
  'Porto',
  'Galatasaray',
  'Fenerbahçe',
  'Hajduk',
  'Dinamo',
  'Efes',
  'Žalgiris',
  'Olympiacos',
  'Panathinaikos',
]);

type LineStyle = 'at' | 'v' | 'paren' | 'bare' | 'k';

interface Style {
  line: LineStyle;
  /** Chance that a line takes another style than the ticket's. */
  mix: number;
  lower: boolean;
  plain: boolean;
  colloquial: boolean;
}

/** A name as the friend types it: colloquial for well-known clubs, surname only for tennis players. */
function chatName(name: string, l: Leg, s: Style): string {
  if (l.sport === 'tennis') return name.split(' ').slice(1).join(' ');
  return s.colloquial ? (COLLOQUIAL[name] ?? name) : name;
}

/** The pick as typed: terse codes, goal totals as "3+" or "ug 3+", halves as "pp 1" in lower-case lines. */
function chatPick(l: Leg, dec: Dec, lower: boolean, rng: Rng): string {
  const key = l.bet.key;
  if (key === 'ug02' || key === 'ug2p' || key === 'ug3p')
    return rng.chance(0.5) ? pickChip(l.bet, dec) : pickCode(l.bet, dec);
  if (lower && (key === 'p1_1' || key === 'p1_x')) return `pp ${pickChip(l.bet, dec)}`;
  if (lower && key === 'p2_2') return 'dp 2';
  // Lower-case lines write the basketball line in words: "v 165.5" would read like the "v" between the teams.
  if ((key === 'bkover' || key === 'bkunder') && (lower || rng.chance(0.4)))
    return pickChip(l.bet, dec).replace('Više', 'vise').replace('Manje', 'manje');
  return pickCode(l.bet, dec);
}

function legLine(l: Leg, s: Style, rng: Rng): string {
  let style = rng.chance(s.mix) ? rng.pick<LineStyle>(['at', 'v', 'paren', 'k']) : s.line;
  const home = chatName(l.home, l, s);
  const away = chatName(l.away, l, s);
  if (style === 'bare' && !(WELL_KNOWN.has(home) && WELL_KNOWN.has(away))) style = 'at';
  const dec: Dec = style === 'paren' || style === 'k' ? ',' : '.';
  const lower = s.lower || style === 'v';
  const pick = chatPick(l, dec, lower, rng);
  const o = odds(l.odds, dec);
  let text: string;
  switch (style) {
    case 'at':
      text = `${home} - ${away} ${pick} @${o}`;
      break;
    case 'v':
      text = `${home} v ${away} ${pick} ${o}`;
      break;
    case 'paren':
      // A hyphenated name ("Rot-Weiss Essen") keeps spaces around the dash between the teams.
      text = `${home}${/-/.test(home + away) ? ' - ' : '-'}${away} ${pick} (${o})`;
      break;
    case 'bare':
      text = `${home} ${away} ${pick} ${o}`;
      break;
    case 'k':
      text = `${home} - ${away} ${pick} k ${o}`;
      break;
  }
  if (s.plain) text = ascii(text);
  return lower ? text.toLocaleLowerCase('hr') : text;
}

const TITLES = [
  'tiket za veceras',
  'evo ga tiket',
  'moj tiket za danas',
  'TIKET',
  'ovo igram veceras',
  'kombinacija za vikend',
];
const OPENERS = [
  'sta mislis za ovo?',
  'brate pogledaj',
  'ajde da probamo',
  'evo sta sam sklopio',
  'cekaj da ti posaljem',
];
const ASKS = ['koliko si uplatio?', 'koliko si dao?', 'koliko ulazes?'];
const REACTIONS = [
  'ajde da probamo',
  'jak tiket',
  'ja bih izbacio treci par',
  'ulazi sigurno',
  'hahah ludilo',
  'rizicno malo',
];
const AFTER = ['videcemo veceras', 'ako prodje castim', 'moze', 'idemo'];
const QUOTE_REPLIES = ['ma bice sve ok', 'veruj mi', 'kao prosli put haha', 'ajde'];

interface Msg {
  me: boolean;
  /** Inner HTML; text already escaped. */
  html: string;
  /** First words shown when a later reply quotes this message (chatter only, never a leg). */
  quotable?: string;
}

const lines = (texts: string[]): string => texts.map((x) => `<div class="ln">${esc(x)}</div>`).join('');

function render(t: Ticket, _width: number, rng: Rng): string {
  const theme = THEMES[rng.pick(['green', 'bluegrey', 'purple'] as const)];
  const contact = rng.pick(NAMES);
  const style: Style = {
    line: rng.weighted<LineStyle>([
      ['at', 3],
      ['v', 2],
      ['paren', 2],
      ['bare', 2],
      ['k', 1],
    ]),
    mix: rng.pick([0, 0, 0.3]),
    lower: rng.chance(0.3),
    plain: rng.chance(0.5),
    colloquial: rng.chance(0.75),
  };
  const senderMe = rng.chance(0.3);
  const bullet = rng.weighted<'none' | 'paren' | 'dot' | 'dash' | 'bullet'>([
    ['none', 3],
    ['paren', 2],
    ['dot', 1],
    ['dash', 2],
    ['bullet', 1],
  ]);
  const shape = rng.weighted<'one' | 'split' | 'forward'>([
    ['one', 3],
    ['split', 2],
    ['forward', 2],
  ]);
  const title = rng.chance(0.45) ? rng.pick(TITLES) : '';
  const totalDec: Dec = rng.chance(0.5) ? '.' : ',';
  const stakeText = `${num(t.stake, ',', '', 0)}${rng.pick([' din', '', 'din', ' dinara'])}`;
  const total = odds(t.totalOdds, totalDec);
  const sumText = rng.pick([
    `ukupno ${total}, ulog ${stakeText}`,
    `kvota ${total} / uplata ${stakeText}`,
    `ukupna kvota ${total}\nulog ${stakeText}`,
    `ukupno ${total} ulog ${stakeText}`,
  ]);
  const sumInTicket = rng.chance(0.5);
  const askStake = rng.chance(0.45);

  const legLines = t.legs.map((l, i) => {
    const mark =
      bullet === 'paren'
        ? `${i + 1}) `
        : bullet === 'dot'
          ? `${i + 1}. `
          : bullet === 'dash'
            ? '- '
            : bullet === 'bullet'
              ? '• '
              : '';
    return mark + legLine(l, style, rng);
  });

  const msgs: Msg[] = [];
  const opener = rng.pick(OPENERS);
  msgs.push({ me: senderMe, html: esc(opener), quotable: opener });
  // The ticket: one pasted list, two or three consecutive parts, or a forwarded list.
  const parts: string[][] = [];
  if (shape === 'split' && legLines.length >= 3) {
    const n = legLines.length >= 5 && rng.chance(0.5) ? 3 : 2;
    const cuts = rng
      .shuffle(Array.from({ length: legLines.length - 1 }, (_, i) => i + 1))
      .slice(0, n - 1)
      .sort((a, b) => a - b);
    let from = 0;
    for (const c of [...cuts, legLines.length]) {
      parts.push(legLines.slice(from, c));
      from = c;
    }
  } else parts.push(legLines);
  if (title) parts[0] = [title, ...parts[0]];
  if (sumInTicket) parts[parts.length - 1] = [...parts[parts.length - 1], ...sumText.split('\n')];
  const forwardLabel =
    shape === 'forward'
      ? rng.pick([
          ['Proslijeđeno', false],
          ['Forwarded', false],
          [`Proslijeđeno od: ${rng.pick(NAMES.filter((n) => n !== contact))}`, true],
        ] as const)
      : null;
  parts.forEach((p, i) => {
    const fw =
      forwardLabel && i === 0
        ? `<div class="fw${forwardLabel[1] ? ' acc' : ''}">${forwardLabel[1] ? '' : '&#8618; '}${esc(forwardLabel[0])}</div>`
        : '';
    msgs.push({ me: senderMe, html: fw + lines(p) });
  });
  if (!sumInTicket) msgs.push({ me: senderMe, html: lines(sumText.split('\n')) });
  // Chatter after the ticket from the other side, maybe a question about the stake answered with the stake.
  const reaction = rng.pick(REACTIONS);
  msgs.push({ me: !senderMe, html: esc(reaction), quotable: reaction });
  if (askStake) {
    const ask = rng.pick(ASKS);
    msgs.push({ me: !senderMe, html: esc(ask), quotable: ask });
    msgs.push({ me: senderMe, html: esc(stakeText.trim().includes('din') ? stakeText : `${stakeText} din`) });
  }
  if (rng.chance(0.7)) {
    // A reply quoting the first words of an earlier chatter message.
    const quotable = msgs.filter((m) => m.quotable);
    const target = rng.pick(quotable);
    const words = (target.quotable ?? '').split(' ');
    const shown = words.length > 3 ? `${words.slice(0, 3).join(' ')}…` : words.join(' ');
    const who = target.me ? rng.pick(['Ti', 'Vi']) : contact;
    const me = !target.me;
    msgs.push({
      me,
      html: `<div class="q"><b>${esc(who)}</b><span>${esc(shown)}</span></div>${esc(rng.pick(QUOTE_REPLIES))}`,
    });
  } else msgs.push({ me: senderMe, html: esc(rng.pick(AFTER)) });

  let minute = t.printedAt.h * 60 + t.printedAt.mi;
  const clock = (m: number): string =>
    `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const ticks = `<svg width="16" height="11" viewBox="0 0 16 11" fill="none" stroke="${theme.tick}" stroke-width="1.6"><path d="M1 6l3 3 6-8"/><path d="M6 8l1 1 6-8"/></svg>`;
  const bubbles = msgs
    .map((m, i) => {
      minute += rng.int(0, 2);
      const first = i === 0 || msgs[i - 1].me !== m.me;
      const time = clock(minute);
      const meta = `<span class="t">${time}${m.me ? ticks : ''}</span>`;
      // The time's room at the end of the last line, so it sits beside short last lines as in the apps.
      const sp = '<span class="sp"></span>';
      const html = m.html.endsWith('</div>') ? `${m.html.slice(0, -6)}${sp}</div>` : m.html + sp;
      return `<div class="m${m.me ? ' me' : ''}${first ? ' first' : ''}" style="--spw:${m.me ? 62 : 40}px">${html}${meta}</div>`;
    })
    .join('\n');
  const day = rng.weighted([
    ['Danas', 5],
    ['Jučer', 2],
    ['Juče', 1],
  ] as const);
  const nowMin = day === 'Danas' ? minute + rng.int(0, 20) : rng.int(7 * 60, 23 * 60);
  const battery = rng.int(9, 100);
  const status = rng.pick(['na mreži', 'online', 'na mreži']);
  const icon = (d: string): string =>
    `<svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="${theme.text}" stroke-width="1.7">${d}</svg>`;
  const body = `<div id="ticket" style="--bg:${theme.bg};--bar:${theme.bar};--in:${theme.inBg};--out:${theme.outBg};--tx:${theme.text};--mt:${theme.meta};--omt:${theme.outMeta};--ac:${theme.accent};--day:${theme.dayBg};--fd:${theme.field};--qt:${theme.quote}">
<div class="sb"><span>${clock(nowMin)}</span><span class="r"><svg width="17" height="11" fill="${theme.text}"><rect x="0" y="7" width="3" height="4"/><rect x="4.5" y="5" width="3" height="6"/><rect x="9" y="2.5" width="3" height="8.5"/><rect x="13.5" y="0" width="3" height="11"/></svg>${rng.chance(0.5) ? '5G' : 'LTE'} ${battery}% <svg width="24" height="12"><rect x="0.5" y="0.5" width="20" height="11" rx="3" fill="none" stroke="${theme.text}"/><rect x="2" y="2" width="${Math.max(2, (17 * battery) / 100).toFixed(1)}" height="8" rx="1.5" fill="${battery < 20 ? '#e5484d' : theme.text}"/><rect x="21.5" y="4" width="2" height="4" rx="1" fill="${theme.text}"/></svg></span></div>
<div class="hd"><span class="bk">&#8249;</span><div class="av" style="background:${rng.pick(AVATARS)}">${esc(contact[0])}</div><div class="nm"><b>${esc(contact)}</b><span>${status}</span></div><div class="ic">${icon('<rect x="1.5" y="5" width="11" height="10" rx="2"/><path d="M12.5 9l5-3v8l-5-3z"/>')}${icon('<path d="M4 2.5l3 .5 1.5 4-2 1.5a10 10 0 0 0 5 5l1.5-2 4 1.5.5 3c-1 1-2 1.5-3.5 1.5A14 14 0 0 1 2.5 6C2.5 4.5 3 3.5 4 2.5z"/>')}</div></div>
<div class="chat">
<div class="day"><span>${day}</span></div>
${bubbles}
</div>
<div class="in"><div class="f">${icon('<circle cx="10" cy="10" r="8"/><circle cx="7" cy="8" r=".8"/><circle cx="13" cy="8" r=".8"/><path d="M6.5 12.5a4.5 4.5 0 0 0 7 0"/>')}<span class="p">Poruka</span>${icon('<path d="M14 9l-5.5 5.5a3 3 0 0 1-4-4L11 4a2 2 0 0 1 3 3l-6 6"/>')}</div><div class="mic"><svg width="18" height="20" viewBox="0 0 18 20" fill="none" stroke="#fff" stroke-width="1.8"><rect x="6" y="1" width="6" height="11" rx="3"/><path d="M2.5 9a6.5 6.5 0 0 0 13 0M9 15.5V19"/></svg></div></div>
<div class="home"></div>
</div>`;
  return page(css, body);
}

export const chatNight: Layout = {
  name: 'chat-night',
  medium: 'screen',
  width: [375, 412],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(7, 2, 2),
    legs: [2, 8],
    bookmakers: ['—'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  render,
};
