import { Link, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { pageWindow } from './page-window';

/** Page links of an admin list (20 rows a page), the current page's query kept. */
export function Pager({ page, total }: { page: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / 20));
  const href = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('page', String(p));
    return `?${q}`;
  };
  return (
    <nav className="mt-4 flex items-center gap-1" aria-label="Pages">
      <Button
        asChild
        size="sm"
        variant="outline"
        className={cn(page <= 1 && 'pointer-events-none opacity-50')}
      >
        <Link to={href(page - 1)}>Prev</Link>
      </Button>
      {pageWindow(page, pages).map((p) => (
        <Button key={p} asChild size="sm" variant={p === page ? 'default' : 'ghost'}>
          <Link to={href(p)} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Link>
        </Button>
      ))}
      <Button
        asChild
        size="sm"
        variant="outline"
        className={cn(page >= pages && 'pointer-events-none opacity-50')}
      >
        <Link to={href(page + 1)}>Next</Link>
      </Button>
      <span className="ml-2 text-xs text-muted-foreground">
        page {page} of {pages}
      </span>
    </nav>
  );
}
