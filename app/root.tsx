import { useEffect, useMemo } from 'react';
import { I18nProvider } from '~/lib/i18n-react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  useRevalidator,
} from 'react-router';
import type { Route } from './+types/root';
import {
  createI18n,
  detectClientLanguage,
  HTML_LANG,
  loadLocale,
  rememberLanguage,
  type Lang,
} from '~/lib/i18n';
import { Toaster } from '~/components/ui/toaster';
import stylesheet from './app.css?url';
import { localeUrls } from '~/lib/i18n.server';
import { consentFromCookie } from '~/features/consent/consent';
import { ConsentManager } from '~/features/consent/consent-manager';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang, services } = context.ctx;
  const user = await context.ctx.user();
  return {
    lang,
    testMode: services.testMode,
    origin: services.config.PUBLIC_URL.replace(/\/$/, ''),
    user: user ? { id: user.id, email: user.email } : null,
    localeUrls,
    // Third parties load only with these configured and after the visitor's consent
    // (docs/decisions/039-first-party-funnel-and-consent.md).
    analytics: {
      gaId: services.config.ANALYTICS_GA_ID || null,
      pixelId: services.config.ANALYTICS_META_PIXEL_ID || null,
    },
    consent: consentFromCookie(request.headers.get('cookie')),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<RootData>('root');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const lang: Lang = data?.lang ?? 'rs';
  return (
    <html
      lang={HTML_LANG[lang]}
      data-lang={lang}
      data-locales={data ? JSON.stringify(data.localeUrls) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1426" />
        {/* The rendered language's texts, fetched by entry.client before hydrating: in parallel with the
            scripts, and from the browser's cache on every later page. */}
        {data && <link rel="preload" href={data.localeUrls[lang]} as="fetch" crossOrigin="anonymous" />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { lang, analytics, consent } = useLoaderData<typeof loader>();
  const i18n = useMemo(() => createI18n(lang), [lang]);
  useAdoptStoredLanguage(lang);
  useEffect(() => {
    // Lets browser tests (and anyone curious) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
      <Toaster />
      <ConsentManager ids={analytics} initial={consent} />
    </I18nProvider>
  );
}

/** A language stored in this browser but not yet in the cookie (first visit after a cookie loss) wins. */
function useAdoptStoredLanguage(rendered: Lang) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const wanted = detectClientLanguage();
    if (wanted === rendered) {
      rememberLanguage(rendered);
      return;
    }
    void loadLocale(wanted).then(() => {
      rememberLanguage(wanted);
      void revalidate();
    });
  }, [rendered, revalidate]);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-4xl font-bold">{status}</h1>
      <p className="text-muted-foreground">
        {status === 404 ? 'Oops! Page not found' : 'Something went wrong. Please try again.'}
      </p>
      <a href="/" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
        Return to Home
      </a>
    </main>
  );
}
