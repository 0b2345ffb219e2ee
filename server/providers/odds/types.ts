// Upcoming matches with bookmaker prices: The Odds API when configured, demo fixtures otherwise.

export type GeneratorSport = 'football' | 'basketball';

export interface OddsEvent {
  id: string;
  league: string;
  home: string;
  away: string;
  /** ISO 8601 */
  commenceTime: string;
  /** Decimal 1X2 (draw absent in sports without one). */
  h2h: { home: number; draw?: number; away: number };
  /** Decimal over/under at the match's main line (goals or points), when it is priced. */
  totals?: { point: number; over: number; under: number };
  /**
   * Each bookmaker's own prices, when the provider quotes several (The Odds API): for the market's reference
   * price of a ticket's leg (server/modules/analysis/reference-price.ts). `h2h` and `totals` above stay the
   * medians over them.
   */
  bookmakers?: BookmakerPrices[];
}

/** One bookmaker's decimal prices for an event: 1X2 (or a two-way winner) and every over/under line it offers. */
export interface BookmakerPrices {
  /** The feed's key ("pinnacle", "unibet_eu"). */
  key: string;
  /** Its name as people know it ("Pinnacle", "Unibet"). */
  title: string;
  h2h?: { home: number; draw?: number; away: number };
  totals?: { point: number; over: number; under: number }[];
}

export interface OddsProvider {
  readonly name: 'demo' | 'the-odds-api';
  /** Demo fixtures are marked as such on every screen. */
  readonly demo: boolean;
  /** The sports it can find matches in: the generator offers no other (a sport chosen must find matches). */
  readonly offers: readonly GeneratorSport[];
  /** Matches starting after `from` and before `to`, with prices. */
  upcoming(sport: GeneratorSport, from: Date, to: Date): Promise<OddsEvent[]>;
  /** The provider's sports list (The Odds API's /v4/sports), shown by the admin's raw odds test. */
  sports(): Promise<OddsSport[]>;
}

export interface OddsSport {
  key: string;
  group: string;
  title: string;
  active: boolean;
}
