/** The European season a match date ("2025-08-15") belongs to ("2025-26"): seasons turn in July. */
export function seasonOf(date: string): string {
  const [year, month] = date.split('-').map(Number);
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first years of the European seasons (turning in July) that the days from one date to another touch. */
export function seasonStartYears(from: Date, to: Date): number[] {
  const start = (d: Date) => (d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1);
  const years: number[] = [];
  for (let y = start(from); y <= start(to); y++) years.push(y);
  return years;
}
