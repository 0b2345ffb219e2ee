/** The European season a match date ("2025-08-15") belongs to ("2025-26"): seasons turn in July. */
export function seasonOf(date: string): string {
  const [year, month] = date.split('-').map(Number);
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
