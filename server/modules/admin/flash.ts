// The outcome of an admin action that reloads the page (create admin, bulk delete): kept in a short-lived cookie
// the next admin page load reads and clears, so the server renders it (no hydration mismatch) and a reload or a
// shared URL does not show it again.

const NAME = 'tiket.admin_flash';
// Path=/ because client navigation loads the page's data from /skriveni-admin.data, which a cookie limited to
// /skriveni-admin would not be sent to.
const PATH = '/';

export const setFlash = (message: string) =>
  `${NAME}=${encodeURIComponent(message)}; Path=${PATH}; Max-Age=60; HttpOnly; SameSite=Lax`;

export const CLEAR_FLASH = `${NAME}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;

export function readFlash(request: Request): string | null {
  const raw = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .find((c) => c.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).slice(0, 500) || null;
  } catch {
    return null;
  }
}
