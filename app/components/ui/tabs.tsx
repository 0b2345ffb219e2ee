import type * as React from 'react';
import { Tabs as T } from 'radix-ui';
import { cn } from '~/lib/utils';

// Radix Tabs: role="tablist"/"tab"/"tabpanel" with aria-selected and aria-controls, arrow keys (Home/End) move
// between the tabs. Two looks: a segmented control (`segmented`) and a row of small buttons (`pills`).

type Look = 'segmented' | 'pills';

export const Tabs = T.Root;

const listLook: Record<Look, string> = {
  segmented: 'grid auto-cols-fr grid-flow-col rounded-lg bg-muted p-1',
  pills: 'flex flex-wrap gap-1',
};

const triggerLook: Record<Look, string> = {
  segmented:
    'min-h-11 rounded-md py-2 text-sm font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  pills:
    'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-md border border-border bg-background px-3 text-sm font-semibold shadow-sm transition-all hover:bg-muted data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:hover:bg-primary/90',
};

export function TabsList({
  className,
  look = 'segmented',
  ...props
}: React.ComponentProps<typeof T.List> & { look?: Look }) {
  return <T.List data-look={look} className={cn(listLook[look], className)} {...props} />;
}

export function TabsTrigger({
  className,
  look = 'segmented',
  ...props
}: React.ComponentProps<typeof T.Trigger> & { look?: Look }) {
  return (
    <T.Trigger
      className={cn(
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50',
        triggerLook[look],
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof T.Content>) {
  return (
    <T.Content
      className={cn(
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  );
}
