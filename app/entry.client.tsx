import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANG, isLang, loadLocale, setLocaleUrls } from '~/lib/i18n';

// The server rendered one language and preloaded its texts; load them before hydrating so the first client
// render matches the HTML and no other language flashes.
const { lang, locales } = document.documentElement.dataset;
setLocaleUrls(locales ? (JSON.parse(locales) as Record<string, string>) : {});

loadLocale(isLang(lang) ? lang : DEFAULT_LANG).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  // Without its texts the app cannot render: the server's page stays as it is, readable, its links working.
  (error: unknown) => console.error(error),
);
