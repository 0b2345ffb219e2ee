import type * as React from 'react';
import { cn } from '~/lib/utils';
import { Input, Label } from '~/components/ui/input';

/** A label over its control (an input, a select, a wrapped input), with an optional hint and message below. */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A new password (sign-up, reset), sent under its id; its length is checked by the form (validate-fields). */
export function NewPasswordField({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <InputField
      id={id}
      label={label}
      hint={hint}
      error={error}
      name={id}
      type="password"
      autoComplete="new-password"
    />
  );
}

/**
 * A labelled input; every other prop goes to the input. `error` stands under it in the user's language (the
 * forms validate themselves, never with the browser's English bubbles) and marks it invalid; the input is
 * described by its message and its hint, so a screen reader says both; `children` below it (a note).
 */
export function InputField({
  id,
  label,
  hint,
  error,
  className,
  inputClassName,
  children,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  inputClassName?: string;
  children?: React.ReactNode;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <Input
        id={id}
        className={cn(error && 'border-destructive focus-visible:ring-destructive', inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
        }
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {children}
    </Field>
  );
}
