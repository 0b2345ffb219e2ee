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
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** A new password (sign-up, reset), sent under its id, at least as long as the server asks. */
export function NewPasswordField({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <InputField
      id={id}
      label={label}
      hint={hint}
      name={id}
      type="password"
      autoComplete="new-password"
      minLength={6}
      required
    />
  );
}

/** A labelled input; every other prop goes to the input. `children` stand below it (an error message, a note). */
export function InputField({
  id,
  label,
  hint,
  className,
  inputClassName,
  children,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  inputClassName?: string;
  children?: React.ReactNode;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <Input id={id} className={inputClassName} {...input} />
      {children}
    </Field>
  );
}
