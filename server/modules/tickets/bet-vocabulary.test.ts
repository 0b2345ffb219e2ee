// Reader round three (issue 28): every leg carries the meaning of its bet, and a bet the reader does not know
// is said to be unknown, never read as a home win.
import { describe, expect, it } from 'vitest';
import { parseTypedTicket } from './parse-typed-ticket';
import { pickInWords, readPick } from './picks';
import { structureTicketText } from './structure-ticket-text';
import { AMBIGUOUS, RULES } from './vocabulary/codes';

const one = (text: string) => {
  const { legs } = parseTypedTicket(text);
  expect(legs).toHaveLength(1);
  return legs[0];
};

describe('a pick the reader does not know', () => {
  it('keeps its printed text, marks the leg unsure and leaves the away name clean', () => {
    const leg = one('Dinamo - Hajduk ZQ7 1.85');
    expect(leg).toMatchObject({ home: 'Dinamo', away: 'Hajduk', pick: 'ZQ7', odds: 1.85 });
    expect(leg.parsed).toEqual({ kind: 'other', text: 'ZQ7' });
    expect(leg.unsure).toContain('pick');
    expect(leg.flags).toContain('unknown-bet');
    expect(leg.defaulted).toBeUndefined();
  });

  it('is kept on a photo too instead of losing the leg', () => {
    const { legs } = structureTicketText('Dinamo - Hajduk | ZQ7 | 1,85');
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ away: 'Hajduk', pick: 'ZQ7', parsed: { kind: 'other' } });
    expect(legs[0].unsure).toContain('pick');
  });

  it('gives the default only to a typed leg with no pick at all', () => {
    const leg = one('Dinamo - Hajduk 1.85');
    expect(leg).toMatchObject({ pick: '1', defaulted: { pick: true } });
    expect(leg.flags).toContain('default-pick');
  });
});

describe('the meaning of bookmakers codes', () => {
  it.each([
    ['H1 -1', { kind: 'handicap', team: 'home', line: -1, style: 'european' }],
    ['HEN 1 (-1)', { kind: 'handicap', team: 'home', line: -1, style: 'european' }],
    ['hendikep 2 (+1.5)', { kind: 'handicap', team: 'away', line: 1.5, style: 'european' }],
    ['1 (0:1)', { kind: 'handicap', team: 'home', line: -1, style: 'european' }],
    ['HX -1', { kind: 'handicap', team: 'home', line: -1, style: 'european', outcome: 'X' }],
    ['AH1 -0.25', { kind: 'handicap', team: 'home', line: -0.25, style: 'asian' }],
    ['T1 2+', { kind: 'team-goals', team: 'home', min: 2, max: null }],
    ['T2 0-1', { kind: 'team-goals', team: 'away', min: 0, max: 1 }],
    ['D 1+', { kind: 'team-goals', team: 'home', min: 1, max: null }],
    ['domaćin daje gol', { kind: 'team-goals', team: 'home', min: 1, max: null }],
    ['I 1+', { kind: 'total-goals', period: 'H1', min: 1, max: null }],
    ['II 0-1', { kind: 'total-goals', period: 'H2', min: 0, max: 1 }],
    ['PP 1', { kind: 'result', period: 'H1', outcome: '1' }],
    ['I GG', { kind: 'btts', yes: true, period: 'H1' }],
    ['10', { kind: 'double-chance', period: 'FT', outcomes: '1X' }],
    ['02', { kind: 'double-chance', period: 'FT', outcomes: 'X2' }],
    ['1 ili X', { kind: 'double-chance', period: 'FT', outcomes: '1X' }],
    ['1/1', { kind: 'ht-ft', ht: '1', ft: '1' }],
    ['X-2', { kind: 'ht-ft', ht: 'X', ft: '2' }],
    ['ne 1', { kind: 'not', pick: { kind: 'result', period: 'FT', outcome: '1' } }],
    ['not X', { kind: 'not', pick: { kind: 'result', period: 'FT', outcome: 'X' } }],
    ['ne GG', { kind: 'not', pick: { kind: 'btts', yes: true } }],
    ['Q1 1', { kind: 'result', period: 'Q1', outcome: '1' }],
    ['1. set 2', { kind: 'result', period: 'S1', outcome: '2' }],
    ['gemovi više 22.5', { kind: 'games-total', line: 22.5, over: true }],
    ['korneri više 9.5', { kind: 'corners', min: 10, max: null }],
    ['kartoni 5+', { kind: 'cards', min: 5, max: null }],
    ['T1 više 80.5', { kind: 'points-total', line: 80.5, over: true, team: 'home' }],
    ['over 2.5', { kind: 'total-goals', period: 'FT', min: 3, max: null }],
    ['btts', { kind: 'btts', yes: true }],
    ['draw', { kind: 'result', period: 'FT', outcome: 'X' }],
    ['Pobednik (uklj. produžetke) 2', { kind: 'result', period: 'FT', outcome: '2' }],
    ['DNB 1', { kind: 'handicap', team: 'home', line: 0, style: 'asian' }],
    ['tačan broj golova 2', { kind: 'total-goals', period: 'FT', min: 2, max: 2 }],
    ['I pol. 1+', { kind: 'total-goals', period: 'H1', min: 1, max: null }],
    ['više od 2.5', { kind: 'total-goals', period: 'FT', min: 3, max: null }],
    ['Oba tima daju gol - Ne', { kind: 'btts', yes: false }],
    ['Oba tima daju gol · Da', { kind: 'btts', yes: true }],
  ])('%s', (code, meaning) => {
    expect(readPick(code)?.parsed).toEqual(meaning);
  });

  it('reads negated combinations and half-time/full-time with goals', () => {
    expect(readPick('ne GG3+')?.parsed).toEqual({
      kind: 'not',
      pick: {
        kind: 'combo',
        parts: [
          { kind: 'btts', yes: true },
          { kind: 'total-goals', period: 'FT', min: 3, max: null },
        ],
      },
    });
    expect(readPick('1/1&4+')?.parsed).toEqual({
      kind: 'combo',
      parts: [
        { kind: 'ht-ft', ht: '1', ft: '1' },
        { kind: 'total-goals', period: 'FT', min: 4, max: null },
      ],
    });
  });

  it('reads every example the vocabulary lists', () => {
    for (const rule of [...RULES, ...AMBIGUOUS])
      for (const printed of rule.printed) expect(readPick(printed), printed).not.toBeNull();
  });
});

describe('a code that means different things at different bookmakers', () => {
  it('without a bookmaker on the ticket: both readings, the leg unsure of its pick', () => {
    const leg = one('Arsenal - Chelsea 1-2 4.50');
    expect(leg.parsed).toEqual({ kind: 'ht-ft', ht: '1', ft: '2' });
    expect(leg.alternatives).toEqual([{ kind: 'total-goals', period: 'FT', min: 1, max: 2 }]);
    expect(leg.unsure).toContain('pick');
    expect(leg.flags).toContain('ambiguous-code');
  });

  it('the bookmaker the ticket names decides', () => {
    const superbet = parseTypedTicket('Superbet\nArsenal - Chelsea 1-2 4.50');
    expect(superbet.bookmaker).toBe('Superbet');
    expect(superbet.legs[0].parsed).toEqual({ kind: 'total-goals', period: 'FT', min: 1, max: 2 });
    expect(superbet.legs[0].unsure ?? []).not.toContain('pick');
    const mozzart = parseTypedTicket('Mozzart\nArsenal - Chelsea 1-2 4.50');
    expect(mozzart.legs[0].parsed).toEqual({ kind: 'ht-ft', ht: '1', ft: '2' });
  });

  it("reads Premier's handicaps: 'hk15 1' everywhere, 'ah11' as home -1 only where Premier is on the ticket", () => {
    expect(one('Arsenal - Chelsea hk15 1 2.40').parsed).toEqual({
      kind: 'handicap',
      team: 'home',
      line: -1.5,
      style: 'european',
    });
    const premier = parseTypedTicket('Premier Bet\nArsenal - Chelsea ah11 1.90').legs[0];
    expect(premier).toMatchObject({ pick: 'AH1 -1', parsed: { team: 'home', line: -1 } });
    expect(premier.unsure ?? []).not.toContain('pick');
    const unknown = one('Arsenal - Chelsea ah11 1.90');
    expect(unknown.unsure).toContain('pick');
    expect(unknown.alternatives).toEqual([{ kind: 'handicap', team: 'home', line: -1, style: 'asian' }]);
  });
});

describe("a selection that names the team, as an app's card prints it", () => {
  it('is the outcome it names, and a double chance when it names two', () => {
    const card = (market: string, odds: string) => `Premijer liga 20:45\nArsenal\nChelsea\n${market} ${odds}`;
    const read = (market: string) => structureTicketText(card(market, '1,85')).legs[0];
    expect(read('Konačan ishod: Chelsea')).toMatchObject({ home: 'Arsenal', away: 'Chelsea', pick: '2' });
    expect(read('Dupla šansa: Arsenal ili neriješeno')).toMatchObject({
      home: 'Arsenal',
      away: 'Chelsea',
      pick: '1X',
    });
  });
});

describe("what a photo's OCR makes of a slip line", () => {
  it.each([
    ['1.95 | UGO-2_ Hansa Rostock - Cottbus', 'Cottbus', 'UG 0-2', []],
    ['[2,36] GG Goražde — Travnik BiH - Prva liga FBiH 20:45', 'Travnik', 'GG', []],
    // "1 1": a half-time/full-time as read, or the Roman "I 1" misread: the user decides.
    ['[3,71] 1 1 PSV — Utrecht', 'Utrecht', '1-1', ['pick']],
    // A card whose odds sit on the home line: the away name and the market under it, not the noise below.
    [
      'EVROLIGA\n01.01. 17:30\nMonaco 1.62\nOlympiacos ,\nUkupno poena: Više 141,5\nOSMAN ON OM UA MN AVA UIJA',
      'Olympiacos',
      'ukupno 141.5 više',
      [],
    ],
    // A pick cell OCR could not read: the leg is kept, its bet asked for.
    ['ATHLETIC BILBAO / REAL BETIS | Il | 1.73', 'Real Betis', 'Il', ['pick']],
    // A half-time/full-time "1/1" before the odds is no date.
    ['Real Madrid | Getafe | 1/1 | 1,85', 'Getafe', '1-1', []],
    // "11" on a photo: the half-time/full-time as read, the half-time "I 1" offered beside it.
    ['15.01. 18:00 Borac Čačak Sloboda Užice 6.88 11', 'Sloboda Užice', '1-1', ['pick']],
    // An app pill's total whose decimal point OCR lost: read, and checked by the user.
    ['M1465 ASVEL 1,73\nMaccabi Tel Aviv 17.12. 15:00', 'Maccabi Tel Aviv', 'ukupno 146.5 manje', ['pick']],
  ])('%s', (line, away, pick, unsure) => {
    const leg = structureTicketText(line).legs[0];
    expect({ away: leg.away, pick: leg.pick, unsure: leg.unsure ?? [] }).toEqual({ away, pick, unsure });
  });
});

it("offers the half-time reading of a photo's '11' in the review", () => {
  const [leg] = structureTicketText('15.01. 18:00 Borac Čačak Sloboda Užice 6.88 11').legs;
  expect(leg.alternatives).toEqual([{ kind: 'result', period: 'H1', outcome: '1' }]);
  // Typed, "11" is what the user wrote.
  expect(one('Borac Čačak - Sloboda Užice 11 6.88').unsure ?? []).not.toContain('pick');
});

it('marks a photo pick OCR was unsure of after words of noise that made no line (no silent guess)', () => {
  const text = `1. Barcelona - Baskonia | KI 1 | 3,80
2. Juventus - Lazio | 2 | 2,34`;
  // Tesseract's words: five pieces of noise it dropped from the text, then the pick "2" at 25 %.
  const noise = ['(Sales', 'eeeaaan', 'oo', 'ee', 'ae'].map((w) => ({ text: w, confidence: 0.3 }));
  const words = text
    .split(/\s+/)
    .filter((w) => w !== '|')
    .map((w, i, all) => ({ text: w, confidence: w === '2' && all[i - 1] === 'Lazio' ? 0.25 : 0.93 }));
  words.splice(5, 0, ...noise);
  const legs = structureTicketText(text, words).legs;
  expect(legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([
    ['Barcelona', '1', []],
    ['Juventus', '2', ['pick']],
  ]);
});

describe('typed tickets', () => {
  it('keeps chat words and timestamps out of names', () => {
    expect(one('dinamo - hajduk pozz')).toMatchObject({ home: 'dinamo', away: 'hajduk' });
    expect(one('[20:14] Marko: Dinamo - Hajduk 3+ 1.85 ajmo')).toMatchObject({
      home: 'Dinamo',
      away: 'Hajduk',
      pick: 'UG 3+',
    });
  });

  it('resolves unambiguous nicknames and leaves ambiguous ones as typed', () => {
    expect(one('barsa - juve 1 1.5')).toMatchObject({ home: 'Barcelona', away: 'Juventus' });
    expect(one('siti - real 2 3.1')).toMatchObject({ home: 'Manchester City', away: 'real' });
  });

  it.each([
    ['Partizan / Zvezda / over 2.5 / 1.85', 'UG 3+'],
    ['Partizan/Zvezda/X2/1,85', 'X2'],
    ['Partizan - Zvezda ..... 1 ..... 1.85', '1'],
    ['Partizan··Zvezda··1··1.85', '1'], // glued middle dots were read as nothing at all
    ['Partizan - Zvezda 1.85 H2 +1', 'H2 +1'],
    ['Partizan vs Zvezda @1.85 btts', 'GG'],
    ['Partizan - Zvezda | home | 1.85', '1'],
  ])('any separator: %s', (text, pick) => {
    expect(one(text)).toMatchObject({ home: 'Partizan', away: 'Crvena zvezda', pick, odds: 1.85 });
  });

  it('reads a tennis leg’s 2:1 as set betting and its named winner as the pick', () => {
    expect(one('Alcaraz C. - Sinner J. 2:1 3.40').parsed).toEqual({ kind: 'set-score', home: 2, away: 1 });
    expect(one('Alcaraz - Sinner, pobeđuje Sinner 2.10')).toMatchObject({ away: 'Sinner', pick: '2' });
  });

  it('gives legs under a pick heading that pick', () => {
    const { legs } = parseTypedTicket('KEC:\nArsenal - Chelsea 1.85\nDinamo - Hajduk 1.60');
    expect(legs.map((l) => [l.pick, l.defaulted?.pick])).toEqual([
      ['1', undefined],
      ['1', undefined],
    ]);
    const headed = parseTypedTicket(
      'Kečevi:\nArsenal - Chelsea 1.85\n--- GG ---\nBayern - Dortmund 1.40\nNa iks:\nInter - Juventus 3.10\nSvi na over 2.5\nAjax - PSV 1.60\nDvojke\nMilan - Roma 2.40',
    ).legs;
    expect(headed.map((l) => [l.pick, l.defaulted?.pick])).toEqual([
      ['1', undefined],
      ['GG', undefined],
      ['X', undefined],
      ['UG 3+', undefined],
      ['2', undefined],
    ]);
    const all = parseTypedTicket('Sve na GG:\nArsenal - Chelsea 1.85\nDinamo - Hajduk 1.60').legs;
    expect(all.map((l) => [l.pick, l.defaulted?.pick])).toEqual([
      ['GG', undefined],
      ['GG', undefined],
    ]);
  });
});

describe('the new meanings in words', () => {
  it('says negations, periods, handicaps and tennis in Serbian and Croatian', () => {
    expect(pickInWords(readPick('ne 1')!.parsed, 'rs')).toBe('Bilo šta osim: Pobeda domaćina');
    expect(pickInWords(readPick('ne 1')!.parsed, 'hr')).toBe('Bilo što osim: Pobjeda domaćina');
    expect(pickInWords(readPick('I 1+')!.parsed, 'rs')).toBe('Ukupno 1 ili više golova u prvom poluvremenu');
    expect(pickInWords(readPick('H1 -1')!.parsed, 'rs')).toBe('Domaćin sa hendikepom -1');
    expect(pickInWords({ kind: 'set-score', home: 2, away: 0 }, 'hr')).toBe('Rezultat u setovima 2:0');
    expect(pickInWords({ kind: 'other', text: 'ZQ7' }, 'rs')).toBe('Nepoznata igra: ZQ7');
  });
});

describe('the review of an ambiguous leg', () => {
  it('offers a code for each reading that reads back as exactly that reading', async () => {
    const { toConfirmedLegs, toReviewLeg } = await import('./confirmed-legs');
    const review = toReviewLeg(one('Arsenal - Chelsea 1-2 4.50'));
    expect(review.choices).toEqual(['PK 1-2', 'UG 1-2']);
    expect(review.pick).toBe('PK 1-2');
    expect(review.flags).toContain('ambiguous-code');
    const [goals] = toConfirmedLegs([{ ...review, pick: review.choices![1] }]);
    expect(goals.parsed).toEqual({ kind: 'total-goals', period: 'FT', min: 1, max: 2 });
  });

  it('every vocabulary example has such a code', async () => {
    const { unambiguousCode } = await import('./picks');
    for (const rule of RULES)
      for (const printed of rule.printed) {
        const parsed = readPick(printed)!.parsed;
        expect(readPick(unambiguousCode(parsed)!)?.parsed, printed).toEqual(parsed);
      }
  });
});

describe('typed words and separators', () => {
  it.each([
    ['Zvezda - Partizan: 1.85 - X2', 'X2'],
    ['Zvezda vs Partizan 1X double chance 1.85', '1X'],
    ['Zvezda - Partizan iksić 1.85', 'X'],
    ['Zvezda - Partizan both teams to score - yes @1.85', 'GG'],
  ])('%s', (text, pick) => {
    expect(one(text)).toMatchObject({ home: 'Crvena zvezda', away: 'Partizan', pick, odds: 1.85 });
  });
});
