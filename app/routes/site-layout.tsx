import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ArticleSkeleton, CardSkeletons } from '~/features/content/skeletons';
import { CATEGORIES } from '../../server/common/categories';
import { Navbar } from '~/components/layout/navbar';
import { Footer } from '~/components/layout/footer';
import { UploadDialogContext, type UploadMode } from '~/lib/upload-dialog';
import { useRootData } from '~/root';
import { useAuth } from '~/lib/use-auth';
import { SubscriptionProvider } from '~/lib/subscription';
import { trackFunnel } from '~/lib/funnel';

// The dialog's code loads when it is first opened, not with every page.
const UploadDialog = lazy(() => import('~/features/analysis/upload-dialog'));

/** Set once a browser session's visit is recorded for the funnel. */
const VISIT_KEY = 'visitRecorded';

/**
 * Sign-out clears this browser's storage and goes home even if the server call fails (401/403/404 mean the
 * session is already gone; anything else is logged).
 */
async function signOut() {
  try {
    const res = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok && ![401, 403, 404].includes(res.status)) console.error('Sign-out failed', res.status);
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(VISIT_KEY, '1'); // the same visit continues signed out
  window.location.assign('/');
}

const ARTICLE_PATH = new RegExp(`^/(${CATEGORIES.join('|')})/[^/]+$`);

/** While an article or the hub loads during client-side navigation, its skeleton replaces the old page. */
function PageOrSkeleton() {
  const navigation = useNavigation();
  const next = navigation.state === 'loading' ? navigation.location.pathname : null;
  if (next && ARTICLE_PATH.test(next)) return <ArticleSkeleton />;
  if (next === '/sadrzaj')
    return (
      <div className="mx-auto max-w-6xl px-4 py-12">
        <CardSkeletons />
      </div>
    );
  return <Outlet />;
}

export default function SiteLayout() {
  const root = useRootData();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<{ open: boolean; mode: UploadMode; loaded: boolean }>({
    open: false,
    mode: 'choose',
    loaded: false,
  });
  const openDialog = useCallback((mode: UploadMode = 'choose') => {
    setDialog({ open: true, mode, loaded: true });
    trackFunnel('upload_dialog_open', { mode });
  }, []);
  useEffect(() => {
    // One first-party "visit" per browser session, the funnel's first step (no cookie, no personal data).
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(VISIT_KEY, '1');
    trackFunnel('visit');
  }, []);

  return (
    <SubscriptionProvider userId={user?.id ?? null}>
      <UploadDialogContext.Provider value={openDialog}>
        <div className="flex min-h-dvh flex-col">
          <Navbar user={user} testMode={root?.testMode ?? false} onSignOut={signOut} />
          <main className="flex-1">
            <PageOrSkeleton />
          </main>
          <Footer />
        </div>
        {dialog.loaded && (
          <Suspense fallback={null}>
            <UploadDialog
              open={dialog.open}
              mode={dialog.mode}
              onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            />
          </Suspense>
        )}
      </UploadDialogContext.Provider>
    </SubscriptionProvider>
  );
}
