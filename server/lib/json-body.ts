import type { Context } from 'hono';
import type { z } from 'zod';
import { isErrorKey } from '../common/messages';
import { AppError } from './app-error';

/**
 * The JSON body of a request, checked by `schema`. Text that is not JSON counts as no body; a body the schema
 * refuses is a 400 with the schema's own message (given as a key of server/common/messages), or "Neispravan
 * zahtev" where zod would fall back to its English default ("Invalid input: expected string, received number").
 */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const raw: unknown = await c.req.json().catch(() => null);
  if (hasUnstorableText(raw)) throw new AppError('BAD_REQUEST', 'request.bad');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    throw new AppError('BAD_REQUEST', isErrorKey(key) ? key : 'request.bad');
  }
  return parsed.data;
}

/** U+0000, or half of a surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a parsed JSON value holds, in a string or a key, text PostgreSQL cannot store: U+0000 (text and
 * jsonb refuse it) or a lone surrogate (not UTF-8 at all). The query would fail; no field of this API has a use
 * for either. Walks without recursion: JSON may nest deeper than the call stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x); // not push(...v): a 1 MB body can hold 500,000 elements
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (UNSTORABLE.test(k)) return true;
        stack.push(x);
      }
    }
  }
  return false;
}
