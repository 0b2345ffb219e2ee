import type { Rng } from '../../rng';
import type { Ticket, TicketProfile } from '../ticket';

/** What the rendered thing physically is; decides the photo background used by the distortions. */
export type Medium = 'thermal' | 'paper' | 'screen';

export interface Layout {
  name: string;
  medium: Medium;
  profile: TicketProfile;
  /** Rendered width range in CSS pixels; the generator draws one per ticket. */
  width: readonly [number, number];
  /** Device pixel ratio; 2 for phone screenshots, whose real captures are high-DPI. Default 1. */
  scale?: number;
  /** False when the picture shows no total odds (a chat): the truth then records none. Default true. */
  printsTotal?: boolean;
  /** Returns a complete HTML document whose `#ticket` element is screenshotted. */
  render(ticket: Ticket, width: number, rng: Rng): string;
}

/** Minimal document shell shared by all layouts. */
export function page(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff;-webkit-font-smoothing:antialiased}
*{box-sizing:border-box}
${css}
</style></head><body>${body}</body></html>`;
}

/** Ticket numbers in a few bookmaker-specific shapes. */
export const ticketIds = {
  dashed: (rng: Rng): string => `${rng.int(100, 999)}-${rng.int(1000, 9999)}-${rng.int(100000, 999999)}`,
  long: (rng: Rng): string =>
    String(rng.int(10, 99)) + String(rng.int(10000000, 99999999)) + String(rng.int(10, 99)),
  hex: (rng: Rng): string =>
    Array.from({ length: 12 }, () => '0123456789ABCDEF'[rng.int(0, 15)])
      .join('')
      .replace(/(.{4})(?!$)/g, '$1-'),
};
