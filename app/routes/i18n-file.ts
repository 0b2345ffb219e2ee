import type { Route } from './+types/i18n-file';
import { localeFile } from '~/lib/i18n.server';

// A language's texts (see `localeUrls`): cached for good at its current address; an older address (a page
// rendered before a deploy) still gets today's texts, but only for a minute.
export function loader({ params }: Route.LoaderArgs) {
  const file = localeFile(params.file);
  if (!file) throw new Response('Not found', { status: 404 });
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': file.current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
}
