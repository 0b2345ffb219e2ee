// Sanity checks of the generated truth against the benchmark scorer's own rules:
//   npx tsx bench/corpus/typed/check.ts [path/to/score.mjs]
// Every truth pick must canonicalise to a known code, every name shown in the text must still pair with its
// truth name, and the written pick must never mean something else by the scorer's reading.
import { pathToFileURL } from 'node:url';
import { buildSet, familiesOf, type SetName } from './corpus';
import { renderPick, type Dialect, type Pick, type PickKey } from './picks';
import { createRng } from '../rng';

interface Scorer {
  canonPick(p: string | null): string | null;
  teamSim(a: string, b: string): number;
}

const SCORER = process.argv[2] ?? '/work/shared/bench/tickets/score.mjs';
const EXISTING_STYLES = [
  'dash_full',
  'labelled',
  'match_only',
  'mixed',
  'numbered',
  'odds_no_pick',
  'protiv',
  'vs_pick',
  'with_time',
  'x_sep',
];
const CANON = /^(1|x|2|1x|x2|12|gg|ng|gg3\+|ug0-2|ug2\+|ug3\+|i1|ix|ii2|1&ug3\+|over\d+\.5|under\d+\.5)$/;

async function main(): Promise<void> {
  const sc = (await import(pathToFileURL(SCORER).href)) as Scorer;
  const problems: string[] = [];
  const bad = (msg: string): void => {
    if (!problems.includes(msg)) problems.push(msg);
  };

  // Every spelling a family may write must not read, by the scorer's rules, as a different pick.
  const keys: PickKey[] = [
    '1',
    'X',
    '2',
    '1X',
    'X2',
    '12',
    'GG',
    'NG',
    'GG3+',
    'UG 0-2',
    'UG 2+',
    'UG 3+',
    'I 1',
    'I X',
    'II 2',
    '1&UG3+',
    'OVER',
    'UNDER',
  ];
  const dialects: Dialect[] = ['code', 'sr', 'hr', 'ba', 'en', 'cyr', 'caps'];
  const rng = createRng('check');
  for (const key of keys) {
    const p: Pick = key === 'OVER' || key === 'UNDER' ? { key, line: 165.5 } : { key };
    const want = sc.canonPick(
      key === 'OVER' ? 'ukupno 165.5 više' : key === 'UNDER' ? 'ukupno 165.5 manje' : key,
    );
    for (const d of dialects) {
      for (let i = 0; i < 40; i++) {
        const text = renderPick(p, d, rng);
        // "1 i više 2.5" is right Serbian for 1&UG3+; the scorer only reads the "&" form of a combination.
        if (/ i /.test(text)) continue;
        const got = sc.canonPick(text);
        if (got && CANON.test(got) && got !== want)
          bad(`pick ${key} written in ${d} reads as ${got}, want ${want}`);
      }
    }
  }

  const styles = new Map<string, SetName>();
  for (const set of ['dev', 'sealed'] as SetName[]) {
    for (const f of familiesOf(set)) {
      if (styles.has(f.style)) bad(`style ${f.style} in both sets`);
      if (EXISTING_STYLES.includes(f.style)) bad(`style ${f.style} reuses a bench style`);
      styles.set(f.style, set);
    }
    for (const { truth, draft } of buildSet(set)) {
      const n = truth.legs.length;
      if (n < 1 || n > 8) bad(`${truth.id}: ${n} legs`);
      truth.legs.forEach((t, i) => {
        const d = draft.legs[i];
        const where = `${truth.id} leg ${i + 1}`;
        if (t.pick !== null) {
          const c = sc.canonPick(t.pick);
          if (!c || !CANON.test(c)) bad(`${where}: pick ${t.pick} canonicalises to ${c}`);
        }
        if (t.odds !== null && (t.odds < 1.05 || t.odds > 9.5)) bad(`${where}: odds ${t.odds}`);
        const hs = sc.teamSim(d.homeText, t.home);
        const as = sc.teamSim(d.awayText, t.away);
        if (hs < 0.6 || as < 0.6 || (hs + as) / 2 < 0.8)
          bad(
            `${where}: "${d.homeText}"/"${d.awayText}" vs ${t.home}/${t.away} (${hs.toFixed(2)}, ${as.toFixed(2)})`,
          );
        if (!truth.text.includes(d.homeText) || !truth.text.includes(d.awayText))
          bad(`${where}: names not in text`);
        if (t.odds !== null) {
          const forms = [t.odds.toFixed(2), t.odds.toFixed(2).replace(/0$/, '')].flatMap((s) => [
            s,
            s.replace('.', ','),
          ]);
          if (!forms.some((s) => truth.text.includes(s))) bad(`${where}: odds ${t.odds} not in text`);
        }
      });
    }
  }
  const count = (s: SetName): number => [...styles.values()].filter((v) => v === s).length;
  console.log(`families: dev ${count('dev')}, sealed ${count('sealed')}`);
  for (const p of problems) console.log(`PROBLEM ${p}`);
  console.log(problems.length ? `${problems.length} problems` : 'check: all good');
  process.exit(problems.length ? 1 : 0);
}

void main();
