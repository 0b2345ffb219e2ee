// The shape of a generated ticket as stored (ocr_results.structured_data) and as shown when unlocked.
import type { TicketType } from './pick-legs';

export const STAKE_CURRENCIES = ['EUR', 'RSD', 'BAM'] as const;
export type StakeCurrency = (typeof STAKE_CURRENCIES)[number];

export interface GeneratedEvent {
  match: string;
  league: string;
  /** '1X2' or 'Više/Manje' (over/under); absent in tickets stored before totals, which are all 1X2. */
  market?: string;
  /** '1', 'X', '2', or e.g. 'Više 2,5'. */
  selection: string;
  odds: number;
  commence_time: string;
  /** Percent, as the generator judged the pick. */
  chance: number;
}

export interface GeneratedTicket {
  sport: 'football' | 'basketball';
  ticketType: TicketType;
  stake: number;
  /** The stake's currency; tickets stored before it are EUR. */
  currency?: StakeCurrency;
  totalOdds: number;
  potentialPayout: number;
  events: GeneratedEvent[];
  /** Built from demo fixtures (no odds service configured). */
  demo: boolean;
  generatedAt: string;
}

/**
 * A locked preview: the first match in full, the rest masked, no totals. Masked legs carry
 * nothing of the match, not even its kick-off time: what is blurred on screen is not in the page either.
 */
export function maskTicket(t: GeneratedTicket) {
  return {
    stake: t.stake,
    currency: t.currency ?? 'EUR',
    totalOdds: null,
    potentialPayout: null,
    demo: t.demo,
    events: t.events.map((e, i) =>
      i === 0
        ? e
        : {
            match: null,
            league: null,
            market: null,
            selection: null,
            odds: null,
            commence_time: null,
            chance: null,
          },
    ),
  };
}
