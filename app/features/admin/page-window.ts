/** The admin pager's page numbers: up to `size` pages around the current one, kept inside 1..pages. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const count = Math.min(size, Math.max(1, pages));
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}
