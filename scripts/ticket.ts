// `npm run ticket -- <image-or-text-file> [--json]`: the product's ticket reader on one file, with the OCR
// provider the service is configured with (OCR_PROVIDER, OCR_WORKERS), so it reads as the service does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '../server/config';
import { createOcr } from '../server/providers/ocr';
import { readTicketPhoto, readTypedTicket } from '../server/modules/tickets/read-ticket';
import type { TicketStructure } from '../server/modules/tickets/types';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run ticket -- <image-or-text-file> [--json]');
  process.exit(2);
}

const isImage = /\.(png|jpe?g|webp)$/i.test(file);
let structure: TicketStructure;
let extractedText: string;
let confidence: number | null;
try {
  if (isImage) {
    const ocr = createOcr(getConfig());
    try {
      ({ structure, extractedText, confidence } = await readTicketPhoto(ocr, readFileSync(file)));
    } finally {
      await ocr.close();
    }
  } else {
    extractedText = readFileSync(file, 'utf8');
    structure = readTypedTicket(extractedText);
    confidence = 1;
  }
} catch (error) {
  console.error(`${path.basename(file)}: ${(error as Error).message}`);
  process.exit(1);
}

const result = {
  matches: structure.legs.map((l) => ({
    home: l.home,
    away: l.away,
    match: l.away ? `${l.home} - ${l.away}` : l.home,
    pick: l.pick,
    odds: l.odds,
    league: l.league ?? null,
    kickoff: l.kickoff ?? null,
    sport: l.sport ?? null,
    market: l.market,
    // What the pick means (types.ts Pick: kind, period, line, team, negation…) and what the reader is unsure of.
    parsed: l.parsed ?? null,
    unsure: l.unsure ?? [],
    ...(l.alternatives ? { alternatives: l.alternatives } : {}),
    ...(l.flags ? { flags: l.flags } : {}),
    ...(l.defaulted ? { defaulted: l.defaulted } : {}),
  })),
  bookmaker: structure.bookmaker ?? null,
  totalOdds: structure.totalOdds ?? null,
  stake: structure.stake ?? null,
  payout: structure.payout ?? null,
  confidence: confidence === null ? null : Math.round(confidence * 100) / 100,
  extractedText,
};

if (args.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const m of result.matches)
    console.log(
      `${m.match.padEnd(45)} ${m.pick.padEnd(10)} ${m.odds.toFixed(2)}${m.unsure.length ? `  ? ${m.unsure.join(',')}` : ''}`,
    );
  console.log(
    `total odds ${result.totalOdds ?? '–'} · stake ${result.stake ?? '–'} · payout ${result.payout ?? '–'} · confidence ${result.confidence ?? '–'}`,
  );
}
