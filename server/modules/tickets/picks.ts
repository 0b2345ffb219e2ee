import type { Outcome, Pick } from './types';

/**
 * Understands a pick as tickets and people write it ("1", "KI 1", "X2", "GG", "UG 3+", "Više 2.5",
 * "I 1", "1-1", "1&UG3+") and returns its regional code with its meaning, or null.
 */
export interface ReadPick {
  code: string;
  market: string;
  parsed: Pick;
}

const OUT = (s: string) => s.toUpperCase().replace('0', 'X') as Outcome;

function single(raw: string): ReadPick | null {
  const s = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(ki|konačan ishod:?|konacan ishod:?|konačni ishod:?|ishod:?|tip:?)\s*/i, '');
  let m: RegExpExecArray | null;
  if ((m = /^([12xX])$/.exec(s))) {
    return {
      code: OUT(m[1]),
      market: 'Konačan ishod',
      parsed: { kind: 'result', period: 'FT', outcome: OUT(m[1]) },
    };
  }
  if ((m = /^(1x|x2|12|2x|x1|21)$/i.exec(s))) {
    const norm = { '1X': '1X', X1: '1X', X2: 'X2', '2X': 'X2', '12': '12', '21': '12' }[
      m[1].toUpperCase()
    ] as '1X' | 'X2' | '12';
    return {
      code: norm,
      market: 'Dupla šansa',
      parsed: { kind: 'double-chance', period: 'FT', outcomes: norm },
    };
  }
  // "I X" is written with its space ("I1" too); "IX" is far more often OCR's reading of the double chance 1X.
  if ((m = /^(?:i\s+|i(?=[12])|pp\s*|1p\s*|1\. ?pol\.?\s*)([12x])$/i.exec(s))) {
    return {
      code: `I ${OUT(m[1])}`,
      market: 'Prvo poluvreme',
      parsed: { kind: 'result', period: 'H1', outcome: OUT(m[1]) },
    };
  }
  if ((m = /^(?:ii|dp|2p|2\. ?pol\.?)\s*([12x])$/i.exec(s))) {
    return {
      code: `II ${OUT(m[1])}`,
      market: 'Drugo poluvreme',
      parsed: { kind: 'result', period: 'H2', outcome: OUT(m[1]) },
    };
  }
  if ((m = /^(?:pk\s*)?([12x])\s*[-/]\s*([12x])$/i.exec(s))) {
    return {
      code: `${OUT(m[1])}-${OUT(m[2])}`,
      market: 'Poluvreme/kraj',
      parsed: { kind: 'ht-ft', ht: OUT(m[1]), ft: OUT(m[2]) },
    };
  }
  if (/^(gg|golgol|btts|oba tima daju gol|oba tima zabijaju:? da)$/i.test(s)) {
    return { code: 'GG', market: 'Oba tima daju gol', parsed: { kind: 'btts', yes: true } };
  }
  if (/^(ng|nogol|oba tima zabijaju:? ne)$/i.test(s)) {
    return { code: 'NG', market: 'Oba tima daju gol', parsed: { kind: 'btts', yes: false } };
  }
  if ((m = /^gg\s*&?\s*([2-9])\+$/i.exec(s))) {
    const min = Number(m[1]);
    return {
      code: `GG${min}+`,
      market: 'Golgol i golovi',
      parsed: {
        kind: 'combo',
        parts: [
          { kind: 'btts', yes: true },
          { kind: 'total-goals', period: 'FT', min, max: null },
        ],
      },
    };
  }
  if (
    (m = /^(?:ug|ukupno golova|golova|ukupno)?\s*(\d)\s*[-–]\s*(\d)$/i.exec(s)) &&
    Number(m[1]) <= Number(m[2])
  ) {
    const [min, max] = [Number(m[1]), Number(m[2])];
    return {
      code: `UG ${min}-${max}`,
      market: 'Ukupno golova',
      parsed: { kind: 'total-goals', period: 'FT', min, max },
    };
  }
  if ((m = /^(?:ug|ukupno golova|golova)?\s*(\d)\+$/i.exec(s))) {
    const min = Number(m[1]);
    return {
      code: `UG ${min}+`,
      market: 'Ukupno golova',
      parsed: { kind: 'total-goals', period: 'FT', min, max: null },
    };
  }
  // Over/under in either order: "Više 2.5", "ukupno 2,5 manje", "ukupno poena više 165.5".
  if (
    (m =
      /^(?:ukupno (?:golova |poena |gemova )?|golovi |over\/under )?(više|vise|over|preko|o|v|manje|under|ispod|u|m)\s*(\d+(?:[.,]5)?)$/i.exec(
        s,
      )) ||
    (m =
      /^(?:ukupno (?:golova |poena |gemova )?)(\d+(?:[.,]5)?)\s*(više|vise|over|preko|manje|under|ispod)$/i.exec(
        s,
      ))
  ) {
    const [word, num] = /\d/.test(m[1]) ? [m[2], m[1]] : [m[1], m[2]];
    const over = /^(više|vise|over|preko|o|v)$/i.test(word);
    const line = Number(num.replace(',', '.'));
    // Football goal lines are small; basketball and tennis lines are points and games.
    if (line < 15 && !Number.isInteger(line)) {
      const n = Math.floor(line);
      return over
        ? {
            code: `UG ${n + 1}+`,
            market: 'Ukupno golova',
            parsed: { kind: 'total-goals', period: 'FT', min: n + 1, max: null },
          }
        : {
            code: `UG 0-${n}`,
            market: 'Ukupno golova',
            parsed: { kind: 'total-goals', period: 'FT', min: 0, max: n },
          };
    }
    return {
      code: `ukupno ${line} ${over ? 'više' : 'manje'}`,
      market: 'Ukupno poena',
      parsed: { kind: 'points-total', line, over },
    };
  }
  if ((m = /^(?:t|d|g)([12])\s*(\d)\+$/i.exec(s)) || (m = /^(?:tim )?([12])\s+(\d)\+$/i.exec(s))) {
    const team = m[1] === '1' ? 'home' : 'away';
    const min = Number(m[2]);
    return {
      code: `T${m[1]} ${min}+`,
      market: 'Golovi tima',
      parsed: { kind: 'team-goals', team, min, max: null },
    };
  }
  if ((m = /^(?:h|hendikep)?\s*([12])\s*\(?\s*([+-]\d+(?:[.,]\d)?)\s*\)?$/i.exec(s))) {
    const line = Number(m[2].replace(',', '.'));
    return {
      code: `H${m[1]} ${m[2]}`,
      market: 'Hendikep',
      parsed: { kind: 'handicap', team: m[1] === '1' ? 'home' : 'away', line },
    };
  }
  if ((m = /^(?:pr|prvi gol)\s*([12])$/i.exec(s))) {
    return {
      code: `PR ${m[1]}`,
      market: 'Prvi gol',
      parsed: { kind: 'first-goal', team: m[1] === '1' ? 'home' : 'away' },
    };
  }
  return null;
}

/**
 * Picks said in words, as people type them and some slips print them: slang ("kec", "dvojka", "iks"), the
 * outcome spelt out ("pobeda domaćina", "neriješeno"), English ("home", "draw", "over 2.5", "btts") and a
 * market with its answer ("Oba tima daju gol: Da", "Ukupno golova: 3+", "Dupla šansa 1X"). Each is rewritten to
 * the code it means; anything else is left as written.
 */
const WORDED: [RegExp, string][] = [
  [
    /^(kec|keca|jedinica|domaćin|domacin|home|pobed[au] domaćina|pobed[au] domacina|pobjed[au] domaćina|pobjed[au] domacina)$/i,
    '1',
  ],
  [/^(dvojka|dvojku|gost|away|pobed[au] gosta|pobjed[au] gosta)$/i, '2'],
  [/^(iks|x-?ić|nerešeno|neriješeno|nereseno|nerijeseno|draw|remi)$/i, 'X'],
  [
    /^(oba (tima )?daju( gol)?|oba (tima )?daju gol:? da|oba tima zabijaju|oba zabijaju|btts:? (da|yes)|golgol:? da|gg:? da|yes btts)$/i,
    'GG',
  ],
  [
    /^(oba (tima )?daju gol:? ne|btts:? (ne|no)|golgol:? ne|gg:? ne|nijedan|bar jedan ne daje( gol)?)$/i,
    'NG',
  ],
  [/^(?:dupla|dvostruka|double)\s*(?:šansa|sansa|chance)?:?\s*(1x|x2|12|2x|x1)$/i, '$1'],
  [/^(?:konačan|konacan|konačni|konacni|krajnji)\s*(?:ishod|rezultat)?:?\s*([12x])$/i, '$1'],
  [
    /^(?:prvo poluvreme|prvo poluvrijeme|1\. ?poluvreme|1\. ?poluvrijeme|poluvreme|poluvrijeme|prvo pol\.?)\s*:?\s*([12x])$/i,
    'I $1',
  ],
  [
    /^(?:drugo poluvreme|drugo poluvrijeme|2\. ?poluvreme|2\. ?poluvrijeme|drugo pol\.?)\s*:?\s*([12x])$/i,
    'II $1',
  ],
  [/^(?:ukupno golova|ukupno|golovi|ug|broj golova)\s*:?\s*(\d\s*[-+]\s*\d?)$/i, '$1'],
  [/^(?:ug|golova)(\d\+?)$/i, '$1'],
];

function unworded(text: string): string {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  for (const [re, code] of WORDED) if (re.test(t)) return t.replace(re, code);
  return t;
}

export function readPick(raw: string): ReadPick | null {
  const text = unworded(raw);
  if (!text) return null;
  const whole = single(text);
  if (whole) return whole;
  // Combinations: "1&UG3+", "X2 & GG", "1 i 3+".
  const parts = text.split(/\s*(?:&|\+(?=\s*[a-z1x2])|\si\s)\s*/i).filter(Boolean);
  if (parts.length >= 2) {
    const read = parts.map(single);
    if (read.every((p): p is ReadPick => p !== null)) {
      return {
        code: read.map((p) => p.code.replace(/\s+/g, '')).join('&'),
        market: 'Kombinacija',
        parsed: { kind: 'combo', parts: read.map((p) => p.parsed) },
      };
    }
  }
  return null;
}

// Wording the two languages share; only what differs is written per language below.
const SHARED = {
  h1: 'u prvom poluvremenu',
  h2: 'u drugom poluvremenu',
  goals: (min: number, max: number | null) =>
    max === null
      ? `Ukupno ${min} ili više golova`
      : min === 0
        ? `Najviše ${max} gola`
        : `Ukupno ${min}–${max} golova`,
  points: (over: boolean, line: number) => `Ukupno poena ${over ? 'više' : 'manje'} od ${line}`,
  and: ' i ',
};
const side = (home: boolean) => (home ? 'Domaćin' : 'Gost');
const signed = (line: number) => `${line > 0 ? '+' : ''}${line}`;

const WORDS = {
  rs: {
    ...SHARED,
    result: { '1': 'Pobeda domaćina', X: 'Nerešeno', '2': 'Pobeda gosta' },
    dc: { '1X': 'Domaćin ne gubi', X2: 'Gost ne gubi', '12': 'Bez nerešenog' },
    btts: ['Oba tima daju gol', 'Bar jedan tim ne daje gol'],
    team: (home: boolean, min: number) => `${side(home)} daje ${min}+ golova`,
    htft: (a: string, b: string) => `Poluvreme ${a}, kraj ${b}`,
    handicap: (home: boolean, line: number) => `${side(home)} sa hendikepom ${signed(line)}`,
    first: { home: 'Domaćin daje prvi gol', away: 'Gost daje prvi gol', none: 'Bez golova' },
  },
  hr: {
    ...SHARED,
    result: { '1': 'Pobjeda domaćina', X: 'Neriješeno', '2': 'Pobjeda gosta' },
    dc: { '1X': 'Domaćin ne gubi', X2: 'Gost ne gubi', '12': 'Bez neriješenog' },
    btts: ['Oba tima zabijaju', 'Barem jedna momčad ne zabija'],
    team: (home: boolean, min: number) => `${side(home)} zabija ${min}+ golova`,
    htft: (a: string, b: string) => `Poluvrijeme ${a}, kraj ${b}`,
    handicap: (home: boolean, line: number) => `${side(home)} s hendikepom ${signed(line)}`,
    first: { home: 'Domaćin zabija prvi', away: 'Gost zabija prvi', none: 'Bez golova' },
  },
};

/** A pick in words for the report ("Pobeda domaćina", "Oba tima daju gol"). */
export function pickInWords(pick: Pick, lang: 'rs' | 'hr'): string {
  const w = WORDS[lang];
  switch (pick.kind) {
    case 'result':
      return pick.period === 'FT'
        ? w.result[pick.outcome]
        : `${w.result[pick.outcome]} ${pick.period === 'H1' ? w.h1 : w.h2}`;
    case 'double-chance':
      return w.dc[pick.outcomes];
    case 'ht-ft':
      return w.htft(pick.ht, pick.ft);
    case 'btts':
      return w.btts[pick.yes ? 0 : 1];
    case 'total-goals':
      return w.goals(pick.min, pick.max);
    case 'team-goals':
      return w.team(pick.team === 'home', pick.min);
    case 'handicap':
      return w.handicap(pick.team === 'home', pick.line);
    case 'first-goal':
      return w.first[pick.team];
    case 'combo':
      return pick.parts.map((p) => pickInWords(p, lang)).join(w.and);
    case 'points-total':
      return w.points(pick.over, pick.line);
    case 'other':
      return pick.text;
  }
}
