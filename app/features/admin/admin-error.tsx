import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '~/components/error-state';

/**
 * What an admin screen says when its load fails (admin screens are English:
 * docs/decisions/025-languages-of-the-product.md).
 */
export function adminFailure(error: unknown): { title: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) return { title: 'Access denied', text: 'This area is for administrators only.' };
  if (status === 404) return { title: 'Not found', text: 'Nothing exists at this address.' };
  // The specification's catch-all admin message; the cause is in the server log, never on the page.
  return { title: 'Unexpected error occurred', text: 'Please try again in a few moments.' };
}

/**
 * The route-level boundary of the admin screens, instead of the site's root error page: the content editor
 * inside the site frame, the hidden admin area (`fullPage`) outside it. The status stays the thrown one.
 */
export function AdminErrorBoundary({ back, fullPage = false }: { back: string; fullPage?: boolean }) {
  const failure = adminFailure(useRouteError());
  return (
    <ErrorState
      data-admin-error={failure.title}
      title={failure.title}
      text={failure.text}
      action={{ to: back, label: 'Back' }}
      fullPage={fullPage}
    />
  );
}
