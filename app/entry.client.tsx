import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLang, loadLocale, DEFAULT_LANG } from '~/lib/i18n';

// The server rendered one language (data-lang on <html>); load exactly that one before hydrating so the
// first client render matches the HTML and no other language flashes.
const rendered = document.documentElement.dataset.lang;
void loadLocale(isLang(rendered) ? rendered : DEFAULT_LANG).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
