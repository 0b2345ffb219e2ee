import { useEffect } from 'react';
import { data, Link, useLocation } from 'react-router';
import type { Route } from './+types/not-found';

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.ctx.services.logger.warn({ path, requestId: context.ctx.requestId }, '404: page not found');
  throw data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: '404 – Page not found | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}

/** The specification's English 404 page; the missing path is logged on the server and in the console. */
function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-extrabold text-navy-900">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary/80"
      >
        Return to Home
      </Link>
    </section>
  );
}
