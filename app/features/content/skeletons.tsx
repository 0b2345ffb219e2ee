import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';

// Loading placeholders of the content pages, kept apart so the site layout can show them without loading
// the pages themselves.

/** Shown while an article loads during client-side navigation. */
export function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12" aria-busy="true" data-testid="article-skeleton">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-4 w-40" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

/** The hub's 6 skeleton cards while it loads. */
export function CardSkeletons() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="hub-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="space-y-2 p-4" data-skeleton-card>
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
