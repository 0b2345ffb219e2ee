// The one way the browser calls our JSON API: status, the parsed body, and the user-facing error message.
export interface ApiResult<T> {
  status: number;
  ok: boolean;
  data: T | null;
  message: string | null;
}

export async function postJson<T = Record<string, unknown>>(
  path: string,
  body: unknown = {},
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => null)) as
      (T & { message?: string; error?: { message?: string } | string }) | null;
    const error = data && typeof data === 'object' ? data.error : undefined;
    const message = res.ok
      ? null
      : ((typeof error === 'string' ? error : error?.message) ?? data?.message ?? null);
    return { status: res.status, ok: res.ok, data: res.ok ? data : null, message };
  } catch {
    return { status: 0, ok: false, data: null, message: null };
  }
}
