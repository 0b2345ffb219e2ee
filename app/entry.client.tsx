import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANG, isLang, registerResources, RESOURCES_ELEMENT_ID, type Resources } from '~/lib/i18n';

// The server rendered one language and embedded its texts in the page; register them before hydrating so
// the first client render matches the HTML and no other language flashes.
const rendered = document.documentElement.dataset.lang;
const embedded = document.getElementById(RESOURCES_ELEMENT_ID)?.textContent;
registerResources(isLang(rendered) ? rendered : DEFAULT_LANG, JSON.parse(embedded || '{}') as Resources);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
