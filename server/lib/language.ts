import { parse } from 'hono/utils/cookie';

import type { Lang } from '../common/lang';

export type { Lang } from '../common/lang';
export const LANG_COOKIE = 'lang';

/**
 * The language to render: the stored choice (cookie, mirrored from localStorage by the client), then the
 * browser's languages, then Serbian. Croatian only when asked for; Serbian, Bosnian and everything else get rs.
 */
export function resolveLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Lang {
  const stored = parse(cookieHeader ?? '', LANG_COOKIE)[LANG_COOKIE];
  if (stored === 'rs' || stored === 'hr') return stored;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((p) => p.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of preferred) {
    if (tag.startsWith('hr')) return 'hr';
    if (tag.startsWith('sr') || tag.startsWith('bs') || tag.startsWith('cnr') || tag.startsWith('me'))
      return 'rs';
  }
  return 'rs';
}
