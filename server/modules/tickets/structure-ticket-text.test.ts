import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { structureTicketText } from './structure-ticket-text';

const legsOf = (text: string) => structureTicketText(text).legs.map((l) => [l.home, l.away, l.pick, l.odds]);

describe('structureTicketText', () => {
  it("reads an app's compact rows: the pick pill left of home, the odds beside home, away under it", () => {
    // OCR puts the pill on the home line or, centred between the two, on the away line, and may read its
    // letter twice over ("Vv").
    const s = structureTicketText(`Kvotomat | 16.12.2025. 19:06
Aktivan · 3 parova
UG 3+ | Arsenal Tivat | 3,08
Jezero Plav | 17.12. 15:00
Twente | 2,47
Vv 166,5 | Partizan | 17.12. 18:00
1 | Rublev A. | 4,33
Čilić M. | 19.12. 17:30
Parova | 3
Kvota | 32,97
Uplata | 500,00 RSD
Dobitak | 16.485,00 RSD`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Arsenal Tivat', 'Jezero Plav', 'UG 3+', 3.08],
      ['Twente', 'Partizan', 'ukupno 166.5 više', 2.47],
      ['Rublev A.', 'Čilić M.', '1', 4.33],
    ]);
    // The summary's bare "Kvota" beside the stake is the ticket's total.
    expect(s.totalOdds).toBe(32.97);
  });

  it("reads a compact row's pill after a kickoff column, and asks for a pill it cannot read", () => {
    const s = structureTicketText(`Aktivan · 2 parova
22.12. | Sonik Puntamika
12:30 | 1 | Alkar | 1.15
1834 Domžale | 1.11
Maribor | 09.12. 18:00`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Sonik Puntamika', 'Alkar', '1', 1.15],
      ['Domžale', 'Maribor', '', 1.11],
    ]);
    // Never a silent home win: the unreadable pill ("1834", a shop's match code printed so too) is left for the
    // user to choose the bet.
    expect(s.legs[1]).toMatchObject({ unsure: ['pick'], flags: ['unknown-bet'] });
  });

  it('takes the legs out of a chat: one per bubble, times and chatter around, a bubble that wrapped', () => {
    const s = structureTicketText(`Marko
na mreži
igram ovo danas
11:08
Fenerbahce-Maccabi Tel Aviv 1 (1,44)
11:08
Crystal Palace-Manchester United II 2
(2,01)
11:09
jaka kombinacija
Mainz 05 vs Bayer Leverkusen, 1, kvota
1,11
ukupna kvota 3,22, ulog 50 din
11:09`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Fenerbahce', 'Maccabi Tel Aviv', '1', 1.44],
      ['Crystal Palace', 'Manchester United', 'II 2', 2.01],
      ['Mainz 05', 'Bayer Leverkusen', '1', 1.11],
    ]);
    // Two figures on one line: each label takes its own number.
    expect(s.totalOdds).toBe(3.22);
  });

  it("reads a dark app's cards with pills whose outlines OCR read as letters beside them", () => {
    // A pill's outline read as ") | 0" or "| | O" after the bet: no part of it, and no 0 read for an X.
    expect(
      legsOf(`> Maribor - Mura | |
19.12.2025. 19:00 | | 2,42 |
| Konačan ishod: X ) | 0
> Hansa Rostock - Rot-Weiss Essen | _ | i
21.12.2025. 20:00 | | 1,62 |
| Ukupno golova: 2+ | | O
| Fenerbahce - Panathinaikos
22.12.2025. 19:00 | | 3,82
| Ukupno poena manje 165,5
) Lajović D. - Alcaraz C.
22.12.2025. 21:00 | | 1,88 |
| Pobednik meča: 2)`),
    ).toEqual([
      ['Maribor', 'Mura', 'X', 2.42],
      ['Hansa Rostock', 'Rot-Weiss Essen', 'UG 2+', 1.62],
      ['Fenerbahce', 'Panathinaikos', 'ukupno 165.5 manje', 3.82],
      ['Lajović D.', 'Alcaraz C.', '2', 1.88],
    ]);
  });

  it("reads a Croatian kiosk slip's half as I PL, its 1 read as a lone i before the odds", () => {
    expect(
      legsOf(`3. INGOLSTADT - WALDHOF MANNHEIM
31.12 13:00 N6118 I PL i | 7,49
4. RIJEKA - DINAMO ZAGREB
31.12 20:45 N4923 2. PL X | 1,07`),
    ).toEqual([
      ['Ingolstadt', 'Waldhof Mannheim', 'I 1', 7.49],
      ['Rijeka', 'Dinamo Zagreb', 'II X', 1.07],
    ]);
  });

  it("reads an app card's market beside the odds with its selection on the line under them", () => {
    // OCR of a dark app's cards: the odds centred beside the market and the selection, read on the market's line.
    expect(
      legsOf(`Twente - Feyenoord
Konačni ishod | 1.81
Twente | :
Arsenal Tivat - Petrovac
Kombinacije | 5.51
1i3+ | ;
Carlos Alcaraz - Daniil Medvedev
Pobjednik meča | 1.74
Daniil Medvedev | -
Valencia - Real Sociedad
Oba tima zabijaju
D | 3.03
a`),
    ).toEqual([
      ['Twente', 'Feyenoord', '1', 1.81],
      ['Arsenal Tivat', 'Petrovac', '1&UG3+', 5.51],
      ['Carlos Alcaraz', 'Daniil Medvedev', '2', 1.74],
      ['Valencia', 'Real Sociedad', 'GG', 3.03],
    ]);
    // A market with its selection already, a league line under it: the next card's, no selection.
    expect(
      legsOf(`Partizan | 19:00 Mladost Lučani
Oba tima daju gol · Da | 2,53
Hrvatska - Premijer liga
Sonik | 30.01.
Puntamika | 12:30
Ukupno poena · Manje 158,5 | 1,91`),
    ).toEqual([
      ['Partizan', 'Mladost Lučani', 'GG', 2.53],
      ['Sonik', 'Puntamika', 'ukupno 158.5 manje', 1.91],
    ]);
  });

  it('reads a shop printout: teams line, then market, pick and odds', () => {
    const s = structureTicketText(`TIKET BR. 251124-6365-171606
Datum: 24.11.2025 12:52:24 Op. 91
1. 25.11.2025 20:00 Francuska - Liga 1
LYON - PARIS SAINT-GERMAIN
Oba tima daju gol Tip: NG Kvota: 2,28
2. 29.11.2025 19:30 Evroliga
Virtus Bologna - Olympiacos
Ukupno Tip: ukupno 162.5 Kvota:
poena manje 1.91
Ukupna kvota: 4,35
Uplata: 100,00 RSD
Mogući dobitak: 435,00 RSD`);
    // Names printed in capitals are shown as their clubs write them.
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])[0]).toEqual([
      'Lyon',
      'Paris Saint-Germain',
      'NG',
      2.28,
    ]);
    expect(s.legs[0]).toMatchObject({ league: 'Francuska - Liga 1', kickoff: '25.11.2025 20:00' });
    expect(s).toMatchObject({ totalOdds: 4.35, stake: 100, payout: 435, currency: 'RSD' });
  });

  it('reads legs whose cells wrap: "Tip: … Kvota:" continued on the next line', () => {
    expect(
      legsOf(`1. 29.11.2025 19:30 Evroliga
Virtus Bologna - Olympiacos
Ukupno Tip: ukupno 162.5 Kvota:
poena manje 1.91
2. 29.11.2025 19:30 Evroliga
Paris Basketball - Monaco
Pobednik (uklj. Tip: Kvota:
produžetke) 2 1.44`),
    ).toEqual([
      ['Virtus Bologna', 'Olympiacos', 'ukupno 162.5 manje', 1.91],
      ['Paris Basketball', 'Monaco', '2', 1.44],
    ]);
  });

  it('reads the first table row after a column heading that ends in KVOTA', () => {
    expect(
      legsOf(`# | POČETAK TAKMIČENJE PAR IGRA TIP KVOTA
1 28.11.2025 15:30 Francuska - Liga 1 Toulouse - Lille Konačan ishod 1 1.95
2 28.11.2025 17:30 Francuska - Liga 1 Lyon - Nantes Ukupno golova UG 3+ 2.27`),
    ).toEqual([
      ['Toulouse', 'Lille', '1', 1.95],
      ['Lyon', 'Nantes', 'UG 3+', 2.27],
    ]);
  });

  it('reads a noisy photo: junk after the odds and around names, damaged labels', () => {
    expect(
      legsOf(`| — 3. Euroliga 13.11 19:30 ee aes :
ee er pogadaj: Virtus Bologna - Zalgiris | ae
oklada; Pobjednik meča Tip: 1 Tečaj: 1,57 ee 0 ee ees
· Šibenik - Dinamo Zagreb |
Oklada: Ukupno golova Tip: UG 0.2 Teta): 2,30 ||`),
    ).toEqual([
      ['Virtus Bologna', 'Zalgiris', '1', 1.57],
      ['Šibenik', 'Dinamo Zagreb', 'UG 0-2', 2.3],
    ]);
  });

  it('repairs one misread odd from the printed total, and only when exactly one character explains it', () => {
    const s = structureTicketText(`Crvena zvezda - Partizan
Konačan ishod Tip: 1 Kvota: 7.45
Hajduk - Dinamo
Oba tima daju gol Tip: GG Kvota: 2.10
Ukupna kvota: 3,05`);
    expect(s.legs.map((l) => [l.odds, l.oddsReadAs])).toEqual([
      [1.45, 7.45],
      [2.1, undefined],
    ]);
    // 1.81 × 1.70 against 3.18: 1.87 or 1.76 would both explain it, so neither is guessed.
    const ambiguous = structureTicketText(`Crvena zvezda - Partizan
Konačan ishod Tip: 1 Kvota: 1.81
Hajduk - Dinamo
Oba tima daju gol Tip: GG Kvota: 1.70
Ukupna kvota: 3,18`);
    expect(ambiguous.legs.map((l) => l.odds)).toEqual([1.81, 1.7]);
    // An odds button's edge read as a leading 1: "14,33" for 4,33.
    const edge = structureTicketText(`Crvena zvezda - Partizan
Konačan ishod Tip: 1 Kvota: 14,33
Hajduk - Dinamo
Oba tima daju gol Tip: GG Kvota: 2.10
Ukupna kvota: 9,09`);
    expect(edge.legs.map((l) => [l.odds, l.oddsReadAs])).toEqual([
      [4.33, 14.33],
      [2.1, undefined],
    ]);
    // A total no single-character change explains (a different ticket, or two misreads): left as read.
    const far = structureTicketText(`Crvena zvezda - Partizan
Konačan ishod Tip: 1 Kvota: 1.81
Hajduk - Dinamo
Oba tima daju gol Tip: GG Kvota: 1.70
Ukupna kvota: 9,99`);
    expect(far.legs.map((l) => l.odds)).toEqual([1.81, 1.7]);
    // The ticket prints three legs and two were read: the total holds the missing leg's odds, nothing to repair.
    const short = structureTicketText(`Broj parova: 3
Crvena zvezda - Partizan
Konačan ishod Tip: 1 Kvota: 2.09
Hajduk - Dinamo
Oba tima daju gol Tip: GG Kvota: 2.10
Ukupna kvota: 6,49`);
    expect(short.legs.map((l) => [l.odds, l.oddsReadAs])).toEqual([
      [2.09, undefined],
      [2.1, undefined],
    ]);
    expect(short.flags).toContain('leg-count-mismatch');
  });

  it('reads an app screenshot: home and away on their own lines', () => {
    expect(
      legsOf(`BiH - Premijer liga 17.11. 13:30
Velež Mostar
Željezničar
Golgol i 3+ gola GG3+ 3.10
Engleska - Premijer liga 18.11. 18:30
Liverpool
Tottenham
Dupla šansa X2 1.49
Ukupna kvota 4.62`),
    ).toEqual([
      ['Velež Mostar', 'Željezničar', 'GG3+', 3.1],
      ['Liverpool', 'Tottenham', 'X2', 1.49],
    ]);
  });

  it('reads a web bet-slip row with the league before the teams', () => {
    expect(
      legsOf('3 09.11. 18:00 Nemačka - Bundesliga Werder Bremen - 1. FC Koln Konačan ishod 1 2,20'),
    ).toEqual([['Werder Bremen', '1. FC Köln', '1', 2.2]]);
  });

  it('reads a Croatian listić, even with OCR damage to "Tečaj" and the Roman half-time numeral', () => {
    expect(
      legsOf(`3. Engleska - Premier liga 29.11.2025 13:30
Dogadaj: Fulham - Manchester City
Oklada: Ishod i ukupno golova Tip: 1&UG3+ Teéaj: 3,17
4. Italija - Serie A 29.11.2025 21:00
Torino - Lecce
Oklada: Prvo poluvrijeme Tip: 1X Tečaj: 2,28
Ukupni tečaj 7,23`),
    ).toEqual([
      ['Fulham', 'Manchester City', '1&UG3+', 3.17],
      ['Torino', 'Lecce', 'I X', 2.28],
    ]);
  });

  it('knows each leg’s sport from its league, market words and lines, football otherwise', () => {
    const sports = (text: string) => structureTicketText(text).legs.map((l) => [l.home, l.sport]);
    expect(
      sports(`1. 29.11.2025 19:30 ABA liga
Partizan - Crvena zvezda
Ukupno Tip: ukupno 165.5 Kvota:
poena više 1.85
2. 30.11.2025 14:00 ATP Pariz
Alcaraz C. - Sinner J.
Pobednik meča Tip: 2 Kvota: 1.95
3. 30.11.2025 17:00 Srbija - Superliga
Partizan - Crvena zvezda
Konačan ishod Tip: 1 Kvota: 2.10`),
    ).toEqual([
      ['Partizan', 'basketball'],
      ['Alcaraz C.', 'tennis'],
      ['Partizan', 'football'],
    ]);
    expect(
      sports(`NBA 30.11. 02:00
Boston Celtics
Denver Nuggets
Pobednik (uklj. produžetke) 1 1.62
Engleska - Premijer liga 30.11. 17:30
Liverpool
Tottenham
Dupla šansa X2 1.49`),
    ).toEqual([
      ['Boston Celtics', 'basketball'],
      ['Liverpool', 'football'],
    ]);
    expect(
      sports('2 30.11. 20:00 Evroliga Real Madrid - Olympiacos Pobjednik (uklj. produžetke) 1 1,40'),
    ).toEqual([['Real Madrid', 'basketball']]);
  });

  it.each([
    ['S for 5 in the odds', 'Hajduk - Rijeka\nKonačan ishod Tip: 1 Kvota: 1,S5', '1', 1.55],
    ['S for 5 at the end of the odds', 'Hajduk - Rijeka\nKonačan ishod Tip: 1 Kvota: 2.4S', '1', 2.45],
    ['S for 5 leading the odds', 'Hajduk - Rijeka\nKonačan ishod Tip: 1 Kvota: S,20', '1', 5.2],
    ['O for 0 in the odds', 'Hajduk - Rijeka\nKonačan ishod Tip: 1 Kvota: 2,O5', '1', 2.05],
    ['0 for the draw after "Tip:"', 'Hajduk - Rijeka\nKonačan ishod Tip: 0 Kvota: 3,10', 'X', 3.1],
    ['0 for the X of a double chance', 'Hajduk - Rijeka\nDupla šansa Tip: 0 2 Kvota: 1,30', 'X2', 1.3],
    ['× for X in an app card', 'Hajduk\nRijeka\nKonačan ishod × 3.10', 'X', 3.1],
    ['0 for X in a table row', '1 28.11. 15:30 Hajduk - Rijeka Konačan ishod 0 3,10', 'X', 3.1],
    ['Ž for the 2 of a double chance', 'Hajduk - Rijeka | XŽ | 1,81', 'X2', 1.81],
    ['l for 1 before a dot leader', 'Hajduk - Rijeka....................l............ 1.66', '1', 1.66],
    ['Ž for 2 before a dot leader', 'Hajduk - Rijeka....................XŽ........... 2.48', 'X2', 2.48],
    ['Q for the 0 of a goal range', 'Hajduk - Rijeka\nUkupno golova Q-2 | Kvota 1,95', 'UG 0-2', 1.95],
    ['brackets and Ž for a goal range', 'Hajduk - Rijeka\nUkupno golova ()-Ž | 2,90', 'UG 0-2', 2.9],
    ['a slash for the 7 of the odds', 'Hajduk - Rijeka | 1 | Kvota 2,/9', '1', 2.79],
  ])('mends OCR confusions: %s', (_, text, pick, odds) => {
    expect(legsOf(text)).toEqual([['Hajduk', 'Rijeka', pick, odds]]);
  });

  it('leaves letters that only look like digits in names and real zeros in picks alone', () => {
    expect(legsOf('SASA - Sloboda Tuzla\nUkupno golova Tip: UG 0-2 Kvota: 1,S0')).toEqual([
      ['Sasa', 'Sloboda Tuzla', 'UG 0-2', 1.5],
    ]);
    // A combination's & read as an 8: "183+" is no bet, "1&3+" is.
    expect(legsOf('Galatasaray - Başakşehir | 183+ | 1,43')).toEqual([
      ['Galatasaray', 'Başakşehir', '1&UG3+', 1.43],
    ]);
  });

  it.each([
    [
      'a dash left at the end of the line',
      'Borussia Mönchengladbach -\nBayern München',
      'Borussia Mönchengladbach',
      'Bayern München',
    ],
    ['a hyphenated name broken at its hyphen', 'LYON - PARIS SAINT-\nGERMAIN', 'Lyon', 'Paris Saint-Germain'],
    [
      'the away team’s last word moved down',
      'Borussia Mönchengladbach - Bayern\nMünchen',
      'Borussia Mönchengladbach',
      'Bayern München',
    ],
    [
      'the home team’s first word left alone above',
      'Manchester\nUnited - Chelsea',
      'Manchester United',
      'Chelsea',
    ],
  ])('joins team names broken across lines: %s', (_, teams, home, away) => {
    expect(legsOf(`1. 22.11.2025 20:45 Liga\n${teams}\nKonačan ishod Tip: 1 Kvota: 1,85`)).toEqual([
      [home, away, '1', 1.85],
    ]);
  });

  it('does not take a heading over the teams for a piece of a name', () => {
    for (const heading of ['Evroliga', 'FUDBAL', 'Premijer liga', 'Tiket 123'])
      expect(legsOf(`${heading}\nArsenal - Chelsea\nKonačan ishod Tip: 1 Kvota: 1,85`)).toEqual([
        ['Arsenal', 'Chelsea', '1', 1.85],
      ]);
  });

  it.each([
    [
      'a Croatian listić: "Ulog", euros',
      'SUPERSPORT\nListić br. 1234\nHajduk - Rijeka\nOklada: Konačni ishod Tip: 1 Tečaj: 1,85\nUkupni tečaj: 1,85\nUlog: 2,00 EUR\nMogući dobitak: 3,70 EUR',
      { stake: 2, payout: 3.7, currency: 'EUR', bookmaker: 'SuperSport', totalOdds: 1.85 },
    ],
    [
      'a Serbian printout with grouped thousands',
      'Mozzart Bet\nZvezda - Partizan\nKonačan ishod Tip: 1 Kvota: 1,85\nUplata: 1.000,00 din\nMoguća isplata: 1.757,50 din',
      { stake: 1000, payout: 1757.5, currency: 'RSD', bookmaker: 'Mozzart' },
    ],
    [
      'a Macedonian ticket in denars',
      'Vardar - Shkendija\nKonačan ishod Tip: 1 Kvota: 1,60\nUplata: 100 MKD\nMoguć dobitak: 160 MKD',
      { stake: 100, payout: 160, currency: 'MKD' },
    ],
    [
      'a Bosnian ticket in marks',
      'www.balkanbet.ba Balkan Bet\nSarajevo - Željezničar\nKonačan ishod Tip: X Kvota: 3,10\nUplata: 5,00 KM',
      { stake: 5, currency: 'BAM', bookmaker: 'Balkan Bet' },
    ],
  ])('reads the totals and header of %s', (_, text, expected) => {
    const s = structureTicketText(text);
    expect(s.legs).toHaveLength(1);
    expect(s).toMatchObject(expected);
  });

  it('names no bookmaker the ticket does not show', () => {
    expect(
      structureTicketText('Tiketko\nHajduk - Rijeka\nKonačan ishod Tip: 1 Kvota: 1,85').bookmaker,
    ).toBeUndefined();
  });

  // Each market as the four layouts print it: [market label, pick as printed, pick as read].
  const MARKETS = [
    ['Konačan ishod', '1', '1'],
    ['Konačan ishod', 'X', 'X'],
    ['Konačan ishod', '2', '2'],
    ['Dupla šansa', 'X2', 'X2'],
    ['Dupla šansa', '1X', '1X'],
    ['Oba tima daju gol', 'GG', 'GG'],
    ['Oba tima daju gol', 'NG', 'NG'],
    ['Ukupno golova', 'UG 3+', 'UG 3+'],
    ['Ukupno golova', 'UG 0-2', 'UG 0-2'],
    ['Ukupno golova', 'Više 2.5', 'UG 3+'],
    ['Golgol i 3+ gola', 'GG3+', 'GG3+'],
    ['Prvo poluvreme', 'I 1', 'I 1'],
    ['Drugo poluvreme', 'II 2', 'II 2'],
    ['Poluvreme/kraj', '1-1', '1-1'],
    ['Ishod i ukupno golova', '1&UG3+', '1&UG3+'],
    ['Golovi tima', 'T1 1+', 'T1 1+'],
  ];
  const LAYOUTS: Record<string, (market: string, pick: string) => string> = {
    'shop printout': (market, pick) =>
      `1. 22.11.2025 20:45 Srbija - Superliga\nPARTIZAN - VOJVODINA\n${market} Tip: ${pick} Kvota: 1,85`,
    'app card': (market, pick) =>
      `Srbija - Superliga 22.11. 20:45\nPartizan\nVojvodina\n${market} ${pick} 1.85`,
    'web row': (market, pick) =>
      `1 22.11. 20:45 Srbija - Superliga Partizan - Vojvodina ${market} ${pick} 1.85`,
    'Croatian listić': (market, pick) =>
      `1. Srbija - Superliga 22.11.2025 20:45\nDogađaj: Partizan - Vojvodina\nOklada: ${market} Tip: ${pick} Tečaj: 1,85`,
  };
  it.each(
    Object.entries(LAYOUTS).flatMap(([layout, print]) =>
      MARKETS.map(([market, pick, read]) => [layout, market, pick, read, print(market, pick)]),
    ),
  )('reads a %s leg of "%s: %s" as %s', (_, __, ___, read, text) => {
    const [leg] = structureTicketText(text).legs;
    expect([leg?.home.toLowerCase(), leg?.away.toLowerCase(), leg?.pick, leg?.odds]).toEqual([
      'partizan',
      'vojvodina',
      read,
      1.85,
    ]);
    expect(leg.sport).toBe('football');
  });

  // Layouts beyond the shared benchmark's four, as OCR gives them (cells where it saw wide gaps).
  it.each([
    [
      'a narrow thermal printout: match code, names in capitals on two lines, pick and odds on the away line',
      'KOMBINACIJA 2/2\n#6910 16.01 21:00\nBOLOGNA\nGENOA | UG 2+ | 1.57\n#4827 19.01 16:00\nLENS\nLILLE | x2 | 1.42\nBROJ PAROVA: | 2\nUKUPNA KVOTA: | 2.23',
      [
        ['Bologna', 'Genoa', 'UG 2+', 1.57],
        ['Lens', 'Lille', 'X2', 1.42],
      ],
    ],
    [
      'a web table with home and away columns and the odds column before the pick',
      'POČETAK | DOMAĆIN | GOST | KVOTA | TIP\n13.01. 20:00 | Panathinaikos | Barcelona | 1.86 | V 145.5\nEvroliga\n15.01. 13:00 | Bayer Leverkusen | Eintracht Frankfurt | 1.15 | 1\nNemacka - Bundesliga',
      [
        ['Panathinaikos', 'Barcelona', 'ukupno 145.5 više', 1.86],
        ['Bayer Leverkusen', 'Eintracht Frankfurt', '1', 1.15],
      ],
    ],
    [
      'app cards: a "Country - League" heading with the time, home and away on their own lines',
      'Crna Gora - 1. CFL | sub 17.01. 15:00\nMornar Bar\nMladost Donja Gorica\nUkupno golova | 0-2 | 2,33\nTurska - Super liga | čet 15.01. 18:00\nBasaksehir\nTrabzonspor\nKombinacije | 1&3+ | 4,49',
      [
        ['Mornar Bar', 'Mladost Donja Gorica', 'UG 0-2', 2.33],
        // The gazetteer writes the name as the club does.
        ['Başakşehir', 'Trabzonspor', '1&UG3+', 4.49],
      ],
    ],
    [
      'a one-line receipt with a middle dot between the teams and a comma OCR lost',
      '1. Sporting CP · Famalicão | KI 2 | 2,08\n2. Novi Pazar - TSC Bačka Topola | 1x | 137',
      [
        ['Sporting CP', 'Famalicão', '2', 2.08],
        ['Novi Pazar', 'TSC Bačka Topola', '1X', 1.37],
      ],
    ],
    [
      'a Croatian slip: number, match and market in cells, the league on the line under it',
      '2 | Atalanta - Napoli | Ukupno golova: 0-2 | 7,99\nItalija - Serie A, 09.12. u 18:00\n3 | Rybakina E. - Danilović O. | Pobjednik meča: 1 | 8,59\nWTA Linz, 08.12. u 18:00',
      [
        ['Atalanta', 'Napoli', 'UG 0-2', 7.99],
        ['Rybakina E.', 'Danilović O.', '1', 8.59],
      ],
    ],
  ])('reads %s', (_, text, legs) => {
    expect(legsOf(text)).toEqual(legs);
  });

  it('marks what it is unsure of: odds whose comma was lost, names split by the gazetteer alone', () => {
    const [lost] = structureTicketText('1. Novi Pazar - TSC Bačka Topola | 1x | 137').legs;
    expect(lost.unsure).toEqual(['odds']);
    const [split] = structureTicketText('20:45 Kabel Novi Sad Partizan 1 1.85').legs;
    expect(split).toMatchObject({ home: 'Kabel Novi Sad', away: 'Partizan', unsure: ['teams'] });
    // Odds few bets reach are more often a misread ("31.02" for "1.02"): checked, not trusted.
    const [rare] = structureTicketText('Partizan - Vojvodina | 2 | 31.02').legs;
    expect(rare.odds).toBe(31.02);
    expect(rare.unsure ?? []).toEqual([]);
    const [misread] = structureTicketText('Partizan - Vojvodina | 2 | 273.61').legs;
    expect(misread).toMatchObject({ odds: 273.61, unsure: ['odds'] });
  });

  it('checks the legs against the ticket’s printed leg count', () => {
    const s = structureTicketText(
      'Broj parova: 3\nPartizan - Vojvodina\nTip: 1 Kvota: 1,45\nHajduk - Rijeka\nTip: 2 Kvota: 3,10',
    );
    expect(s.printedLegCount).toBe(3);
    expect(s.notes).toContain('Na tiketu piše 3 parova, a pročitano je 2. Proverite parove.');
  });

  it('reads a slip whose lines lead with the odds: a leg number before them is no pick', () => {
    // OCR of a receipt printing "1. 1.94  V 152.5  ANADOLU EFES - BARCELONA"; a long pair wraps its last word.
    const s = structureTicketText(`Zlatni Par
Tiket 101-1384-481895 · 03.12.2025 15:57
1. 1.94 | V 152.5 ANADOLU EFES - BARCELONA
2. 3.97 | GG | ŠIROKI BRIJEG - BORAC BANJA LUKA
3. 1.50 | 1 | TRABZONSPOR - BASAKSEHIR
4. 1.86 | GG | RADNIK SURDULICA - SPARTAK
SUBOTICA
Broj parova | 4`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Anadolu Efes', 'Barcelona', 'ukupno 152.5 više', 1.94],
      ['Široki Brijeg', 'Borac Banja Luka', 'GG', 3.97],
      ['Trabzonspor', 'Başakşehir', '1', 1.5],
      ['Radnik Surdulica', 'Spartak Subotica', 'GG', 1.86],
    ]);
    expect(s.notes).toBeUndefined();
  });

  it('reads an odds column left of the pick with home over away under it, and a leading odds that lost its comma', () => {
    const s = structureTicketText(`| Kvota | Tip | Par
1.95 | UG 0-2 | Hansa Rostock
| | Viktoria Koln
| | sre 14.01. 15:00
7.03 | X2 | Mura | |
| | Domžale
| | sre 14.01. 20:45
126 | 2 | Topo M. | |
Prižmić D. | |
| | pet 16.01. 19:00 | |
| Broj parova | 3
|| UKUPNA KVOTA | 17.28 |`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Hansa Rostock', 'Viktoria Koln', 'UG 0-2', 1.95],
      ['Mura', 'Domžale', 'X2', 7.03],
      ['Topo M.', 'Prižmić D.', '2', 1.26],
    ]);
    // "126" read as 1,26 is OCR's comma lost: the user checks it.
    expect(s.legs.map((l) => l.unsure ?? [])).toEqual([[], [], ['odds']]);
    expect(s.notes).toBeUndefined();
  });

  it('reads a web list of "@odds | pick | names date": the date is no odds nor name, an "@" read as 6 is no 61,94', () => {
    const s = structureTicketText(`Moji tiketi > Tiket 982-3314-967379 · 21.12.2025. 15:05 · Aktivan
@1,67 | 1 | Barcelona – Maccabi Tel Aviv 21.12. 16:00
@2,09 | V 174,5 | Anadolu Efes — Žalgiris | 21.12 | 1
61,94 | X | Borussia Dortmund — Mainz 05 25 12 | 20 | 4
Broj parova | 3
UKUPNA KVOTA | 6,77`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Barcelona', 'Maccabi Tel Aviv', '1', 1.67],
      ['Anadolu Efes', 'Žalgiris', 'ukupno 174.5 više', 2.09],
      ['Borussia Dortmund', 'Mainz 05', 'X', 1.94],
    ]);
    expect(s.legs[2].unsure).toEqual(['odds']);
    expect(s.notes).toBeUndefined();
  });

  it("reads a dark app's cards without the ticket's status and the crests' initials OCR read in lower case", () => {
    // "Aktivan" was read as the first home's word; "co." and "sp." stayed in the names.
    const s = structureTicketText(`< Moji tiketi
| Aktivan
Elena Rybakina - Olga | 1
Danilović | 2.87
ABA liga · 31.12. 17:30
co. Cedevita Olimpija
sp. Split | 1.80
Pobednik (uklj. produžetke) 2
Hrvatska - SuperSport HNL · 28.12. 18:00
ry Rijeka
os: Osijek | 1.55
Dupla Sansa X2`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Elena Rybakina', 'Olga Danilović', '1', 2.87],
      ['Cedevita Olimpija', 'Split', '2', 1.8],
      ['Rijeka', 'Osijek', 'X2', 1.55],
    ]);
  });

  it("reads a live card's names around its period badge, and a crest's letter in a cell of its own as no pick", () => {
    // "Q3 58:61" between the names lost the leg; "F | Fenerbahce" read F as the pick and "li 2" lost its half.
    const s = structureTicketText(`ABA liga · 31.12. 17:30
Cedevita Olimpija | 2
Q3 58:61
Split | 1.80
(e) 13.01. 16:00 · Turska - Super liga
s | Basaksehir | li 2
F | Fenerbahce | 1,32`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Cedevita Olimpija', 'Split', '2', 1.8],
      ['Başakşehir', 'Fenerbahce', 'II 2', 1.32],
    ]);
  });

  it("reads a post's arrows between the odds, the pick and the match as column breaks", () => {
    // "1X » Istra 1961" was the home team's name, the leg's bet lost.
    const s = structureTicketText(`2,12 » 1X » Istra 1961 — Varaždin · sutra 20:45
1,34 » 2 » Sporting CP — Braga`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Istra 1961', 'Varaždin', '1X', 2.12],
      ['Sporting CP', 'Braga', '2', 1.34],
    ]);
  });

  it('reads the pick of an odds-first line before the kickoff and league that close it', () => {
    // "(13.12. 20:45) [Eredivisie]" after the pick: the pick was lost and the league was the away name's.
    const s = structureTicketText(`kv. 1.63 Ajax vs PSV = Prvo poluvrijeme 1 (13.12. 20:45) [Eredivisie]
kv. 1.12 Fenerbahce vs Basaksehir = Dvostruka sansa 1X`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.league])).toEqual([
      ['Ajax', 'PSV', 'I 1', 1.63, 'Eredivisie'],
      ['Fenerbahce', 'Başakşehir', '1X', 1.12, undefined],
    ]);
    // A half-time/full-time pick reads as a date too: it still closes the line.
    expect(structureTicketText('6,18 Tottenham Hotspur - Wolverhampton ne 1/1').legs[0].pick).toBe('ne 1-1');
  });

  it('sets apart the league printed after the names of an odds-first line', () => {
    const s = structureTicketText(`[6,36] GG&3+ Javor Ivanjica - Crvena zvezda Srbija - Super liga 19:00
[4,05] V 174,5 Šibenka - Sonik Puntamika Hrvatska - Premijer liga 15:00
[2,25] I X Real Sociedad - Real Madrid Španija - La Liga 19:00`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.league])).toEqual([
      ['Javor Ivanjica', 'Crvena zvezda', 'GG3+', 6.36, 'Srbija - Super liga'],
      ['Šibenka', 'Sonik Puntamika', 'ukupno 174.5 više', 4.05, 'Hrvatska - Premijer liga'],
      ['Real Sociedad', 'Real Madrid', 'I X', 2.25, 'Španija - La Liga'],
    ]);
  });

  it('reads odds-first lines with the kickoff, a match code or a label before the odds, or the pick after the names', () => {
    const s = structureTicketText(`12.12. 20:45 1,85 KI 1 Partizan - Vojvodina
#4522 2,05 X2 Arsenal - Chelsea
1,45 Hajduk Split - Rijeka GG
Kvota: 3,10 Tip: 2 Osijek - Dinamo Zagreb`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.kickoff])).toEqual([
      ['Partizan', 'Vojvodina', '1', 1.85, '12.12. 20:45'],
      ['Arsenal', 'Chelsea', 'X2', 2.05, undefined],
      ['Hajduk Split', 'Rijeka', 'GG', 1.45, undefined],
      ['Osijek', 'Dinamo Zagreb', '2', 3.1, undefined],
    ]);
  });

  it('keeps names above a line that starts with the odds and holds only the bet', () => {
    expect(
      legsOf(`Partizan - Vojvodina
1,45 Konačan ishod 1
Arsenal - Chelsea
2,10 Oba tima daju gol`),
    ).toEqual([
      ['Partizan', 'Vojvodina', '1', 1.45],
      ['Arsenal', 'Chelsea', 'GG', 2.1],
    ]);
  });

  it('never throws and never returns odds of 1 or less (property)', () => {
    const line = fc.constantFrom(
      'Zvezda - Partizan',
      'Tip: 1',
      'Kvota: 1,85',
      '1.00',
      'Ukupna kvota 3,40',
      'Arsenal',
      'GG 2.10',
      '0,99',
      '',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(line, fc.string({ maxLength: 40 })), { maxLength: 30 }), (lines) => {
        for (const leg of structureTicketText(lines.join('\n')).legs) expect(leg.odds).toBeGreaterThan(1);
      }),
      { numRuns: 400 },
    );
  });

  it("reads a 58 mm slip's kickoff whose time a photo blurred as a date, not as the next leg's odds", () => {
    const s = structureTicketText(`#2798 23.01 | 12:30
MAINZ 05
BAYER LEVERKUSEN | KI X | 1.62
#6301 | 25.01 | 16:%
VIKTORIA KOLN
INGOLSTADT | KI 1 | 6.89
#2959 | 25.01 | 17:3
SINNER J.
MEDJEDOVIC H. | KI 1 | 1.40`);
    expect(s.legs.map((l) => [l.away, l.pick, l.odds])).toEqual([
      ['Bayer Leverkusen', 'X', 1.62],
      ['Ingolstadt', '1', 6.89],
      ['Međedović H.', '1', 1.4],
    ]);
  });

  it('marks a pick OCR was unsure of on a slip whose printed rules OCR read as words (no silent guess)', () => {
    const text = `Kladomat
—_—— | — ________ __ ___ ___ ___ ___ __
Br. tiketa | 7423455
1. Barcelona - Baskonia | KI 1 | 3,80
2. Juventus - Lazio | 2 | 2,34`;
    // The words as tesseract gave them: the rule's pieces, and the pick "2" (printed "II 2") at 25 %.
    const words = text
      .split(/\s+/)
      .filter((w) => w !== '|')
      .map((w, i, all) => ({ text: w, confidence: w === '2' && all[i - 1] === 'Lazio' ? 0.25 : 0.93 }));
    const legs = structureTicketText(text, words).legs;
    expect(legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([
      ['Barcelona', '1', []],
      ['Juventus', '2', ['pick']],
    ]);
  });

  it("never reads a listić's kickoff date whose dot OCR read as a comma as the odds OCR lost", () => {
    // The second row's odds "1,14" read "14": no odds on its line; the date under it ("13.12.") came out
    // "13.12,". It is the kickoff, not odds of 13.12 for that row: the leg is missing and the count says so.
    const s = structureTicketText(`# | Događaj | Oklada | Tečaj
1 | Roma - Inter | Ukupno golova: 2+ | 1,74
Italija - Serie A, 11.12. u 18:00
2 | Vardar - Tikveš Kavadarci | Dvostruka šansa 12 | 14
S. Makedonija - 1. MFL, 13.12, u 20:00
Broj događaja | 2`);
    expect(s.legs.map((l) => l.odds)).not.toContain(13.12);
    expect(s.flags).toContain('leg-count-mismatch');
  });

  it('reads a card that leads with its selection: the odds beside it, the market, the match and kickoff under it', () => {
    // bet365's "My bets" and the apps copying it; a status dot before the selection reads as a stray letter.
    const s = structureTicketText(`Moji tiketi
Kombinacija (5) · 4471 05.01.2026. 10:00
e Crvena zvezda 1,45
Konačan ishod
Crvena zvezda - Partizan
06.01.2026. 18:00 · Srbija - Superliga
e Više 2,5 1,80
Ukupno golova
Arsenal vs Chelsea
06.01.2026. 21:00 · Engleska - Premijer liga
Real Madrid ili nerešeno 1,20
Dupla šansa
Barcelona - Real Madrid
07.01.2026. 21:00 · Španija - La Liga
Dinamo Zagreb 1,90
Prvo poluvreme
Hajduk Split
Dinamo Zagreb
08.01.2026. 17:00
Lazio i 3+ golova 3,10
Kombinacije
Lazio - Roma
09.01.2026. 20:45 · Italija - Serija A`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Crvena zvezda', 'Partizan', '1', 1.45],
      ['Arsenal', 'Chelsea', 'UG 3+', 1.8],
      ['Barcelona', 'Real Madrid', 'X2', 1.2],
      ['Hajduk Split', 'Dinamo Zagreb', 'I 2', 1.9],
      ['Lazio', 'Roma', '1&UG3+', 3.1],
    ]);
    // The kickoff line's "Country - League" is the league, never the match.
    expect(s.legs[0].league).toBe('Srbija - Superliga');
  });

  it('keeps a card whose pick chip OCR lost, its market on a line of its own: an unknown bet to choose, not dropped', () => {
    const s = structureTicketText(`Tiket 375-1046 · 22.01.2026. 11:56
26.01. 17:30 · WTA Linz
Gauff C.
Danilović O. 2,01
Pobednik meča
Broj parova 1`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Gauff C.', 'Danilović O.', 'Pobednik meča', 2.01],
    ]);
    expect(s.legs[0].flags).toContain('unknown-bet');
  });

  it("reads an odds-first slip's market and team-named selection after the names, and its match codes apart", () => {
    expect(
      legsOf(`Tiket 123456 12.01.2026 10:00
1,85 Arsenal - Chelsea Konačan ishod: Arsenal
3,40 Bologna - Atalanta Konačan ishod: Nerešeno
2,10 Porto - Braga Konačan ishod: Braga`),
    ).toEqual([
      ['Arsenal', 'Chelsea', '1', 1.85],
      ['Bologna', 'Atalanta', 'X', 3.4],
      ['Porto', 'Braga', '2', 2.1],
    ]);
    expect(legsOf('1,85  2134  Arsenal - Chelsea  1\n3,40  2291  Bologna - Atalanta  X')).toEqual([
      ['Arsenal', 'Chelsea', '1', 1.85],
      ['Bologna', 'Atalanta', 'X', 3.4],
    ]);
  });

  it("reads a checked ticket's legs past the results and statuses printed beside them", () => {
    const s = structureTicketText(`Provera tiketa
Tiket br. 259-4735 · Uplaćen: 12.01.2026 10:41 · Status tiketa: Gubitni
2934 · 12.01.2026 19:00 Dobitan
Igokea - Partizan
Tip: V 177,5 · Kvota 8,95 · Rezultat 69:73
8847 · 13.01.2026 20:00 Gubitan
Lens -Lille
Tip: 12 · Kvota 3,78 · Rezultat 4:2 (2:0)
Rublev A. - Sinner J. | 2 | 1,59 | 1:2 (4:6, 6:1, 3:6) | Dobitan
PSV - Ajax | UG 3+ | 1,65 | -:- | Nije počelo
8156 Bournemouth - Liverpool KI X 1,98 2:0 (1:0) Gubitan
ware Zalgiris - Real Madrid 1 1.78 ~ 103:101 Dobitan
Broj parova 6`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Igokea', 'Partizan', 'ukupno 177.5 više', 8.95],
      ['Lens', 'Lille', '12', 3.78],
      ['Rublev A.', 'Sinner J.', '2', 1.59],
      ['PSV', 'Ajax', 'UG 3+', 1.65],
      ['Bournemouth', 'Liverpool', 'X', 1.98],
      ['Zalgiris', 'Real Madrid', '1', 1.78],
    ]);
  });

  it("reads a confirmation's labelled blocks: its label words as the reader's, its summary and sender no leg", () => {
    const s = structureTicketText(`Your bet has been placed
noreply@kladionica.com
Kladionica | Kladionica 13:33
Reference: 27-354599-1425
#1
Competition: Hrvatska - HNL
Kick-off: 27/01/2026 17:30
Match: Gorica - Alkar
Bet type: Ukupno golova
Selection: Više 2.5 Odds: 1.67
Događaj: Samsunspor - Beşiktaş
Natjecanje: Turska - Süper Lig
Tip igre: Konačni ishod
Tip: 2Tečaj: 2,72
Selections: 2
Total odds: 4.54
Stake: 2.00 EUR
Potential return: 9.08 EUR`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.league])).toEqual([
      ['Gorica', 'Alkar', 'UG 3+', 1.67, 'Hrvatska - HNL'],
      ['Samsunspor', 'Beşiktaş', '2', 2.72, 'Turska - Süper Lig'],
    ]);
  });

  it("reads a shop printout's two-line legs with its names cut short, written out as the known clubs", () => {
    expect(
      legsOf(`TIKET BR. 1234
F 75961 MAN.CITY-B.DORTMUND
   06.12 21:00  KI 1      1.85
K 4411 BAYERN M. - ATL.MADRID
   07.12 20:45  UG 3+     2.10`),
    ).toEqual([
      ['Manchester City', 'Borussia Dortmund', '1', 1.85],
      ['Bayern München', 'Atlético Madrid', 'UG 3+', 2.1],
    ]);
  });

  it("keeps a share card's legs whose pick pill OCR lost, their bets unread for the user to choose", () => {
    const s = structureTicketText(`SPORT ZONA
Tiket dana
Co) Lumezzane - Trento
sre 14.01. 20:45 2.39
é) Hajduk Split - Sibenik
čet 15.01. 20:45 1.24
> Feyenoord - PSV
ned 18.01. 16:00 | 3,23
Oba tima daju gol. Da
UKUPNA KVOTA`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Lumezzane', 'Trento', '', 2.39],
      ['Hajduk Split', 'Sibenik', '', 1.24],
      ['Feyenoord', 'PSV', 'GG', 3.23],
    ]);
    // Never the kickoff for a pick: the unread ones are marked, for the review to ask.
    expect(s.legs[0].flags).toContain('unknown-bet');
    expect(s.legs[0].unsure).toContain('pick');
  });

  it("drops a crest's initials or a status dot read as letters before a name", () => {
    // A dark compact app: crests before home over away, the pick over the odds on the right.
    expect(
      legsOf(`PAROVI (3)
Krka | 2
e | a Crvena zvezda Meridianbet | 1,37
® Ned 28.12. 15:00 | |POB | ji
v | Varaždin | 1
e « Gorica | 3.56
@ Ned 28.12. 20:00 | |KI | ji
B | Besiktas | 2
e r Fenerbahce | 1,22
© Uto 30.12. 20:00 | (KI | ||`),
    ).toEqual([
      ['Krka', 'Crvena zvezda Meridianbet', '2', 1.37],
      ['Varaždin', 'Gorica', '1', 3.56],
      ['Besiktas', 'Fenerbahce', '2', 1.22],
    ]);
  });

  it("reads a dark card's home with its pick and odds over away, under a list heading with the legs' count", () => {
    // "Parovi (7)" was taken for the first home, and every leg took the next one's home as its away; a crest's
    // capital initials ("B Besiktas", "RM, Real Madrid"), a market chip alone on its line ("KI") and a lower
    // case word whose capital OCR lost ("e jezero Plav", cut to "Plav" by the crest's letters) misled it too.
    expect(
      legsOf(`Parovi (7)
© Pet 23.01. 12:30 -
e (mL Bayer Leverkusen x 1,96
Rt) RB Leipzig
© Sub 24.01. 12:30 .
B Besiktas 12 1,24
T Trabzonspor
© Sub 24.01. 17:30 we
e jezero Plav 0-2 2,16
@® Sutjeska Nikšić
© Ned 25.01. 16:00
KI
e @ Newcastle United x 2,29
@ Manchester United
@ Ned 25.01. 16:00 =
e a Monaco M 145,5 1,55
RM, Real Madrid
Parova 7`),
    ).toEqual([
      ['Bayer Leverkusen', 'RB Leipzig', 'X', 1.96],
      ['Besiktas', 'Trabzonspor', '12', 1.24],
      ['jezero Plav', 'Sutjeska Nikšić', 'UG 0-2', 2.16],
      ['Newcastle United', 'Manchester United', 'X', 2.29],
      ['Monaco', 'Real Madrid', 'ukupno 145.5 manje', 1.55],
    ]);
  });

  it("keeps a club's name that starts with its crest's letters or a column's word", () => {
    expect(legsOf('AZ Alkmaar 1 1,85\nA Ajax')).toEqual([['AZ Alkmaar', 'Ajax', '1', 1.85]]);
    expect(legsOf('Bayer Leverkusen - RB Leipzig 1 1,96')).toEqual([
      ['Bayer Leverkusen', 'RB Leipzig', '1', 1.96],
    ]);
  });

  it("reads a card's pick over its odds when OCR puts noise before the bet or loses the odds' comma", () => {
    const legs = structureTicketText(`ASVEL .
ae . Manje 163,5
e (em) Bayern Munchen 1.30
® Uto 30.12. 20:00 (UK ji
s Basaksehir li 2
F Fenerbahce 1,32
(e) 13.01. 16:00
v Valencia 1
e (AM, Atlético Madrid 161
© Čet 01.01. 17:30 |KI j`).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['ASVEL', 'Bayern München', 'ukupno 163.5 manje', 1.3],
      // A second half's "II" read as "li".
      ['Başakşehir', 'Fenerbahce', 'II 2', 1.32],
      ['Valencia', 'Atlético Madrid', '1', 1.61],
    ]);
    // Odds read without their comma are the user's to check.
    expect(legs[2].unsure).toContain('odds');
    // An icon read as a lone letter between a card's home and away.
    expect(legsOf('Slodes 2\na\nMetalac Valjevo 3,17')).toEqual([['Slodes', 'Metalac Valjevo', '2', 3.17]]);
  });

  it("reads an English app's slip: a grid of labels with no colon, dates with the month in words, its figures", () => {
    const s = structureTicketText(`BetHarbor RSD 15.160,00
Multiple (3) Early Payout RSD 1.000,00
Placed: Wed 03 Dec 17:53
1. Serbia · SuperLiga
IMT Beograd v Radnik Surdulica
Date 03/12 19:00
Market Both Teams To Score?
Selection Yes
Odds 2,28
Accrington Stanley v Barrow
Date 06/12 13:00
Market 1X2
Selection Accrington Stanley
Odds 3,93
TSC Bačka Topola v Crvena zvezda
Date 04/12 17:30
Market Match Result
Selection Xx
Odds 3,46
Total odds 31,00
Bet Amount RSD 1.000,00
Payout RSD 31.000,00
CASH OUT RSD 622,27
Home In-Play My Bets Casino Account`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['IMT Beograd', 'Radnik Surdulica', 'GG', 2.28],
      ['Accrington Stanley', 'Barrow', '1', 3.93],
      ['TSC Bačka Topola', 'Crvena zvezda', 'X', 3.46],
    ]);
    expect([s.totalOdds, s.stake, s.payout]).toEqual([31, 1000, 31000]);
    // Its summary as one-word labels over their amounts, run together by OCR.
    const summary = structureTicketText(
      'Lens v Strasbourg\nBTTS Yes 1.27\nOdds Stake Payout\n1.27 EUR 10.00 EUR 12.70',
    );
    expect([summary.legs.length, summary.totalOdds, summary.stake, summary.payout]).toEqual([
      1, 1.27, 10, 12.7,
    ]);
    // A bet365-like card: a status ring read as "O" before the selection, the market under it, then the match.
    const card = structureTicketText(`O J. Paolini | 1.23
Match Betting
J. Ostapenko vs. J. Paolini
13 Dec 2025 - 17:30
O No | 2.43
Both Teams To Score
Trabzonspor vs. Fenerbahce
17 Dec 2025 · 12:30
Total Odds | Stake | Returns
2.99 | €10.00 | €29.90`);
    expect(card.legs.map((l) => [l.away, l.pick, l.odds])).toEqual([
      ['Jasmine Paolini', '2', 1.23],
      ['Fenerbahce', 'NG', 2.43],
    ]);
    expect([card.totalOdds, card.payout]).toEqual([2.99, 29.9]);
    // A combination's selection over its market with a line: the whole bet, never its tail alone (UG 3+).
    expect(
      legsOf('Yes and Over 2.5 Goals | 2.17\nBTTS & Over/Under 2.5\nTikveS Kavadarci vs. Bregalnica Štip'),
    ).toEqual([['TikveS Kavadarci', 'Bregalnica Štip', 'GG3+', 2.17]]);
    // A card with its kickoff's day and month in words, its selection a combination or a team in a half.
    expect(
      legsOf(`Tomorrow Mainz 05 @1.38
12:30 Bayer Leverkusen
BTTS & Total Goals Yes & Over 2.5
Thu 25 Dec Sarajevo @2.28
21:00 Zrinjski Mostar
Half Time Result Sarajevo`),
    ).toEqual([
      ['Mainz 05', 'Bayer Leverkusen', 'GG3+', 1.38],
      ['Sarajevo', 'Zrinjski Mostar', 'I 1', 2.28],
    ]);
  });

  it("reads a shop's system ticket: group letters and fixed marks after the odds, marks before the leg numbers", () => {
    expect(
      legsOf(`SISTEM F2 + 2/5
SIF / PAR TIP KVOTA
j 2. #6380 RENNES ||
| NANTES
1 20:45 05.12. UG 2+ 2.92 B |
7. #3701 LAJOVIC D. ||
DJOKOVIC N. ;
20:45 08.12. KI 1 1.45 F BB
SPARTAK SUBOTICA v NAPREDAK KRUSEVAC
OBA TIMA ZABIJAJU NE .................c.c..i aa... 1,90 FIKS`),
    ).toEqual([
      ['Rennes', 'Nantes', 'UG 2+', 2.92],
      ['Lajović D.', 'Đoković N.', '1', 1.45],
      ['Spartak Subotica', 'Napredak Krusevac', 'NG', 1.9],
    ]);
    // Under a "ŠIF / PAR | TIP | KVOTA" header the market's code shares the kickoff's cell: no name, and the
    // market of the pick beside it ("PP | X" is I X).
    expect(
      legsOf(`SIF / PAR | TIP | KVOTA
1. #1481 FMP
KRKA
20:00 04.12. KI | 2 | 2.10 A
4. #1882 MURA
PRIMORJE
19:00 06.12. PP | X | 3.66 F`),
    ).toEqual([
      ['FMP', 'Krka', '2', 2.1],
      ['Mura', 'Primorje', 'I X', 3.66],
    ]);
    // Leaders read as short runs of letters, a double chance's 1 read as a U.
    expect(
      legsOf(`2. 6628 | 10.01 21:00
Sloboda Užice-Borac Čačak
KI 2 | ccc ccc ccc eee eee eee ee eee ee eee eee 2,05
3. 2420 | 11.01 13:00
Basaksehir -Galatasaray
DS UX occ cc | cece eee eee eee eee eee ee 4,03`),
    ).toEqual([
      ['Sloboda Užice', 'Borac Čačak', '2', 2.05],
      ['Başakşehir', 'Galatasaray', '1X', 4.03],
    ]);
    // A pick printed after its odds is no system mark.
    expect(legsOf('20:45 | Udinese | Atalanta | 2,80 | GG')).toEqual([['Udinese', 'Atalanta', 'GG', 2.8]]);
    // Dot leaders OCR read as small letters are no pick.
    expect(
      legsOf(
        'REAL SOCIEDAD v ATLETICO MADRID\nUKUPNO GOLOVA 0-2 cocccccsccccscssscescscssesssessesssessessseens 2,29 FIKS',
      ),
    ).toEqual([['Real Sociedad', 'Atlético Madrid', 'UG 0-2', 2.29]]);
  });

  it('puts a kickoff wrapped under its match back on its line, so the bet under it stays that match’s', () => {
    // A shared ticket pasted in a chat: the kickoff's bracket wrapped, and every bet went to the match below.
    expect(
      legsOf(`7 parova
(5) Basaksehir - Samsunspor (uto
15:00)
Tip: 1X | Kvota: 1,36
® Bosna BH Telecom - Borac Mozzart
(uto 19:00)
Tip: V 184,5 | Kvota: 2,21
(5) Koper - Domžale (sri 19:00)
Tip: UG 2+ | Kvota: 6,86`),
    ).toEqual([
      ['Başakşehir', 'Samsunspor', '1X', 1.36],
      ['Bosna BH Telecom', 'Borac Mozzart', 'ukupno 184.5 više', 2.21],
      ['Koper', 'Domžale', 'UG 2+', 6.86],
    ]);
  });

  it("reads a site's table with the sport and the competition abbreviated in columns of their own", () => {
    expect(
      legsOf(`Datum | Vrijeme | Šifra | Sport | Natjecanje | Događaj | Oklada | Tečaj
01.02. | 18:00 | 4680 | NOG | NIZ 1 | Utrecht - PSV | DŠ 12 | 2.05
01.02. | 20:00 | 4711 | KOŠ | ABA | Cedevita Olimpija - Zadar | POB 1 | 1.45
02.02. | 20:45 | 5120 | NOG | ENG 1 | Arsenal - Chelsea | UP V 2,5 | 1.90`),
    ).toEqual([
      ['Utrecht', 'PSV', '12', 2.05],
      ['Cedevita Olimpija', 'Zadar', '1', 1.45],
      ['Arsenal', 'Chelsea', 'UG 3+', 1.9],
    ]);
  });

  it('reads a dotless ı between two bets as "i" (and), a lone one as the digit 1', () => {
    expect(legsOf('Lazio - Roma GG ı 3+ 2,10\nTorino - Genoa ı 1,95')).toEqual([
      ['Lazio', 'Roma', 'GG3+', 2.1],
      ['Torino', 'Genoa', '1', 1.95],
    ]);
  });

  it('reads a selection card whose market line OCR lost when its selection names a team of the match or is a bet', () => {
    expect(
      legsOf(`Kombinacija (3)
@ Bayern Miinchen 1.71
Bayern Minchen vs Borussia Dortmund
© Under 175.5 1.17
Krka vs FMP
Ruud C. 3.86
Dzumhur D. vs Ruud C.`),
    ).toEqual([
      ['Bayern München', 'Borussia Dortmund', '1', 1.71],
      ['Krka', 'FMP', 'ukupno 175.5 manje', 1.17],
      ['Džumhur D.', 'Ruud C.', '2', 3.86],
    ]);
  });

  it('reads a slip that prints market and match above each pick and odds from above, not from the next leg', () => {
    expect(
      legsOf(`Konačan ishod
Arsenal - Chelsea
1 1,85
Ukupno golova
Bologna - Atalanta
3+ 2,10`),
    ).toEqual([
      ['Arsenal', 'Chelsea', '1', 1.85],
      ['Bologna', 'Atalanta', 'UG 3+', 2.1],
    ]);
  });

  it("reads a chat's pasted ticket: a short odds mark, an '@' read as Q, a message time after the odds, its summary", () => {
    const s = structureTicketText(`tiket za veceras
Marseille - Strasbourg 12 k 4,37
asvel - olimpia milano 2 Q2.19
zverev - rublev 2 @2.54 11:34
ukupno 24.22, ulog 300 dinara`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Marseille', 'Strasbourg', '12', 4.37],
      ['asvel', 'olimpia milano', '2', 2.19],
      ['zverev', 'rublev', '2', 2.54],
    ]);
    expect([s.totalOdds, s.stake, s.currency]).toEqual([24.22, 300, 'RSD']);
    const other = structureTicketText('Roma - Lazio X2 1,68\nkvota 1,68 / uplata 2000din');
    expect([other.totalOdds, other.stake]).toEqual([1.68, 2000]);
    // A goal line after "ukupno" is a bet, never the ticket's total.
    expect(structureTicketText('Roma - Lazio ukupno 2.50 1,68').totalOdds).toBeUndefined();
  });

  it("reads a web ticket's home over away with the bet and odds between them, its competition rows no match", () => {
    expect(
      legsOf(`Turska - Süper Lig
Trabzonspor
22.01. | Konačni ishod | 1 | 1,10
13:00 | Fenerbahce
M Srbija - Superliga
Čukarički
23.01. | Konačni ishod | 2 | 8,57
16:00 | Spartak Subotica`),
    ).toEqual([
      ['Trabzonspor', 'Fenerbahce', '1', 1.1],
      ['Čukarički', 'Spartak Subotica', '2', 8.57],
    ]);
  });

  it("reads a dark card's pick printed large beside its names, under its market's overline, above the odds", () => {
    expect(
      legsOf(`PRVO POLUVREME
Zrinski Jurjevac - Cibalia | 1
15.01. 13:00 · Hrvatska - Prva NL | 2,24
KONACAN ISHOD
Struga - Tikveš Kavadarci | 2
16.01. 20:00 · S. Makedonija - Prva liga | 1,21
KONAČAN ISHOD | 1
Dečić - Budućnost Podgorica
17.01. 17:30 · Crna Gora - 1. CFL | 1,53`),
    ).toEqual([
      ['Zrinski Jurjevac', 'Cibalia', 'I 1', 2.24],
      ['Struga', 'Tikveš Kavadarci', '2', 1.21],
      ['Dečić', 'Budućnost Podgorica', '1', 1.53],
    ]);
  });

  it("keeps a web ticket's summary box that OCR ran into the table's lines out of the names, and reads its figures", () => {
    const s = structureTicketText(`Petak, 30.01. | Ukupna kvota | 3,78
FUDBAL / Slovenija | Prva liga | Uplata | 2.000,00 RSD
Domžale | Mogući dobitak 7.560,00 RSD
18:00 | 12 | 1,18
Celje | NOAM
KOŠARKA / ABA liga
Krka
21:00 | Više 181,5 | 3,20
Budućnost VOLI`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Domžale', 'Celje', '12', 1.18],
      ['Krka', 'Budućnost Voli', 'ukupno 181.5 više', 3.2],
    ]);
    expect([s.totalOdds, s.stake, s.payout]).toEqual([3.78, 2000, 7560]);
  });

  it('keeps a compact row whose pick pill OCR garbled, home beside the odds and away under it: its bet unread, asked', () => {
    const legs = structureTicketText(`Tiketko | 05.12.2025. 18:49
WP OWE | Milan | 3.81
Torino
08 | Arsenal Tivat | 1.14
Budućnost Podgorica`).legs;
    expect(legs.map((l) => [l.home, l.away, l.odds])).toEqual([
      ['Milan', 'Torino', 3.81],
      ['Arsenal Tivat', 'Budućnost Podgorica', 1.14],
    ]);
    expect(legs[0].pick).toBe('');
    expect(legs[0].unsure).toContain('pick');
  });
  it('reads odds whose comma OCR lost beyond one token ("1 10", "14") only when the printed total then agrees', () => {
    const listic = (total: string) => `# | Događaj | Oklada | Tečaj
1 | Roma - Inter | Ukupno golova: 2+ | 1,74
2 | Vardar - Tikveš Kavadarci | Dvostruka šansa 12 | 14
Ukupni tečaj | ${total}`;
    const legs = structureTicketText(listic('1,98')).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Roma', 'Inter', 'UG 2+', 1.74],
      ['Vardar', 'Tikveš Kavadarci', '12', 1.14],
    ]);
    expect(legs[1].unsure).toContain('odds');
    // A total the repair does not explain: the damaged line stays unread rather than guessed.
    expect(structureTicketText(listic('5,00')).legs.map((l) => l.home)).toEqual(['Roma']);
    const split = structureTicketText(`16.12. | PSV
UG 2+ | :
19:00 | AZ Alkmaar | 1.07
17.12. | Real Madrid
1 | :
20:00 | ASVEL | 1 10
Parova | 2
Kvota | 1,18
Uplata | 500,00 RSD`).legs;
    expect(split.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['PSV', 'AZ Alkmaar', 'UG 2+', 1.07],
      ['Real Madrid', 'ASVEL', '1', 1.1],
    ]);
    // "2 | 80": the pick 2 and odds 1,80 that lost their "1," (not 2,80: the total says which).
    const cut = structureTicketText(`Roma - Inter | Konačan ishod | 1 | 1,74
Ostapenko J. - Danilović O. | Pobjednik meča | 2 | 80
Ukupni tečaj | 3,13`).legs;
    expect(cut.map((l) => [l.pick, l.odds])).toEqual([
      ['1', 1.74],
      ['2', 1.8],
    ]);
    // A bold font ran two legs' odds together ("175", "223"): both repaired at once, each leg keeping its own
    // bet (with the Koper leg lost, its X went to the leg under it).
    const bold = structureTicketText(`Srbija - Super liga • 24.12. 20:00
Spartak Subotica - Železničar Pančevo | 175
KOMBINACIJE
GG&3+
Slovenija - Prva liga • 25.12. 20:45
Koper - Olimpija Ljubljana | 223
KONAČNI ISHOD
X
Francuska - Ligue 1 • 26.12. 13:00
Nantes - Lens | 4,05
KONAČNI ISHOD
2
Ukupna kvota | 15,82`).legs;
    expect(bold.map((l) => [l.home, l.pick, l.odds, l.unsure?.includes('odds') ?? false])).toEqual([
      ['Spartak Subotica', 'GG3+', 1.75, true],
      ['Koper', 'X', 2.23, true],
      ['Nantes', '2', 4.05, false],
    ]);
  });
  it("reads a card's pick beside its home team under the market's overline, and its kickoff from the card's footer", () => {
    const legs = structureTicketText(`< Moj tiket | Aktivan
Zvezdani Tip · ID 895-5497-547493 | 04.12.2025. 12:03
OBA TIMA DAJU GOL
Široki Brijeg | GG
GOŠK Gabela | 1.86
04.12. 12:30 · BiH - Premijer liga
KONACAN ISHOD
Feralpisalò | 2
Lumezzane | 1.22
04.12. 15:00 · Italija - Serija C
UKUPNO GOLOVA
Igman Konjic | 2+
Sarajevo | 1.10
04.12. 18:00 · BiH - Premijer liga`).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds, l.kickoff, l.league])).toEqual([
      ['Široki Brijeg', 'Gošk Gabela', 'GG', 1.86, '04.12. 12:30', 'BiH - Premijer liga'],
      ['Feralpisalò', 'Lumezzane', '2', 1.22, '04.12. 15:00', 'Italija - Serija C'],
      ['Igman Konjic', 'Sarajevo', 'UG 2+', 1.1, '04.12. 18:00', 'BiH - Premijer liga'],
    ]);
    // The totals under a slip's last leg: kickoffs printed above the legs stay theirs.
    const slip = structureTicketText(`SRETNI LISTIC
21.01.2026 13:20:14
KOMBINACIJA 2/2
#2029 22.01 12:30
WERDER BREMEN - BAYERN MUNCHEN
KI 12 | 3.71
#5871 22.01. 16:00
BREGALNICA STIP - SILEKS
KI 1 | 1.99
UKUPNA KVOTA 7.38`).legs;
    // The ticket's own time printed above the first leg is not its kickoff, nor its system ("2/2") a date.
    expect(slip.map((l) => l.kickoff)).toEqual(['12:30', '22.01. 16:00']);
  });
  it("reads a dark compact list: the market's words before the pick are no names, a selection it cannot read is asked with its market", () => {
    const s = structureTicketText(`Moj tiket | NA ČEKANJU
sutra | Wolfsburg - Freiburg
12:30 | Dupla | šansa | 1X | 1,67
sutra | Petrovac - Mornar Bar
16:00 | oba | tima | daju | gol: | N | 2,01
Sutra | Lumezzane - Arzignano | 3,35
19:00 Ukupno golova: 2+ | ji
Broj parova 3 · Ukupna kvota 9,16 · Uplata 10 KM ·
Mogući dobitak 91,60 KM`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Wolfsburg', 'Freiburg', '1X', 1.67],
      // "oba tima daju gol" alone would be GG: its selection after the colon is not read, so it is asked.
      ['Petrovac', 'Mornar Bar', 'oba tima daju gol: N', 2.01],
      ['Lumezzane', 'Arzignano', 'UG 2+', 3.35],
    ]);
    expect(s.legs[1].unsure).toContain('pick');
    expect([s.totalOdds, s.stake, s.currency]).toEqual([9.16, 10, 'BAM']);
  });

  it("reads an app's summary printed as a row of labels over a row of values", () => {
    const s = structureTicketText(`29.12. | Galatasaray - Samsunspor | 2,15
12:30 | Oba tima daju gol i 3+ golova | ji
29.12. | Bravo - Olimpija Ljubljana | 1.27
19:00 | Konačan ishod: 1 | ’
Parova | Kvota | Ulog | Dobitak
2 | 2,73 | 500 din. | 1.365,00 din.
Početna | Uživo | Tiketi | Profil`);
    expect(s.legs.map((l) => [l.home, l.pick, l.odds])).toEqual([
      ['Galatasaray', 'GG3+', 2.15],
      ['Bravo', '1', 1.27],
    ]);
    expect([s.totalOdds, s.stake, s.currency]).toEqual([2.73, 500, 'RSD']);
    // The values row is the ticket's figures, never a leg "5,00 KM - 38,00 KM".
    const site = structureTicketText(`Sport | Par | Igra / Tip | Kvota
Transakcije | Široki Brijeg - Sloboda Tuzla | Oba tima daju gol · Da | 2,89
Sabalenka A. - Krunić A. | Pobjednik meča · 1 | 2,63
BROJ PAROVA | UKUPNA KVOTA | UPLATA | MOGUĆI DOBITAK
2 | 7,60 | 5,00 KM | 38,00 KM`);
    expect(site.legs.map((l) => l.odds)).toEqual([2.89, 2.63]);
    expect([site.totalOdds, site.stake, site.payout, site.currency]).toEqual([7.6, 5, 38, 'BAM']);
  });
  it('reads a live badge before a name as no nav bar, and a both-teams-to-score whose "Oba" OCR cut short', () => {
    const legs = structureTicketText(`Moji listići
Aktivni | Riješeni | Svi
UŽIVO | Roma
>, | Atalanta | 1,53
Ukupno golova: 2+
„ | Budućnost Dobanovci
13:00 Kolubara Lazarevac | 1,81
O. tima zabijaju: Da
Monaco
13:00 Strasbourg | 2,27
O *. tima daju gol: Ne
uziva Mainz 05
«7 | Eintracht Frankfurt | 2,84
Ukupno golova: 2+`).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Roma', 'Atalanta', 'UG 2+', 1.53],
      ['Budućnost Dobanovci', 'Kolubara Lazarevac', 'GG', 1.81],
      ['Monaco', 'Strasbourg', 'NG', 2.27],
      ['Mainz 05', 'Eintracht Frankfurt', 'UG 2+', 2.84],
    ]);
  });
  it("keeps a site's ticket header and the account's other tickets listed beside this one out of the legs", () => {
    const legs = structureTicketText(`Listié 284746674872 — Uplagen 20.01.2026. 15:53 . Obični | 508,68
4 | 380-3484-070258 | Ulog 200,00 din. | Kvota | 55,81 | 2 | 11162,00 din.
Datum i vreme | Događaj | Igra/Tip | Kvota
Fenerbahce - Basaksehir | Konačan ishod-2 | 1,97
Rijeka - Osijek | Dupla šansa - 12 | 2,09`).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Fenerbahce', 'Başakşehir', '2', 1.97],
      ['Rijeka', 'Osijek', '12', 2.09],
    ]);
  });
  it("reads a site's home over away with the kickoff and pick between them and the odds beside the away team", () => {
    const legs = structureTicketText(`KOŠARKA / ABA liga
Krka
21:00 | V181,5
Budućnost VOLI | 3,20`).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds, l.kickoff])).toEqual([
      ['Krka', 'Budućnost Voli', 'ukupno 181.5 više', 3.2, '21:00'],
    ]);
  });
  it('never reads the tail of a code OCR damaged ("UG 2" whose "+" was lost) as the bet "2", and keeps competition rows out of the names', () => {
    const legs = structureTicketText(`Početak | Događaj | Oklada | Odabir | Tečaj
* | Turska - Siper Lig
22.01. | Trabzonspor | _
13:00 | Fenerbahce | Konačni ishod | 1 | 1,10
Njemaéka - 3. liga
23.01. | Erzgebirge Aue
17:30 | Viktoria Koln | Ukupno golova | UG 2 | 1,40
Sažetak listića`).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Trabzonspor', 'Fenerbahce', '1', 1.1],
      ['Erzgebirge Aue', 'Viktoria Koln', 'UG 2', 1.4],
    ]);
    expect(legs[1].unsure).toContain('pick');
  });
  it("drops a hard photo's noise: a bet nobody knows at odds few bets reach; a code it does not know at usual odds is asked", () => {
    const legs = (odds: string) =>
      structureTicketText(`Partizan - Vojvodina | KI 1 | 1,45
Kinezi - Oobitak | ZQ | ${odds}`).legs.map((l) => [l.home, l.pick, l.odds]);
    expect(legs('200')).toEqual([['Partizan', '1', 1.45]]);
    expect(legs('20,00')).toEqual([
      ['Partizan', '1', 1.45],
      ['Kinezi', 'ZQ', 20],
    ]);
  });
  it("takes a card's home over away, not a lower-case word OCR made of its market's print", () => {
    const legs = structureTicketText(`ned 07.12. 18:00
Torino
Juventus
in | aie | earbinion | 0-2 | 1,29
pon | 08,12. 21:00
Dubai Basketball
Partizan Mozzart Bet
Pobednik | - | progquZelke | 1 | 3,39`).legs;
    expect(legs.map((l) => [l.home, l.away, l.odds])).toEqual([
      ['Torino', 'Juventus', 1.29],
      ['Dubai Basketball', 'Partizan Mozzart Bet', 3.39],
    ]);
  });

  it("reads a market in a cell of its own before the pick as the pick's period, not an icon OCR read as a letter", () => {
    const s = structureTicketText(`1. Tikveš Kavadarci – Vardar
Prvo poluvrijeme | 1 | 1,43
02.01.2026. 20:45 · S. Makedonija - 1. MFL
Besiktas
Samsunspor
Prvo poluvreme | 1 | 1,69`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure ?? []])).toEqual([
      ['Tikveš Kavadarci', 'Vardar', 'I 1', 1.43, []],
      ['Besiktas', 'Samsunspor', 'I 1', 1.69, []],
    ]);
    const web = structureTicketText(`Trabzonspor
22.01. | i | Konačni ishod | 2 | 1,10
13:00 | Fenerbahce`);
    expect(web.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Trabzonspor', 'Fenerbahce', '2', 1.1],
    ]);
  });

  it('asks about a photo\'s "Tip: 11", which may be the half-time "I 1", and reads a kickoff between names as no odds', () => {
    const s = structureTicketText(`Besiktas - Samsunspor
Tip: 11 · Kvota 3,08
Evroliga
(ec) | Olympiacos | 21.00 | Monaco (wo)
Ukupno poena · Manje 147,5 | 1,72
Evroliga
(om) Olimpia Milano 13:00 | Barcelona
Ukupno poena · Manje 171,5 | 2,09`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure ?? []])).toEqual([
      ['Besiktas', 'Samsunspor', '1-1', 3.08, ['pick']],
      ['Olympiacos', 'Monaco', 'ukupno 147.5 manje', 1.72, []],
      ['Olimpia Milano', 'Barcelona', 'ukupno 171.5 manje', 2.09, []],
    ]);
    expect(s.legs[0].alternatives).toEqual([{ kind: 'result', outcome: '1', period: 'H1' }]);
  });

  it("reads a hard photo of a two-line shop slip: a B read as 8, a damaged date, a names line it cannot read takes no other leg's names", () => {
    const s = structureTicketText(`Broj parova: 6
6924 DUBROVNIK-SIBENKA
18.01 12:30 1 | 2.38
5038 MB LEIPZIG-8. LEVERKUSEN
18.01 20:00 UG 2+ | 1.68
0627 PETROVAC-JEZERO PLAV
19.61 12:30 UG 3+ | 9.47
1932? | = | wi | wa | LI
20.01 16:00 2 | 2.19
2316 MAN.UTD-BRENTFORD
20.01 20:45 12 | 1.52
3032 FENERBAHCE - BASAKSEHIR
21.01 17:30 2 | 1.81`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Dubrovnik', 'Šibenka', '1', 2.38],
      ['MB Leipzig', 'Bayer Leverkusen', 'UG 2+', 1.68],
      ['Petrovac', 'Jezero Plav', 'UG 3+', 9.47],
      ['Manchester United', 'Brentford', '12', 1.52],
      ['Fenerbahce', 'Başakşehir', '2', 1.81],
    ]);
    expect(s.flags).toContain('leg-count-mismatch');
  });

  it("reads a goals range whose dash OCR lost on a card's market overline as the range, not a 0 read for X", () => {
    const s = structureTicketText(`UKUPNO GOLOVA | 0 2
Trabzonspor - Fenerbahce | ij
14.01. 19:00 · Turska - Super liga | 2,39`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Trabzonspor', 'Fenerbahce', 'UG 0-2', 2.39],
    ]);
  });

  it("reads a share card's names above its odds, not the next card's under its pick, past an icon read as 0°", () => {
    expect(
      legsOf(`Genoa vs Bologna
Će) | g | 2,26
Oba tima daju gol: Da
(0°) Feyenoord vs Utrecht
2,01
Ukupno golova: 2+
Osijek vs Istra 1961
8,99
Konačan ishod: X`),
    ).toEqual([
      ['Genoa', 'Bologna', 'GG', 2.26],
      ['Feyenoord', 'Utrecht', 'UG 2+', 2.01],
      ['Osijek', 'Istra 1961', 'X', 8.99],
    ]);
  });

  it('never reads a points line OCR added a digit to ("manje 161,55") as odds', () => {
    const s = structureTicketText(`Split - SC Derby
20.12.2025. 17:30 2,70
T Ukupno poena manje 161,55 an
Hansa Rostock - Rot-Weiss Essen
21.12.2025. 20:00 1,62
Ukupno golova: 2+`);
    expect(s.legs.map((l) => [l.home, l.odds, l.unsure ?? []])).toEqual([
      ['Split', 2.7, ['pick']],
      ['Hansa Rostock', 1.62, []],
    ]);
  });

  it("reads a web table's names wrapped in their cell, past the leg's status word", () => {
    expect(
      legsOf(`Datum ivreme Šifra Događaj igra/Tip Kvota
Fenerbahce -
e Basaksehir Konačan ishod-2 1,97 0:2 Pogođen
Strasbourg - Paris
2 54 Saint-Germain Prvo poluvreme-X 2,32`),
    ).toEqual([
      ['Fenerbahce', 'Başakşehir', '2', 1.97],
      ['Strasbourg', 'Paris Saint-Germain', 'I X', 2.32],
    ]);
  });

  it('reads cards whose pick stands over the odds beside the home team and whose market closes the card', () => {
    const s = structureTicketText(`Danas Juventus 2+
18:00 Bologna 2,29
UKUPNO GOLOVA
Danas Fenerbahce Da
18:00 Basaksehir 1,52
Oba tima ZABIJAJU
Sutjeska Nikšić | 1
20:00 Mladost Donja Gorica | 1,92
PRVO POLUVRIJEME`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Juventus', 'Bologna', 'UG 2+', 2.29],
      ['Fenerbahce', 'Başakşehir', 'GG', 1.52],
      ['Sutjeska Nikšić', 'Mladost Donja Gorica', 'I 1', 1.92],
    ]);
    // No market on the cards: the pick over the odds alone, the away team alone beside them.
    expect(
      legsOf(`Juventus 1
18:00 Bologna 2,29
Fenerbahce X2
18:00 Basaksehir 1,52
Broj dogadaja 2
Ukupni teéaj 3,48`),
    ).toEqual([
      ['Juventus', 'Bologna', '1', 2.29],
      ['Fenerbahce', 'Başakşehir', 'X2', 1.52],
    ]);
  });

  it('takes a league row whose country OCR garbled by a letter for the league, not the match', () => {
    const s = structureTicketText(`ew Hirvatska - SuperSport HNL 17.01.2026
Vukovar 1991 | Hajduk Split
Konačan ishod | 1 | 1.14`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.league])).toEqual([
      ['Vukovar 1991', 'Hajduk Split', '1', 1.14, 'Hirvatska - SuperSport HNL'],
    ]);
  });

  it('takes a league row led by its sport ("Fudbal · BiH - Premijer liga") for the league, not the match', () => {
    // A compact app row: the league over the kickoff, the pick before home, away under it; a flag before the
    // sport read as letters ("Ss").
    const s = structureTicketText(`[)} | Fudbal · BiH - Premijer liga
08.01. 12:30
1 | Borac Banja Luka | 3.10
Posušje
@ Košarka - ABA liga
10.01. 12:30
M 181.5 | Igokea | 1.32
Budućnost VOLI
Ss Fudbal · Italija - Serija A
12.01. 16:00
UG 0-2 | Fiorentina | 2.07
Atalanta`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Borac Banja Luka', 'Posušje', '1', 3.1],
      ['Igokea', 'Budućnost Voli', 'ukupno 181.5 manje', 1.32],
      ['Fiorentina', 'Atalanta', 'UG 0-2', 2.07],
    ]);
  });

  it('reads a match whose "vs" OCR made "v:", "v;" or ".;", and a market glued and garbled ("Konaéniishod"), as such', () => {
    const cards = structureTicketText(`Partizan vs IMT Beograd | 3.71
Ukupno golova 2+
Sifra 5576 · Srbija · Super liga | 10.12. 15:00
Posušje v: Velež Mostar | 9.44
Ukupno golova 3+
Sifra 6128 · BiH · Premijer liga | 12.12. 15:00
Viktoria Koln v; Ingolstadt | 1.74
Konačan ishod X
Sifra 1747 · Nemačka · 3. liga | 12.12. 15:00
Famalicao .; Sporting CP | 7.38
Kombinacije GG&3+
Sifra 9065 · Portugalija - Primeira liga | 13.12. | 17:30`);
    expect(cards.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Partizan', 'IMT Beograd', 'UG 2+', 3.71],
      ['Posušje', 'Velež Mostar', 'UG 3+', 9.44],
      ['Viktoria Koln', 'Ingolstadt', 'X', 1.74],
      ['Famalicao', 'Sporting CP', 'GG3+', 7.38],
    ]);
    const stacked = structureTicketText(`s | 05.12.20:45 | BiH - Premijer liga
@ Posušje
@ Sloboda Tuzla
Konaéniishod | X | 1.97
) | 06.12. 15:00 | Njemačka · Bundesliga
@ wolfsburg
@ Bayern Miinchen
Konaéniishod | 1 | 2.25`);
    expect(stacked.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Posušje', 'Sloboda Tuzla', 'X', 1.97],
      ['wolfsburg', 'Bayern Miinchen', '1', 2.25],
    ]);
  });

  it('takes a market OCR cut by its first letter ("Kupno golova") for the market, not the away team', () => {
    const s = structureTicketText(`“~ Njemačka - 3. liga
23.01. | Erzgebirge Aue
en | Ukupno golova | +
17:30 | Viktoria Kolin | Kupno golova | UG2 | 1,40`);
    expect(s.legs.map((l) => [l.home, l.away, l.odds, l.unsure])).toEqual([
      ['Erzgebirge Aue', 'Viktoria Kolin', 1.4, ['pick']],
    ]);
  });

  it("never takes an app's share or copy button under the last card for the away team", () => {
    expect(
      legsOf(`Pp BiH - Prva liga FBiH 10.12.2025.
e 16:00 %
Zvijezda 09 | TOŠK Tešanj
Konačni ishod | 1 | 8,16
Kopiraj tiket`),
    ).toEqual([['Zvijezda 09', 'Tošk Tešanj', '1', 8.16]]);
    expect(legsOf('Juventus - Bologna\nKonačan ishod 1 2,29\nPodijeli listić')).toEqual([
      ['Juventus', 'Bologna', '1', 2.29],
    ]);
  });

  it("reads a printed receipt's dotted leaders between the match, the pick and the odds as column breaks", () => {
    expect(
      legsOf(`Igokea - Zadar............M 142.5...... 1.60
Erzgebirge Aue - Hansa Rostock............I1.......... | 1.15
Slaven Belupo - Vukovar 1991..............X2........... 1.81`),
    ).toEqual([
      ['Igokea', 'Zadar', 'ukupno 142.5 manje', 1.6],
      ['Erzgebirge Aue', 'Hansa Rostock', 'I 1', 1.15],
      ['Slaven Belupo', 'Vukovar 1991', 'X2', 1.81],
    ]);
  });

  it('splits players\' names whose dash and initials\' spaces OCR lost ("DodiM.- PoličakM.")', () => {
    expect(
      legsOf(`e | « DodiM.- PoličakM. | 13.12.2025 19:00 | Pobednikmeča-1 | 7,40 | (D
Tenis «TF Antalya`),
    ).toEqual([['Dodi M.', 'Poljičak M.', '1', 7.4]]);
  });

  it("reads a card's odds whose decimal point OCR lost under its pick, marked for the user to check", () => {
    const s = structureTicketText(`UKUPNO GOLOVA
Igman Konjic | 2+
Sarajevo | 110
POBEDNIK (UKLJ. PRODUŽETKE)
Krka | 1
Igokea | 143
UKUPNO GOLOVA
Inter | 3+
Atalanta | 3.03`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure ?? []])).toEqual([
      ['Igman Konjic', 'Sarajevo', 'UG 2+', 1.1, ['odds']],
      ['Krka', 'Igokea', '1', 1.43, ['odds']],
      ['Inter', 'Atalanta', 'UG 3+', 3.03, []],
    ]);
  });

  it('marks the match of a leg that took its names from under its odds where every other leg took them from above', () => {
    const s = structureTicketText(`Partizan - Vojvodina
KI 1 | 1.50
Hajduk - Dinamo
KI X | 3.10
KI 2 | 2.20
Rijeka - Osijek
Zvezda - Radnik
KI 1 | 1.40`);
    expect(s.legs.map((l) => [l.home, l.unsure ?? []])).toEqual([
      ['Partizan', []],
      ['Hajduk', []],
      ['Rijeka', ['teams']],
      ['Crvena zvezda', []],
    ]);
  });

  it('reads cards that repeat a label row over each bet ("IGRA | TIP | KVOTA") with their own names above it, not the next card\'s', () => {
    // Before, the label row ended what came before it like a table's header, and every bet took the names under it.
    const s = structureTicketText(`Kombinacija 3 parova | 29.01.2026. 20:01
1 | Maccabi Tel Aviv | 29.01.
21:00
Zalgiris
Evroliga
IGRA | TIP | KVOTA
Pobednik (uklj. produžetke) | 2 | 1.38
2 | Galatasaray | 16.01.
Samsunspor | 18:00
Turska · Super liga
OKLADA | TIP | TEĆAJ
Oba tima daju gol | Ne | 1.31
3 | Jezero Plav | 16.01.
Petrovac | 20.00
Crna Gora · 1. CFL
IGRA | TIP | KVOTA
Dupla šansa | X2 | 3.34`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Maccabi Tel Aviv', 'Zalgiris', '2', 1.38],
      // The market in its own cell before "Ne" is no pick of its own (it read as its yes, GG).
      ['Galatasaray', 'Samsunspor', 'NG', 1.31],
      // "20.00" under the card's date is its kickoff, not odds.
      ['Jezero Plav', 'Petrovac', 'X2', 3.34],
    ]);
  });

  it("reads a card's pick beside the home team with the odds on the kickoff's line under the away team, names in capitals", () => {
    const s = structureTicketText(`Kombinacija 3 para | 16.01.2026. 15:03
OFK BEOGRAD | GG&3+
MLADOST LUČANI
17.01. 12:30 · Srbija · Super liga | 2,10
ROT-WEISS ESSEN | X2
VIKTORIA KOLN
19.01. 19:00 · Nemačka · 3. liga | 4,18
PARTIZAN | 1
VOJVODINA | 1,55`);
    expect(s.legs.map((l) => [l.home.toLowerCase(), l.away.toLowerCase(), l.pick, l.odds])).toEqual([
      ['ofk beograd', 'mladost lučani', 'GG3+', 2.1],
      // A hyphened name over the away team's line is one name, not "ROT" against "WEISS ESSEN".
      ['rot-weiss essen', 'viktoria koln', 'X2', 4.18],
      ['partizan', 'vojvodina', '1', 1.55],
    ]);
    // A shop slip's hyphened match in capitals under its league line stays the match.
    expect(
      legsOf(`NOGOMET - HRVATSKA - 2. NL
CIBALIA-JARUN
18.01 12:30 X | 1.98`),
    ).toEqual([['Cibalia', 'Jarun', 'X', 1.98]]);
  });

  it('reads a labelled block\'s market line with its "Tip" line ("Oklada | Prvo poluvrijeme" over "Tip | X" is I X)', () => {
    expect(
      legsOf(`Lokomotiva Zagreb – Vukovar 1991
Početak | Uto, 23.12. 16:00
Oklada | Prvo poluvrijeme
Tip | X
Tečaj | 2,26
Kecmanović M. – Ruud C.
Oklada | Pobjednik meča
Tip | 1
Tečaj | 4,44`),
    ).toEqual([
      ['Lokomotiva Zagreb', 'Vukovar 1991', 'I X', 2.26],
      ['Kecmanović M.', 'Ruud C.', '1', 4.44],
    ]);
  });

  it('never takes a leg number before a match code for the pick, and reads "Pobednik meča - 1" whose č OCR read as t', () => {
    const s = structureTicketText(`2 | 6627 | Rune H. - Zverev A. | Pobednik meta-1 | 2,47
3 | 5677 | Juventus - Udinese | Pobednik xyz | 2,45`);
    expect(s.legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([
      ['Rune H.', '1', []],
      // Was "3", the leg's number, in silence: now the unread bet is kept for the user to choose.
      ['Juventus', 'Pobednik xyz', ['pick']],
    ]);
  });

  it("never takes a digit before a market on the kickoff line for the pick: a goals market's unread selection is asked", () => {
    // A flag read as "1" before "Ukupno golova", the pill under it unread ("ot"): once read as a home win, in silence.
    const s = structureTicketText(`1 | 12.12. 20:45 - Ukupno golova | 1.48
Roma - Lazio | ot | |
em 12-12. 21:00 · Konačan ishod | 2.55
=" Brighton - Everton | 1 | |`);
    expect(s.legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([
      ['Roma', 'Ukupno golova', ['pick']],
      ['Brighton', '1', []],
    ]);
  });

  it('never takes a leg number for the pick when the bet is printed on the line under the names and odds', () => {
    const s = structureTicketText(`Parovi (3)
1 | Metalac Gornji Milanovac - Sloboda Užice | 1.18
17.12. 19:00 · Ukupno golova: Više 2.5 | ji
2 | Tsitsipas S. - Alcaraz C. | 2.42
17.12. 20:00 · Pobjednik meča: Tsitsipas S. | jj
3 | Partizan - Vojvodina | 1.50
17.12. 21:00 · Pobednik: Vojvodina | jj`);
    // Were 1, 2 and 3: the legs' numbers, in silence; the bet lines were read as leagues.
    expect(s.legs.map((l) => [l.home, l.pick, l.league])).toEqual([
      ['Metalac Gornji Milanovac', 'UG 3+', undefined],
      ['Tsitsipas S.', '1', undefined],
      ['Partizan', '2', undefined],
    ]);
  });

  it("reads a light app card's pick from the right of its head line, with the market under the odds", () => {
    // League and kickoff with the pick chip on the right, the names, the odds, the market: the chip was never read
    // and the market alone became an unknown bet.
    const s = structureTicketText(`PAROVI (3)
© Primeira liga · 12:30 | 2
Benfica - Braga
NI: | 3,70
Konačan ishod
© Super liga · 20:45 | 1
Basaksehir - Galatasaray
1,81
Prvo poluvreme
© Prva liga FBiH · 20:45 | 183+
Budućnost Banovići - Celik Zenica
Kombinacije | 4,38`);
    expect(s.legs.map((l) => [l.home, l.pick, l.odds, l.league])).toEqual([
      ['Benfica', '2', 3.7, 'Primeira liga'],
      ['Başakşehir', 'I 1', 1.81, 'Super liga'],
      ['Budućnost Banovići', '1&UG3+', 4.38, 'Prva liga FBiH'],
    ]);
  });

  it("reads a betslip's changed odds as the new ones: the old, struck through, are no leg and no pick", () => {
    const s = structureTicketText(`Petrovac - Dečić | x
Uto 23.12. | 12:30
Oba tima daju gol
NG | 2,04 | 1,89
Olimpia Milano - Virtus Bologna | x
Pobednik (uklj. produžetke)
1 | 4,06
Anadolu Efes - Real Madrid | x
Ukupno poena
Manje 185,5 | 243 ı 2,46`);
    // The old 2,04 made a leg of its own, so every later leg took the next one's names; the arrow between
    // "243" and 2,46 was read as the pick 1.
    expect(s.legs.map((l) => [l.home, l.pick, l.odds])).toEqual([
      ['Petrovac', 'NG', 1.89],
      ['Olimpia Milano', '1', 4.06],
      ['Anadolu Efes', 'ukupno 185.5 manje', 2.46],
    ]);
  });

  it("reads a card's market and its selection beside the odds as its own bet: the next card's home stays that card's", () => {
    const s = structureTicketText(`Hamad Međedović | x
Taylor Fritz
Pobednik meča: | Taylor Fritz | 1,64
West Ham United | x
Crystal Palace
Konačan ishod: | West Ham United | 2,13`);
    // The first card took "West Ham United" as the selection under its market, and the second card was lost.
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Hamad Međedović', 'Taylor Fritz', '2', 1.64],
      ['West Ham United', 'Crystal Palace', '1', 2.13],
    ]);
  });

  it('reads the arrow after struck odds, read as a "1", as no pick: the double chance before it stands', () => {
    // "1,41 ↓ 1,36" as OCR read it: the struck odds lost their comma, the arrow became a 1.
    const s = structureTicketText(`Bayer Leverkusen - Mainz 05 | x
Dvostruka šansa
X2 | +44 1 1,36`);
    expect(s.legs.map((l) => [l.home, l.pick, l.odds])).toEqual([['Bayer Leverkusen', 'X2', 1.36]]);
  });

  it('reads an app card\'s kickoff, its time then its date without the date\'s dot ("17:30 - 15.12"), as no odds', () => {
    // A dark app's cards as OCR read them: crests as letters, the pick pills lost.
    const s = structureTicketText(`© Portugal - Primeira liga | e UŽIVO 26' 2:2 16:00 · 14.12
Ve ens Vitéria Guimaraes vs Braga
3,19
Dvostruka Sansa | 1x
© Hrvatska - Prva NL | 17:30 - 15.12
nv (ie Rudeš vs Dugopolje
o | 1,54
Konačni ishod
@ Euroliga | 18:00 · 15.12
ve om Virtus Bologna vs Olimpia Milano
== | 1,89
Pobjednik (uklj. produžetke) | i`);
    // The dates were odds: Rudeš took 15.12, and Virtus too, each card's own odds left to the card after it.
    expect(s.legs.map((l) => [l.home, l.away, l.odds, !!l.unsure?.includes('pick')])).toEqual([
      ['Vitéria Guimaraes', 'Braga', 3.19, false],
      ['Rudeš', 'Dugopolje', 1.54, true],
      ['Virtus Bologna', 'Olimpia Milano', 1.89, true],
    ]);
  });

  it("drops the marks OCR read from a card's crests before a known name, and keeps a club's printed capitals", () => {
    const s = structureTicketText(`Ve ens Vitória Guimarães vs Braga | 3,19
Dvostruka šansa | 1X
cs; Celta Vigo vs Real Sociedad | 3,52
Konačni ishod | 1
FK Sarajevo vs Željezničar | 2,10
Konačni ishod | X`);
    expect(s.legs.map((l) => [l.home, l.away])).toEqual([
      ['Vitória Guimarães', 'Braga'],
      ['Celta Vigo', 'Real Sociedad'],
      ['FK Sarajevo', 'Željezničar'],
    ]);
  });

  it("reads an app row's pick leading the line under the match and odds, before its sport's icon and kickoff", () => {
    // As OCR read a dark app's compact list: the icons became marks ("đĐ", "(9", "©").
    const s = structureTicketText(`Anadolu Efes – Fenerbahce | 2.29
2 đĐ Danas 21:00 · Evroliga
Đoković N. – Čilić M. | 2.43
1 (9 Pon 17:30 · ATP Beč
Tottenham - Fulham | 2.79
UG 3+ © Uto 12:30 · Premijer liga
Real Madrid - Baskonia | 1.06
V 166.5 & Uto 13:00 · Evroliga`);
    // Each of these bets was left unread, for the user to choose.
    expect(s.legs.map((l) => [l.home, l.pick, l.odds])).toEqual([
      ['Anadolu Efes', '2', 2.29],
      ['Đoković N.', '1', 2.43],
      ['Tottenham', 'UG 3+', 2.79],
      ['Real Madrid', 'ukupno 166.5 više', 1.06],
    ]);
  });

  it("never reads a photographed site's two-way offer rows as legs: two prices side by side, or prices then the count of more markets", () => {
    // As OCR read a photo of a bookmaker's page, its ticket panel moved below: tennis rows of two prices and
    // "+80", basketball rows split into blocks (two prices on the match's line, no bet), commas lost.
    const s = structureTicketText(`m Tenis · WTA Linz
Ned 14 Gauff C. - Rybakina E 3,24 131 +80
Pon 12 Swiatek |. - Martić P. | 4,26 | 1,24 | +32
2 Košarka · ABA liga | 1 | 2
e | Dubai Basketball - Cedevita Olimpija | 147 | 2,63
Manje | e
1,94 | 1,85
Mega Superbet · Budućnost VOLI | 1,76 | 1,98
1 Bosna BH Telecom · SC Derby 245 1,53 184 156 185 +5!
KI 1 | Dinamo Zagreb – Istra 1961 | 2,18
M 163.5 | Split – Partizan Mozzart Bet 2,34
2 | Kecmanović M. – Međedović H. | 2,44`);
    expect(s.legs.map((l) => [l.home, l.away, l.odds])).toEqual([
      ['Dinamo Zagreb', 'Istra 1961', 2.18],
      ['Split', 'Partizan Mozzart Bet', 2.34],
      ['Kecmanović M.', 'Međedović H.', 2.44],
    ]);
  });

  it('keeps a leg whose bet OCR lost beside two prices where the page shows no offer: the user is asked for its bet', () => {
    const s = structureTicketText(`Tsitsipas - Džumhur | 1 | 1,27
Marseille - Strasbourg ?? | 4,37 | 4,13
AZ Alkmaar - PSV | 1X | 2,69`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick])).toEqual([
      ['Tsitsipas', 'Džumhur', '1'],
      ['Marseille', 'Strasbourg', ''],
      ['AZ Alkmaar', 'PSV', '1X'],
    ]);
    expect(s.legs[1].unsure).toContain('pick');
  });

  it("reads a site's ticket panel and its total, never the offer's rows of prices beside it as legs", () => {
    // As OCR read a bookmaker's page: the offer's rows (a comma lost in "439"), then the ticket panel.
    const s = structureTicketText(`BE Nogomet · Francuska - Ligue 1 | 1 | x | 2
‘Sri, 14.01.
12:30 Lyon | 1.42 439 7,03
U Sirasbourg | O 7 7
Nanies
16:00. Nantes | 4,50 432 1,70
O O O O O
Rennes:
Listić | 2 | Isprazni
Sri 14.01. 20:00 - Nizozemska - Eredivisie | x
AZ Alkmaar - Feyenoord
Konačni ishod 2 | 2,55
Čet 15.01. 17:30 · Francuska - Ligue 1
Lens - Lille
Oba tima zabijaju: Ne | 4,01
Parova | 2
Tečaj | 10,22
Mogući dobitak | €20,44`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['AZ Alkmaar', 'Feyenoord', '2', 2.55],
      ['Lens', 'Lille', 'NG', 4.01],
    ]);
    // The stake, an input box, was not read: the payout under the bare "Tečaj" makes it the total.
    expect(s.totalOdds).toBe(10.22);
  });

  it("never gives a card whose home OCR lost the next card's names, nor takes a league whose space was lost for a match", () => {
    // As OCR read a dark app's photo: a crease took "Villarreal", and "SERIJA A" lost its space.
    const s = structureTicketText(`@ HRVATSKA - SUPERSPORT HNL
Hajduk Split | 13.12.2025.
Rijeka | 15:00
Tip: X2 | Kvota: 1,52
13.12.2025.
Athletic Bilbao | 15:00
Tip: UG 3+ | Kvota: 2,35
@® ITALIJA · SERIJAA
Udinese | 13.12.2025.
Torino | 20:00
Tip: X | Kvota: 1,93
@® EVROLIGA
Maccabi Tel Aviv | 16.12.2025.
Virtus Bologna | 20:45
Tip: 2 | Kvota: 2,03
Ukupna kvota | 13,99
Uplata | 100,00 din`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Hajduk Split', 'Rijeka', 'X2', 1.52],
      ['Udinese', 'Torino', 'X', 1.93],
      ['Maccabi Tel Aviv', 'Virtus Bologna', '2', 2.03],
    ]);
    // The odds do not make the total: the user is told a leg is missing.
    expect(s.notes?.length).toBeGreaterThan(0);
  });

  it("reads cards whose names stand over a label row and the selection in words, never taking the next card's names", () => {
    // As OCR read a photo of a dark app: crests became marks ("@", "e"), a crease ran across the tennis card.
    const s = structureTicketText(`© ATP Beč | Pon 19.01, 21:00
@ Međedović H.
@ Ruudc.
Tip | Tečaj
Ruud C. | 2,46
Pobjednik meča
| O wo Bešir ———____oeot sa
@ Psv | i
e Twente
Tip | Tečaj
Domaćin ili neriješeno | 3,03
Dvostruka šansa
© Euroliga | Uto 20.01. 17:30
@ Bayern Munchen
e Anadolu Efes
Tip | Tečaj
Manje 171,5 poena | 1,61
Ukupno poena
O Portugal - Primeira liga | Sri 21.01. 15:00
@ Benfica
@ Sporting cp
Tip | Tečaj
Domaćin ili gost | 1,61
Dvostruka šansa
(S) BH · Premijer liga | Sri 21.01. 16:00
@ Sloboda Tuzla
@ Radnik Bijeljina
Tip | Teéaj`);
    expect(s.legs.slice(1).map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Psv', 'Twente', '1X', 3.03],
      ['Bayern München', 'Anadolu Efes', 'ukupno 171.5 manje', 1.61],
      ['Benfica', 'Sporting', '12', 1.61],
    ]);
  });

  it('reads a printed statement\'s bare "Kvota" as the total beside "Iznos uplate" and "Potencijalni dobitak"', () => {
    const s = structureTicketText(`1. | Twente | Konačan ishod | 2025-12-17 16:00 | 3,01 | 1
AZ Alkmaar
2. | Atalanta | Oba tima daju gol | 2025-12-18 20:45 | 1,86 | GG
Udinese
Broj dogadaja | 2
Kvota | 5,60
Iznos uplate | 100,00 RSD
Potencijalni dobitak | 560,00 RSD`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick])).toEqual([
      ['Twente', 'AZ Alkmaar', '1'],
      ['Atalanta', 'Udinese', 'GG'],
    ]);
    expect([s.totalOdds, s.stake, s.payout]).toEqual([5.6, 100, 560]);
  });

  it("reads a site's ticket table whose rows OCR ran into the menu beside it, and a league glued to its country", () => {
    // As OCR read a photo of a desktop site: the account menu's items open two rows, "Italija-SerijaA" lost its spaces.
    const s =
      structureTicketText(`Moji tiketi | 08.12.25 | 18:00 | 497 | © | Turska - Super liga | TRABZONSPOR vs | BESIKTAS | KI2 | 3.78 | &
Bonusi | 09.12.25 | 13:00 | 431 | WTA Linz | IGA ŠWIATEK vs OLGA DANILOVIĆ | POB 1 | 2.25 | O
11.12.25 | 20:00 | 29 | © | _Italija-SerijaA | UDINESE vs | TORINO | UG 2+ | 1.49 | [C]
Uplata na račun | 2000.00 din.`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.league])).toEqual([
      ['Trabzonspor', 'Besiktas', '2', 3.78, 'Turska - Super liga'],
      ['Iga Świątek', 'Olga Danilović', '1', 2.25, 'WTA Linz'],
      ['Udinese', 'Torino', 'UG 2+', 1.49, 'Italija-SerijaA'],
    ]);
  });

  it("keeps the one run of legs the ticket's figures pick out of a site's page, not the offer's rows around it", () => {
    // As OCR read a site's offer, then its ticket panel: two offer rows read as legs in doubt.
    const page = (summary: string) =>
      structureTicketText(`15:00 | Trayal Kruševac | Radnički Niš | 4,25 | O
Budućnost Dobanovci - Zlatibor Čajetina
w300 | orem | 1,75 |
Listić | 2 | Isprazni
Sri 14.01. 20:00 · Nizozemska - Eredivisie | x
AZ Alkmaar - Feyenoord
Konačni ishod 2 | 2,55
Čet 15.01. 17:30 · Francuska - Ligue 1 | x
Lens - Lille
Oba tima zabijaju: Ne | 4,01
${summary}`);
    const panel = [
      ['AZ Alkmaar', 'Feyenoord', '2'],
      ['Lens', 'Lille', 'NG'],
    ];
    // Its total (its "č" read as "é") makes the run's odds; or, unread, its count and the rows' doubt decide.
    for (const summary of ['Teéaj | 10,22\nMogući dobitak | €20,44', 'Parova | 2']) {
      const s = page(summary);
      expect(s.legs.map((l) => [l.home, l.away, l.pick])).toEqual(panel);
      expect(s.flags).toContain('rows-beside-ticket');
    }
    // A total the run does not make leaves every row for the user to judge.
    expect(page('Teéaj | 99,10\nMogući dobitak | €198,20').legs).toHaveLength(4);
  });

  it("reads a printed statement's rows, home beside the odds and away under it, under a heading of its columns", () => {
    // As OCR read a PDF: "#" and "Odabir" head the columns, and the summary's dotted leaders came out as letters.
    const s = structureTicketText(`# Početak | Liga | Par | Odabir | Kvota
1. | 10.12.2025. 17:30 | Njemačka - Bundesliga | Borussia Dortmund | 1 | 8,91
VfB Stuttgart
KONAČNI ISHOD
2. | 14.12.2025. 18:00 | S. Makedonija - Prva liga | Sileks | 1&3+ | 4,91
Vardar
KOMBINACIJE
BrOj PAPOVA AVAAVRAVAAAAIRAVWRAVARIVAVIMIVAVIIAVAWIARIAAIRAARAAIRAAIAWRAAIRRRRWIRAIRROARORRO ORO WRO RIGI BG GRRR | ARAWRAVNIE-)
Ukupna kvota | 43,75`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Borussia Dortmund', 'VfB Stuttgart', '1', 8.91],
      ['Sileks', 'Vardar', '1&UG3+', 4.91],
    ]);
  });

  it("reads a table row's odds whose point OCR lost before its status icon, and the final result's 1 read as an l", () => {
    const s =
      structureTicketText(`01.02. | 17:30 | 9031 | NOG | HNL | Šibenik - Varaždin | DS x2 | 137 | x | _ FJ
01.02. | 16:00 | 8490 | TEN | ATP Beč | Andrey Rublev - Novak Đoković | Kil | 1.62 | [C]`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure])).toEqual([
      ['Šibenik', 'Varaždin', 'X2', 1.37, ['odds']],
      ['Andrey Rublev', 'Novak Đoković', '1', 1.62, undefined],
    ]);
  });

  it('reads a card that prints the match across, home left and away right, the long names wrapped in their columns', () => {
    const s = structureTicketText(`WTA Linz | Sutra
Jelena | 12:30 | Aryna
Ostapenko | Sabalenka
Pobjednik meča | Tip: 2 Koef.: 1,92
BiH - Premijer liga | Čet 04.12.
Široki Brijeg | 20:00 | Posušje
Konačni ishod | Tip: 1 Koef.: 1,14`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Jeļena Ostapenko', 'Aryna Sabalenka', '2', 1.92],
      ['Široki Brijeg', 'Posušje', '1', 1.14],
    ]);
  });

  it("reads a ticket-details list whose legs' headings carry a live score, each leg's home beside its odds", () => {
    // As OCR read a dark app's list: a heading (league, kickoff, live state) over home (with the pick and odds)
    // over away. Read from above, every leg would take the previous leg's away across its heading.
    const s = structureTicketText(`Par | Igra | Kvota
Evroliga · 15:00 31.12. Q2 51:47
O ASVEL | V 174.5 | 2.02
Olympiacos
ATP Beč · 20:45 31.12. 7:5 4:4
6) Kecmanović M. | 1 | 1.17
Ruud C.
Srbija - Prva liga · Danas 20:45 1:1 1. pol
Sloga Kraljevo | GG | 5,63
Metalac Gornji Milanovac | GG/NG
Hrvatska - Prva NL · 16:00 01.01.
© Croatia Zmijavci | UG 0-2 | 1.64
Dubrava`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.league])).toEqual([
      ['ASVEL', 'Olympiacos', 'ukupno 174.5 više', 'Evroliga'],
      ['Kecmanović M.', 'Ruud C.', '1', 'ATP Beč'],
      ['Sloga Kraljevo', 'Metalac Gornji Milanovac', 'GG', 'Srbija - Prva liga'],
      ['Croatia Zmijavci', 'Dubrava', 'UG 0-2', 'Hrvatska - Prva NL'],
    ]);
  });

  it("leaves out a crest's initials OCR read after the name they stand for, never a name's own capitals", () => {
    const s = structureTicketText(`Twente - Utrecht UTR | UG 3+ | 1,56
Wolfsburg - Union Berlin UB | 1&UG3+ | 2,35
Budućnost VOLI - Split | 1 | 1,88
Paris SG - Lyon | 1 | 1,50`);
    expect(s.legs.map((l) => [l.home, l.away])).toEqual([
      ['Twente', 'Utrecht'],
      ['Wolfsburg', 'Union Berlin'],
      ['Budućnost Voli', 'Split'],
      ['Paris SG', 'Lyon'],
    ]);
  });

  it("reads a selection labelled after its market on one line, and each card's own names, not those across a heading", () => {
    // As OCR read a dark app: a heading, the match across (its names cut), the bet, then the match in full.
    const s = structureTicketText(`J BiH - Premijer liga | Sutra
st Sloboda Tuzla | 15:00 | Sarajevo SAR
Oba tima daju gol | Tip: Da Kvota: 2.26
Sloboda Tuzla - Sarajevo
@ ATP Beč | Uto 23.12.
DL | Dušan Lajovié | 15:00 Hamad Mede... &
Pobednik meča | Tip: 1 Kvota: 2.01
Dušan Lajović - Hamad Međedović
=——= Hrvatska - SuperSport HNL | Uto 23.12.
» Sibenik | 17:30 ~ Hajduk Split HS
Oba tima daju gol | Tip: Da Kvota: 1.93
Sibenik - Hajduk Split
Ukupna kvota | 8.77`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Sloboda Tuzla', 'Sarajevo', 'GG', 2.26],
      ['Dušan Lajović', 'Hamad Međedović', '1', 2.01],
      ['Sibenik', 'Hajduk Split', 'GG', 1.93],
    ]);
  });

  it("reads a betslip's names above its bet across the kickoff printed between them", () => {
    const s = structureTicketText(`Medvedev D. - Ćorić B. | x
Danas, 19:00
Pobednik meca
2 | 5,28
# Mega Superbet - Crvena zvezda Meridianbet | x
Pon 22.12. | 17:30
Pobednik (uklj. produžetke)
1 | 1,43
O Petrovac - Dečić | x
Uto 23.12. | 12:30
Oba tima daju gol
NG | 2,04 | 1,89`);
    expect(s.legs.map((l) => [l.home, l.pick, l.odds])).toEqual([
      ['Medvedev D.', '2', 5.28],
      ['Mega Superbet', '1', 1.43],
      ['Petrovac', 'NG', 1.89],
    ]);
  });

  it('reads a card that prints its date and league between its match and its bet, names above', () => {
    const s = structureTicketText(`© Željezničar - Borac Banja Luka | 15:00
05.01. · BiH · Premijer liga
Konačan ishod: Pobeda domaćina | Kvota 1.20
© Basaksehir - Fenerbahce | 20:00
05.01. · Turska · Super liga
Oba tima daju gol: Da | Kvota 2.18
() Mallorca - Real Sociedad | 15:00
07.01. · Španija · La Liga
Drugo poluvreme: 2 | Kvota 1.37`);
    expect(s.legs.map((l) => [l.home, l.pick, l.odds])).toEqual([
      ['Željezničar', '1', 1.2],
      ['Başakşehir', 'GG', 2.18],
      ['Mallorca', 'II 2', 1.37],
    ]);
  });

  it("reads compact rows whose pill sits between home and away, the odds on the away line, as each row's own", () => {
    // OCR set the first row's pill and odds on its home line, the others' on their away line.
    const s = structureTicketText(`Moj tiket
1 | Partizan | 1,45
Vojvodina
Roma
X2
Lazio | 1,40
Arsenal
GG
Chelsea | 1,72
Bayern München
UG 3+
Borussia Dortmund | 1,55
Ukupna kvota: 4,86`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Partizan', 'Vojvodina', '1', 1.45],
      ['Roma', 'Lazio', 'X2', 1.4],
      ['Arsenal', 'Chelsea', 'GG', 1.72],
      ['Bayern München', 'Borussia Dortmund', 'UG 3+', 1.55],
    ]);
  });

  it("reads a Bosnian shop's slip: codes and league abbreviations before the names, three-decimal odds, marks", () => {
    const s = structureTicketText(`SIF. PAR | TIP | KVOTA
3664 | BASKONIA-MONACO | 1 | 1,410 F
19.12. 19:00
KOS HRV PL 788 Dubrovnik - Sonik Puntamika
Početak: 19.12. 12:30 1 | 1,97
9093 Rudar Kakanj - TOSK | 23.12 | UG 3+ | F 2,45
| 20:00 |
2674 Struga - Shkendija | GG | F| 2,26
CRAWLEY TOWN | 03.12.25
GG | .
6782 | NOTTS COUNTY | 21:00 | F | 1, 77
UKUPNI KOEFICIJENT: 27,220
Uplata: 2.500 KM`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Baskonia', 'Monaco', '1', 1.41],
      ['Dubrovnik', 'Sonik Puntamika', '1', 1.97],
      ['Rudar Kakanj', 'Tosk', 'UG 3+', 2.45],
      ['Struga', 'Shkëndija', 'GG', 2.26],
      // A form's row: home and date, the pick, then the code, away, time, fixed mark and odds (a space in them).
      ['Crawley Town', 'Notts County', 'GG', 1.77],
    ]);
    expect([s.totalOdds, s.stake]).toEqual([27.22, 2500]);
    // A kickoff date with its day's leading zero is never odds, on a row whose odds OCR lost.
    expect(
      legsOf(
        'Rennes | 06.12 |\nNantes | 4300 | 1&3+ | F 25 |\nTwente | 06.12 | | 1 |\nGG 3+\n639 PSV | 18:00 | F 3,14',
      ),
    ).toEqual([['Twente', 'PSV', 'GG3+', 3.14]]);
    // An odds button's edge read as a 0 before the odds is no date.
    expect(legsOf('Partizan - Vojvodina | 1 | (01,45')).toEqual([['Partizan', 'Vojvodina', '1', 1.45]]);
    // Headings cut short ("Teča:") over a sport and league line: headings, never a label with its value.
    expect(
      legsOf('Šif. Događaj | Tip | Teča:\nFUD TUR 1\n9489 Basaksehir\nTrabzonspor | UG 3+ | 2.220 F'),
    ).toEqual([['Başakşehir', 'Trabzonspor', 'UG 3+', 2.22]]);
  });

  it("writes out an app's names cut with an ellipsis where one known name fits, never a letter-off guess", () => {
    expect(legsOf('Borussia Dortm… - Bayer Leverk… | 1 | 1.85\nCrvena zv... - Partiz... | X | 3.10')).toEqual(
      [
        ['Borussia Dortmund', 'Bayer Leverkusen', '1', 1.85],
        // "Partiz" could be Partizan or Partizani: shown as printed, not as "Pariz" one letter away.
        ['Crvena Zvezda', 'Partiz.', 'X', 3.1],
      ],
    );
  });

  it('reads a row whose odds button is labelled "Kvota" above its figure, the figure on the kickoff line below', () => {
    const s = structureTicketText(`Crvena zvezda - Čukarički | X2 | Kvota
Sub 28.11. 20:45 | 1,18
Rijeka - Osijek | 3+ | Kvota
Sub 28.11. 20:45 | 1,26`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure ?? []])).toEqual([
      ['Crvena zvezda', 'Čukarički', 'X2', 1.18, []],
      ['Rijeka', 'Osijek', 'UG 3+', 1.26, []],
    ]);
  });

  it('asks about a photo\'s "02": a bookmaker\'s X2, or a goal range 0-2 whose dash OCR lost', () => {
    const [lost, range] = structureTicketText(`Ajax - PSV | 02 | 2,62
Roma - Lazio | 0-2 | 1,50`).legs;
    expect(lost.pick).toBe('X2');
    expect(lost.unsure).toContain('pick');
    expect(lost.alternatives?.map((p) => p.kind)).toEqual(['total-goals']);
    expect([range.pick, range.unsure ?? []]).toEqual(['UG 0-2', []]);
  });

  it("keeps a compact row's date over its time with the row: home on the date's line, away on the time's", () => {
    // Rows whose picks or odds OCR garbled must not turn the whole ticket's reading the other way.
    const s = structureTicketText(`Aktivan · 8 parova
18.12. | . | Barrow
17:30 | "2 | Crawley Town | 4,24
18.12. | Javor Ivanjica
18:00 | 12 | Radnitki Nis | 4,07
18.12. | Rybakina E.
21:00 | 1 | Danilović O. | 1,32
19.12. | =. | Radomije
1600 2 Maribor | 15,67
202. | Eintracht Frankfurt
2045 | UG 24 ViB Stuttgart | 3,61`);
    expect(s.legs.slice(0, 3).map((l) => [l.home, l.away])).toEqual([
      ['Barrow', 'Crawley Town'],
      ['Javor Ivanjica', 'Radnitki Nis'],
      ['Rybakina E.', 'Danilović O.'],
    ]);
  });

  it('reads a pick and odds glued to their labels ("Tip:X", "kvota1,48"), and no name from a kickoff whose time OCR misread', () => {
    expect(
      legsOf(`Sloboda Tuzla | 09.12.2025. 15:00
Igman Konjic
Tip:X | Kvota: 3,26
Borac Banja Luka | 10.12.2025. OU
Radnik Bijeljina
Tip: I X | Kvota: 3,35
Fudbal · Liga šampiona · Ned 22.11. 21:00
Rijeka vs Osijek | GG kvota1,48`),
    ).toEqual([
      ['Sloboda Tuzla', 'Igman Konjic', 'X', 3.26],
      ['Borac Banja Luka', 'Radnik Bijeljina', 'I X', 3.35],
      ['Rijeka', 'Osijek', 'GG', 1.48],
    ]);
  });

  it("reads a goals total's range whose dash OCR lost, and keeps another bet's code after it as printed, unsure", () => {
    const s = structureTicketText(`BE | Benfica - Porto
Ukupno golova 02 | 3,20
AJ | Ajax - PSV
Ukupno golova O 2 | 2,31
Roma - Lazio
Ukupno golova 2 | 2,10
Celtic - Rangers
Golovi tima T1 2+ | 1,50`);
    expect(s.legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([
      ['Benfica', 'UG 0-2', []],
      ['Ajax', 'UG 0-2', []],
      // "2" is no selection of a goals total: never read as the away win.
      ['Roma', 'Ukupno golova 2', ['pick']],
      ['Celtic', 'T1 2+', []],
    ]);
  });

  it("reads a card whose names wrapped around its bet's line, and no crest's initials OCR set beside them", () => {
    const s = structureTicketText(`Fudbal · Italija - Serija A · Ned 20.11. 20:45
Celtic vs | |
CE | Oba tima daju gol | Kvota 1,14
Rangers | GG
Fudbal · Italija - Serija A · Sub 21.11. 18:00
BU | Budućnost vs | Dupla šansa
Kvota 3,37
Sutjeska | 1X | |
Fudbal · Engleska - Premier liga · Sub 22.11. 18:00
Tottenham vs West | :
Dupla sansa Kvota 3,09
Ham | X2
Fudbal · Liga šampiona · Ned 23.11. 18:00
Galatasaray | vs | |
GA | y | Oba tima daju gol Kvota 1,82
Fenerbahce | GG`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure ?? []])).toEqual([
      ['Celtic', 'Rangers', 'GG', 1.14, []],
      ['Budućnost', 'Sutjeska', '1X', 3.37, []],
      ['Tottenham', 'West Ham', 'X2', 3.09, []],
      ['Galatasaray', 'Fenerbahce', 'GG', 1.82, []],
    ]);
  });

  it("keeps a card whose pill OCR could not read, its bet unread, and never takes the next card's pill for it", () => {
    const s = structureTicketText(`Fudbal · Liga
3+ | Sarajevo | Kvota
Željezničar | 2,22
Sub 28.11. 20:45
Fudbal · Liga
ve | Arsenal | Kvota
Chelsea | 1,82
Sub 28.11. 20:45
Fudbal - Liga
12 | Bayern Munchen | Kvota
Borussia Dortmund | 3,04
Sub 28.11. 20:45`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure ?? []])).toEqual([
      ['Sarajevo', 'Željezničar', 'UG 3+', 2.22, []],
      ['Arsenal', 'Chelsea', '', 1.82, ['pick']],
      ['Bayern München', 'Borussia Dortmund', '12', 3.04, []],
    ]);
  });

  it('reads odds with a mark OCR set after them ("2.26:", "1.93."), and a date closed by its point as a date', () => {
    const s = structureTicketText(`BiH - Premijer liga | Sutra
Sloboda Tuzla | 15:00 | Sarajevo
Oba tima daju gol | Tip: Da Kvota: 2.26:
Hrvatska - SuperSport HNL | 19.12.
Šibenik | 17:30 | Hajduk Split
Oba tima daju gol | Tip: Da Kvota: 1.93.`);
    expect(s.legs.map((l) => [l.home, l.away, l.pick, l.odds, l.kickoff])).toEqual([
      ['Sloboda Tuzla', 'Sarajevo', 'GG', 2.26, 'Sutra 15:00'],
      ['Šibenik', 'Hajduk Split', 'GG', 1.93, '19.12. 17:30'],
    ]);
  });

  it("asks about a leg's pick when a line of only a pick, under its odds, was taken by no leg", () => {
    const [leg, next] = structureTicketText(`ı | Liverpool vs Everton | 1,16
1X
Roma - Lazio | 2 | 1,50`).legs;
    expect([leg.pick, leg.unsure, leg.alternatives?.map((p) => p.kind)]).toEqual([
      '1',
      ['pick'],
      ['double-chance'],
    ]);
    expect([next.pick, next.unsure ?? []]).toEqual(['2', []]);
  });

  it("reads compact rows' names as home beside the odds and away under it; a name printed in lower case ('de Minaur A') is no capital OCR lost", () => {
    expect(
      legsOf(`Brzi Tip
1 | Čilić M | 1.85
: | de Minaur A
Feralpisald | 1.43
Giana Erminio
2 | Gillingham | 2.38
: | Accrington Stanley
2 | Olimpia Milano | 1.97
: | Panathinaikos
2 | Split | 1.06
: | Crvena zvezda Meridianbet
X | Genoa | 1.64
-: | Torino`).map(([home, away]) => `${home} - ${away}`),
    ).toEqual([
      'Čilić M - de Minaur A',
      'Feralpisald - Giana Erminio',
      'Gillingham - Accrington Stanley',
      'Olimpia Milano - Panathinaikos',
      'Split - Crvena zvezda Meridianbet',
      'Genoa - Torino',
    ]);
  });

  it("keeps a stacked card's known name whose capital OCR lost ('wolfsburg'), not the next card's ring as away", () => {
    expect(
      legsOf(`N | 05.12. 20:45 | BiH - Premijer liga
@ Posušje
@ Sloboda Tuzla
Konačni ishod | X | 1.97
) | 06.12. 15:00 | Njemačka - Bundesliga
© wolfsburg
@ Bayern München
Konačni ishod | 1 | 2.25
OJ | 06.12. 16:00 | Srbija - Prva liga
© Zlatibor Čajetina
©) Inđija
Dupla šansa | 12 | 7.07`).map(([home, away]) => `${home} - ${away}`),
    ).toEqual(['Posušje - Sloboda Tuzla', 'wolfsburg - Bayern München', 'Zlatibor Čajetina - Inđija']);
  });

  it("reads a card's selection under its market, the market beside home and the selection beside away", () => {
    expect(
      legsOf(`Fudbal · Srbija - Super liga · Sub 20.11. 21:00 | J
Hajduk Split | Ukupno golova 1,49
Dinamo Zagreb | 3+
Fudbal · Liga šampiona · Sub 21.11. 20:45 | v
Crvena zvezda | Konaéan ishod 2.36
Čukarički | X | |
Fudbal · Liga šampiona · Pon 23.11. 18:00 | v
Tottenham | Dupla š | 3,09
upia sansa
West Ham | X2`),
    ).toEqual([
      ['Hajduk Split', 'Dinamo Zagreb', 'UG 3+', 1.49],
      ['Crvena zvezda', 'Čukarički', 'X', 2.36],
      ['Tottenham', 'West Ham', 'X2', 3.09],
    ]);
  });

  it("reads a card's selection beside its names under the market's name, which alone would read as its yes", () => {
    const s = structureTicketText(`Fudbal · Italija - Serija A · Sub 22.11. 21:00 | 4
Oba tima daju | gol
Partizan vs Vojvodina | )a NG 9°" | kvota 1,94
Fudbal · Italija - Serija A · Sub 23.11. 21:00 | 4
Oba tima daju | gol
Roma vs Lazio | )a N6 9°" | kvota 1,80`);
    expect(s.legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([
      ['Partizan', 'NG', []],
      ['Roma', 'Oba tima daju gol )a N6 9°', ['pick']],
    ]);
  });

  it("reads a card's names around its odds past its crest's letters and its status mark read as letters", () => {
    expect(
      legsOf(`ı | Liverpool | FK
Kvota 2,/9
Ev | Everton
Konačan ishod: 1
Fudbal · Engleska - Premier liga · Sub 20.11. 18:00
PA | Partizan | v
Kvota 3,46
vo Vojvodina
Konačan ishod: Ž
Fudbal · Srbija - Super liga · Pon 21.11. 20:45
BA | Bayern Munchen | FI
Kvota 3,29
Bo | Borussia Dortmund
Dupla Sansa: 1X
Fudbal · Liga šampiona · Pon 22.11. 21:00`),
    ).toEqual([
      ['Liverpool', 'Everton', '1', 2.79],
      ['Partizan', 'Vojvodina', '2', 3.46],
      ['Bayern München', 'Borussia Dortmund', '1X', 3.29],
    ]);
  });

  it("reads a match header's name wrapped around its kickoff's line, and the market under it with the pick", () => {
    expect(
      legsOf(`e BiH - Prva liga FBiH | Danas
Bratstvo
zo Zvijezda 09 | 15:00 | BG
Gračanica
Ukupno golova | 2+ | 4,12
e Srbija - Super liga | Danas
Napredak
NK | je | 20:45 | Novi Pazar NP
Kruševac
Prvo poluvreme | 1 | 2,05
e Holandija - Eredivizija | Danas
• Twente | 12:30 | Utrecht UTR
Prvo poluvreme | 1 | 1,56`),
    ).toEqual([
      ['Zvijezda 09', 'Bratstvo Gračanica', 'UG 2+', 4.12],
      ['Napredak Kruševac', 'Novi Pazar', 'I 1', 2.05],
      ['Twente', 'Utrecht', 'I 1', 1.56],
    ]);
  });

  it("leaves the next row's home to it when a stacked row's own home was lost: that row stays short of a name", () => {
    // The first row's home ran into the page behind the dialog; its away alone is on its line.
    const legs = legsOf(`Datum | | | Dobitak Status
31.01. | 17:30 | 9031 | NOG | HNL | VARAŽDIN | DŠ X2 | 1,37
ANDREY RUBLEV
01.02. | 16:00 | 8490 | TEN | ATP Beč | NOVAK ĐOKOVIĆ | KI 1 | 1.62
UTRECHT
01.02. | 18:00 | 4680 | NOG | NIZ 1 | PSV | DŠ 12 | 2.05`);
    expect(legs.slice(-2)).toEqual([
      ['Andrey Rublev', 'Novak Đoković', '1', 1.62],
      ['Utrecht', 'PSV', '12', 2.05],
    ]);
  });

  it("reads a site's archived ticket whose rows stack home over away, never the next row's home under a row", () => {
    // As OCR read the table: each home alone on its line, the row (date, time, code, sport, league, away, bet,
    // odds) under it, the next home under that.
    expect(
      legsOf(`ANDREY RUBLEV
01.02. | 16:00 | 8490 | TEN | ATP Beč | NOVAK ĐOKOVIĆ | KI 1 | 1.62
UTRECHT
01.02. | 18:00 | 4680 | NOG | NIZ 1 | PSV | 12 | 2.05`),
    ).toEqual([
      ['Andrey Rublev', 'Novak Đoković', '1', 1.62],
      ['Utrecht', 'PSV', '12', 2.05],
    ]);
  });
});
