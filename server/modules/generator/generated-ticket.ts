// The shape of a generated ticket as stored (ocr_results.structured_data) and as shown when unlocked.
import type { TicketType } from './pick-legs';

export interface GeneratedEvent {
  match: string;
  league: string;
  selection: '1' | 'X' | '2';
  odds: number;
  commence_time: string;
  /** Percent, as the generator judged the pick. */
  chance: number;
}

export interface GeneratedTicket {
  sport: 'football' | 'basketball';
  ticketType: TicketType;
  stake: number;
  totalOdds: number;
  potentialPayout: number;
  events: GeneratedEvent[];
  /** Built from demo fixtures (no odds service configured). */
  demo: boolean;
  generatedAt: string;
}

/** A locked preview: the first match in full, the rest masked, no totals (second file, 2.6). */
export function maskTicket(t: GeneratedTicket) {
  return {
    stake: t.stake,
    totalOdds: null,
    potentialPayout: null,
    demo: t.demo,
    events: t.events.map((e, i) =>
      i === 0
        ? e
        : {
            match: null,
            league: null,
            selection: null,
            odds: null,
            commence_time: e.commence_time,
            chance: null,
          },
    ),
  };
}
