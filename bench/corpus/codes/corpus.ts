// Tickets of bookmakers' bet codes and typed phrasings, with the meaning of every leg: the benchmark's measure
// of whether the reader understands what was bet, not only where the pick stands. Deterministic (seeded per
// family and ticket). The dev part is open for tuning; the sealed part uses other line templates, other seeds
// and chat phrasings of its own, and only its totals are ever printed (bench/tickets.ts).
import { createRng, type Rng } from '../rng';
import { EVERYDAY, showName } from '../typed/names';
import { LEAGUES, type Team } from '../typed/teams';
import { BETS, BOOKMAKERS, type Bet, type Meaning } from './bets';

export type CodeSet = 'dev' | 'sealed';

export interface CodeLeg {
  home: string;
  away: string;
  odds: number;
  printed: string;
  family: string;
  meaning: Meaning;
  /** Other meanings the printed code has at other bookmakers (the ticket names none that decides). */
  ambiguous: boolean;
}

export interface CodeTicket {
  id: string;
  family: string;
  bookmaker: string | null;
  text: string;
  legs: CodeLeg[];
}

type Template = (home: string, away: string, pick: string, odds: string, rng: Rng) => string;

// Line templates: how the leg is laid out. Sealed ones differ from dev ones.
const TEMPLATES: Record<CodeSet, Record<string, Template>> = {
  dev: {
    line: (h, a, p, o) => `${h} - ${a} ${p} ${o}`,
    oddsFirst: (h, a, p, o) => `${o} ${h} - ${a} ${p}`,
    pipes: (h, a, p, o) => `${h} - ${a} | ${p} | ${o}`,
    labels: (h, a, p, o) => `Par: ${h} - ${a}\nTip: ${p}\nKvota: ${o}`,
    oddsAfterNames: (h, a, p, o) => `${h} - ${a} ${o} ${p}`,
  },
  sealed: {
    at: (h, a, p, o) => `${h} vs ${a} ${p} @${o}`,
    slashes: (h, a, p, o) => `${h} / ${a} / ${p} / ${o}`,
    tabs: (h, a, p, o) => `${h}\t${a}\t${p}\t${o}`,
    twoLines: (h, a, p, o) => `${h} - ${a}\n${p} ${o}`,
    dots: (h, a, p, o) => `${h} - ${a} ..... ${p} ..... ${o}`,
    colonOdds: (h, a, p, o) => `${h} – ${a}: ${p}, kvota ${o}`,
  },
};

const CHAT: Record<CodeSet, { before: string[]; after: string[] }> = {
  dev: { before: ['evo tiket', 'ajmo braćo'], after: ['pozz', 'lol', 'ajmo'] },
  sealed: { before: ['ovo igram danas', 'šta kažete'], after: ['brate', 'pozdrav', 'sigurica'] },
};

const NICKS: Record<string, string[]> = {
  Barcelona: ['barsa', 'Barša'],
  Juventus: ['juve'],
  'Manchester City': ['siti', 'Man City'],
  'Manchester United': ['junajted', 'Man Utd'],
  'Bayern München': ['bajern'],
  'Crvena zvezda': ['zvezda', 'C. Zvezda'],
};

const teamsOf = (sport: Bet['sport']): Team[] =>
  LEAGUES.filter((l) => l.sport === sport && (sport !== 'football' || l.code !== 'EUR')).flatMap(
    (l) => l.teams,
  );

const FAMILIES = [...new Set(BETS.map((b) => b.family)), 'typed-chat', 'typed-nicknames'];
export const TICKETS_PER_FAMILY = 6;

function odds(rng: Rng): number {
  return Math.round((1.15 + rng.next() ** 1.5 * 6) * 100) / 100;
}

export function buildCodes(set: CodeSet): CodeTicket[] {
  const out: CodeTicket[] = [];
  const templates = Object.entries(TEMPLATES[set]);
  for (const family of FAMILIES) {
    const pool =
      family === 'typed-chat' || family === 'typed-nicknames'
        ? BETS.filter(
            (b) => b.family === 'slang-english' || b.family === 'goals' || b.family === 'double-chance',
          )
        : BETS.filter((b) => b.family === family);
    for (let k = 0; k < TICKETS_PER_FAMILY; k++) {
      const rng = createRng(`codes/${set}/${family}/${k}`);
      // Half the tickets name their bookmaker (a printed or app ticket pasted with its header).
      const bookmaker =
        family === 'ambiguous' || rng.chance(0.5) ? (rng.chance(0.65) ? rng.pick(BOOKMAKERS) : null) : null;
      const [, template] = rng.pick(templates);
      const n = rng.int(2, 5);
      const lines: string[] = [];
      const legs: CodeLeg[] = [];
      if (bookmaker) lines.push(rng.pick([bookmaker, `${bookmaker} tiket`, `Kladionica ${bookmaker}`]));
      if (family === 'typed-chat' && rng.chance(0.6)) lines.push(rng.pick(CHAT[set].before));
      const used = new Set<string>();
      for (let i = 0; i < n; i++) {
        const bet = rng.pick(pool);
        const teams = teamsOf(bet.sport).filter((t) => !used.has(t.name));
        let home: Team;
        if (family === 'typed-nicknames' && i % 2 === 0) {
          const nick = teamsOf('football').filter((t) => NICKS[t.name] && !used.has(t.name));
          home = nick.length ? rng.pick(nick) : rng.pick(teams);
        } else home = rng.pick(teams);
        used.add(home.name);
        const away = rng.pick(
          teams.filter((t) => t.name !== home.name && t.league === home.league && !used.has(t.name)),
        );
        used.add(away.name);
        const show = (t: Team) =>
          family === 'typed-nicknames' && NICKS[t.name]
            ? rng.pick(NICKS[t.name])
            : showName(t, rng.weighted(EVERYDAY), rng);
        const printed = rng.pick(bet.spellings);
        const o = odds(rng);
        const oddsText = rng.chance(0.5) ? o.toFixed(2) : o.toFixed(2).replace('.', ',');
        let line = template(show(home), show(away), printed, oddsText, rng);
        if (family === 'typed-chat' && rng.chance(0.5)) line += ` ${rng.pick(CHAT[set].after)}`;
        lines.push(line);
        const decided = bet.byBookmaker && bookmaker ? bet.byBookmaker[bookmaker] : undefined;
        legs.push({
          home: home.name,
          away: away.name,
          odds: o,
          printed,
          family: bet.family === 'slang-english' && family !== 'slang-english' ? family : bet.family,
          meaning: decided ?? bet.meaning,
          ambiguous: !!bet.byBookmaker && !decided,
        });
      }
      out.push({
        id: `codes-${set}-${String(out.length + 1).padStart(3, '0')}`,
        family,
        bookmaker,
        text: lines.join('\n'),
        legs,
      });
    }
  }
  return out;
}
