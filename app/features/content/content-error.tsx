import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '~/lib/i18n-react';
import { ErrorState } from '~/components/error-state';

type Problem = 'notFound' | 'slugMissing' | 'loadError' | 'fetchError' | 'unexpected';

/** What the content pages tell a reader (specification, content messages), in the page's language. */
export function ContentError({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const missing = problem === 'notFound' || problem === 'slugMissing';
  return (
    <ErrorState
      data-content-error={problem}
      title={t(problem === 'notFound' ? 'content.errors.notFoundTitle' : `content.errors.${problem}`)}
      text={t(missing ? 'content.errors.notFoundText' : 'content.errors.errorText')}
      action={{ to: '/sadrzaj', label: t('content.hubTitle') }}
    />
  );
}

/**
 * The route-level boundary of the content pages: inside the site layout, never the English root page. A 404
 * thrown by a loader means the address named no article; an Error means the store failed (`failure` says which
 * specification text: an article that could not load, a list that could not be fetched); anything else is
 * unexpected. The HTTP status is the thrown one (404), or 500 for an error.
 */
export function ContentErrorBoundary({ failure }: { failure: 'loadError' | 'fetchError' }) {
  return <ContentError problem={contentProblem(useRouteError(), failure)} />;
}

export function contentProblem(error: unknown, failure: 'loadError' | 'fetchError'): Problem {
  if (isRouteErrorResponse(error)) return error.status === 404 ? 'slugMissing' : failure;
  return error instanceof Error ? failure : 'unexpected';
}
