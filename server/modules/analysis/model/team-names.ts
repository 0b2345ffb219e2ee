// One key per club, whatever spelling a source or a ticket uses ("FK Crvena zvezda", "Crvena Zvezda (SRB)",
// "Red Star Belgrade" → one key). Aliases come from server/data/football/teams-aliases.json
// ({canonical: [aliases]}, built from openfootball/clubs, CC0; see SOURCES.md beside it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldName, lightFold } from '../../../common/fold-name';

export const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/football');

/** The forms of a bare name of two to four words with some words cut to their initial ("crvena zvezda" → "c zvezda", "crvena z"). */
function initialForms(bare: string): string[] {
  const words = bare.split(' ');
  if (words.length < 2 || words.length > 4) return [];
  const forms = new Set<string>();
  // Each bit cuts one word; all words cut would be an acronym ("cz"), which says too little.
  for (let cut = 1; cut < (1 << words.length) - 1; cut++)
    forms.add(words.map((w, k) => (cut & (1 << k) ? w[0] : w)).join(' '));
  forms.delete(bare);
  return [...forms];
}

/**
 * Names written with initials ("C. Zvezda", "D. Zagreb") → the one known club they can stand for: the other
 * words must match in full and each initial must begin its word. A form two clubs share says nothing.
 */
export class InitialsIndex {
  private readonly forms = new Map<string, string | null>();

  add(bare: string, key: string) {
    for (const form of initialForms(bare)) {
      const seen = this.forms.get(form);
      this.forms.set(form, seen === undefined || seen === key ? key : null);
    }
  }

  /** The club key for a bare name that has an initial in it, when exactly one club fits. */
  find(bare: string): string | undefined {
    return /(^| )[a-z]( |$)/.test(bare) ? (this.forms.get(bare) ?? undefined) : undefined;
  }
}

interface AliasMaps {
  /** Names as written (light fold) → club id. */
  exact: Map<string, string>;
  /** Bare names (club words dropped) → club id. */
  bare: Map<string, string>;
  /** Bare names with initials ("d zagreb") → club id. */
  initials: InitialsIndex;
}

let maps: AliasMaps | null = null;

function aliasMaps(): AliasMaps {
  if (maps) return maps;
  const raw = JSON.parse(readFileSync(path.join(DATA_DIR, 'teams-aliases.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return (maps = buildAliasMaps(raw));
}

/**
 * The aliases file ({canonical: [aliases]}) as two look-ups, each without the names that would point to two
 * clubs: "Inter" is Internazionale as written, but bare "inter" is also "Inter Club DE" (Andorra) and is dropped
 * from the bare map only. A club's id is its bare canonical name (its written form if two clubs share one).
 */
export function buildAliasMaps(raw: Record<string, string[]>): AliasMaps {
  const bareCount = new Map<string, number>();
  for (const c of Object.keys(raw)) bareCount.set(foldName(c), (bareCount.get(foldName(c)) ?? 0) + 1);
  const add = (map: Map<string, string>, clash: Set<string>, key: string, id: string) => {
    const seen = map.get(key);
    if (seen !== undefined && seen !== id) clash.add(key);
    else map.set(key, id);
  };
  const exact = new Map<string, string>();
  const bare = new Map<string, string>();
  const exactClash = new Set<string>();
  const bareClash = new Set<string>();
  const initials = new InitialsIndex();
  for (const [canonical, list] of Object.entries(raw)) {
    const id = bareCount.get(foldName(canonical)) === 1 ? foldName(canonical) : lightFold(canonical);
    for (const name of [canonical, ...list]) {
      add(exact, exactClash, lightFold(name), id);
      add(bare, bareClash, foldName(name), id);
      initials.add(foldName(name), id);
    }
  }
  for (const k of exactClash) exact.delete(k);
  for (const k of bareClash) bare.delete(k);
  return { exact, bare, initials };
}

/** The aliases as loaded from server/data/football/teams-aliases.json. */
export const aliases = aliasMaps;

const cache = new Map<string, string>();

/**
 * The club's key: the id of the aliases group its name belongs to (as written, else without club words, else
 * by initials: "D. Zagreb"), or its bare folded name when no group knows it.
 */
export function teamKey(name: string): string {
  let key = cache.get(name);
  if (key === undefined) {
    key = knownTeamKey(name) ?? foldName(name);
    if (cache.size > 50_000) cache.clear();
    cache.set(name, key);
  }
  return key;
}

/**
 * The id of the aliases group a name belongs to, or null when no group knows it: a source's spelling that
 * the aliases file lacks keys apart from the club's other spellings, so it is worth reporting.
 */
export function knownTeamKey(name: string): string | null {
  const { exact, bare, initials } = aliasMaps();
  const folded = foldName(name);
  return exact.get(lightFold(name)) ?? bare.get(folded) ?? initials.find(folded) ?? null;
}
