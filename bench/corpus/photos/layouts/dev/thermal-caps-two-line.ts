// 80 mm shop printout as Serbian/Bosnian betting shops print it (Mozzart/Meridian/Admiral style): monospace,
// capitals, every leg on two lines. First line: the match code (4-5 digits) and "HOME-AWAY" with the names cut the
// way shop systems cut them ("MAN.CITY", "B.DORTMUND", "C.ZVEZDA", "PSG"; other names cut to 12-14 characters).
// Second line, indented: kickoff "dd.mm hh:mm", the terse pick code ("KI 1", "X2", "GG", "3+", "UG 0-2", "I X",
// "V 165.5") and the odds right-aligned. Header with shop address, "TIKET BR.", date/time and a barcode; footer
// "BROJ PAROVA / UKUPNA KVOTA / UPLATA / MAN. TROSKOVI / MOGUCI DOBITAK"; 5 % fee; always a plain combination.
// Each ticket varies (its rng): league heading lines between groups ("FUDBAL - ENGLESKA - PREMIJER LIGA") or
// none; a sport letter (F/K/T) before the code or none; 4- or 5-digit codes; "-" or " - " between the names;
// dot or comma decimals; "KI 1" or "1"; goal totals as "UG 3+" or "3+"; printed with or without diacritics
// (C for Č/Ć, S for Š, Z for Ž, DJ for Đ); the name cut length; the short names used or not (always for a
// hyphenated name, which "-" would split). The truth keeps the full team names, which is what a reader should
// resolve the abbreviations to.
import type { Rng } from '../../../rng';
import { ascii, esc, fmtDate, num, odds, pickChip, pickCode, teamName, type Dec } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { barcode, row, sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

/** Common shop-terminal abbreviations of well-known clubs; any other name is printed in full, cut. */
const SHORT: Record<string, string> = {
  'Manchester City': 'MAN.CITY',
  'Manchester United': 'MAN.UTD',
  'Newcastle United': 'NEWCASTLE',
  'West Ham United': 'WEST HAM',
  'Nottingham Forest': 'NOTT.FOREST',
  'Crystal Palace': 'C.PALACE',
  Wolverhampton: 'WOLVES',
  'Borussia Dortmund': 'B.DORTMUND',
  'Bayern München': 'BAYERN M.',
  'Bayer Leverkusen': 'B.LEVERKUSEN',
  'Eintracht Frankfurt': 'E.FRANKFURT',
  'Werder Bremen': 'W.BREMEN',
  'VfB Stuttgart': 'STUTTGART',
  'Rot-Weiss Essen': 'RW ESSEN',
  'Real Madrid': 'R.MADRID',
  'Atlético Madrid': 'ATL.MADRID',
  'Athletic Bilbao': 'ATH.BILBAO',
  'Real Sociedad': 'R.SOCIEDAD',
  'Paris Saint-Germain': 'PSG',
  Inter: 'INTER',
  'Crvena zvezda': 'C.ZVEZDA',
  'Crvena zvezda Meridianbet': 'C.ZVEZDA',
  'Partizan Mozzart Bet': 'PARTIZAN',
  'Dinamo Zagreb': 'D.ZAGREB',
  'Hajduk Split': 'HAJDUK',
  'Radnički Niš': 'RAD.NIŠ',
  'TSC Bačka Topola': 'TSC',
  'Maccabi Tel Aviv': 'MACCABI TA',
  'Olimpia Milano': 'O.MILANO',
};

const SPORT_WORD: Record<Leg['sport'], string> = {
  football: 'FUDBAL',
  basketball: 'KOŠARKA',
  tennis: 'TENIS',
};
const SPORT_LETTER: Record<Leg['sport'], string> = { football: 'F', basketball: 'K', tennis: 'T' };

const css = `
#ticket{width:100%;background:#fcfbf7;color:#1a1a1a;font:14px/1.34 'DejaVu Sans Mono','Liberation Mono',monospace;padding:18px 14px 28px}
.c{text-align:center}.b{font-weight:bold}.big{font-size:19px;letter-spacing:2px}
.hr{border-top:1px dashed #333;margin:6px 0}.eq{border-top:2px solid #222;margin:7px 0}
.lg{margin-top:6px;font-weight:bold}.leg{margin:3px 0}.m{white-space:pre}
.s{display:grid;grid-template-columns:12ch 1fr auto;padding-left:3ch;white-space:pre}.s .o{text-align:right;font-weight:bold}
.sum>div{display:flex;justify-content:space-between}.pay{font-weight:bold;font-size:16px}
.bc{display:flex;flex-direction:column;align-items:center;margin:6px 0}.bcn{letter-spacing:3px;font-size:12px}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const dec: Dec = rng.chance(0.5) ? '.' : ',';
  const noDiacritics = rng.chance(0.55);
  const headings = rng.chance(0.5);
  const sportLetter = rng.chance(0.4);
  const fiveDigits = rng.chance(0.4);
  const sep = rng.chance(0.65) ? '-' : ' - ';
  const ki = rng.chance(0.5);
  const chipGoals = rng.chance(0.5);
  const useShort = rng.chance(0.85);
  const cut = rng.int(12, 14);
  const up = (s: string): string => (noDiacritics ? ascii(s) : s).toLocaleUpperCase('hr');

  const name = (s: string, l: Leg): string => {
    if (SHORT[s] && (useShort || s.includes('-'))) return up(SHORT[s]);
    return teamName(s, l, { caps: true, ascii: noDiacritics }).slice(0, cut).trimEnd();
  };
  const pick = (l: Leg): string =>
    chipGoals && l.bet.key.startsWith('ug') ? pickChip(l.bet, dec) : pickCode(l.bet, dec, { ki });

  let lastLeague = '';
  const legs = t.legs
    .map((l) => {
      const heading =
        headings && l.league !== lastLeague
          ? `<div class="lg">${esc(up(`${SPORT_WORD[l.sport]} - ${l.league}`))}</div>`
          : '';
      lastLeague = l.league;
      const code = fiveDigits ? `${rng.int(1, 9)}${l.code}` : String(l.code);
      const letter = sportLetter ? `${SPORT_LETTER[l.sport]} ` : '';
      return `${heading}<div class="leg">
<div class="m">${letter}${code} ${esc(name(l.home, l))}${sep}${esc(name(l.away, l))}</div>
<div class="s"><span>${fmtDate(l.kickoff, 'DD.MM HH:mm')}</span><span class="b">${esc(up(pick(l)))}</span><span class="o">${odds(l.odds, dec)}</span></div>
</div>`;
    })
    .join('');

  const money = (x: number): string => num(x, dec);
  const rows = summaryRows(
    t,
    {
      legs: 'BROJ PAROVA:',
      odds: 'UKUPNA KVOTA:',
      stake: 'UPLATA:',
      payout: up('MOGUĆI DOBITAK:'),
      payoutClass: 'pay',
    },
    { odds: odds(t.totalOdds, dec), stake: money(t.stake), payout: money(t.payout) },
  ).split('\n');
  rows.splice(3, 0, row(up(`MAN. TROŠKOVI ${t.feePct}%:`), money(t.fee)));
  if (rng.chance(0.5)) rows.splice(4, 0, row('UPLATA ZA IGRU:', money(t.stakeAfterFee)));

  const digits = Array.from({ length: 13 }, () => rng.int(0, 9)).join('');
  const body = `<div id="ticket">
<div class="c b big">${esc(up(t.bookmaker))}</div>
<div class="c">${esc(up(rng.pick(['Uplatno mesto', 'Poslovnica', 'Objekat'])))} ${rng.int(10, 899)}</div>
<div class="c">${esc(up(rng.pick(['Kralja Petra I 14', 'Bulevar Mese Selimovica 78', 'Ferhadija 9', 'Vojvode Stepe 211', 'Zmaj Jovina 6', 'Titova 33, Tuzla', 'Bulevar oslobođenja 102'])))}</div>
<div class="eq"></div>
<div>TIKET BR. ${esc(t.ticketId)}</div>
<div>${fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY  HH:mm']))}  KASA ${rng.int(1, 6)}</div>
<div class="bc">${barcode(rng, 300, 40)}<div class="bcn">${digits}</div></div>
<div class="hr"></div>
${legs}
<div class="hr"></div>
<div class="sum">${rows.join('\n')}</div>
<div class="eq"></div>
<div class="c">${esc(up(rng.pick(['Srećno!', 'Hvala i srećno', 'Tiket važi 30 dana'])))}</div>
</div>`;
  return page(css, body);
}

export const thermalCapsTwoLine: Layout = {
  name: 'thermal-caps-two-line',
  medium: 'thermal',
  width: [430, 500],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: true,
    sports: sportMix(8, 2, 1),
    legs: [2, 10],
    bookmakers: ['Derbi Tip', 'Kec Kladionica', 'Tip Centar'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  render,
};
