import type * as React from 'react';
import { Accordion as A } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '~/lib/utils';

// Radix Accordion: each question is a button in a heading with aria-expanded and aria-controls; arrow keys
// (Home/End) move between the questions, Enter and Space open and close them.

export const Accordion = A.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof A.Item>) {
  // The question is a 44 px tall target (WCAG 2.5.5); the item's own padding is around it.
  return <A.Item className={cn('px-4 py-1', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof A.Trigger>) {
  return (
    <A.Header className="flex">
      <A.Trigger
        className={cn(
          'group flex min-h-11 flex-1 items-center justify-between gap-3 rounded-sm py-2 text-left font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown className="size-4 shrink-0 transition group-data-[state=open]:rotate-180" aria-hidden />
      </A.Trigger>
    </A.Header>
  );
}

/**
 * The answer. Always in the page, as the `<details>` it replaces was (server-rendered, found by search engines):
 * with `forceMount` Radix leaves the hiding of a closed item to the style.
 */
export function AccordionContent({ className, ...props }: React.ComponentProps<typeof A.Content>) {
  return (
    <A.Content
      forceMount
      className={cn('mt-2 text-sm text-muted-foreground data-[state=closed]:hidden', className)}
      {...props}
    />
  );
}
