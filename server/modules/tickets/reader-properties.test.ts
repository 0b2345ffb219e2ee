import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldName } from '../../common/fold-name';
import { parseTypedTicket } from './parse-typed-ticket';
import { readPick } from './picks';
import { structureTicketText } from './structure-ticket-text';
import { RULES } from './vocabulary/codes';

// Known clubs and names nobody listed (the reader must not need the gazetteer when a separator is there).
const NAMES = [
  'Crvena zvezda',
  'Partizan',
  'Dinamo Zagreb',
  'Hajduk Split',
  'Budućnost Podgorica',
  'Real Madrid',
  'Manchester United',
  'Sloboda Tuzla',
  'Željezničar',
  'Radnički Niš',
  'Olimpija Ljubljana',
  'Trayal Kruševac',
  'Mladost GAT',
  'Zlatibor Čajetina',
];
const PICKS = ['1', 'X', '2', '1X', 'X2', '12', 'GG', 'NG', 'UG 3+', 'UG 0-2', 'I 1', 'II 2', 'GG3+'];
const SEPARATORS = [' - ', ' – ', ' vs ', ' v ', ' x ', ' : ', ' / ', ' protiv ', ' — '];

const leg = fc
  .record({
    home: fc.constantFrom(...NAMES),
    away: fc.constantFrom(...NAMES),
    pick: fc.constantFrom(...PICKS),
    cents: fc.integer({ min: 105, max: 2500 }),
  })
  .filter((l) => l.home !== l.away);

const oddsText = (cents: number, comma: boolean) => (cents / 100).toFixed(2).replace('.', comma ? ',' : '.');

function expectLeg(
  read: { home: string; away: string; pick: string; odds: number }[],
  l: { home: string; away: string; pick: string; cents: number },
) {
  expect(read).toHaveLength(1);
  expect([foldName(read[0].home), foldName(read[0].away), read[0].pick, read[0].odds]).toEqual([
    foldName(l.home),
    foldName(l.away),
    readPick(l.pick)!.code,
    l.cents / 100,
  ]);
}

describe('any way of writing one leg reads back to the same leg', () => {
  it('typed: any separator, any field order, any odds notation', () => {
    fc.assert(
      fc.property(
        leg,
        fc.constantFrom(...SEPARATORS),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('', '@', 'kv ', 'k:', 'kvota '),
        fc.boolean(),
        (l, sep, order, label, comma) => {
          const match = `${l.home}${sep}${l.away}`;
          const odds = `${label}${oddsText(l.cents, comma)}`;
          const line = [
            `${match} ${l.pick} ${odds}`,
            `${oddsText(l.cents, comma)} ${match} ${l.pick}`,
            `${l.pick} ${match} @${oddsText(l.cents, comma)}`,
            `${match} (${l.pick}) ${odds}`,
            `${match}\t${l.pick}\t${oddsText(l.cents, comma)}`,
            `${match} | ${l.pick} | ${oddsText(l.cents, comma)}`,
          ][order];
          expectLeg(parseTypedTicket(line).legs, l);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('photo text: teams on one line or two, the pick and odds on the same line, labelled or not', () => {
    fc.assert(
      fc.property(leg, fc.integer({ min: 0, max: 3 }), fc.boolean(), (l, layout, comma) => {
        const odds = oddsText(l.cents, comma);
        const text = [
          `${l.home} - ${l.away}\nTip: ${l.pick} Kvota: ${odds}`,
          `${l.home}\n${l.away}\n${l.pick} | ${odds}`,
          `#4521 ${l.home.toUpperCase()}\n${l.away.toUpperCase()} ${l.pick} ${odds}`,
          `20:45 | ${l.home} | ${l.away} | ${l.pick} | ${odds}`,
        ][layout];
        expectLeg(structureTicketText(text).legs, l);
      }),
      { numRuns: 300 },
    );
  });
});

describe('every bet the vocabulary lists, typed the ways people type a leg', () => {
  const templates: ((home: string, away: string, pick: string, odds: string) => string)[] = [
    (h, a, p, o) => `${h} - ${a} ${p} ${o}`,
    (h, a, p, o) => `${p} ${h} - ${a} @${o}`,
    (h, a, p, o) => `${h} vs ${a}, ${p}, ${o}`,
    (h, a, p, o) => `${o} ${h} - ${a} ${p}`,
    (h, a, p, o) => `${h} - ${a} | ${p} | ${o}`,
    (h, a, p, o) => `${h}-${a} (${p}) ${o}`,
    (h, a, p, o) => `${h} : ${a} = ${p} (${o})`,
    (h, a, p, o) => `${h} v ${a} – ${p} – ${o}`,
    (h, a, p, o) => `${h} - ${a}, tip ${p}, kvota ${o}`,
    (h, a, p, o) => `1) ${h.toUpperCase()} - ${a.toUpperCase()} ${p.toUpperCase()} ${o}`,
    (h, a, p, o) => `${h} - ${a}\ntip: ${p}\nkvota: ${o}`,
  ];
  const pairs = [
    ['Partizan', 'Vojvodina'],
    ['Radnik Surdulica', 'IMT Novi Beograd'],
    ['Vukovar 1991', 'Zrinski Jurjevac'],
  ];

  it('reads as its meaning, or the leg says it is unsure: never a silent other bet', () => {
    const silent: string[] = [];
    let n = 0;
    for (const rule of RULES.filter((r) => r.family !== 'tennis'))
      for (const printed of rule.printed)
        for (const template of templates) {
          const [home, away] = pairs[n++ % pairs.length];
          const text = template(home, away, printed, '1.85');
          const legs = parseTypedTicket(text).legs;
          const sure = legs.length === 1 && !legs[0].unsure?.length && !legs[0].flags?.length;
          const right = sure && JSON.stringify(legs[0].parsed) === JSON.stringify(readPick(printed)?.parsed);
          if (sure && !(right && legs[0].odds === 1.85)) silent.push(text);
        }
    expect(n).toBeGreaterThan(500);
    expect(silent).toEqual([]);
  });
});
