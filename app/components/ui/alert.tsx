import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/utils';

const alertVariants = cva('relative w-full rounded-xl border px-4 py-3 text-sm [&>svg]:mr-2 [&>svg]:inline', {
  variants: {
    variant: {
      default: 'bg-card text-foreground',
      destructive: 'border-destructive/40 bg-destructive/10 text-destructive',
      warning: 'border-warning/40 bg-warning/10 text-warning-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Alert({
  className,
  variant,
  ...props
}: React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}
