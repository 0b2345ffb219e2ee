// A bookmaker's web page "Provera tiketa" (hr "Provjera listića"): the ticket looked up by its number after the
// first matches started, as bettors screenshot it to ask about the rest. Besides the match, the pick and the odds
// every leg shows the RESULT so far or final ("2:1 (1:0)" with the half-time in brackets, "88:79", sets "2:1"),
// "-:-" or nothing for a match not started, and a STATUS (✓ / ✗ / clock icons or the words Dobitan, Gubitan,
// U toku, Nije počelo); the ticket's own status (Aktivan, Dobitni, Gubitni) and the time it was checked sit at the
// top. Results and statuses are extra print the truth never records: they come from the page's own "checked at"
// moment (drawn after the first kickoff), only legs kicked off before it have one, and a finished leg's status
// follows from its pick and score. Each ticket varies (its rng): a table Šifra/Vreme | Par | Tip | Kvota |
// Rezultat | Status or stacked rows ("Tip: KI 1 · Kvota 1,85 · Rezultat 2:1"), always stacked on narrow pages;
// status as icons or words (Dobitan/Dobitni style); half-time scores and tennis set scores or not; "-:-" or an
// empty cell before kickoff; tinted won/lost rows; the league under the match; "KI 1" or "1"; the kickoff
// format; comma or dot decimals; the summary labels. Words follow the ticket's language (sr; hr wording kept for
// an hr profile). RSD, no fee.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import { esc, fmtDate, num, odds, pickCode, teamName, type Dec } from '../../text';
import { momentFrom, momentMs, type Leg, type Moment, type Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#f2f4f7;font:15px/1.35 'Liberation Sans','DejaVu Sans',Arial,sans-serif;color:#1d2329;padding-bottom:18px}
.top{display:flex;justify-content:space-between;align-items:center;background:var(--ac);color:#fff;padding:12px 18px}
.top b{font-size:21px;letter-spacing:.5px}.top span{font-size:13px;opacity:.9}
.nav{display:flex;gap:18px;background:#fff;padding:0 18px;font-size:13px;color:#5d6670;border-bottom:1px solid #dde1e6}
.nav span{padding:9px 0}.nav .on{color:var(--ac);font-weight:bold;border-bottom:2px solid var(--ac)}
h1{font-size:20px;margin:16px 18px 8px}
.find{display:flex;gap:8px;margin:0 18px 12px}.find .in{flex:1;background:#fff;border:1px solid #c7cdd4;border-radius:4px;padding:7px 10px;font-size:14px}
.find .btn{background:var(--ac);color:#fff;border-radius:4px;padding:7px 16px;font-weight:bold;font-size:14px}
.box{background:#fff;margin:0 12px;border:1px solid #dde1e6;border-radius:6px;padding:12px 14px}
.info{display:flex;flex-wrap:wrap;gap:6px 24px;font-size:13px;color:#5d6670}.info b{color:#1d2329}
.tst{display:inline-block;border-radius:12px;padding:1px 10px;font-weight:bold;font-size:13px;color:#fff}
.tst.live{background:#e08a00}.tst.won{background:#1e9e50}.tst.lost{background:#d32f2f}
.upd{font-size:12px;color:#7a838c;margin-top:6px}
table{width:100%;border-collapse:collapse;margin-top:12px;font-size:14px}
th{text-align:left;font-size:12px;color:#5d6670;background:#f5f6f8;padding:7px 8px;border-bottom:1px solid #d5dae0;white-space:nowrap}
td{padding:7px 8px;border-bottom:1px solid #e7eaee;vertical-align:middle}
td.c{font-size:12px;color:#5d6670;white-space:nowrap}td.c b{color:#1d2329;font-size:13px}
td.p{font-weight:bold}td.o{font-weight:bold;text-align:right;white-space:nowrap}th.o{text-align:right}
td.r{font-weight:bold;white-space:nowrap;text-align:center}th.r,th.s{text-align:center}td.s{text-align:center;white-space:nowrap}
.lg{font-size:11px;color:#8a929a}.ht{font-weight:normal;color:#7a838c;font-size:12px}.min{font-weight:normal;color:#e08a00;font-size:11px;display:block}
tr.won td{background:#f0faf3}tr.lost td{background:#fdf1f1}
.leg{border-bottom:1px solid #e7eaee;padding:9px 2px}.leg.won{border-left:3px solid #1e9e50;padding-left:8px}.leg.lost{border-left:3px solid #d32f2f;padding-left:8px}
.l1{display:flex;justify-content:space-between;align-items:center;font-size:12px;color:#5d6670;gap:8px}
.l2{font-weight:bold;margin:3px 0}.l3{font-size:14px;color:#333b43}.l3 b{color:#1d2329}
.w{font-size:12px;font-weight:bold;border-radius:10px;padding:1px 8px;white-space:nowrap}
.w.won{color:#1e7a40;background:#e3f5e9}.w.lost{color:#c62828;background:#fbe5e5}.w.live{color:#b36b00;background:#fff2dc}.w.wait{color:#6b737b;background:#eceff2}
.ic{display:inline-block;width:20px;height:20px;border-radius:50%;color:#fff;font-weight:bold;font-size:13px;line-height:20px;text-align:center;vertical-align:middle}
.ic.won{background:#1e9e50}.ic.lost{background:#d32f2f}
.sum{margin:12px 12px 0;background:#fff;border:1px solid #dde1e6;border-radius:6px;padding:10px 14px}
.sum div{display:flex;justify-content:space-between;padding:3px 0}
.sum .pay{font-weight:bold;font-size:18px;border-top:1px solid #dde1e6;margin-top:4px;padding-top:6px;color:var(--ac)}
`;

type LegState = 'won' | 'lost' | 'live' | 'wait';

/** What the page shows for one leg at the checked moment: nothing before kickoff, else a score and a state. */
interface Result {
  state: LegState;
  /** "2:1", "88:79", sets "2:1"; empty before kickoff. */
  score: string;
  /** Half-time "(1:0)", tennis games "(6:4, 3:6)", or a live minute / quarter; printed small beside the score. */
  extra: string;
  /** True when `extra` is a live clock rather than a bracketed score. */
  clock: boolean;
}

interface Words {
  title: string;
  enter: string;
  check: string;
  ticket: string;
  paid: string;
  status: string;
  updated: string;
  cols: [string, string, string, string, string, string];
  odds: string;
  total: string;
  result: string;
  half: string;
  leg: Record<LegState, string>;
  whole: { live: string; won: string; lost: string };
}

const WORDS: Record<'sr' | 'hr', Words> = {
  sr: {
    title: 'Provera tiketa',
    enter: 'Broj tiketa',
    check: 'Proveri',
    ticket: 'Tiket br.',
    paid: 'Uplaćen',
    status: 'Status tiketa',
    updated: 'Stanje ažurirano',
    cols: ['Šifra / Vreme', 'Par', 'Tip', 'Kvota', 'Rezultat', 'Status'],
    odds: 'Kvota',
    total: 'Ukupna kvota',
    result: 'Rezultat',
    half: 'Poluvreme',
    leg: { won: 'Dobitan', lost: 'Gubitan', live: 'U toku', wait: 'Nije počelo' },
    whole: { live: 'Aktivan', won: 'Dobitni', lost: 'Gubitni' },
  },
  hr: {
    title: 'Provjera listića',
    enter: 'Broj listića',
    check: 'Provjeri',
    ticket: 'Listić br.',
    paid: 'Uplaćen',
    status: 'Status listića',
    updated: 'Stanje ažurirano',
    cols: ['Šifra / Vrijeme', 'Par', 'Tip', 'Tečaj', 'Rezultat', 'Status'],
    odds: 'Tečaj',
    total: 'Ukupni tečaj',
    result: 'Rezultat',
    half: 'Poluvrijeme',
    leg: { won: 'Dobitni', lost: 'Gubitni', live: 'U tijeku', wait: 'Nije počelo' },
    whole: { live: 'Aktivan', won: 'Dobitni', lost: 'Gubitni' },
  },
};

const wordsFor = (lang: Lang): Words => (lang === 'sr' ? WORDS.sr : WORDS.hr);

const MIN = 60000;

/** Goals a side scores in a match: mostly 0–2, at most 5. */
const goals = (rng: Rng): number =>
  rng.weighted([
    [0, 8],
    [1, 12],
    [2, 9],
    [3, 4],
    [4, 2],
    [5, 1],
  ]);

/** Whether a finished football leg's pick won, from the full-time and half-time score. */
function footballWon(l: Leg, h: number, a: number, hh: number, ha: number): boolean {
  const both = h > 0 && a > 0;
  switch (l.bet.key) {
    case 'ki1':
      return h > a;
    case 'kix':
      return h === a;
    case 'ki2':
      return h < a;
    case 'ds1x':
      return h >= a;
    case 'dsx2':
      return h <= a;
    case 'ds12':
      return h !== a;
    case 'gg':
      return both;
    case 'ng':
      return !both;
    case 'ug02':
      return h + a <= 2;
    case 'ug2p':
      return h + a >= 2;
    case 'ug3p':
      return h + a >= 3;
    case 'p1_1':
      return hh > ha;
    case 'p1_x':
      return hh === ha;
    case 'p2_2':
      return a - ha > h - hh;
    case 'gg3p':
      return both && h + a >= 3;
    case '1ug3p':
      return h > a && h + a >= 3;
    default:
      return false;
  }
}

function football(l: Leg, elapsed: number, rng: Rng, w: Words, brackets: boolean): Result {
  // Each goal gets a minute, so the live score, the half-time score and the final score agree.
  const minutes = (n: number): number[] => Array.from({ length: n }, () => rng.int(1, 90));
  const hm = minutes(goals(rng));
  const am = minutes(goals(rng));
  const by = (ms: number[], upTo: number): number => ms.filter((m) => m <= upTo).length;
  const [hh, ha] = [by(hm, 45), by(am, 45)];
  if (elapsed > 108) {
    const [h, a] = [hm.length, am.length];
    return {
      state: footballWon(l, h, a, hh, ha) ? 'won' : 'lost',
      score: `${h}:${a}`,
      extra: brackets ? `(${hh}:${ha})` : '',
      clock: false,
    };
  }
  // 15 minutes of half-time break between 45' and 60' of real time.
  const minute = elapsed <= 46 ? Math.max(1, elapsed) : elapsed <= 61 ? 45 : Math.min(90, elapsed - 15);
  const extra = elapsed > 46 && elapsed <= 61 ? w.half : `${minute}'`;
  return { state: 'live', score: `${by(hm, minute)}:${by(am, minute)}`, extra, clock: true };
}

function basketball(l: Leg, elapsed: number, rng: Rng): Result {
  let h = rng.int(64, 100);
  let a = rng.int(64, 100);
  if (h === a) {
    if (rng.chance(0.5)) h += rng.int(3, 11);
    else a += rng.int(3, 11);
  }
  if (elapsed > 125) {
    const won =
      l.bet.key === 'bk1'
        ? h > a
        : l.bet.key === 'bk2'
          ? a > h
          : l.bet.key === 'bkover'
            ? h + a > (l.bet.line ?? 0)
            : h + a < (l.bet.line ?? 0);
    return { state: won ? 'won' : 'lost', score: `${h}:${a}`, extra: '', clock: false };
  }
  // About 30 real minutes a quarter; the score grows with the share of the game played.
  const quarter = Math.min(4, Math.floor(elapsed / 30) + 1);
  const share = Math.min(0.97, Math.max(0.04, elapsed / 125));
  const part = (x: number): number => Math.round(x * share * rng.float(0.9, 1.05));
  return { state: 'live', score: `${part(h)}:${part(a)}`, extra: `Q${quarter}`, clock: true };
}

/** Games of one set the winner takes: 6:0–6:4, 7:5 or 7:6. */
function set(rng: Rng, homeWins: boolean): string {
  const [x, y] = rng.weighted([
    [[6, rng.int(0, 4)], 7],
    [[7, 5], 2],
    [[7, 6], 2],
  ] as const);
  return homeWins ? `${x}:${y}` : `${y}:${x}`;
}

function tennis(l: Leg, elapsed: number, rng: Rng, games: boolean): Result {
  const homeMatch = rng.chance(0.5);
  const sets: boolean[] = rng.chance(0.55) ? [homeMatch, homeMatch] : rng.shuffle([homeMatch, !homeMatch]);
  if (sets.length === 2 && sets[0] !== sets[1]) sets.push(homeMatch);
  const duration = sets.length * rng.int(38, 55);
  const done = elapsed >= duration ? sets.length : Math.floor((elapsed / duration) * sets.length);
  const played = sets.slice(0, done);
  const h = played.filter(Boolean).length;
  const a = played.length - h;
  const detail = played.map((s) => set(rng, s)).join(', ');
  if (done === sets.length) {
    const won = l.bet.key === 't1' ? homeMatch : !homeMatch;
    return {
      state: won ? 'won' : 'lost',
      score: `${h}:${a}`,
      extra: games ? `(${detail})` : '',
      clock: false,
    };
  }
  return { state: 'live', score: `${h}:${a}`, extra: games && detail ? `(${detail})` : '', clock: false };
}

function resultOf(l: Leg, checked: number, rng: Rng, w: Words, brackets: boolean): Result {
  const elapsed = Math.floor((checked - momentMs(l.kickoff)) / MIN);
  if (elapsed < 0) return { state: 'wait', score: '', extra: '', clock: false };
  if (l.sport === 'basketball') return basketball(l, elapsed, rng);
  if (l.sport === 'tennis') return tennis(l, elapsed, rng, brackets);
  return football(l, elapsed, rng, w, brackets);
}

const CLOCK = (color: string): string =>
  `<svg width="20" height="20" viewBox="0 0 20 20" style="vertical-align:middle" xmlns="http://www.w3.org/2000/svg"><circle cx="10" cy="10" r="8.5" fill="none" stroke="${color}" stroke-width="2"/><path d="M10 5v5.5l3.5 2" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"/></svg>`;

function statusMark(st: LegState, icons: boolean, w: Words): string {
  if (!icons) return `<span class="w ${st}">${w.leg[st]}</span>`;
  if (st === 'won') return '<span class="ic won">✓</span>';
  if (st === 'lost') return '<span class="ic lost">✗</span>';
  return CLOCK(st === 'live' ? '#e08a00' : '#9aa2aa');
}

function render(t: Ticket, width: number, rng: Rng): string {
  const w = wordsFor(t.lang);
  const dec: Dec = rng.chance(0.6) ? ',' : '.';
  const stacked = width < 640 || rng.chance(0.35);
  const icons = rng.chance(0.5);
  const brackets = rng.chance(0.6);
  const dashes = rng.chance(0.6);
  const tint = rng.chance(0.5);
  const withLeague = rng.chance(0.5);
  const ki = rng.chance(0.5);
  const when = rng.pick(['DD.MM. HH:mm', 'DD.MM.YYYY HH:mm', 'ddd DD.MM. HH:mm', 'DD.MM.YY. HH:mm']);
  const accent = rng.pick(['#0b5cab', '#c8102e', '#0a7a3d', '#5a2d82', '#d35400']);

  // The page was opened between ten minutes and three hours after some leg's kickoff (the first at the earliest),
  // so anything from one live leg to a fully settled ticket shows up.
  const opened = t.legs[rng.int(0, t.legs.length - 1)].kickoff;
  const checkedMs = momentMs(opened) + rng.int(10, 180) * MIN;
  const checked: Moment = momentFrom(checkedMs);
  const results = t.legs.map((l) => resultOf(l, checkedMs, rng, w, brackets));
  const whole = results.some((r) => r.state === 'lost')
    ? 'lost'
    : results.every((r) => r.state === 'won')
      ? 'won'
      : 'live';

  /** The score cell; a live clock goes under the score in the table, beside it in a stacked row. */
  const score = (r: Result, under: boolean): string => {
    if (r.state === 'wait') return dashes ? '-:-' : '';
    if (!r.extra) return r.score;
    return r.clock && under
      ? `${r.score}<span class="min">${esc(r.extra)}</span>`
      : `${r.score} <span class="ht">${esc(r.extra)}</span>`;
  };
  const pick = (l: Leg): string => esc(pickCode(l.bet, dec, { ki }));
  const match = (l: Leg): string => `${esc(teamName(l.home, l))} - ${esc(teamName(l.away, l))}`;
  const league = (l: Leg): string => (withLeague ? `<div class="lg">${esc(l.league)}</div>` : '');

  let legs: string;
  if (stacked) {
    legs = t.legs
      .map((l, i) => {
        const r = results[i];
        const res = score(r, false);
        const parts = [`Tip: <b>${pick(l)}</b>`, `${w.odds} <b>${odds(l.odds, dec)}</b>`];
        if (res) parts.push(`${w.result} <b>${res}</b>`);
        return `<div class="leg${tint && (r.state === 'won' || r.state === 'lost') ? ` ${r.state}` : ''}">
<div class="l1"><span>${l.code} · ${fmtDate(l.kickoff, when, t.lang)}${withLeague ? ` · ${esc(l.league)}` : ''}</span>${statusMark(r.state, icons, w)}</div>
<div class="l2">${match(l)}</div>
<div class="l3">${parts.join(' · ')}</div></div>`;
      })
      .join('\n');
  } else {
    const rows = t.legs
      .map((l, i) => {
        const r = results[i];
        const cls = tint && (r.state === 'won' || r.state === 'lost') ? ` class="${r.state}"` : '';
        return `<tr${cls}><td class="c"><b>${l.code}</b><br>${fmtDate(l.kickoff, when, t.lang)}</td>
<td>${match(l)}${league(l)}</td><td class="p">${pick(l)}</td><td class="o">${odds(l.odds, dec)}</td>
<td class="r">${score(r, true)}</td><td class="s">${statusMark(r.state, icons, w)}</td></tr>`;
      })
      .join('\n');
    const [c0, c1, c2, c3, c4, c5] = w.cols;
    legs = `<table><thead><tr><th>${c0}</th><th>${c1}</th><th>${c2}</th><th class="o">${c3}</th><th class="r">${c4}</th><th class="s">${c5}</th></tr></thead>
<tbody>${rows}</tbody></table>`;
  }

  const labels = rng.pick([
    { legs: 'Broj parova', odds: w.total, stake: 'Uplata', payout: 'Moguća isplata' },
    { legs: 'Parova', odds: w.odds, stake: 'Ulog', payout: 'Mogući dobitak' },
  ]);
  const money = (x: number): string => `${num(x, dec, dec === ',' ? '.' : '')} RSD`;
  const body = `<div id="ticket" style="--ac:${accent}">
<div class="top"><b>${esc(t.bookmaker)}</b><span>Sport · Uživo · Rezultati · ${w.title}</span></div>
<div class="nav"><span>Kladi se</span><span>Uživo</span><span class="on">${w.title}</span><span>Rezultati</span></div>
<h1>${w.title}</h1>
<div class="find"><span class="in">${w.enter}: ${t.ticketId}</span><span class="btn">${w.check}</span></div>
<div class="box">
<div class="info"><span>${w.ticket} <b>${t.ticketId}</b></span><span>${w.paid}: <b>${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm:ss')}</b></span>
<span>${w.status}: <span class="tst ${whole}">${w.whole[whole]}</span></span></div>
<div class="upd">${w.updated}: ${fmtDate(checked, 'DD.MM.YYYY HH:mm')}</div>
${legs}
</div>
<div class="sum">
${summaryRows(t, { ...labels, payoutClass: 'pay' }, { odds: odds(t.totalOdds, dec), stake: money(t.stake), payout: money(t.payout) })}
</div></div>`;
  return page(css, body);
}

export const checkedTicket: Layout = {
  name: 'checked-ticket',
  medium: 'screen',
  width: [520, 1080],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [2, 10],
    bookmakers: ['Tiket Centar', 'Kvota Plus', 'Zlatni Par'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
