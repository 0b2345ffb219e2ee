// Writes typed tickets with ground truth in the benchmark scorer's format:
//   npx tsx bench/corpus/typed/generate.ts OUTDIR [--set dev|sealed|all]
// -> OUTDIR/<set>/manual/<id>.txt and <id>.json. Output is identical on every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSet, type SetName } from './corpus';

function main(argv: string[]): void {
  const args = [...argv];
  const i = args.indexOf('--set');
  const which = i >= 0 ? args.splice(i, 2)[1] : 'all';
  const outDir = args[0];
  if (!outDir || !['dev', 'sealed', 'all'].includes(which ?? '')) {
    console.error('usage: npx tsx bench/corpus/typed/generate.ts OUTDIR [--set dev|sealed|all]');
    process.exit(2);
  }
  const sets: SetName[] = which === 'all' ? ['dev', 'sealed'] : [which as SetName];
  for (const set of sets) {
    const dir = join(outDir, set, 'manual');
    mkdirSync(dir, { recursive: true });
    const built = buildSet(set);
    for (const { truth } of built) {
      writeFileSync(join(dir, `${truth.id}.txt`), truth.text);
      writeFileSync(join(dir, `${truth.id}.json`), JSON.stringify(truth, null, 2) + '\n');
    }
    const legs = built.reduce((n, b) => n + b.truth.legs.length, 0);
    const styles = new Set(built.map((b) => b.truth.style)).size;
    console.log(`${set}: ${built.length} tickets, ${legs} legs, ${styles} families -> ${dir}`);
  }
}

main(process.argv.slice(2));
