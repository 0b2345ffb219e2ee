// Small HTML pieces several layouts share. Kept deliberately few so layouts stay visually distinct.
import type { Rng } from '../../rng';
import type { Lang, Sport } from '../teams';
import { esc, teamName, type NameStyle } from '../text';
import { makeTicket, type Currency, type Leg, type Ticket, type TicketProfile } from '../ticket';

/** The currency a language's tickets are paid in. */
export const LANG_CURRENCY: Record<Lang, Currency> = { sr: 'RSD', hr: 'EUR', bs: 'BAM' };

/**
 * A ticket drawn anew in the profile's language (and that language's currency) replaces `t` in place: the truth
 * is written from `t` after rendering, so the printed and the recorded ticket stay the same.
 */
export function redrawTicket(t: Ticket, rng: Rng, profile: Omit<TicketProfile, 'currency'>): void {
  Object.assign(t, makeTicket(rng, { ...profile, currency: LANG_CURRENCY[profile.lang] }));
}

/** A ticket's language as the region's tickets come: Serbian most, then Croatian, then Bosnian. */
export const drawLang = (rng: Rng): Lang =>
  rng.weighted<Lang>([
    ['sr', 5],
    ['hr', 3],
    ['bs', 2],
  ]);

/** A football-first sport mix: weights for football, basketball and (when given) tennis, in that order. */
export function sportMix(football: number, basketball: number, tennis?: number): TicketProfile['sports'] {
  const mix: [Sport, number][] = [
    ['football', football],
    ['basketball', basketball],
  ];
  if (tennis !== undefined) mix.push(['tennis', tennis]);
  return mix;
}

/** "Home - Away" as printed, each name escaped and styled alike. */
export function matchName(l: Leg, sep = ' - ', style?: NameStyle): string {
  return `${esc(teamName(l.home, l, style))}${sep}${esc(teamName(l.away, l, style))}`;
}

/** A label/value line: `<div class="…"><span>label</span><span>value</span></div>`; no class attribute when
 * `cls` is undefined, and the value in `valueTag` (a `b` for bold). */
export function row(label: string, value: string, cls?: string, valueTag = 'span'): string {
  const attr = cls === undefined ? '' : ` class="${cls}"`;
  return `<div${attr}><span>${label}</span><${valueTag}>${value}</${valueTag}></div>`;
}

/** `row` in a flex line with the label left and the value right, as the receipts write their totals. */
export const kv = (label: string, value: string): string => row(label, value, 'kv');

export interface SummaryLabels {
  legs: string;
  odds: string;
  stake: string;
  payout: string;
  /** Class of the payout line, which each layout highlights its own way. */
  payoutClass: string;
}

/** Already formatted amounts for the summary, in the layout's decimal and currency style. */
export interface SummaryValues {
  odds: string;
  stake: string;
  payout: string;
}

/** The four summary lines under a slip: number of legs, total odds in bold, stake and the highlighted payout. */
export function summaryRows(t: Ticket, labels: SummaryLabels, values: SummaryValues): string {
  return [
    row(labels.legs, String(t.legs.length)),
    row(labels.odds, values.odds, undefined, 'b'),
    row(labels.stake, values.stake),
    row(labels.payout, values.payout, labels.payoutClass),
  ].join('\n');
}

/** A fake 1-D barcode as inline SVG; bars come from the ticket's Rng so reruns are identical. */
export function barcode(rng: Rng, width: number, height: number, color = '#111'): string {
  const bars: string[] = [];
  let x = 0;
  while (x < width - 4) {
    const w = rng.int(1, 3);
    if (rng.chance(0.55)) bars.push(`<rect x="${x}" y="0" width="${w}" height="${height}"/>`);
    x += w + rng.int(1, 2);
  }
  return `<svg width="${width}" height="${height}" fill="${color}" xmlns="http://www.w3.org/2000/svg">${bars.join('')}</svg>`;
}

/** A QR-like square of random modules with the three finder squares. */
export function qr(rng: Rng, size: number, color = '#111'): string {
  const n = 25;
  const cell = size / n;
  const cells: string[] = [];
  const finder = (r: number, c: number): boolean =>
    [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ].some(([fr, fc]) => r >= fr && r < fr + 7 && c >= fc && c < fc + 7);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (finder(r, c)) continue;
      if (rng.chance(0.5))
        cells.push(`<rect x="${c * cell}" y="${r * cell}" width="${cell}" height="${cell}"/>`);
    }
  const box = (r: number, c: number): string =>
    `<rect x="${c * cell + cell / 2}" y="${r * cell + cell / 2}" width="${cell * 6}" height="${cell * 6}" fill="none" stroke="${color}" stroke-width="${cell}"/>` +
    `<rect x="${(c + 2) * cell}" y="${(r + 2) * cell}" width="${cell * 3}" height="${cell * 3}"/>`;
  return `<svg width="${size}" height="${size}" fill="${color}" xmlns="http://www.w3.org/2000/svg">${cells.join('')}${box(0, 0)}${box(0, n - 7)}${box(n - 7, 0)}</svg>`;
}
