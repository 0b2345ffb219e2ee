import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';

type Problem = 'notFound' | 'slugMissing' | 'loadError' | 'fetchError' | 'unexpected';

/** What the content pages tell a reader (specification, content messages), in the page's language. */
export function ContentError({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const missing = problem === 'notFound' || problem === 'slugMissing';
  return (
    <section
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
      data-content-error={problem}
    >
      <h1 className="text-2xl font-bold">
        {t(problem === 'notFound' ? 'content.errors.notFoundTitle' : `content.errors.${problem}`)}
      </h1>
      <p className="text-muted-foreground">
        {t(missing ? 'content.errors.notFoundText' : 'content.errors.errorText')}
      </p>
      <Button asChild variant="outline">
        <Link to="/sadrzaj">{t('content.hubTitle')}</Link>
      </Button>
    </section>
  );
}

/**
 * The route-level boundary of the content pages: inside the site layout, never the English root page. A 404
 * thrown by a loader means the address named no article; an Error means the store failed (`failure` says which
 * specification text: an article that could not load, a list that could not be fetched); anything else is
 * unexpected.
 */
export function ContentErrorBoundary({ failure }: { failure: 'loadError' | 'fetchError' }) {
  return <ContentError problem={contentProblem(useRouteError(), failure)} />;
}

export function contentProblem(error: unknown, failure: 'loadError' | 'fetchError'): Problem {
  if (isRouteErrorResponse(error)) return error.status === 404 ? 'slugMissing' : failure;
  return error instanceof Error ? failure : 'unexpected';
}
