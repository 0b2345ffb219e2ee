import { EMAIL_PATTERN } from '../../../server/common/email';

/** The shortest password the accounts server accepts (server/auth/auth.ts `minPasswordLength`). */
export const MIN_PASSWORD = 6;

export type FieldRule = 'required' | 'email' | 'password';
export type FieldProblem = 'required' | 'email' | 'passwordShort';

/**
 * What is wrong with each field of a form, in form order, before anything is sent: an empty field, an address
 * without '@' and a dot after it, a password shorter than the server's minimum. An empty map: send it.
 */
export function fieldProblems(
  values: Record<string, string>,
  rules: Record<string, FieldRule>,
): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  for (const [field, rule] of Object.entries(rules)) {
    const value = (values[field] ?? '').trim();
    if (!value) problems.set(field, 'required');
    else if (rule === 'email' && !EMAIL_PATTERN.test(value)) problems.set(field, 'email');
    else if (rule === 'password' && (values[field] ?? '').length < MIN_PASSWORD)
      problems.set(field, 'passwordShort');
  }
  return problems;
}
