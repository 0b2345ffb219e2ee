import type { TicketLine, Token } from './ticket-lines';

/**
 * Odds whose decimal comma OCR lost in a way no single token shows: split in two ("1 10" for 1,10), cut to
 * two digits ("14" for 1,14 or 1,4), or run together ("175" for 1,75). Read alone they are a pick and a number,
 * so such a line gives no leg. Each candidate is a copy of the lines with one such ending made odds, and one
 * with every such line's first reading (a bold font lost the comma on two legs); the caller keeps a copy only
 * when the ticket's printed total then agrees, and the repaired odds are marked for the user to check.
 */
export function damagedOddsReadings(lines: TicketLine[]): TicketLine[][] {
  const repairs = lines.map((line) => (line.excluded || !/\p{L}/u.test(line.text) ? [] : repairsOf(line)));
  const one = repairs.flatMap((rs, k) => rs.map((r) => lines.map((l, i) => (i === k ? r : l))));
  const damaged = repairs.filter((rs) => rs.length).length;
  const every = lines.map((l, i) => repairs[i][0] ?? l);
  return damaged > 1 ? [...one, every] : one;
}

/** A line's readings with its ending made odds, the likelier first. */
function repairsOf(line: TicketLine): TicketLine[] {
  const t = line.tokens;
  const last = t.at(-1)?.text ?? '';
  const before = t.at(-2)?.text ?? '';
  const endings: { drop: number; odds: string }[] = [];
  if (/^[1-9]$/.test(before) && /^\d{2}$/.test(last)) endings.push({ drop: 2, odds: `${before},${last}` });
  // Two digits alone: 1,80 that lost its "1," (the pick before them stays the pick), or 8,0.
  if (/^[1-9]\d$/.test(last))
    endings.push({ drop: 1, odds: `1,${last}` }, { drop: 1, odds: `${last[0]},${last[1]}` });
  if (/^[1-9]\d{2}$/.test(last)) endings.push({ drop: 1, odds: `${last[0]},${last.slice(1)}` });
  return endings.map(({ drop, odds }) => {
    const token: Token = { text: odds, cell: t.at(-1)!.cell, confidence: 0 };
    const tokens = [...t.slice(0, t.length - drop), token];
    return { ...line, tokens, text: tokens.map((k) => k.text).join(' ') };
  });
}
