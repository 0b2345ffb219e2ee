import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/**
 * What a route's error boundary shows in place of its page: a title, a line of explanation and one way on.
 * Only texts the caller chose: never an error's message or stack, which would leak internals in production.
 * Inside the site frame by default; `fullPage` for the screens outside it (the hidden admin area).
 */
export function ErrorState({
  title,
  text,
  action,
  fullPage = false,
  ...data
}: {
  title: string;
  text?: ReactNode;
  action?: { to: string; label: string };
  fullPage?: boolean;
} & { [attribute: `data-${string}`]: string }) {
  const Frame = fullPage ? 'main' : 'section';
  return (
    <Frame
      className={`mx-auto flex max-w-md flex-col items-center justify-center gap-3 px-4 text-center ${
        fullPage ? 'min-h-dvh' : 'min-h-[50vh] py-10'
      }`}
      {...data}
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      {action && (
        <Button asChild variant="outline">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      )}
    </Frame>
  );
}
