import { describe, expect, it } from 'vitest';
import { pickInWords, readPick } from './picks';

describe('readPick', () => {
  it.each([
    ['KI 1', '1'],
    ['Konačan ishod: X', 'X'],
    ['2x', 'X2'],
    ['gg', 'GG'],
    ['Oba tima zabijaju: Ne', 'NG'],
    ['GG&3+', 'GG3+'],
    ['3+', 'UG 3+'],
    ['0-2', 'UG 0-2'],
    ['Više 2.5', 'UG 3+'],
    ['Manje 2,5', 'UG 0-2'],
    ['I 1', 'I 1'],
    ['PP X', 'I X'],
    ['II 2', 'II 2'],
    ['I PL 1', 'I 1'], // a Croatian slip's half: PL for poluvrijeme
    ['2. PL X', 'II X'],
    ['I poluvrijeme 1', 'I 1'],
    ['X-2', 'X-2'],
    ['T1 1+', 'T1 1+'],
    ['H1 -1', 'H1 -1'],
    ['PR 2', 'PR 2'],
    ['1&UG3+', '1&UG3+'],
    ['X2 & GG', 'X2&GG'],
    ['1 + 3+', '1&UG3+'], // a plus typed between spaces joins two bets; "1+" alone is a range
    ['nerješeno', 'X'], // the common misspelling of neriješeno
    // a site's "market - selection", its words glued or garbled by OCR
    ['Dupla šansa - 12', '12'],
    ['Pobednikmeča-1', '1'],
    ['Ukupnogolova-3+', 'UG 3+'],
    ['GG i 3+', 'GG3+'], // one code a meaning: the vocabulary's own for this combination
    ['GG & UG 4+', 'GG4+'],
    ['Kombinacije - 1&3+', '1&UG3+'],
    ['Konagan ishod - 2', '2'],
    // a handicap's minus is its sign, not a "market - selection" dash
    ['H1 -1.5', 'H1 -1.5'],
    ['više 160,5', 'ukupno 160.5 više'],
    // a period or answer typed after the bet; goals, corners and cards in words
    ['1 pp', 'I 1'],
    ['x dp', 'II X'],
    ['2 drugo poluvrijeme', 'II 2'],
    ['over 2.5 pp', 'I UG 3+'],
    ['2 1. set', 'S1 2'],
    ['both teams to score no', 'NG'],
    ['both to score: no', 'NG'],
    ['UG 1P 2+', 'I UG 2+'],
    ['3+ II', 'II UG 3+'],
    ['nema golova', 'UG 0-0'],
    ['min 2 gola', 'UG 2+'],
    ['tačno 2 gola', 'UG 2-2'],
    ['dva ili više golova', 'UG 2+'],
    ['over 8.5 corners', 'korneri 9+'],
    ['više 4.5 kartona', 'kartoni 5+'],
    // the plus of a range is no combination's
    ['1 i 2+ gola', '1&UG2+'],
  ])('%s → %s', (input, code) => {
    expect(readPick(input)?.code).toBe(code);
  });

  it.each([
    ['BTTS & Total Goals: Yes & Over 2.5', 'GG3+'],
    ['BTTS & Total Goals No & Over 2.5', 'NG&UG3+'],
    ['1st Half - Draw', 'I X'],
    ['Match Result Draw', 'X'],
    ['Full Time Result: 2', '2'],
    ['Total Goals: Under 1.5 Goals', 'UG 0-1'],
    ['prva cetvrtina 1', 'Q1 1'],
    ['third quarter 2', 'Q3 2'],
  ])('reads an English app\'s market and selection, or a quarter in words, "%s" as %s', (text, code) => {
    expect(readPick(text)?.code).toBe(code);
  });

  it('reads "GG i 3+ golova" as the combination GG&3+, the plus its range\'s', () => {
    expect(readPick('GG i 3+ golova')?.parsed).toEqual(readPick('GG&3+')?.parsed);
  });

  it('reads a score with its sets named as set betting, typed with a colon or a dash; "2-1" alone stays half-time/full-time', () => {
    const sets = { kind: 'set-score', home: 2, away: 1 };
    expect(readPick('2:1 u setovima')?.parsed).toEqual(sets);
    expect(readPick('2-1 setovi')?.parsed).toEqual(sets);
    expect(readPick('2:1')?.parsed).toEqual({ kind: 'correct-score', home: 2, away: 1 });
    expect(readPick('2-1')?.parsed).toEqual({ kind: 'ht-ft', ht: '2', ft: '1' });
  });

  it('does not read team names or junk as picks', () => {
    for (const s of ['Partizan', 'tip', '', '1.85', 'zdravo', '1 i']) expect(readPick(s)).toBeNull();
  });

  it('says a pick in words in Serbian and Croatian', () => {
    expect(pickInWords(readPick('1')!.parsed, 'rs')).toBe('Pobeda domaćina');
    expect(pickInWords(readPick('1')!.parsed, 'hr')).toBe('Pobjeda domaćina');
    expect(pickInWords(readPick('GG')!.parsed, 'rs')).toBe('Oba tima daju gol');
    // The report adds the ticket's own code after the words: "Gost ne gubi (X2)", never "(X2) (X2)".
    expect(pickInWords(readPick('X2')!.parsed, 'rs')).toBe('Gost ne gubi');
    expect(pickInWords(readPick('1&UG3+')!.parsed, 'rs')).toBe('Pobeda domaćina i Ukupno 3 ili više golova');
  });
});

describe('a total no match reaches', () => {
  it('is a misread, not a bet: not understood rather than priced (a point lost in "146.5")', () => {
    expect(readPick('ukupno 1465 manje')).toBeNull();
    expect(readPick('ukupno gemova više 225')).toBeNull();
    expect(readPick('ukupno 146.5 manje')?.parsed).toEqual({
      kind: 'points-total',
      line: 146.5,
      over: false,
    });
    expect(readPick('ukupno gemova više 22.5')?.parsed).toMatchObject({ kind: 'games-total', line: 22.5 });
  });

  it('is not a points total when its line is a few goals (an Asian total, or a stray letter before a combination)', () => {
    for (const s of ['o 2', 'Over 2.25', 'u 3', 'o 1&3+']) expect(readPick(s)).toBeNull();
    expect(readPick('više 165')?.parsed).toMatchObject({ kind: 'points-total', line: 165 });
  });
});
