// Sealed phrasing families: held out from tuning; none is a dev family with another separator.
import { showName, toCyrillic } from '../names';
import type { PickKey } from '../picks';
import { drawLegs, totalLine, withJunk, type Family, type Leg } from '../ticket';
import { legLine, lineFamily, match, oddsStyle, oddsText, pickText, words } from './parts';

const slash_compact = lineFamily(
  'slash_compact',
  'teams joined by "/" with no spaces, odds glued to the pick with "@"',
  {
    names: [
      ['alias', 3],
      ['lower', 2],
      ['canon', 1],
    ],
  },
  (rng, os) => {
    const glue = rng.chance(0.6);
    return (l) => {
      const p = pickText(l, 'code', rng);
      return glue
        ? `${match(l, '/')} ${p}@${oddsText(l, os, rng)}`
        : words(match(l, '/'), p, oddsText(l, os, rng));
    };
  },
);

const hr_oklada_tecaj: Family = {
  style: 'hr_oklada_tecaj',
  about: 'Croatian wording on one line: "oklada: ..., tečaj ..." with Croatian market names',
  make(rng) {
    const legs = drawLegs(rng, {
      leagues: ['HR1', 'HR2', 'SLO', 'ENG1', 'GER', 'ITA', 'ABA', 'EL', 'ATP', 'WTA'],
    });
    const lines = legs.map((l) => {
      const o = oddsText(l, ',', rng);
      const p = pickText(l, 'hr', rng);
      return rng.chance(0.5)
        ? `${match(l, ' - ')}, oklada: ${p}, tečaj ${o}`
        : `${match(l, ' - ')} oklada ${p} tečaj: ${o}`;
    });
    return { text: withJunk(rng, lines, legs, 'hr'), legs };
  },
};

const ba_koeficijent: Family = {
  style: 'ba_koeficijent',
  about: 'Bosnian wording: "neriješeno", "gol-gol", "koeficijent 3,10", stakes in KM',
  make(rng) {
    const legs = drawLegs(rng, { leagues: ['BIH', 'MNE', 'HR1', 'SRB1', 'ENG1', 'ESP', 'ABA', 'ATP'] });
    const label = rng.pick(['koeficijent', 'koef.', 'koeficijent:']);
    const lines = legs.map((l) =>
      words(match(l, ' - '), pickText(l, 'ba', rng), `${label} ${oddsText(l, ',', rng)}`),
    );
    return { text: withJunk(rng, lines, legs, 'ba'), legs };
  },
};

const DOUBLE_HALF: PickKey[] = ['1X', 'X2', '12', 'I 1', 'I X', 'II 2'];
const DOUBLE_HALF_TEXT: Partial<Record<PickKey, string[]>> = {
  '1X': ['dupla šansa 1X', 'DŠ 1X', 'dupla 1x'],
  X2: ['dupla šansa X2', 'DŠ X2', 'dupla x2'],
  '12': ['dupla šansa 12', 'DŠ 12'],
  'I 1': ['prvo poluvreme 1', 'pp 1', '1.pol 1'],
  'I X': ['prvo poluvreme X', 'pp x', '1.pol X'],
  'II 2': ['drugo poluvreme 2', 'dp 2', '2.pol 2'],
};

const emdash_double_half = lineFamily(
  'emdash_double_half',
  'em dash between teams; double-chance and half-time markets spelled out',
  { sports: ['football'], keys: DOUBLE_HALF },
  (rng, os) => (l) => {
    const p = l.pick ? rng.pick(DOUBLE_HALF_TEXT[l.pick.key] ?? [l.pick.key]) : '';
    return words(match(l, ' — '), p, oddsText(l, os, rng));
  },
);

const prose_sentence: Family = {
  style: 'prose_sentence',
  about: 'the legs inside a sentence, joined by commas, "i" or "+"; odds in parentheses',
  make(rng) {
    const legs = drawLegs(rng, { max: 5 });
    const os = oddsStyle(rng);
    const plus = rng.chance(0.4);
    const parts = legs.map((l) =>
      words(
        match(l, plus ? '-' : ' - '),
        pickText(l, rng.chance(0.5) ? 'sr' : 'code', rng),
        `(${oddsText(l, os, rng)})`,
      ),
    );
    const body = plus
      ? parts.join(' + ')
      : parts.length > 1
        ? `${parts.slice(0, -1).join(', ')} i ${parts[parts.length - 1]}`
        : parts[0];
    const open = rng.pick(['Danas igram ', 'Večeras idem na ', 'Stavio sam ', 'Razmišljam o ovome: ']);
    const close = rng.pick(['. Šta mislite?', ', ulog 300 din.', '. Sigurno ulazi 😎', '']);
    return { text: open + body + close, legs };
  },
};

const inline_kv = lineFamily(
  'inline_kv',
  'labelled fields on one line per leg: "Par: ... | Tip: ... | Kvota: ..."',
  { max: 6 },
  (rng, os) => {
    const eq = rng.chance(0.3);
    return (l) => {
      const m = match(l, ' - ');
      const p = pickText(l, 'code', rng);
      const o = oddsText(l, os, rng);
      return eq ? `par=${m}; tip=${p}; kv=${o}` : `Par: ${m} | Tip: ${p} | Kvota: ${o}`;
    };
  },
);

const GROUP_HEAD: Partial<Record<PickKey, string[]>> = {
  '1': ['KEČEVI:', 'keceve:', 'Kec:', '1:'],
  X: ['IKSEVI:', 'iks:', 'X:'],
  '2': ['DVOJKE:', 'dvojke:', '2:'],
  GG: ['GG:', 'gg:', 'oba daju:'],
  'UG 3+': ['3+:', 'ug 3+:', 'više 2.5:'],
  'UG 0-2': ['0-2:', 'manje 2.5:'],
  NG: ['NG:', 'ng:'],
};

const grouped_by_pick: Family = {
  style: 'grouped_by_pick',
  about: 'a heading names the pick once ("KEČEVI:", "GG:") and the legs below carry only match and odds',
  make(rng) {
    const keys = rng.shuffle(Object.keys(GROUP_HEAD) as PickKey[]).slice(0, rng.int(1, 3));
    const legs = drawLegs(rng, { sports: ['football'], keys, min: 2 });
    const os = oddsStyle(rng);
    const order = keys.filter((k) => legs.some((l) => l.pick?.key === k));
    // Legs are listed group by group, so the truth order follows the groups.
    const sorted: Leg[] = order.flatMap((k) => legs.filter((l) => l.pick?.key === k));
    const blocks = order.map((k) => {
      const head = rng.pick(GROUP_HEAD[k] ?? [`${k}:`]);
      const rows = sorted
        .filter((l) => l.pick?.key === k)
        .map((l) => words(match(l, ' - '), oddsText(l, os, rng)));
      return [head, ...rows].join('\n');
    });
    return { text: withJunk(rng, [blocks.join('\n\n')], sorted), legs: sorted };
  },
};

const SENDERS = ['Marko', 'Jovan', 'Ivan Kum', 'Dule', 'Stefan 🐐', 'Nikola'];

const whatsapp_export: Family = {
  style: 'whatsapp_export',
  about:
    'a pasted chat export: "[14.03.25, 21:03] Name: ..." or "14/03/2025, 21:03 - Name: ..."; others only chat',
  make(rng) {
    const legs = drawLegs(rng, { max: 6 });
    const os = oddsStyle(rng);
    const [me, other] = rng.shuffle(SENDERS);
    const day = rng.int(1, 28);
    const mon = rng.int(1, 12);
    let min = rng.int(0, 40);
    const ios = rng.chance(0.5);
    const stamp = (who: string): string => {
      const hm = `21:${String(min++).padStart(2, '0')}`;
      return ios
        ? `[${day}.${mon}.25, ${hm}] ${who}: `
        : `${String(day).padStart(2, '0')}/${String(mon).padStart(2, '0')}/2025, ${hm} - ${who}: `;
    };
    const out = [stamp(other) + rng.pick(['ko igra večeras?', 'bacite tiket', 'ima li šta sigurno?'])];
    legs.forEach((l, i) => {
      const line = legLine(l, ' - ', 'code', os, rng);
      // Legs after the first often continue the same message without a new timestamp.
      out.push(i === 0 || rng.chance(0.4) ? stamp(me) + line : line);
    });
    out.push(stamp(other) + rng.pick(['👍', 'ajde sreća', 'jaka kvota', 'ja bih izbacio poslednji']));
    return { text: out.join('\n'), legs };
  },
};

const english_forum: Family = {
  style: 'english_forum',
  about: 'English tipster wording: "v"/"vs.", "Tip: home @ 1.85", btts, over/under',
  make(rng) {
    const legs = drawLegs(rng, {
      leagues: ['ENG1', 'ENG3', 'ESP', 'ITA', 'GER', 'FRA', 'EUR', 'NBA', 'EL', 'ATP', 'WTA'],
      names: 'canon',
    });
    const os = rng.chance(0.8) ? '.' : ',';
    const shape = rng.pick(['a', 'b', 'c']);
    const lines = legs.map((l) => {
      const p = pickText(l, l.home.sport === 'tennis' ? 'code' : 'en', rng);
      const o = oddsText(l, os, rng);
      if (shape === 'a') return `${match(l, ' v ')}: ${p} @ ${o}`;
      if (shape === 'b') return `${match(l, ' vs. ')} – Tip: ${p} @${o}`;
      return `${match(l, ' vs ')} | ${p} (${o})`;
    });
    const head = rng.pick(["Today's picks:", 'My acca for the weekend', 'Free tips 👇']);
    return { text: [head, ...lines, rng.pick(['GL all', 'stake 10€', 'BOL'])].join('\n'), legs };
  },
};

const cyrillic: Family = {
  style: 'cyrillic',
  about: 'Serbian Cyrillic for local names and words; foreign names stay in Latin',
  make(rng) {
    const legs = drawLegs(rng, {
      leagues: ['SRB1', 'SRB2', 'BIH', 'MNE', 'ABA', 'ATP', 'EL', 'ENG1'],
      names: 'cyr',
    });
    const os = oddsStyle(rng);
    const lines = legs.map((l) => legLine(l, ' - ', 'cyr', os, rng));
    const junk = rng.pick(['укупна квота', 'улог 300 дин', 'поздрав', 'срећно 🍀']);
    const extra = junk === 'укупна квота' ? `${junk} ${totalLine(rng, legs).replace(/[^\d,]/g, '')}` : junk;
    return {
      text: (rng.chance(0.5) ? [toCyrillic('evo tiketa'), ...lines, extra] : [...lines, extra]).join('\n'),
      legs,
    };
  },
};

const GOALS: PickKey[] = ['UG 0-2', 'UG 2+', 'UG 3+', 'GG3+', '1&UG3+', 'GG', 'NG'];

const goals_v = lineFamily(
  'goals_v',
  'goal markets only ("3+", "0-2", "ug2+", "gg3+", "1&3+") with " v " between teams',
  { sports: ['football'], keys: GOALS },
  (rng, os) => (l) => legLine(l, ' v ', 'code', os, rng),
);

const tennis_named_winner = lineFamily(
  'tennis_named_winner',
  'the pick names the winner ("ide Alcaraz", "Sinner prolazi") instead of 1/2',
  {
    sports: ['tennis'],
    max: 5,
    names: [
      ['alias', 3],
      ['canon', 1],
      ['nodiac', 1],
    ],
  },
  (rng, os) => (l) => {
    const winner = l.pick?.key === '2' ? l.away : l.home;
    const w = showName(winner, rng.chance(0.7) ? 'alias' : 'nodiac', rng).replace(/ [A-Z]\.$|^[A-Z]\. /, '');
    const phrase = rng.pick([`ide ${w}`, `${w} prolazi`, `tip: ${w}`, `${w} dobija`]);
    return words(
      match(l, rng.pick([' - ', ' vs '])),
      rng.chance(0.5) ? `, ${phrase}` : `→ ${phrase}`,
      oddsText(l, os, rng),
    ).replace(' ,', ',');
  },
);

const reply_quote: Family = {
  style: 'reply_quote',
  about: 'the ticket quoted with ">" (forum/Telegram reply), comments outside the quote',
  make(rng) {
    const legs = drawLegs(rng, { max: 6 });
    const os = oddsStyle(rng);
    const who = rng.pick(['Dule', 'bettor_91', 'Kum']);
    const quoted = legs.map((l) => `> ${legLine(l, ' - ', 'code', os, rng)}`);
    const out = [rng.pick([`${who} je napisao:`, `Quote from ${who}:`, `@${who} odgovor:`]), ...quoted, ''];
    out.push(
      rng.pick([
        'mislim da je ovo sigurica',
        'izbaci zadnji par',
        'meni pala prva utakmica 😭',
        'ajde sreća',
      ]),
    );
    return { text: out.join('\n'), legs };
  },
};

const two_line_legs: Family = {
  style: 'two_line_legs',
  about: 'match on one line, pick and odds unlabelled on the next',
  make(rng) {
    const legs = drawLegs(rng, { max: 6, oddsNull: 0.1 });
    const os = oddsStyle(rng);
    const at = rng.pick([' @ ', ' ', ' / ']);
    const blocks = legs.map((l) => {
      const o = oddsText(l, os, rng);
      return `${match(l, ' - ')}\n${pickText(l, 'code', rng)}${o ? at + o : ''}`;
    });
    return { text: blocks.join(rng.pick(['\n\n', '\n'])), legs };
  },
};

const abbr_nospace: Family = {
  style: 'abbr_nospace',
  about: 'shortest usual names ("C. Zvezda", "Man Utd", "PSG") with no spaces around the dash',
  make(rng) {
    const legs = drawLegs(rng, { names: 'short' });
    // "C. Zvezda" is typed "C.Zvezda" as often as not.
    for (const l of legs) {
      l.homeText = l.homeText.replace(/^([A-Z])\. /, rng.chance(0.5) ? '$1.' : '$1. ');
      l.awayText = l.awayText.replace(/^([A-Z])\. /, rng.chance(0.5) ? '$1.' : '$1. ');
    }
    const os = oddsStyle(rng);
    const lines = legs.map((l) => legLine(l, '-', 'code', os, rng));
    return { text: withJunk(rng, lines, legs), legs };
  },
};

const KEYCAPS = ['1️⃣', '2️⃣', '3️⃣', '4️⃣', '5️⃣', '6️⃣', '7️⃣', '8️⃣'];

const keycap_numbers = lineFamily(
  'keycap_numbers',
  'keycap emoji digits (1️⃣ 2️⃣ …) as the numbering',
  {},
  (rng, os) => (l, i) => `${KEYCAPS[i]} ${legLine(l, ' - ', 'code', os, rng)}`,
);

const colon_odds_then_pick = lineFamily(
  'colon_odds_then_pick',
  'teams split by " : ", then labelled odds BEFORE the labelled pick',
  {},
  (rng, os) => {
    const [lo, lp] = rng.pick([
      ['kvota', 'tip'],
      ['kv', 'igra'],
      ['k.', 't.'],
    ]);
    return (l) => `${match(l, ' : ')} ${lo} ${oddsText(l, os, rng)} ${lp} ${pickText(l, 'code', rng)}`;
  },
);

const MARKET_LINE: Partial<Record<PickKey, string>> = {
  '1': 'Konačan ishod',
  X: 'Konačan ishod',
  '2': 'Konačan ishod',
  '1X': 'Dupla šansa',
  X2: 'Dupla šansa',
  '12': 'Dupla šansa',
  'UG 0-2': 'Ukupno golova',
  'UG 2+': 'Ukupno golova',
  'UG 3+': 'Ukupno golova',
  GG: 'Oba tima daju gol',
  NG: 'Oba tima daju gol',
};

const vertical_fields: Family = {
  style: 'vertical_fields',
  about: 'copied from a betting app: every field on its own line, sometimes with the market name',
  make(rng) {
    const legs = drawLegs(rng, { max: 5, names: 'canon' });
    const os = oddsStyle(rng);
    const withMarket = rng.chance(0.5);
    const blocks = legs.map((l) => {
      const rows = [l.homeText, l.awayText];
      const market = l.pick ? MARKET_LINE[l.pick.key] : undefined;
      if (withMarket && market) rows.push(market);
      rows.push(pickText(l, 'code', rng), oddsText(l, os, rng, false));
      return rows.join('\n');
    });
    return { text: blocks.join('\n\n'), legs };
  },
};

export const SEALED_FAMILIES: Family[] = [
  slash_compact,
  hr_oklada_tecaj,
  ba_koeficijent,
  emdash_double_half,
  prose_sentence,
  inline_kv,
  grouped_by_pick,
  whatsapp_export,
  english_forum,
  cyrillic,
  goals_v,
  tennis_named_winner,
  reply_quote,
  two_line_legs,
  abbr_nospace,
  keycap_numbers,
  colon_odds_then_pick,
  vertical_fields,
];
