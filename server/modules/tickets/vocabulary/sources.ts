// Published rules and help pages of the region's bookmakers consulted for the bet vocabulary (codes.ts).
// Facts only were taken (what a code means); nothing was copied. `confirms` says what the consulted text
// showed; codes whose spelling no consulted page showed cite `REGIONAL` (the project's domain notes on
// regional tickets) instead, and are marked so in codes.ts.
export interface Source {
  bookmaker: string;
  /** Where the consulted page is published (one page is Premier Bet's site outside the region, printing its codes). */
  country: 'RS' | 'HR' | 'BA' | 'ME' | 'UG';
  url: string;
  confirms: string;
}

export const SOURCES = {
  hatbet: {
    bookmaker: 'HatBet',
    country: 'ME',
    url: 'https://hatbet.me/Page/sport-rules',
    confirms:
      'football settles on 90 minutes with stoppage time; 1X2; double chance written 1X / 12 (with "DC")',
  },
  soccerRs: {
    bookmaker: 'Soccer',
    country: 'RS',
    url: 'https://portal.soccerbet.rs/pravila-igara',
    confirms: '"Znak": the type (tip) of a game within an event',
  },
  soccerMe: {
    bookmaker: 'Soccer',
    country: 'ME',
    url: 'https://promo.soccerbet.me/pravila-igre-sr-me',
    confirms: '"Tip igre": the predicted outcome a bet is placed on',
  },
  mozzartBa: {
    bookmaker: 'Mozzart',
    country: 'BA',
    url: 'http://help.mozzartbet.ba/tagovi/prednost',
    confirms:
      'handicap: the line is added to the team it is given to, then the result decides (+3.5 example)',
  },
  mozzartBaGoals: {
    bookmaker: 'Mozzart',
    country: 'BA',
    url: 'http://help.mozzartbet.ba/pravila/ukupno-golova-u-ligama',
    confirms: 'goal markets per half and per team (home / away goals in the second half)',
  },
  meridianRs: {
    bookmaker: 'Meridian',
    country: 'RS',
    url: 'https://pomoc.meridianbet.rs/en/category/522/page/1640',
    confirms: 'rules of internet betting (terms: ishod, ponuda, ulog)',
  },
  meridianBa: {
    bookmaker: 'Meridian',
    country: 'BA',
    url: 'https://pomoc.meridianbet.ba/sr/category/512/page/1470',
    confirms: 'rules of internet betting, BiH',
  },
  meridianMe: {
    bookmaker: 'Meridian',
    country: 'ME',
    url: 'https://pomoc.meridianbet.me/sr/category/482/page/17810',
    confirms: 'rules of internet betting, Montenegro',
  },
  victory: {
    bookmaker: 'Victory',
    country: 'RS',
    url: 'https://victory.rs/sr/help-area/general-help/sports-help/sports-help/',
    confirms: 'tennis: bets on the first set settle once the set is finished; sets and games markets',
  },
  topbet: {
    bookmaker: 'TopBet',
    country: 'RS',
    url: 'https://www.topbet.rs/company/rules-sport',
    confirms: 'void bets settle at odds 1.00',
  },
  premierBet: {
    bookmaker: 'Premier',
    country: 'UG',
    url: 'https://www.premierbet.ug/prematch/gameRules/',
    confirms:
      'codes ki1/kiX/ki2, dš1X/ds12, pp1, dp1, half-time/full-time with a dash (1-X), "not 1-1"; handicap "hk15 1" = home wins by 2+, "hk15 2" = away wins, draws or loses by 1; Asian "ah11" = home -1 (void on a one-goal win)',
  },
  lob: {
    bookmaker: 'Lob',
    country: 'ME',
    url: 'https://promo.lobbet.me/SPORTS-BETTING-sr_ME',
    confirms: 'rules of sports betting, Montenegro',
  },
  germania: {
    bookmaker: 'Germania',
    country: 'HR',
    url: 'https://www.germaniasport.hr/hr/o-nama/pravila',
    confirms: 'general betting rules: tečaj (odds), oklada; the payout is odds × stake',
  },
  psk: {
    bookmaker: 'PSK',
    country: 'HR',
    url: 'https://www.psk.hr/Pages/Rules',
    confirms: 'general betting rules: koeficijent (odds)',
  },
  superIgra: {
    bookmaker: 'Super Igra (Arena)',
    country: 'HR',
    url: 'https://www.arenacasino.hr/pomoc-u-kladenju',
    confirms: 'football: full time = two halves of 45 minutes and stoppage time; half-time bets',
  },
  bolus: {
    bookmaker: 'Bolus',
    country: 'HR',
    url: 'http://paperzz.com/doc/5137303/pravila-igre-od-21-11-2014_font10_odobrena',
    confirms: 'betting rules, Croatia',
  },
  lutrijaBih: {
    bookmaker: 'Lutrija BiH',
    country: 'BA',
    url: 'https://docplayer.rs/211358085-Uputstvo-za-live-kla%25C4%2591enje.html',
    confirms: 'live betting rules; unusual period formats may void bets',
  },
  vip: {
    bookmaker: 'VIP Betting',
    country: 'BA',
    url: 'https://vip.bet-now.org/info',
    confirms: 'betting rules, Federation of BiH',
  },
  glossary: {
    bookmaker: '(glossary)',
    country: 'RS',
    url: 'https://top-kladionice.rs/knowledge/slovar-betinga-kljucni-termini-koje-svaki-igrac-mora-znati',
    confirms:
      '1X2; "OZ"/BTTS with DA / NE; double chance 1X / X2 / 12; Asian handicap; over/under 0.5, 1.5, 2.5',
  },
  asian: {
    bookmaker: '(glossary)',
    country: 'RS',
    url: 'https://ivanzna.com/azijski-hendikep/',
    confirms: 'Asian handicap: two outcomes only, no draw; the favourite gets the negative line',
  },
  halves: {
    bookmaker: '(glossary)',
    country: 'RS',
    url: 'https://bettingbookies.net/?p=444',
    confirms: 'half-time/full-time written with a slash ("X/2": draw at half time, away win at full time)',
  },
} as const satisfies Record<string, Source>;

/** Codes no consulted page spelt out: the project's notes on regional tickets (domain/betting-tickets.md). */
export const REGIONAL = 'regional ticket usage (project domain notes, betting-tickets.md)';

export type SourceId = keyof typeof SOURCES;
