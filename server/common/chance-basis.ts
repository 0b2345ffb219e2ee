/**
 * What a leg's chance is, named as the report names it (one definition everywhere, issue 30):
 * `ai` the rating model moved it off the price without margin; `price` the ticket's own price without its
 * margin; `reference` the market's fair price (the feed's sharpest bookmaker, or its consensus, without
 * margin); `base-rate` the historical frequency of the outcome; `none` nothing honest.
 */
export type ChanceBasis = 'ai' | 'price' | 'reference' | 'base-rate' | 'none';
/** The ticket's: `ai` when any leg is, else `reference` when any leg is, else `price` when any is, else `other`. */
export type TicketChanceBasis = 'ai' | 'reference' | 'price' | 'other';

/** A ticket's chance basis from its forecast legs' (played legs are facts, not forecasts). */
export function ticketBasisFrom(legBases: Iterable<ChanceBasis | undefined>): TicketChanceBasis {
  const bases = new Set(legBases);
  return (['ai', 'reference', 'price'] as const).find((b) => bases.has(b)) ?? 'other';
}
