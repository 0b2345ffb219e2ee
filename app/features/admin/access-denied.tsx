import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

export function AccessDenied() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div>
        <h1 className="text-2xl font-bold">Access denied</h1>
        <p className="mt-2 text-muted-foreground">This area is for administrators only.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/">Back to the site</Link>
        </Button>
      </div>
    </main>
  );
}
