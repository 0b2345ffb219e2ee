import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAppError } from '../../lib/app-error';
import { errorText } from '../../common/messages';
import { parseTypedTicket } from './parse-typed-ticket';

const EMPTY_INPUT = errorText('rs', 'tickets.emptyInput');
const NOTHING_RECOGNISED = errorText('rs', 'tickets.nothingRecognised');

const one = (line: string) => parseTypedTicket(line).legs[0];

describe('parseTypedTicket', () => {
  it.each([
    ['Crvena zvezda - Partizan 1 1.85', 'Crvena zvezda', 'Partizan', '1', 1.85],
    ['Zvezda - Partizan GG 1,75', 'Crvena zvezda', 'Partizan', 'GG', 1.75],
    ['Hajduk vs Dinamo X2 1,40', 'Hajduk', 'Dinamo', 'X2', 1.4],
    ['Lille vs PSG UG 3+', 'Lille', 'PSG', 'UG 3+', 2],
    ['Zeljeznicar x Velež Mostar I 1 1,61', 'Zeljeznicar', 'Velež Mostar', 'I 1', 1.61],
    ['Partizan protiv Radnički Niš tip 1&UG3+ 1,61', 'Partizan', 'Radnički Niš', '1&UG3+', 1.61],
    ['Lens - Le Havre 15:30 1 1.26', 'Lens', 'Le Havre', '1', 1.26],
    ['Arsenal against Chelsea Više 2.5 1.72', 'Arsenal', 'Chelsea', 'UG 3+', 1.72],
    ['Milan - Inter manje 2,5 1.90', 'Milan', 'Inter', 'UG 0-2', 1.9],
    [
      'Igokea - Cedevita Olimpija ukupno 168.5 više 1.85',
      'Igokea',
      'Cedevita Olimpija',
      'ukupno 168.5 više',
      1.85,
    ],
    ['Rijeka-Osijek NG 2.10', 'Rijeka', 'Osijek', 'NG', 2.1],
    ['Union Berlin vs werder bremen 2', 'Union Berlin', 'werder bremen', '2', 2],
    ['Roma - Lazio 1-1 4.50', 'Roma', 'Lazio', '1-1', 4.5],
    // a market's short name with a slash ("HT/FT") in brackets; a long pick before the match
    ['Sinner-Alcaraz (HT/FT 2/1) 1.85', 'Sinner', 'Alcaraz', '2-1', 1.85],
    ['ukupno poena više 165.5 Real Madrid - Efes @1.85', 'Real Madrid', 'Efes', 'ukupno 165.5 više', 1.85],
    // English markets, as a bettor copies them from an international site
    ['Arsenal - Chelsea Draw No Bet - Arsenal 1.60', 'Arsenal', 'Chelsea', 'AH1 0', 1.6],
    ['Liverpool - Everton Correct Score 2-1 8.50', 'Liverpool', 'Everton', '2-1', 8.5],
    ['Milan - Roma Half Time Result Draw 2.10', 'Milan', 'Roma', 'I X', 2.1],
    ['Inter - Napoli Half Time/Full Time Inter/Inter 3.40', 'Inter', 'Napoli', '1-1', 3.4],
    ['Benfica - Porto Half Time/Full Time Draw/Porto 6.00', 'Benfica', 'Porto', 'X-2', 6],
    ['Ajax - PSV Total Corners Over 9.5 1.85', 'Ajax', 'PSV', 'korneri 10+', 1.85],
    ['Bayern - Dortmund Bayern Over 1.5 goals 1.70', 'Bayern', 'Borussia Dortmund', 'T1 2+', 1.7],
    ['Lazio - Torino Torino Team Total Under 1.5 1.50', 'Lazio', 'Torino', 'T2 0-1', 1.5],
    ['Real Madrid - Atletico Madrid Over 2.5 1.85', 'Real Madrid', 'Atlético Madrid', 'UG 3+', 1.85],
    ['PSG - Lyon Asian Handicap PSG -1 1.95', 'PSG', 'Lyon', 'AH1 -1', 1.95],
    ['Brighton - Fulham Double Chance Brighton/Draw 1.30', 'Brighton', 'Fulham', '1X', 1.3],
    ['Arsenal - Chelsea Match Winner: Arsenal 1.90', 'Arsenal', 'Chelsea', '1', 1.9],
    ['Milan - Roma Both Teams To Score: Yes 1.75', 'Milan', 'Roma', 'GG', 1.75],
    ['Ajax - PSV Over/Under 2.5 - Over 1.60', 'Ajax', 'PSV', 'UG 3+', 1.6],
    ['Celtic - Rangers 2nd Half Both Teams To Score - No 1.45', 'Celtic', 'Rangers', 'II NG', 1.45],
    // a double chance, a handicap or a period given by naming the team
    ['Inter v Milan - Double chance: Inter or Draw @1.30', 'Inter', 'Milan', '1X', 1.3],
    [
      'Barcelona - Sevilla | Dupla šansa | Barcelona ili neriješeno | 1.25',
      'Barcelona',
      'Sevilla',
      '1X',
      1.25,
    ],
    ['Bayern - Dortmund Bayern ili X 1.20', 'Bayern', 'Borussia Dortmund', '1X', 1.2],
    ['Roma - Lazio, X ili Lazio 1.45', 'Roma', 'Lazio', 'X2', 1.45],
    ['Partizan - Real Madrid, Partizan -5.5 1.90', 'Partizan', 'Real Madrid', 'H1 -5.5', 1.9],
    ['Zvezda - Olympiacos Olympiacos +3.5 1.85', 'Crvena zvezda', 'Olympiacos', 'H2 +3.5', 1.85],
    ['Alcaraz - Sinner Sinner -3.5 gema 1.95', 'Alcaraz', 'Sinner', 'H2 -3.5', 1.95],
    ['Medvedev - Rublev prvi set Rublev 2.00', 'Medvedev', 'Rublev', 'S1 2', 2],
    ['Rune - Zverev preko 22.5 gema 1.85', 'Rune', 'Zverev', 'gemovi više 22.5', 1.85],
  ])('%s', (line, home, away, pick, odds) => {
    expect(one(line)).toMatchObject({ home, away, pick, odds });
  });

  it('reads a colon, an "@", arrows, a short odds label and a dash typed glued to their neighbours as marks', () => {
    expect(one('Čukarički-Radnički:2@2,40')).toMatchObject({
      home: 'Čukarički',
      away: 'Radnički',
      pick: '2',
      odds: 2.4,
    });
    expect(one('Partizan-Vojvodina 1@1.50')).toMatchObject({ away: 'Vojvodina', pick: '1', odds: 1.5 });
    expect(one('Partizan - Vojvodina 20:45 1 1.50')).toMatchObject({
      kickoff: '20:45',
      pick: '1',
      odds: 1.5,
    });
    for (const line of [
      'Partizan - Vojvodina => 1 => 1.50',
      'Partizan - Vojvodina 1 k1.50',
      'Partizan - Vojvodina 1 k 1.50',
      'Partizan - Vojvodina 1-1.50',
      'Partizan/Vojvodina 1/1.50',
      'Partizan/Vojvodina 1 1.50',
    ])
      expect(one(line)).toMatchObject({ away: 'Vojvodina', pick: '1', odds: 1.5 });
  });

  it('reads the winner named in words, in any case of the name, as 1 or 2', () => {
    expect(one('Sinner - Alcaraz, pobeda Sinnera 1.90')).toMatchObject({ away: 'Alcaraz', pick: '1' });
    expect(one('Đoković - Medvedev pobednik Đoković 1.65')).toMatchObject({ away: 'Medvedev', pick: '1' });
    expect(one('Swiatek vs Sabalenka winner Sabalenka 2.10')).toMatchObject({ away: 'Sabalenka', pick: '2' });
    expect(one('Sinner - Alcaraz Sinner to win 1.90')).toMatchObject({ away: 'Alcaraz', pick: '1' });
    // "A pobeđuje B", "A > B": the verb is the separator and the first named wins; the beaten one's declined
    // name is its name.
    expect(one('Sinner pobeđuje Alcaraza 1.90')).toMatchObject({
      home: 'Sinner',
      away: 'Alcaraz',
      pick: '1',
    });
    expect(one('Alcaraz da dobije Medvedeva @1.30')).toMatchObject({
      away: 'Medvedev',
      pick: '1',
      odds: 1.3,
    });
    expect(one('Djokovic > Rune 1.55')).toMatchObject({ home: 'Đoković', away: 'Rune', pick: '1' });
    expect(one('Sabalenka vs Swiatek - Sabalenka wins 2.10')).toMatchObject({ home: 'Sabalenka', pick: '1' });
    expect(one('Fritz to win vs Paul 1.70')).toMatchObject({ home: 'Fritz', away: 'Paul', pick: '1' });
    // Players named with initials share only the initial.
    expect(one('C. Ruud - C. Alcaraz, pobeđuje C. Alcaraz 4,87').pick).toBe('2');
    // A home win said in words names no player: the market reads it.
    expect(one('Partizan - Vojvodina pobeda domaćina 1.50').pick).toBe('1');
  });

  it('reads odds closed by a comma in a sentence, and long dashes between fields when "vs" joins the names', () => {
    expect(one('Dinamo - Hajduk, tečaj 1,75, oklada 1')).toMatchObject({ pick: '1', odds: 1.75 });
    expect(one('Rijeka vs. Osijek — 1 — 1.80')).toMatchObject({
      home: 'Rijeka',
      away: 'Osijek',
      pick: '1',
      odds: 1.8,
    });
    expect(one('Rijeka — Osijek 1 1,80')).toMatchObject({ home: 'Rijeka', away: 'Osijek', odds: 1.8 });
  });

  it('reads "A to beat B" as the match A - B and a win for A', () => {
    expect(one('Man Utd to beat Fulham 1.80')).toMatchObject({
      home: 'Manchester United',
      away: 'Fulham',
      pick: '1',
      odds: 1.8,
    });
  });

  it('reads a pick of three words typed before the match, and keeps its words out of the names', () => {
    expect(one('Over 2.5 goals Liverpool vs Spurs 1.50')).toMatchObject({
      home: 'Liverpool',
      away: 'Spurs',
      pick: 'UG 3+',
    });
  });

  it("never reads a list's number as the pick", () => {
    for (const line of [
      '2. Partizan - Vojvodina 1.50',
      '2) Partizan - Vojvodina 1.50',
      '2️⃣ Partizan - Vojvodina 1.50',
    ])
      expect(one(line)).toMatchObject({ home: 'Partizan', pick: '1', flags: ['default-pick'] });
    expect(one('2. Partizan - Vojvodina X 3.10').pick).toBe('X');
    expect(one('1. FC Köln - Mainz 2 2.10')).toMatchObject({ home: 'FC Köln', pick: '2' });
  });

  it('keeps a leg typed with one club, its pick and odds, and asks for the opponent', () => {
    const { legs } = parseTypedTicket('Arsenal - Chelsea 1 1.40\nInter 1x 1.30\nBarcelona 2 3.10');
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds, l.unsure])).toEqual([
      ['Arsenal', 'Chelsea', '1', 1.4, undefined],
      ['Inter', '', '1X', 1.3, ['teams']],
      ['Barcelona', '', '2', 3.1, ['teams']],
    ]);
    // One club and the word that it wins: its win, the opponent asked for.
    expect(one('Zvezda pobeda 1.25')).toMatchObject({ home: 'Crvena zvezda', away: '', pick: '1' });
    // Names after a labelled pick are the match's.
    expect(one('Kvota: 1,45 Tip: 1 Partizan - Vojvodina')).toMatchObject({
      home: 'Partizan',
      pick: '1',
      odds: 1.45,
    });
    // A heading with a pick and no odds is still the group's pick, not a leg of its own.
    expect(parseTypedTicket('Sve na GG:\nArsenal - Chelsea 1.85').legs).toHaveLength(1);
  });

  it('keeps words typed after a known away name out of it: a league, or a bet it asks about', () => {
    expect(one('Leipzig - Mainz win either half 2.40')).toMatchObject({
      away: 'Mainz',
      pick: 'win either half',
      unsure: ['pick'],
      flags: ['unknown-bet'],
    });
    // Words after the odds are never the away name's ("Partizan SuperLiga").
    expect(one('Zvezda - Partizan 1 1.85 (SuperLiga)')).toMatchObject({ away: 'Partizan', pick: '1' });
    expect(one('Arsenal - Chelsea 1 1.50 Premier League').away).toBe('Chelsea');
    // A country closing a club's name is the name's ("Novi Sad": SAD is also the USA).
    expect(one('Partizan - Vojvodina Novi Sad 1 1.85').away).toBe('Vojvodina Novi Sad');
    // Other words there may be the bet: asked, never read as the named team's win.
    expect(one('Partizan - Zvezda 1.85 Zvezda daje 80+ poena').unsure).toContain('pick');
    expect(one('Arsenal - Chelsea Premier liga 1.50')).toMatchObject({
      away: 'Chelsea',
      league: 'Premier liga',
    });
    expect(one('Zvezda - Partizan kos ukupno 160.5 manje 1.85')).toMatchObject({
      away: 'Partizan',
      sport: 'basketball',
    });
    // A club the gazetteer does not know: its name ends where a bet's word starts.
    expect(one('Radnik Surdulica - IMT Novi Beograd win either half 2.20')).toMatchObject({
      away: 'IMT Novi Beograd',
      pick: 'win either half',
      flags: ['unknown-bet'],
    });
    expect(one('Jedinstvo UB - Loznica dva ili više golova 1.35')).toMatchObject({
      away: 'Loznica',
      pick: 'UG 2+',
    });
    expect(one('Tekstilac - Mladost GAT over 8.5 corners 1.90')).toMatchObject({ pick: 'korneri 9+' });
    // A hyphenated bet word after a known player: asked, never the default in its place ("Fritz tie-break" was the away).
    expect(one('Ruud - Fritz tie-break da 2.10')).toMatchObject({
      away: 'Fritz',
      pick: 'tie-break da',
      flags: ['unknown-bet'],
    });
    // A place after a known club is its name, not a bet ("Železničar Pančevo").
    expect(one('Vojvodina - Železničar Pančevo 3.53')).toMatchObject({
      away: 'Železničar Pančevo',
      flags: ['default-pick'],
    });
    // A club's own last word is no sport ("Olympiakos" ends in "kos").
    expect(one('Monaco - Olympiakos ukupno 154.5 više 1.82').away).toBe('Olympiakos');
  });

  it('takes the line after "od" and "preko" as the bet\'s line, not as its odds', () => {
    expect(one('Partizan - Zvezda više od 2.5 1.85')).toMatchObject({ pick: 'UG 3+', odds: 1.85 });
    expect(one('1.19 Rabotnički - Shkendija preko 2.5')).toMatchObject({ pick: 'UG 3+', odds: 1.19 });
    expect(one('Par: Barcelona - Real Madrid\nTip: dva ili više golova\nKvota: 1.15')).toMatchObject({
      pick: 'UG 2+',
    });
  });

  it('takes "sutra u 21" as the kickoff, not as part of the home name', () => {
    expect(one('sutra u 21 Inter - Milan 12 1.30')).toMatchObject({ home: 'Inter', kickoff: 'sutra u21' });
  });

  it('reads a market line whose selection names the team, and never takes it for the match', () => {
    const { legs } = parseTypedTicket(
      [
        'Arsenal v Chelsea',
        'Full Time Result - Arsenal',
        '1.85',
        'Liverpool v Everton',
        'Goals Over/Under - Over 2.5',
        '1.70',
        'Partizan - Zvezda',
        'Dupla šansa: Partizan ili neriješeno',
        '1,30',
        'Manchester City - Manchester United',
        'Match Result - Manchester United',
        '2.90',
      ].join('\n'),
    );
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Arsenal', 'Chelsea', '1', 1.85],
      ['Liverpool', 'Everton', 'UG 3+', 1.7],
      ['Partizan', 'Crvena zvezda', '1X', 1.3],
      ['Manchester City', 'Manchester United', '2', 2.9],
    ]);
  });

  it('reads a chat export: dates with seconds, senders and "i" before a leg are no part of it', () => {
    const { legs } = parseTypedTicket(
      [
        '[26.11.26, 20:14:05] Marko: brate evo tiketa',
        '[26.11.26, 20:14:20] Marko: Partizan - Vojvodina 1 1.45',
        '[26.11.26, 20:15:40] Marko: i Liverpool - Everton gg 1.70',
      ].join('\n'),
    );
    expect(legs.map((l) => [l.home, l.away, l.pick])).toEqual([
      ['Partizan', 'Vojvodina', '1'],
      ['Liverpool', 'Everton', 'GG'],
    ]);
  });

  it('reads a doubles pair joined by slashes, and odds in brackets before the match', () => {
    expect(one('Mektić/Pavić - Koolhof/Skupski 1 1.80')).toMatchObject({
      home: 'Mektić/Pavić',
      away: 'Koolhof/Skupski',
      pick: '1',
      odds: 1.8,
    });
    expect(one('[1.45] Partizan v Vojvodina - 1')).toMatchObject({ home: 'Partizan', pick: '1', odds: 1.45 });
    // A chat's timestamp in brackets is still no odds.
    expect(one('[20.14] Partizan - Vojvodina X 3.10')).toMatchObject({ pick: 'X', odds: 3.1 });
  });

  it('takes a handicap of several goals as basketball points, a small one as football', () => {
    expect(one('Partizan - Real Madrid, Partizan -5.5 1.90').sport).toBe('basketball');
    expect(one('Arsenal - Chelsea H1 -1.5 2.40').sport).toBe('football');
  });

  it('takes a sport written after the names as the sport, not as part of the away name', () => {
    for (const line of [
      'Partizan - Zvezda (košarka) ukupno poena više 165.5 1.85',
      'Partizan - Zvezda košarka ukupno poena više 165.5 1.85',
    ])
      expect(one(line)).toMatchObject({ home: 'Partizan', away: 'Crvena zvezda', sport: 'basketball' });
    // An English word that ends a club's name stays in it.
    expect(one('Paris Basketball - Partizan ukupno poena više 165.5 1.85').home).toBe('Paris Basketball');
  });

  it('uses the specification defaults (pick 1, odds 2) and says so', () => {
    expect(one('Nantes - le havre')).toMatchObject({
      pick: '1',
      odds: 2,
      defaulted: { pick: true, odds: true },
    });
    expect(one('Napoli - Juventus 2.35')).toMatchObject({ pick: '1', odds: 2.35, defaulted: { pick: true } });
    expect(one('Napoli - Juventus X')).toMatchObject({ pick: 'X', odds: 2, defaulted: { odds: true } });
  });

  it('reads labelled blocks with comma decimals', () => {
    const legs = parseTypedTicket(
      'utakmica: Šibenik - Rijeka\ntip: 1\nkoeficijent: 1,28\n\nmeč: Ćorić - Đoković\ntip: 2\nkvota: 1,25',
    ).legs;
    expect(legs).toMatchObject([
      { home: 'Šibenik', away: 'Rijeka', pick: '1', odds: 1.28 },
      { home: 'Ćorić', away: 'Đoković', pick: '2', odds: 1.25 },
    ]);
  });

  it.each([
    ['labelled block with the odds on a bare line', 'utakmica: Hajduk - Rijeka\ntip: 1\n1,85', '1', 1.85],
    ['labelled block with a bare pick and bare odds', 'meč: Hajduk - Rijeka\nX\n3,20', 'X', 3.2],
    ['labelled block: a whole number after the pick is odds', 'utakmica: Hajduk - Rijeka\ntip: 2\n3', '2', 3],
    ['a match line completed by the next lines', 'Hajduk - Rijeka\n2\n2,45', '2', 2.45],
  ])('takes a stray number as odds: %s', (_, text, pick, odds) => {
    const legs = parseTypedTicket(text).legs;
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ home: 'Hajduk', away: 'Rijeka', pick, odds });
    expect(legs[0].defaulted).toBeUndefined();
  });

  it('keeps numbers that belong to names, and does not carry a number across a blank line', () => {
    expect(one('Mainz 05 - Schalke 04 X 3,10')).toMatchObject({
      home: 'Mainz 05',
      away: 'Schalke 04',
      odds: 3.1,
    });
    expect(one('Mainz 05 - Schalke 04')).toMatchObject({
      away: 'Schalke 04',
      odds: 2,
      defaulted: { odds: true },
    });
    expect(parseTypedTicket('Hajduk - Rijeka 1\n\n25,40').legs[0]).toMatchObject({
      odds: 2,
      defaulted: { odds: true },
    });
    expect(parseTypedTicket('Hajduk - Rijeka 1 1,50\n25,40').legs.map((l) => l.odds)).toEqual([1.5]);
  });

  it.each([
    ['Partizan - Crvena zvezda ukupno 165.5 više', 'basketball'],
    ['Partizan - Crvena zvezda ukupno poena manje 158,5 1,85', 'basketball'],
    ['utakmica: Real Madrid - Olympiacos\ntip: pobednik uklj. produžetke 1\nkvota: 1,40', 'basketball'],
    ['ABA liga: Igokea - FMP 1 1,50', 'basketball'],
    ['Alcaraz C. - Sinner J. 2 1,95', 'tennis'],
    ['Đoković - Alcaraz ukupno gemova više 38.5 1,80', 'tennis'],
    ['Vardar - Veszprem rukomet 2 1,30', 'handball'],
    ['Zvezda - Partizan GG 1,75', 'football'],
    ['Zvezda - Partizan više 2.5 1,75', 'football'],
    ['Hajduk - Dinamo', 'football'],
  ])('knows the sport of %s', (text, sport) => {
    expect(parseTypedTicket(text).legs[0].sport).toBe(sport);
  });

  it('skips stakes, totals, system notes and greetings, and keeps numbered legs and "1. FC" names', () => {
    const legs = parseTypedTicket(
      'evo tiket za vikend\n1. Denver Nuggets - OKC 1 1,27\nuplata 200 din\nukupna kvota 25,40\nsistem 3/5\n3. 1. FC Köln - Union Berlin 2 2.15\nhvala unapred!!',
    ).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Denver Nuggets', 'OKC', '1', 1.27],
      ['1. FC Köln', 'Union Berlin', '2', 2.15],
    ]);
  });

  it('splits two known names with nothing between them, and follows the word rule for a name it knows', () => {
    expect(one('Barcelona Real Madrid')).toMatchObject({
      home: 'Barcelona',
      away: 'Real Madrid',
      pick: '1',
      odds: 2,
    });
    expect(one('Crvena zvezda')).toMatchObject({ home: 'Crvena zvezda', away: '', pick: '1' });
    // Chat lines pass the word rule too; a line that names nobody known is not a match.
    expect(() => parseTypedTicket('javite ako prođe\najmo braćo')).toThrow(NOTHING_RECOGNISED);
  });

  // Phrasings beyond the specification's: the leg is the same whatever the order and notation.
  it.each([
    [
      'odds first',
      '1.99 Radnicki 1923 - IMT Beograd ug0-2',
      ['Radnicki 1923', 'IMT Beograd', 'UG 0-2', 1.99],
    ],
    ['pick first, odds after @', '1 Orijent-NK Sesvete @1.62', ['Orijent', 'NK Sesvete', '1', 1.62]],
    [
      'odds behind a label',
      'Manchester United - West Ham 2 kv.7,58',
      ['Manchester United', 'West Ham', '2', 7.58],
    ],
    ['pick in slang', 'SC Derby - Cibona kec 2,67', ['SC Derby', 'Cibona', '1', 2.67]],
    [
      'over in other words',
      'Monaco - Olympiakos preko 154.5 1,82',
      ['Monaco', 'Olympiakos', 'ukupno 154.5 više', 1.82],
    ],
    [
      'comma-separated fields',
      'Manchester United,Newcastle,1,1.12',
      ['Manchester United', 'Newcastle', '1', 1.12],
    ],
    [
      'tab-separated fields',
      'Wycombe Wanderers\tLincoln City\t1\t2,44',
      ['Wycombe Wanderers', 'Lincoln City', '1', 2.44],
    ],
    ['pick in parentheses', 'Varazdin - slaven belupo (1x) 1.06', ['Varazdin', 'slaven belupo', '1X', 1.06]],
    ['fields between colons', 'Arsenal v Chelsea :: X :: 3.10', ['Arsenal', 'Chelsea', 'X', 3.1]],
    // every bet word beside the pick is read, never only the last ("domacin", a home win)
    [
      "a team's goals with the team after them",
      'Leverkusen vs Stuttgart: 2+ golova domacin 1.90',
      ['Leverkusen', 'Stuttgart', 'T1 2+', 1.9],
    ],
    [
      'a dash before the odds',
      'Celtic - Rangers: oba daju gol i preko 2,5 - 2.25',
      ['Celtic', 'Rangers', 'GG3+', 2.25],
    ],
    ['fields after arrows', 'Lazio - Roma >> 2 >> 2.95', ['Lazio', 'Roma', '2', 2.95]],
    ['a name ending in letters and digits', 'Víkingur - B36 1 2.10', ['Víkingur', 'B36', '1', 2.1]],
    [
      'a lead-in before an arrow',
      'moj tiket -> Vojvodina - Jedinstvo Ub 2 6.71',
      ['Vojvodina', 'Jedinstvo Ub', '2', 6.71],
    ],
    ['a pick after an arrow', 'Inter - Milan => x2 (1.40)', ['Inter', 'Milan', 'X2', 1.4]],
  ])('reads %s', (_, line, leg) => {
    const [l] = parseTypedTicket(line).legs;
    expect([l.home, l.away, l.pick, l.odds]).toEqual(leg);
  });

  it('keeps bet words the vocabulary cannot read beside a pick it can as one unknown bet, not the pick alone', () => {
    const [l] = parseTypedTicket('Zvezda - Partizan 3+ golova zvezda 1.90').legs;
    expect(l.pick).not.toBe('1');
    expect(l.unsure).toContain('pick');
  });

  it('reads the odds before a pasted message time, never a default pick with the odds in a name', () => {
    const [l] = parseTypedTicket('zverev - rublev 2 @2.54 11:34').legs;
    expect([l.home, l.away, l.pick, l.odds, l.defaulted]).toEqual(['zverev', 'rublev', '2', 2.54, undefined]);
  });

  it('reads a ticket typed in Cyrillic, written in Latin letters', () => {
    const legs = parseTypedTicket('Црвена звезда - Партизан 1 1,85\nЧукарички - Војводина кец 2,10').legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Crvena zvezda', 'Partizan', '1', 1.85],
      ['Čukarički', 'Vojvodina', '1', 2.1],
    ]);
  });

  it('reads a whole ticket on one line, legs split by semicolons, with the total in brackets left out', () => {
    const legs = parseTypedTicket(
      'Sloboda Užice-Kolubara gg 3+ 2,07;Rabotnicki - Sileks 1 2,35 (ukupna kvota 4,86)',
    ).legs;
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Sloboda Užice', 'Kolubara', 'GG3+', 2.07],
      ['Rabotnicki', 'Sileks', '1', 2.35],
    ]);
  });

  it('reads slang goal totals, halves and double chances typed after the names, never left in the away name', () => {
    const legs = parseTypedTicket(`Roma - Lazio tri plus 1.90
Partizan - Crvena zvezda 2 gola i vise 1.30
Arsenal - Chelsea obadva daju 1.70
Basel - Young Boys oba tima ne daju gol 2.05
Lyon - Marseille 1 pol X 2.05
Liverpool - Everton 2 ili x 1.55`).legs;
    expect(legs.map((l) => [l.away, l.pick, l.unsure ?? []])).toEqual([
      ['Lazio', 'UG 3+', []],
      ['Crvena zvezda', 'UG 2+', []],
      ['Chelsea', 'GG', []],
      ['Young Boys', 'NG', []],
      // Was the full-time X, "1 pol" left in the away name.
      ['Marseille', 'I X', []],
      ['Everton', 'X2', []],
    ]);
  });

  it("reads a named team's goals, a negation in words and both teams scoring in other words", () => {
    const legs = parseTypedTicket(`Bayern - Leipzig bayern daje 2+ 1.50
Rijeka - Osijek nece biti x 1.35
Brighton - Fulham obe ekipe daju gol 1.80
Lazio - Roma oba daju ne 2.00`).legs;
    expect(legs.map((l) => [l.away, l.pick])).toEqual([
      // Was the match's total, "bayern daje" left in the away name.
      ['Leipzig', 'T1 2+'],
      // Was X, the negation dropped.
      ['Osijek', 'ne X'],
      ['Fulham', 'GG'],
      ['Roma', 'NG'],
    ]);
  });

  it('never reads a typed 0 as an X, as it does an OCR blot: "2-0" is asked, not the half-time/full-time 2-X', () => {
    const [leg] = parseTypedTicket('Celta - Getafe 2-0 2.20').legs;
    expect([leg.pick, leg.unsure]).toEqual(['2-0', ['pick']]);
    expect(parseTypedTicket('Celta - Getafe ni jedan gol 8.00').legs.map((l) => [l.away, l.pick])).toEqual([
      ['Getafe', 'UG 0-0'],
    ]);
  });

  it('reads the home team named before "or draw" as the home side, and asks for a bet read only in part', () => {
    const [dc] = parseTypedTicket('Inter - Juventus Inter or draw 1.40').legs;
    // Was X2: "Juventus Inter" read as the away team's name.
    expect([dc.away, dc.pick]).toEqual(['Juventus', '1X']);
    const [combo] = parseTypedTicket('Manchester City - Arsenal Man City to win and BTTS 3.50').legs;
    // The "to win and" part is not read: GG alone would be a silent half of the bet. The bet is kept as typed.
    expect([combo.pick, combo.unsure]).toEqual(['to win and BTTS', ['pick']]);
  });

  it('reads fields split by bars or long dashes typed with no space around them', () => {
    const legs = parseTypedTicket('Monaco-Lille|2|2.45\nBenfica—Porto—GG—1.75').legs;
    // The bars were part of the away name, with the default pick and odds.
    expect(legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Monaco', 'Lille', '2', 2.45],
      ['Benfica', 'Porto', 'GG', 1.75],
    ]);
  });

  it('asks for a bet typed in words it does not know, never the default home win', () => {
    const legs = parseTypedTicket('Napoli - Atalanta nula nula 9.00\nSlavia - Sparta neresno 3.30').legs;
    expect(legs.map((l) => [l.away, l.pick, l.unsure ?? [], l.defaulted])).toEqual([
      ['Atalanta', 'nula nula', ['pick'], undefined],
      ['Sparta', 'neresno', ['pick'], undefined],
    ]);
  });

  it('reads a handicap typed after the match as one of two readings for the user, never a half-time/full-time', () => {
    // "Rabotnicki -1" was read as the half-time/full-time 2-1 in silence.
    const [typed] = parseTypedTicket('Vardar - Rabotnicki hendikep -1 1.95').legs;
    expect([typed.pick, typed.unsure, typed.alternatives]).toEqual([
      'H2 -1',
      ['pick'],
      [{ kind: 'handicap', team: 'home', line: -1, style: 'european' }],
    ]);
    // The team named again says whose line it is.
    const [named] = parseTypedTicket('Arsenal - Chelsea Arsenal -1.5 1.95').legs;
    expect([named.away, named.pick, named.unsure]).toEqual(['Chelsea', 'H1 -1.5', undefined]);
  });

  it('reads fields split by one mark glued to them, or by marks between spaces', () => {
    const legs = (text: string) =>
      parseTypedTicket(text).legs.map((l) => [l.home, l.away, l.pick, l.odds, l.defaulted]);
    const fields = [['Partizan', 'Crvena zvezda', '1', 1.85, undefined]];
    // Dots, colons or underscores alone between the fields: the odds keep their decimal dot.
    for (const text of [
      'Partizan.Zvezda.1.1.85',
      'Partizan:Zvezda:1:1.85',
      'Partizan_Zvezda_1_1.85',
      'Partizan-Zvezda.1.1.85',
      'Partizan - Zvezda · 1 · 1.85',
      'Partizan vs Zvezda..1..1.85',
      'Partizan - Zvezda # 1 # 1.85',
      'Partizan - Zvezda -- 1 -- 1.85',
      'Partizan - Zvezda / 1 / 1.85',
      // Pluses between spaces after a name: fields, never "1+" goals.
      'Partizan - Zvezda + 1 + 1.85',
    ])
      expect(legs(text), text).toEqual(fields);
    expect(legs('Arsenal.Chelsea.GG.1.70\nInter:Milan:X2:1.40')).toEqual([
      ['Arsenal', 'Chelsea', 'GG', 1.7, undefined],
      ['Inter', 'Milan', 'X2', 1.4, undefined],
    ]);
    // A combination's pluses stay one bet, asked as typed rather than split into guesses.
    const [combo] = parseTypedTicket('Partizan - Zvezda 1 + GG + 1.85').legs;
    expect([combo.away, combo.unsure]).toEqual(['Crvena zvezda', ['pick']]);
    expect(legs('St. Pauli - Mainz X 3.40')).toEqual([['St. Pauli', 'Mainz', 'X', 3.4, undefined]]);
  });

  it('reads a bet said by naming the side: a period’s winner, not losing, scoring, a set score with a dash', () => {
    const picks = (text: string) => parseTypedTicket(text).legs.map((l) => [l.away, l.pick, l.unsure ?? []]);
    expect(picks('Crvena zvezda - Partizan pobeda zvezde 1.85')).toEqual([['Partizan', '1', []]]);
    // "… dobija prvo poluvreme" was the full-time home win in silence.
    expect(picks('Chelsea - Arsenal chelsea dobija prvo poluvreme 2.30')).toEqual([['Arsenal', 'I 1', []]]);
    expect(picks('Chelsea - Arsenal pobeda chelsea u prvom poluvremenu 2.30')).toEqual([
      ['Arsenal', 'I 1', []],
    ]);
    expect(picks('Rublev - Sinner sinner dobija prvi set 1.50')).toEqual([['Sinner', 'S1 2', []]]);
    expect(picks('Chelsea - Arsenal arsenal ne gubi 1.30')).toEqual([['Arsenal', 'X2', []]]);
    // The side said by its role: "domaćin neće izgubiti" was the away team's X2, read from "Arsenal domaćin".
    expect(picks('Chelsea - Arsenal domaćin neće izgubiti 1.30')).toEqual([['Arsenal', '1X', []]]);
    expect(picks('Chelsea - Arsenal gost ne gubi 1.30')).toEqual([['Arsenal', 'X2', []]]);
    expect(picks('Chelsea - Arsenal gost ne pobeđuje 1.30')).toEqual([['Arsenal', '1X', []]]);
    expect(picks('Chelsea - Arsenal arsenal ne pobjeđuje 1.30')).toEqual([['Arsenal', '1X', []]]);
    expect(picks('Crvena zvezda - Partizan zvezda daje gol 1.30')).toEqual([['Partizan', 'T1 1+', []]]);
    expect(picks('Chelsea - Arsenal prvi gol chelsea 1.70')).toEqual([['Arsenal', 'PR 1', []]]);
    expect(picks('Chelsea - Arsenal Arsenal to score first 2.10')).toEqual([['Arsenal', 'PR 2', []]]);
    expect(picks('Sinner - Medvedev 2-0 1.90')).toEqual([['Medvedev', '2:0', []]]);
    expect(picks('Djokovic - Alcaraz 2:1 u setovima 3.10')).toEqual([['Alcaraz', '2:1', []]]);
    // A club whose name starts like a period's word is no period, and no tennis ("Setúbal" is not a set).
    const [club] = parseTypedTicket('Vitória Setúbal - Porto pobeda setubal 3.10').legs;
    expect([club.pick, club.sport, club.unsure]).toEqual(['1', 'football', undefined]);
    // A period it cannot place is asked; a football "2-0" too.
    const [third] = parseTypedTicket('Rublev - Sinner sinner dobija treci set 1.50').legs;
    expect([third.parsed?.kind, third.unsure]).toEqual(['other', ['pick']]);
    const [football] = parseTypedTicket('Partizan - Zvezda 2-0 1.90').legs;
    expect([football.parsed?.kind, football.unsure]).toEqual(['other', ['pick']]);
  });

  it('takes a friend’s "put it on too" out of the home name', () => {
    const legs = parseTypedTicket(
      'stavi i Feyenoord - Utrecht gg3+ 1.11\nubaci i atletico - real sociedad x 1.29',
    ).legs;
    expect(legs.map((l) => [l.home, l.pick])).toEqual([
      ['Feyenoord', 'GG3+'],
      ['Atlético', 'X'],
    ]);
  });

  it("takes a message's words announcing the ticket out of the first home name", () => {
    // "evo tiket za veceras:" was read as the home team, and the match as the away.
    const [first] = parseTypedTicket('evo tiket za veceras: Zvezda - Partizan kec 1.85').legs;
    expect([first.home, first.away, first.pick]).toEqual(['Crvena zvezda', 'Partizan', '1']);
    expect(one('moj listić: Hajduk - Dinamo X 3.10').home).toBe('Hajduk');
  });

  it('reads a period typed before its pick with a dash between, never the full-time pick alone', () => {
    // "1st Half" was cut from the away name and the draw read as the match's.
    expect(one('Napoli v Roma 1st Half - Draw 2.05').pick).toBe('I X');
    expect(one('Napoli v Roma prvo poluvreme - X 2.05').pick).toBe('I X');
    expect(one('Napoli - Roma drugo poluvreme - 2 2.05').pick).toBe('II 2');
    // A period or a market the vocabulary cannot join to the pick: asked, never the pick alone in silence.
    expect(one('Partizan - Zvezda treca cetvrtina - 2 2.05').unsure).toContain('pick');
    expect(one('Partizan - Zvezda hendikep 0:1 1 2.10').unsure).toContain('pick');
    // A market the pick completes reads as before.
    const total = one('Partizan - Zvezda ukupno golova - 3+ 1.50');
    expect([total.pick, total.unsure ?? []]).toEqual(['UG 3+', []]);
    // English apps' words, as shared.
    expect(one('Arsenal v Chelsea - Match Result - Draw @ 3.40').pick).toBe('X');
    expect(one('Bayern v Dortmund - BTTS & Total Goals: Yes & Over 2.5 @ 1.95').pick).toBe('GG3+');
  });

  it('reads a pick in braces, or ending the match line over its odds, never the default in its place', () => {
    expect(one('Partizan - Zvezda {1X} 1.30').pick).toBe('1X');
    // "(kvota 3.10)" was split off as the ticket's total, and X stayed in the away name.
    expect(one('Partizan - Zvezda X (kvota 3.10)')).toMatchObject({
      away: 'Crvena zvezda',
      pick: 'X',
      odds: 3.1,
    });
    expect(one('Partizan - Zvezda X\nkvota 3.10')).toMatchObject({
      away: 'Crvena zvezda',
      pick: 'X',
      odds: 3.1,
    });
    expect(one('Partizan - Zvezda X\nkvota 3.10').defaulted).toBeUndefined();
  });

  it('reads a pick typed before the match with no odds, never the default in its place', () => {
    for (const [line, pick] of [
      ['X Roma - Lazio', 'X'],
      ['KI 1 Partizan - Vojvodina', '1'],
      ['Tip 1: Partizan - Vojvodina', '1'],
      ['[X2] Roma - Lazio', 'X2'],
      ['Roma - Lazio, 12', '12'],
    ]) {
      const leg = one(line);
      expect(leg, line).toMatchObject({ home: expect.stringMatching(/^(Roma|Partizan)$/), pick });
      expect(leg.defaulted?.pick, line).toBeUndefined();
    }
    expect(one('Roma - Lazio X 12')).toMatchObject({ pick: 'X', odds: 12 });
  });

  it('reads a win said in the future tense between the names', () => {
    for (const line of [
      'Partizan će pobediti Vojvodinu 1.45',
      'Partizan ce pobijediti Vojvodinu 1.45',
      'Partizan will beat Vojvodina 1.45',
    ])
      expect(one(line), line).toMatchObject({ home: 'Partizan', away: 'Vojvodina', pick: '1', odds: 1.45 });
  });

  it('takes 1, 2, 3 opening the matches in turn for a numbered list, and says the pick was not typed', () => {
    const legs = parseTypedTicket(
      '1 Partizan - Vojvodina 1.45\n2 Roma - Lazio 1.40\n3 Arsenal - Chelsea 1.70',
    ).legs;
    expect(legs.map((l) => [l.home, l.odds, l.defaulted?.pick])).toEqual([
      ['Partizan', 1.45, true],
      ['Roma', 1.4, true],
      ['Arsenal', 1.7, true],
    ]);
    // Picks opening the lines, not in turn, are picks.
    const picks = parseTypedTicket('X Partizan - Vojvodina\n2 Roma - Lazio\nGG Arsenal - Chelsea').legs;
    expect(picks.map((l) => l.pick)).toEqual(['X', '2', 'GG']);
  });

  it('gives the specification’s messages for empty and unrecognisable input', () => {
    expect(() => parseTypedTicket('   \n ')).toThrow(EMPTY_INPUT);
    expect(() => parseTypedTicket('12\n3 4\na')).toThrow(NOTHING_RECOGNISED);
  });

  it('never throws anything else and never returns odds of 1 or less (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        try {
          for (const leg of parseTypedTicket(text).legs) {
            expect(leg.odds).toBeGreaterThan(1);
            expect(leg.home.length).toBeGreaterThan(0);
          }
        } catch (error) {
          expect(isAppError(error)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('survives ticket-like noise (property)', () => {
    const token = fc.constantFrom(
      'Zvezda',
      '-',
      'vs',
      'x',
      '1',
      'X2',
      'GG',
      '1,85',
      '2.10',
      'UG',
      '3+',
      'tip',
      ':',
      '15:30',
      '0',
      '100',
      '1.0',
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(token, { maxLength: 8 }).map((t) => t.join(' ')),
          { maxLength: 10 },
        ),
        (lines) => {
          try {
            for (const leg of parseTypedTicket(lines.join('\n')).legs) expect(leg.odds).toBeGreaterThan(1);
          } catch (error) {
            expect(isAppError(error)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
