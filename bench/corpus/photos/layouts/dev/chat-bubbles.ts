// Chat screenshot (messenger, light theme): a friend pastes the legs one per message bubble, with a time in each
// bubble and chatter around them; the last bubble gives the total and the stake. Separators vary per ticket.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode, teamName } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#ece5dd;font:15px/1.3 'Liberation Sans',Arial,sans-serif;color:#111b21;padding-bottom:12px}
.top{display:flex;align-items:center;gap:10px;background:#075e54;color:#fff;padding:10px 12px}
.av{width:36px;height:36px;border-radius:50%;background:#9fc5bf}.top b{display:block;font-size:16px}.top span{font-size:12px;opacity:.85}
.day{text-align:center;margin:10px 0 4px}.day span{background:#e1f2fb;border-radius:8px;padding:3px 10px;font-size:12px;color:#54656f}
.m{max-width:82%;margin:5px 10px;padding:6px 9px 16px;border-radius:8px;position:relative;background:#fff;box-shadow:0 1px 1px rgba(0,0,0,.1)}
.me{margin-left:auto;background:#d9fdd3}
.m i{position:absolute;right:7px;bottom:3px;font-style:normal;font-size:11px;color:#667781}
`;

const OPENERS = ['evo tiket za veceras', 'brate pogledaj ovo', 'sta kazes na ovo', 'igram ovo danas'];
const REPLIES = ['jel siguran ovaj drugi?', 'ajde sreca', 'jaka kombinacija', 'ja bih izbacio jedan par'];

/** One leg as a friend types it: separators and the odds' style differ from ticket to ticket. */
function legText(l: Leg, style: number): string {
  const home = teamName(l.home, l);
  const away = teamName(l.away, l);
  const pick = pickCode(l.bet, '.');
  switch (style) {
    case 0:
      return `${home} - ${away} ${pick} ${odds(l.odds, '.')}`;
    case 1:
      return `${home} vs ${away}, ${pick}, kvota ${odds(l.odds, ',')}`;
    default:
      return `${home}-${away} ${pick} (${odds(l.odds, ',')})`;
  }
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const style = rng.int(0, 2);
  let minute = t.printedAt.h * 60 + t.printedAt.mi;
  const time = (): string => {
    minute += rng.int(0, 2);
    return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  };
  const bubble = (text: string, me = false): string =>
    `<div class="m${me ? ' me' : ''}">${esc(text)}<i>${time()}</i></div>`;
  // Messages in screen order first, then the bubbles, so the times run forward down the screen.
  const messages: [string, boolean][] = t.legs.map((l) => [legText(l, style), false]);
  messages.splice(rng.int(1, messages.length), 0, [rng.pick(REPLIES), true]);
  messages.unshift([rng.pick(OPENERS), false]);
  messages.push([`ukupna kvota ${odds(t.totalOdds, ',')}, ulog ${num(t.stake, ',', '.', 0)} din`, false]);
  const body = `<div id="ticket">
<div class="top"><div class="av"></div><div><b>${esc(rng.pick(['Marko', 'Nikola', 'Stefan', 'Luka']))}</b><span>na mreži</span></div></div>
<div class="day"><span>${fmtDate(t.printedAt, 'DD.MM.YYYY.')}</span></div>
${messages.map(([text, me]) => bubble(text, me)).join('\n')}
</div>`;
  return page(css, body);
}

export const chatBubbles: Layout = {
  name: 'chat-bubbles',
  medium: 'screen',
  width: [360, 412],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 6],
    bookmakers: ['—'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  render,
};
