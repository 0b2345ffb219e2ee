// Dev phrasing families: open for tuning the parser. Each builds one ticket from a seeded stream.
import { stripDiacritics } from '../names';
import type { PickKey } from '../picks';
import type { Rng } from '../../rng';
import { drawLegs, junkLine, totalLine, withJunk, type Family } from '../ticket';
import { kickoff, legLine, lineFamily, match, oddsStyle, oddsText, pickText, words } from './parts';

const odds_first = lineFamily('odds_first', 'the odds open the line, the pick closes it', {}, (rng, os) => {
  const sep = rng.pick([' - ', '-', ' - ']);
  return (l) => words(oddsText(l, os, rng), match(l, sep), pickText(l, 'code', rng));
});

const pick_first_at = lineFamily('pick_first_at', 'pick before the match, odds after "@"', {}, (rng, os) => {
  const at = rng.pick(['@', '@ ']);
  const sep = rng.pick(['-', ' - ']);
  return (l) => words(pickText(l, 'code', rng), match(l, sep), `${at}${oddsText(l, os, rng)}`);
});

const paren_pick = lineFamily(
  'paren_pick',
  'pick in parentheses after the match, odds last',
  {},
  (rng, os) => (l) =>
    words(match(l, ' - '), `(${pickText(l, rng.chance(0.7) ? 'code' : 'sr', rng)})`, oddsText(l, os, rng)),
);

const kv_label = lineFamily(
  'kv_label',
  'odds behind a short label: "kv 1.85", "k:1.85", "kvota 1,85", "kf 2.10"',
  { oddsNull: 0.05 },
  (rng, os) => {
    const label = rng.pick(['kv ', 'k:', 'kvota ', 'kv.', 'K: ', 'kf ']);
    return (l) => {
      const o = oddsText(l, os, rng);
      return words(match(l, ' - '), pickText(l, 'code', rng), o && `${label}${o}`);
    };
  },
);

const sr_pick_words = lineFamily(
  'sr_pick_words',
  'picks spelled as people say them: kec, iks, dvojka, oba daju gol, više 2.5, pp 1',
  {
    names: [
      ['lower', 3],
      ['alias', 2],
      ['canon', 1],
      ['nodiac', 2],
    ],
  },
  (rng, os) => (l) => legLine(l, ' - ', 'sr', os, rng),
);

const endash_typos = lineFamily(
  'endash_typos',
  'en dash between teams (phone keyboards), names with slips of the finger',
  {
    names: [
      ['typo', 3],
      ['lower', 2],
      ['canon', 1],
    ],
  },
  (rng, os) => (l) => legLine(l, ' – ', 'code', os, rng),
);

const one_line_semicolon: Family = {
  style: 'one_line_semicolon',
  about: 'the whole ticket on one line, legs split by ";"',
  make(rng) {
    const legs = drawLegs(rng, { min: 2 });
    const os = oddsStyle(rng);
    const sep = rng.pick(['; ', ';', ' ; ']);
    const body = legs.map((l) => legLine(l, rng.pick(['-', ' - ']), 'code', os, rng)).join(sep);
    const head = rng.pick(['', 'tiket: ', 'danas: ', 'moj tiket -> ']);
    const tail = rng.chance(0.4) ? ` (${totalLine(rng, legs)})` : '';
    return { text: head + body + tail, legs };
  },
};

const tsv: Family = {
  style: 'tsv',
  about: 'tab-separated columns pasted from a spreadsheet, optional header',
  make(rng) {
    const legs = drawLegs(rng, { oddsNull: 0.08, names: 'canon' });
    const os = rng.pick<'.' | ','>(['.', ',']);
    const rows = legs.map((l) =>
      [l.homeText, l.awayText, pickText(l, 'code', rng), oddsText(l, os, rng, false)].join('\t'),
    );
    if (rng.chance(0.6))
      rows.unshift(
        rng.pick(['Domaćin\tGost\tTip\tKvota', 'home\taway\tpick\todds', 'Tim 1\tTim 2\tIgra\tKvota']),
      );
    return { text: rows.join('\n') + '\n', legs };
  },
};

const csv_rows: Family = {
  style: 'csv_rows',
  about: 'comma-separated fields; decimal commas are quoted',
  make(rng) {
    const legs = drawLegs(rng, {
      names: [
        ['canon', 3],
        ['nodiac', 1],
      ],
    });
    const comma = rng.chance(0.4);
    const rows = legs.map((l) => {
      const o = oddsText(l, comma ? ',' : '.', rng, false);
      return [l.homeText, l.awayText, pickText(l, 'code', rng), comma ? `"${o}"` : o].join(',');
    });
    if (rng.chance(0.5)) rows.unshift(rng.pick(['domacin,gost,tip,kvota', 'home,away,pick,odds']));
    return { text: rows.join('\n'), legs };
  },
};

const pipe_fields = lineFamily(
  'pipe_fields',
  'match, pick and odds as fields split by "|"',
  {},
  (rng, os) => {
    const bar = rng.pick([' | ', '|', ' |']);
    return (l) => [match(l, ' - '), pickText(l, 'code', rng), oddsText(l, os, rng)].join(bar);
  },
);

const markdown_table: Family = {
  style: 'markdown_table',
  about: 'a markdown table with a header and a separator row',
  make(rng) {
    const legs = drawLegs(rng, { oddsNull: 0.05 });
    const os = oddsStyle(rng);
    const split = rng.chance(0.5);
    const head = split
      ? '| Domaćin | Gost | Tip | Kvota |\n|---|---|---|---|'
      : '| Meč | Tip | Kvota |\n|:--|:-:|--:|';
    const rows = legs.map((l) => {
      const cells = split ? [l.homeText, l.awayText] : [match(l, ' - ')];
      return `| ${[...cells, pickText(l, 'code', rng), oddsText(l, os, rng)].join(' | ')} |`;
    });
    const text = [head, ...rows].join('\n');
    return { text: rng.chance(0.5) ? `${junkLine(rng)}\n\n${text}\n` : text, legs };
  },
};

const labels_igra_koef: Family = {
  style: 'labels_igra_koef',
  about: 'blocks labelled "Susret/Meč:", "Igra/Opklada:", "Koef/Kf:"',
  make(rng) {
    const legs = drawLegs(rng, { max: 6, oddsNull: 0.08 });
    const os = oddsStyle(rng);
    const [lm, lp, lo] = [
      rng.pick(['Meč', 'Susret', 'meč']),
      rng.pick(['Igra', 'Opklada', 'igra']),
      rng.pick(['Koef', 'Kf', 'koef.']),
    ];
    const blocks = legs.map((l) => {
      const rows = [
        `${lm}: ${match(l, ' - ')}`,
        `${lp}: ${pickText(l, rng.chance(0.3) ? 'sr' : 'code', rng)}`,
      ];
      if (l.odds !== null) rows.push(`${lo}: ${oddsText(l, os, rng)}`);
      return rows.join('\n');
    });
    return { text: blocks.join(rng.pick(['\n\n', '\n---\n', '\n'])), legs };
  },
};

const caps_nodiac: Family = {
  style: 'caps_nodiac',
  about: 'everything in capitals and without diacritics',
  make(rng) {
    const legs = drawLegs(rng, { names: 'upper' });
    const os = oddsStyle(rng);
    const lines = legs.map((l) => legLine(l, ' - ', 'caps', os, rng));
    const text = withJunk(rng, lines, legs);
    return { text: stripDiacritics(text).toUpperCase(), legs };
  },
};

const SPORT_EMOJI = { football: '⚽', basketball: '🏀', tennis: '🎾' } as const;

const emoji_bullets: Family = {
  style: 'emoji_bullets',
  about: 'sport emoji as bullets, arrows and fire around the legs',
  make(rng) {
    const legs = drawLegs(rng);
    const os = oddsStyle(rng);
    const lines = legs.map((l) => {
      const deco = rng.pick(['', ' 🔥', ' ✅', ' 💪', ' 🔥🔥']);
      const arrow = rng.pick([' ➡️ ', ' 👉 ', ' ']);
      return `${SPORT_EMOJI[l.home.sport]} ${match(l, ' - ')}${arrow}${words(pickText(l, 'code', rng), `@${oddsText(l, os, rng)}`)}${deco}`;
    });
    if (rng.chance(0.6)) lines.push(rng.pick(['✅✅✅', '💰💰', '🍀🍀🍀', `💸 ${totalLine(rng, legs)}`]));
    return { text: lines.join('\n'), legs };
  },
};

const league_prefix = lineFamily(
  'league_prefix',
  'competition before the match: "ABA: ...", "[PL] ...", "(HNL) ..."',
  {},
  (rng, os) => {
    const shape = rng.pick(['{}: ', '[{}] ', '({}) ', '{} | ']);
    return (l) => {
      const lab = shape.replace('{}', rng.pick(l.league.labels));
      return lab + legLine(l, ' - ', 'code', os, rng);
    };
  },
);

const junk_heavy: Family = {
  style: 'junk_heavy',
  about: 'legs drowned in chat: greetings, stake, system, totals, questions between the legs',
  make(rng) {
    const legs = drawLegs(rng, { max: 6 });
    const os = oddsStyle(rng);
    const out: string[] = [junkLine(rng), ''];
    for (const l of legs) {
      out.push(legLine(l, ' - ', 'code', os, rng));
      if (rng.chance(0.45)) out.push(junkLine(rng));
    }
    out.push(
      '',
      totalLine(rng, legs),
      rng.pick(['ulog 500 din', 'uplata 1000', 'ulog 200 din']),
      rng.pick(['🍀🍀', 'ko igra?', 'sistem 3/4']),
    );
    return { text: out.join('\n'), legs };
  },
};

const basketball_totals = lineFamily(
  'basketball_totals',
  'basketball legs with total points lines (više/manje N.5) besides winners',
  { sports: ['basketball'], max: 6, keys: ['OVER', 'OVER', 'UNDER', '1', '2'] },
  (rng, os) => (l) => legLine(l, ' - ', rng.chance(0.7) ? 'sr' : 'code', os, rng),
);

const tennis_players = lineFamily(
  'tennis_players',
  'tennis: surnames, initials before or after, no diacritics',
  {
    sports: ['tennis'],
    max: 5,
    names: [
      ['alias', 4],
      ['nodiac', 2],
      ['canon', 1],
    ],
  },
  (rng, os) => {
    const sep = rng.pick([' - ', ' vs ', '-']);
    return (l) => legLine(l, sep, 'code', os, rng);
  },
);

const missing_fields = lineFamily(
  'missing_fields',
  'some legs without the pick, some without the odds, some with neither',
  { min: 2, pickNull: 0.35, oddsNull: 0.35 },
  (rng, os) => (l) => legLine(l, ' - ', 'code', os, rng),
);

const kickoff_prefix = lineFamily(
  'kickoff_prefix',
  'day and time before the match: "sub 21h", "20:45", "sutra 18h"',
  {},
  (rng, os) => (l) => words(kickoff(rng), legLine(l, ' - ', 'code', os, rng)),
);

const lettered_list = lineFamily(
  'lettered_list',
  'a), b), c) list markers or dashes as bullets',
  {},
  (rng, os) => {
    const kind = rng.pick(['a)', 'a.', '-', '•', '*']);
    return (l, i) => {
      const mark = kind === 'a)' || kind === 'a.' ? `${String.fromCharCode(97 + i)}${kind[1]}` : kind;
      return `${mark} ${legLine(l, ' - ', 'code', os, rng)}`;
    };
  },
);

const winner_verb = lineFamily(
  'winner_verb',
  'tennis, the winner said in words: "Sinner pobeđuje Alcaraz 1.45", "A > B", "A to beat B", "A - B, ide B"',
  { sports: ['tennis'], max: 5 },
  (rng, os) => {
    const verb = rng.pick(['pobeđuje', 'pobedjuje', '>', 'to beat', 'da dobije']);
    const named = rng.pick(['pobeđuje', 'ide', 'winner', 'tip']);
    return (l) =>
      l.pick?.key === '1'
        ? words(l.homeText, verb, l.awayText, oddsText(l, os, rng))
        : words(`${match(l, ' - ')},`, named, l.awayText, oddsText(l, os, rng));
  },
);

const HEADINGS: Record<string, string[]> = {
  '1': ['Kečevi:', 'KEC', 'Na keca:', '--- 1 ---'],
  X: ['Iksevi:', 'Na iks:', '=== X ==='],
  '2': ['Dvojke', 'Tip 2:', 'Sve na 2'],
  GG: ['GG-ovi', '--- GG ---', 'Svi na GG:'],
  'UG 3+': ['Svi na over 2.5', '3+:', 'Sve na 3+'],
};

const pick_headings: Family = {
  style: 'pick_headings',
  about: 'legs grouped under their pick: "Kečevi:", "--- GG ---", "Na iks:", "Dvojke", "Svi na over 2.5"',
  make(rng) {
    const legs = drawLegs(rng, {
      min: 3,
      max: 8,
      sports: ['football'],
      keys: Object.keys(HEADINGS) as PickKey[],
    });
    const os = oddsStyle(rng);
    const groups = new Map<string, typeof legs>();
    for (const l of legs) groups.set(l.pick!.key, [...(groups.get(l.pick!.key) ?? []), l]);
    const out: string[] = [];
    for (const [key, group] of groups) {
      out.push(
        rng.pick(HEADINGS[key]),
        ...group.map((l) => words(match(l, ' - '), oddsText(l, os, rng))),
        '',
      );
    }
    return { text: out.join('\n').trim(), legs: [...groups.values()].flat() };
  },
};

/** Each pick as a market's name and a selection that names the team, as app and web tickets print them. */
const SELECTIONS: Record<string, (home: string, away: string, rng: Rng) => string> = {
  '1': (h, _a, rng) => `${rng.pick(['Full Time Result - ', 'Konačan ishod: ', 'Match Result - '])}${h}`,
  X: (_h, _a, rng) =>
    `${rng.pick(['Full Time Result - ', 'Konačan ishod: '])}${rng.pick(['Draw', 'Neriješeno'])}`,
  '2': (_h, a, rng) => `${rng.pick(['Full Time Result - ', 'Konačan ishod: ', 'Match Result - '])}${a}`,
  '1X': (h, _a, rng) =>
    rng.chance(0.5) ? `Double Chance - ${h} or Draw` : `Dupla šansa: ${h} ili neriješeno`,
  X2: (_h, a, rng) => (rng.chance(0.5) ? `Double Chance - Draw or ${a}` : `Dupla šansa: neriješeno ili ${a}`),
  GG: (_h, _a, rng) => rng.pick(['Both Teams to Score - Yes', 'Oba tima daju gol: Da']),
  NG: (_h, _a, rng) => rng.pick(['Both Teams to Score - No', 'Oba tima daju gol: Ne']),
  'UG 3+': (_h, _a, rng) => rng.pick(['Goals Over/Under - Over 2.5', 'Ukupno golova: Više 2.5']),
  'UG 0-2': (_h, _a, rng) => rng.pick(['Goals Over/Under - Under 2.5', 'Ukupno golova: Manje 2.5']),
};

const named_selection: Family = {
  style: 'named_selection',
  about:
    'an app ticket pasted as blocks: match, "Market - Selection" naming the team, odds on their own line',
  make(rng) {
    const legs = drawLegs(rng, { sports: ['football'], keys: Object.keys(SELECTIONS) as PickKey[] });
    const os = oddsStyle(rng);
    const vs = rng.pick([' v ', ' - ', ' vs ']);
    const text = legs
      .map((l) =>
        [match(l, vs), SELECTIONS[l.pick!.key](l.homeText, l.awayText, rng), oddsText(l, os, rng)].join('\n'),
      )
      .join('\n');
    return { text, legs };
  },
};

const english_slip = lineFamily(
  'english_slip',
  'English market words between the match and the odds: "Arsenal v Chelsea - Over 2.5 Goals @ 1.85"',
  {},
  (rng, os) => {
    const [vs, dash, at] = [
      rng.pick([' v ', ' vs ']),
      rng.pick([' - ', ', ', ' | ']),
      rng.pick(['@ ', '@', '']),
    ];
    return (l) =>
      `${match(l, vs)}${dash}${pickText(l, l.home.sport === 'tennis' ? 'code' : 'en', rng)} ${at}${oddsText(l, os, rng)}`;
  },
);

export const DEV_FAMILIES: Family[] = [
  odds_first,
  pick_first_at,
  paren_pick,
  kv_label,
  sr_pick_words,
  endash_typos,
  one_line_semicolon,
  tsv,
  csv_rows,
  pipe_fields,
  markdown_table,
  labels_igra_koef,
  caps_nodiac,
  emoji_bullets,
  league_prefix,
  junk_heavy,
  basketball_totals,
  tennis_players,
  missing_fields,
  kickoff_prefix,
  lettered_list,
  winner_verb,
  pick_headings,
  named_selection,
  english_slip,
];
