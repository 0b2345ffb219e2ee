import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/utils';

// The specification's button vocabulary: variants default, destructive, outline, secondary, ghost, link,
// hero, cta, premium; sizes default, sm, lg, xl, icon.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-center rounded-lg text-sm font-semibold transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow hover:bg-primary/90',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
        outline: 'border border-border bg-background shadow-sm hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        hero: 'bg-gradient-to-r from-brand-500 to-emerald-400 text-brand-950 shadow-lg shadow-brand-500/30 hover:brightness-110',
        cta: 'bg-accent text-accent-foreground shadow-md hover:bg-accent/90',
        premium:
          'bg-gradient-to-r from-amber-400 to-orange-500 text-slate-950 shadow-md hover:brightness-110',
      },
      size: {
        // Every size is at least 44 px tall, a finger's width (WCAG 2.5.5); sm only narrows the padding.
        default: 'min-h-11 px-4 py-2',
        sm: 'min-h-11 rounded-md px-3 text-sm',
        lg: 'h-12 rounded-lg px-6 text-base',
        xl: 'h-14 rounded-xl px-8 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, className }));
  // asChild: style the single child element (a Link, usually) as a button instead of wrapping it. A small
  // merge of our own keeps Radix's Slot out of every page's first-view JavaScript.
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, { ...props, className: cn(classes, children.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
