// Dark chat screenshot (Bosnian/Croatian): legs pasted one per bubble in lower case with "@" before the odds,
// the time under each bubble, chatter and a stake message between them, no total.
import type { Rng } from '../../../rng';
import { esc, odds, pickCode, teamName } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#0b141a;font:15px/1.35 'DejaVu Sans',sans-serif;color:#e9edef;padding-bottom:14px}
.top{background:#1f2c34;padding:12px 14px;font-weight:bold}
.top span{display:block;font-weight:normal;font-size:12px;color:#8696a0}
.m{max-width:80%;margin:6px 10px 0;padding:7px 10px;border-radius:10px;background:#202c33}
.me{margin-left:auto;background:#005c4b}
.ts{font-size:11px;color:#8696a0;margin:2px 14px 0}.ts.r{text-align:right}
`;

const CHATTER = ['ovo je sigurica', 'ulazim sa 10 km', 'sta mislis', 'haha vidjet cemo'];

const legText = (l: Leg): string =>
  `${teamName(l.home, l).toLowerCase()} ${teamName(l.away, l).toLowerCase()} ${pickCode(l.bet, ',')} @${odds(l.odds, ',')}`;

function render(t: Ticket, _width: number, rng: Rng): string {
  let minute = rng.int(8 * 60, 22 * 60);
  const msg = (text: string, me = false): string => {
    minute += rng.int(0, 3);
    const time = `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
    return `<div class="m${me ? ' me' : ''}">${esc(text)}</div><div class="ts${me ? ' r' : ''}">${time}</div>`;
  };
  const texts: [string, boolean][] = t.legs.map((l) => [legText(l), false]);
  texts.splice(rng.int(1, texts.length), 0, [rng.pick(CHATTER), true]);
  texts.unshift(['jel igras ovo veceras?', false]);
  texts.push([rng.pick(CHATTER), true]);
  const body = `<div id="ticket">
<div class="top">${esc(rng.pick(['Amer', 'Tarik', 'Ivan', 'Dario']))}<span>zadnji put viđen danas</span></div>
${texts.map(([text, me]) => msg(text, me)).join('\n')}
</div>`;
  return page(css, body);
}

export const chatDark: Layout = {
  name: 'chat-dark',
  medium: 'screen',
  width: [360, 412],
  scale: 2,
  printsTotal: false,
  profile: {
    lang: 'bs',
    currency: 'BAM',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 6],
    bookmakers: ['—'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  render,
};
