// Each source's names for the competitions the rating model knows, mapped to the league names of the shipped
// results files: the model keeps goal levels and league means per league name, so a match filed under another
// spelling would start a new league.

/** football-data.co.uk's division codes (its notes.txt; the `Div` column and the file name). */
export const FOOTBALL_DATA_CO_UK_DIVISIONS: Record<string, string> = {
  E0: 'Premier League',
  E1: 'Championship',
  SP1: 'La Liga',
  D1: 'Bundesliga',
  I1: 'Serie A',
  F1: 'Ligue 1',
  N1: 'Eredivisie',
  P1: 'Primeira Liga',
  B1: 'Belgian Pro League',
  SC0: 'Scottish Premiership',
  G1: 'Super League Greece',
  T1: 'Super Lig',
};

/** football-data.org v4 competition codes (those of its free tier that the model knows). */
export const FOOTBALL_DATA_ORG_COMPETITIONS: Record<string, string> = {
  PL: 'Premier League',
  ELC: 'Championship',
  PD: 'La Liga',
  BL1: 'Bundesliga',
  SA: 'Serie A',
  FL1: 'Ligue 1',
  DED: 'Eredivisie',
  PPL: 'Primeira Liga',
  CL: 'UEFA Champions League',
};

/**
 * The Odds API's soccer competitions, by the key /v4/sports lists or by its title (the API adds and renames
 * keys; a title that matches still finds the competition). One that is not listed active is not asked.
 */
export const THE_ODDS_API_COMPETITIONS: { league: string; keys: string[]; title: RegExp }[] = [
  { league: 'Premier League', keys: ['soccer_epl'], title: /^EPL$/i },
  { league: 'Championship', keys: ['soccer_efl_champ'], title: /^Championship$/i },
  { league: 'La Liga', keys: ['soccer_spain_la_liga'], title: /^La Liga - Spain$/i },
  { league: 'Bundesliga', keys: ['soccer_germany_bundesliga'], title: /^Bundesliga - Germany$/i },
  { league: 'Serie A', keys: ['soccer_italy_serie_a'], title: /^Serie A - Italy$/i },
  { league: 'Ligue 1', keys: ['soccer_france_ligue_one'], title: /^Ligue 1 - France$/i },
  { league: 'Eredivisie', keys: ['soccer_netherlands_eredivisie'], title: /eredivisie/i },
  { league: 'Primeira Liga', keys: ['soccer_portugal_primeira_liga'], title: /^Primeira Liga/i },
  { league: 'Belgian Pro League', keys: ['soccer_belgium_first_div'], title: /^Belgium First Div/i },
  { league: 'Scottish Premiership', keys: ['soccer_spl'], title: /^Premiership - Scotland$/i },
  { league: 'Super League Greece', keys: ['soccer_greece_super_league'], title: /^Super League - Greece$/i },
  { league: 'Super Lig', keys: ['soccer_turkey_super_league'], title: /^Turkey Super League$/i },
  { league: 'Serbian SuperLiga', keys: ['soccer_serbia_superliga'], title: /serbia/i },
  { league: 'Croatian HNL', keys: ['soccer_croatia_hnl'], title: /croatia|\bhnl\b/i },
  { league: 'UEFA Champions League', keys: ['soccer_uefa_champs_league'], title: /^UEFA Champions League$/i },
  { league: 'UEFA Europa League', keys: ['soccer_uefa_europa_league'], title: /^UEFA Europa League$/i },
  {
    league: 'UEFA Conference League',
    keys: ['soccer_uefa_europa_conference_league'],
    title: /^UEFA (Europa )?Conference League$/i,
  },
];

/**
 * API-Football (API-Sports v3) league ids, as its `GET /leagues` lists them, for the leagues bettors in Serbia and
 * Croatia play: the Balkan first divisions (none of the keyless sources has them current) and the leagues
 * the model already knows; asked in id order. Montenegro's First League is new to the model (no shipped results).
 */
export const API_SPORTS_LEAGUES: Record<number, string> = {
  286: 'Serbian SuperLiga',
  210: 'Croatian HNL',
  315: 'Bosnian Premier League',
  373: 'Slovenian PrvaLiga',
  355: 'Montenegrin First League',
  39: 'Premier League',
  40: 'Championship',
  140: 'La Liga',
  78: 'Bundesliga',
  135: 'Serie A',
  61: 'Ligue 1',
  88: 'Eredivisie',
  94: 'Primeira Liga',
  144: 'Belgian Pro League',
  179: 'Scottish Premiership',
  197: 'Super League Greece',
  203: 'Super Lig',
  2: 'UEFA Champions League',
  3: 'UEFA Europa League',
  848: 'UEFA Conference League',
};

/**
 * openfootball/football.json's league codes (file names) for the leagues the model knows. It has no Balkan
 * league (those are in openfootball/europe as Football.TXT, not kept current) and no UEFA cups in JSON.
 */
export const OPENFOOTBALL_LEAGUES: Record<string, string> = {
  'en.1': 'Premier League',
  'en.2': 'Championship',
  'es.1': 'La Liga',
  'de.1': 'Bundesliga',
  'it.1': 'Serie A',
  'fr.1': 'Ligue 1',
  'nl.1': 'Eredivisie',
  'pt.1': 'Primeira Liga',
  'be.1': 'Belgian Pro League',
  'sco.1': 'Scottish Premiership',
  'gr.1': 'Super League Greece',
  'tr.1': 'Super Lig',
};

/**
 * API-Basketball (API-Sports v1) league ids for the competitions bettors here play, each with the name the API
 * gives it (`league.name`, compared folded): an id that answers another league is refused rather than stored
 * under the wrong name, and `API_BASKETBALL_LEAGUES` ("120:EuroLeague,198:ABA League") replaces the list.
 */
export const API_BASKETBALL_LEAGUES: Record<number, { league: string; apiName: string }> = {
  120: { league: 'EuroLeague', apiName: 'Euroleague' },
  198: { league: 'ABA League', apiName: 'ABA League' },
  12: { league: 'NBA', apiName: 'NBA' },
};
