import type { TicketLine, Token } from './ticket-lines';

/**
 * Odds whose decimal comma OCR lost in a way no single token shows: split in two ("1 10" for 1,10) or cut to
 * two digits ("14" for 1,14 or 1,4). Read alone they are a pick and a number, so such a line gives no leg.
 * Each candidate is a copy of the lines with one such ending made odds; the caller keeps a copy only when the
 * ticket's printed total then agrees, and the repaired odds are marked for the user to check.
 */
export function damagedOddsReadings(lines: TicketLine[]): TicketLine[][] {
  return lines.flatMap((line) => {
    if (line.excluded || !/\p{L}/u.test(line.text)) return [];
    const t = line.tokens;
    const last = t.at(-1)?.text ?? '';
    const before = t.at(-2)?.text ?? '';
    const endings: { drop: number; odds: string }[] = [];
    if (/^[1-9]$/.test(before) && /^\d{2}$/.test(last)) endings.push({ drop: 2, odds: `${before},${last}` });
    // Two digits alone: 1,80 that lost its "1," (the pick before them stays the pick), or 8,0.
    if (/^[1-9]\d$/.test(last))
      endings.push({ drop: 1, odds: `1,${last}` }, { drop: 1, odds: `${last[0]},${last[1]}` });
    return endings.map(({ drop, odds }) => {
      const token: Token = { text: odds, cell: t.at(-1)!.cell, confidence: 0 };
      const tokens = [...t.slice(0, t.length - drop), token];
      const repaired: TicketLine = { ...line, tokens, text: tokens.map((k) => k.text).join(' ') };
      return lines.map((l) => (l === line ? repaired : l));
    });
  });
}
